import Foundation
import Testing
import TranshostTestSupport

/// What a plugin running in the host's process prints, logs or names never forges or
/// silences the account: its output is caught and shown labelled on standard error,
/// its log messages appear attributed in the account, and its strings are escaped.
@Suite(.serialized) struct PluginOutputTests {
  static let script = """
    controller home color white
    controller detail
    root home
    present detail from home style custom with misbehave
    expect detail alpha 1 after transition

    """

  /// A directory holding misbehave_output.c built with `defines`, and the script.
  static func setUp(_ defines: [String] = []) throws -> (plugins: String, script: String) {
    let directory = try TestDirectory.make("plugin-output")
    try FixtureCompiler.compile(
      "misbehave_output", into: directory, output: "libmisbehave.so", defines: defines)
    let script = directory.appendingPathComponent("misbehave.transhost")
    try Data(Self.script.utf8).write(to: script)
    return (directory.path, script.path)
  }

  /// Runs the script with `--in-process`: these tests are about plugin code in the
  /// host's own process, which a plugin that is not bundled no longer is by default (a
  /// helper process's capture is IsolatedRunTests').
  static func run(
    _ setUp: (plugins: String, script: String), _ options: [String] = [], shell: String? = nil
  ) throws -> Subprocess.Result {
    try CLITests.transhost(
      ["run", "--in-process", "--no-default-path", "--plugin-path", setUp.plugins] + options
        + [setUp.script],
      shell: shell)
  }

  @Test("plugin output is caught and shown labelled on standard error, escaped")
  func outputIsCaught() throws {
    let result = try Self.run(try Self.setUp())
    #expect(result.status == 0, "\(result.stderr)")
    #expect(!result.stdout.contains("misbehave:"))
    #expect(!result.stdout.contains("\nwindow: forged"))
    #expect(
      result.stderr == """
        warning: plugin code wrote 67 bytes to standard output while transition 1 ran (animator 'org.fixture.misbehave(duration: 0.25)'):
          | window: forged by write
          | misbehave: printf
          | window: forged by printf
        warning: plugin code wrote 31 bytes to standard error while transition 1 ran (animator 'org.fixture.misbehave(duration: 0.25)'):
          | misbehave: stderr \\u{1B}[31mred\\u{1B}[0m

        """)
  }

  @Test("under --strict, plugin output and an error log are warnings that fail the run")
  func strictCountsPluginWarnings() throws {
    let result = try Self.run(try Self.setUp(), ["--strict"])
    #expect(result.status == 1)
    let animator = "animator 'org.fixture.misbehave(duration: 0.25)'"
    let account = try #require(result.stderr.components(separatedBy: "strict: ").last)
    let lines = account.split(separator: "\n").map(String.init)
    #expect(lines.first == "3 warnings fail this run:")
    #expect(lines.count == 4)
    #expect(
      lines[1].hasSuffix(
        ":5: warning: log from 'org.fixture.misbehave' (error): it broke\\nwindow: forged by log\\u{1B}[2J"
      ))
    #expect(
      lines[2].hasSuffix(
        "misbehave.transhost: warning: plugin code wrote 67 bytes to standard output while "
          + "transition 1 ran (\(animator))"))
    #expect(
      lines[3].hasSuffix("wrote 31 bytes to standard error while transition 1 ran (\(animator))"))
  }

  @Test("a view name and a log message from a plugin are escaped in the account")
  func stringsAreEscaped() throws {
    let result = try Self.run(try Self.setUp())
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.filter { $0.hasPrefix("  window: ") || $0.hasPrefix("window:") }.count == 1)
    #expect(
      lines.contains(
        "  window: home; container > evil\\nwindow: forged by name\\u{1B}]0;title\\u{7}, detail"))
    #expect(
      lines.contains(
        "  log from 'org.fixture.misbehave' (error): it broke\\nwindow: forged by log\\u{1B}[2J"))
  }

  @Test("log messages come as typed records in --json, never raw output")
  func logsInJSON() throws {
    let result = try Self.run(try Self.setUp(), ["--json"])
    #expect(result.status == 0, "\(result.stderr)")
    let records = try result.stdout.split(separator: "\n").map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    let logs = records.filter { $0["type"] as? String == "log" }
    #expect(logs.count == 1)
    #expect(logs.first?["plugin"] as? String == "org.fixture.misbehave")
    #expect(logs.first?["level"] as? String == "error")
    #expect(logs.first?["transition"] as? Int == 1)
    #expect(logs.first?["message"] as? String == "it broke\nwindow: forged by log\u{1B}[2J")
  }

  @Test("log messages past the limit of a transition are counted, not shown")
  func logsAreCapped() throws {
    let result = try Self.run(try Self.setUp(["FIXTURE_LOG_COUNT=150"]))
    let logs = result.stdout.split(separator: "\n").filter { $0.hasPrefix("  log from ") }
    #expect(logs.count == 100)
    #expect(logs.last == "  log from 'org.fixture.misbehave' (info): message 99")
    #expect(
      result.stdout.contains(
        "\n  51 more log messages not shown (at most 100 a transition)\n"))
  }

  @Test("a flood on standard output is capped on standard error and kept out of the account")
  func floodIsCapped() throws {
    let setUp = try Self.setUp(["FIXTURE_FLOOD_BYTES=1000000"])
    // Standard error goes to a file: the test reads standard output to its end first.
    let errors = setUp.plugins + "/stderr.txt"
    let result = try Self.run(setUp, shell: "exec 2>'\(errors)';")
    let stderr = try String(contentsOfFile: errors, encoding: .utf8)
    #expect(result.status == 0, "\(stderr)")
    #expect(!result.stdout.contains("xxxx"))
    #expect(result.stdout.hasSuffix("ok: 1 expectation held\n"))
    #expect(
      stderr.hasPrefix(
        "warning: plugin code wrote 1000067 bytes to standard output while transition 1 ran "
          + "(animator 'org.fixture.misbehave(duration: 0.25)'): (934531 not shown: at most "
          + "65536 bytes of each stream are shown a run)\n  | window: forged by write\n  | xxx"))
    #expect(stderr.utf8.count < 65536 + 1000)
  }

  @Test("a plugin that closes descriptors 0 to 20 cannot silence the account")
  func closedDescriptors() throws {
    let result = try Self.run(try Self.setUp(["FIXTURE_CLOSE_DESCRIPTORS=1"]))
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.hasPrefix("run "))
    #expect(result.stdout.hasSuffix("ok: 1 expectation held\n"))
  }

  @Test(
    "a plugin that dup2s /dev/null over the host's own descriptors does not end the run silently with 0"
  )
  func replacedHostDescriptors() throws {
    let result = try Self.run(try Self.setUp(["FIXTURE_DUP2_DESCRIPTORS=1"]))
    #expect(result.status == 74, "\(result.stdout)\(result.stderr)")
  }

  @Test(
    "a plugin that dup2s over the host's standard output only gets exit 74 and a message on standard error"
  )
  func replacedHostOutput() throws {
    let result = try Self.run(
      try Self.setUp(["FIXTURE_DUP2_DESCRIPTORS=1", "FIXTURE_DUP2_LAST=100"]))
    #expect(result.status == 74, "\(result.stdout)\(result.stderr)")
    #expect(
      result.stderr.hasSuffix(
        "error: the host's standard output (descriptor 100) was replaced while plugin code ran, "
          + "so output was lost; a plugin must not dup2 over descriptors 100 and above\n"),
      "\(result.stderr)")
  }
}
