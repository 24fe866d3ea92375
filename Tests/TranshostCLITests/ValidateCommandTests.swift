import Foundation
import Testing
import TranshostTestSupport

/// End-to-end runs of `transhost validate`: the bundled animators pass, broken fixtures
/// fail with the right status and message, a crash and a hang in the child are pinned
/// on their test and the remaining tests still run.
@Suite(.serialized) struct ValidateCommandTests {
  /// The bundled plugin files, as `swift build` leaves them beside the binary.
  static let bundledFiles = [
    "libCFadeAnimator.so", "libCrossDissolveAnimator.so", "libPushAnimator.so",
    "libSlideUpAnimator.so", "libSpringCardAnimator.so", "libZoomAnimator.so",
  ].map { TestPaths.products.appendingPathComponent($0).path }

  /// Runs transhost with no plugin cache and no plugin path from the environment.
  static func transhost(_ arguments: [String]) throws -> Subprocess.Result {
    try CLITests.transhost(
      arguments + ["--no-cache"], environment: ["XDG_CACHE_HOME": "/nonexistent"])
  }

  /// Builds fixture validate_`name`.c (or `source`.c) into a new directory; returns the
  /// library's path.
  static func fixture(_ name: String, source: String? = nil) throws -> String {
    try FixtureCompiler.compile(
      source ?? "validate_" + name, into: try TestDirectory.make("validate"),
      output: "lib\(name).so"
    ).path
  }

  /// The `--json` lines of a run, parsed.
  static func jsonLines(_ stdout: String) throws -> [[String: Any]] {
    try stdout.split(separator: "\n").map { line in
      try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
    }
  }

  @Test("animators named by id: a report per animator, exit 0 and the totals last")
  func bundledByName() throws {
    let result = try Self.transhost(["validate", "zoom", "c-fade"])
    #expect(result.status == 0, "\(result.stdout)")
    #expect(result.stderr == "")
    #expect(
      result.stdout.hasSuffix(
        "\n2 animators, 114 tests: 109 passed, 0 failed, 0 crashed, 0 timed out, 5 skipped, "
          + "0 warnings\n"))
    let zoom = TestPaths.products.appendingPathComponent("libZoomAnimator.so").path
    #expect(
      result.stdout.hasPrefix(
        "org.transhost.zoom (\(zoom))\n"
          + "  passed     load: loaded in a fresh process (ABI 1.7, built with "))
    #expect(
      result.stdout.contains(
        "  skipped    fullScreen/present-dismiss/instant: UIKit runs no animator for "
          + "fullScreen presentations that are not animated\n"))
    #expect(
      result.stdout.contains(
        "  passed     navigation/pop/interactive-cancel-0.5: pop driven to 0.5 and cancelled: "
          + "every view restored, completeTransition once each, the same trace twice\n"))
  }

  @Test("the bundled plugin files pass with --json: a line per test, then the summary")
  func bundledFilesJSON() throws {
    let result = try Self.transhost(["validate", "--json"] + Self.bundledFiles)
    #expect(result.status == 0)
    let lines = try Self.jsonLines(result.stdout)
    let tests = lines.dropLast()
    #expect(tests.count == 376)
    for line in tests {
      #expect(
        Set(line.keys) == ["type", "animator", "path", "file", "test", "status", "message"])
      #expect(line["type"] as? String == "test")
      #expect(["passed", "skipped"].contains(line["status"] as? String), "\(line)")
    }
    #expect(tests.filter { $0["test"] as? String == "load" }.count == 6)
    #expect(lines.last?["type"] as? String == "summary")
    let summary = try #require(lines.last?["summary"] as? [String: Int])
    #expect(
      summary == [
        "animators": 6, "tests": 376, "passed": 356, "failed": 0, "crashed": 0, "timedOut": 0,
        "skipped": 20, "warning": 0,
      ])
  }

  @Test("a plugin that segfaults: that test is 'crashed' with the signal, the rest still run")
  func crash() throws {
    let library = try Self.fixture("crashes")
    let result = try Self.transhost(["validate", library])
    #expect(result.status == 1)
    #expect(
      result.stdout.contains(
        "  crashed    custom/present-dismiss/instant: the process crashed with SIGSEGV "
          + "(segmentation fault) during this test\n"
          + "  passed     custom/present/interactive-finish-0.25: "))
    #expect(
      result.stdout.hasSuffix(
        "\n1 animator, 36 tests: 34 passed, 0 failed, 1 crashed, 0 timed out, 1 skipped, "
          + "0 warnings\n"))
  }

  @Test(
    "a plugin that hangs: the child is killed after --timeout in the call, the test 'timed out'")
  func hang() throws {
    let library = try Self.fixture("hangs")
    let result = try Self.transhost(["validate", "--json", "--timeout", "3", library])
    #expect(result.status == 1)
    let lines = try Self.jsonLines(result.stdout)
    let hung = try #require(
      lines.first { $0["test"] as? String == "custom/present-dismiss/instant" })
    #expect(hung["status"] as? String == "timed-out")
    #expect(
      hung["message"] as? String
        == "'org.fixture.hangs' did not return from animate_transition within 3 s; the process was killed"
    )
    #expect(hung["animator"] as? String == "org.fixture.hangs")
    #expect(lines.filter { $0["status"] as? String == "passed" }.count == 34)
    #expect((lines.last?["summary"] as? [String: Int])?["timedOut"] == 1)
  }

  /// A broken fixture, a test it fails, and the start of the message.
  static let broken: [(fixture: String, test: String, message: String)] = [
    (
      "complete_twice", "fullScreen/present-dismiss/animated",
      "called completeTransition 2 times on present detail from home (fullScreen)"
    ),
    (
      "never_completes", "custom/present-dismiss/instant",
      "never called completeTransition on present detail from home (custom)"
    ),
    ("leaves_hidden", "fullScreen/present-dismiss/animated", "left 'detail.view#4' hidden after"),
  ]

  @Test("a broken plugin fails its tests: status 'failed', the message, exit 1", arguments: broken)
  func brokenFixture(fixture: String, test: String, message: String) throws {
    let library = try Self.fixture(fixture)
    let result = try Self.transhost(["validate", "--json", library])
    #expect(result.status == 1)
    let lines = try Self.jsonLines(result.stdout)
    let failed = try #require(lines.first { $0["test"] as? String == test })
    #expect(failed["status"] as? String == "failed")
    #expect((failed["message"] as? String)?.hasPrefix(message) == true, "\(failed)")
    #expect(lines.first?["test"] as? String == "load")
    #expect(lines.first?["status"] as? String == "passed")
  }

  @Test("a file the loader refuses fails its 'load' test with the reason")
  func refusedFile() throws {
    let bad = try Self.fixture("bad", source: "bad_id")
    let other = try Self.fixture("other", source: "not_a_plugin")
    let result = try Self.transhost(["validate", bad, other])
    #expect(result.status == 1)
    #expect(
      result.stdout == """
        \(bad)
          failed     load: descriptor 0 is invalid: id 'Not A Reverse DNS Id' is not a reverse-DNS id such as 'org.example.slide'

        \(other)
          failed     load: '\(other)' is not a transhost plugin (it exports no transhost_entry_v1)

        0 animators, 2 tests: 0 passed, 2 failed, 0 crashed, 0 timed out, 0 skipped, 0 warnings

        """)
  }

  @Test("what a plugin prints goes to standard error; the JSON report stays clean")
  func noisyPlugin() throws {
    let library = try Self.fixture("noisy")
    let result = try Self.transhost(["validate", "--json", library])
    #expect(result.status == 0)
    #expect(result.stderr.contains("noise from animate_transition"))
    let lines = try Self.jsonLines(result.stdout)
    #expect(lines.count == 37)
    #expect(lines.allSatisfy { $0["animator"] as? String != "not json the host should see" })
  }

  @Test("usage and lookup errors: no plugin 64, unknown animator or file 66, --timeout 64")
  func errors() throws {
    let none = try Self.transhost(["validate"])
    #expect(none.status == 64)
    #expect(
      none.stderr
        == "error: 'validate' needs at least one plugin file or animator, e.g. transhost "
        + "validate zoom\nhint: run 'transhost help validate' for its options\n")
    let unknown = try Self.transhost(["validate", "zoon"])
    #expect(unknown.status == 66)
    #expect(unknown.stderr == "error: unknown animator 'zoon'; did you mean 'zoom'?\n")
    #expect(unknown.stdout == "")
    let missing = try Self.transhost(["validate", "/nonexistent/libgone.so"])
    #expect(missing.status == 66)
    #expect(
      missing.stderr
        == "error: cannot read plugin '/nonexistent/libgone.so': No such file or directory\n")
    let directory = try Self.transhost(["validate", "/tmp/"])
    #expect(directory.status == 66)
    #expect(directory.stderr == "error: cannot read plugin '/tmp/': it is a directory\n")
    let timeout = try Self.transhost(["validate", "zoom", "--timeout", "0"])
    #expect(timeout.status == 64)
    #expect(
      timeout.stderr.hasPrefix("error: --timeout needs a positive number of seconds, not '0'"))
  }

  @Test("validate has help, and the main help lists it")
  func help() throws {
    let help = try Self.transhost(["validate", "--help"])
    #expect(help.status == 0)
    #expect(
      help.stdout.hasPrefix("USAGE: transhost validate <plugin>... [--json] [--timeout SECONDS]"))
    let words = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(words.contains("the test it was running is reported 'crashed' with the signal"))
    let main = try Self.transhost(["--help"])
    #expect(main.stdout.contains("  validate <plugin>...\n"))
  }
}
