import Foundation
import Testing
import TranshostTestSupport

/// `transhost run` without options, with plugins that are not bundled: they run in a
/// helper process, so a plugin that crashes or hangs fails the transition it was in,
/// named with its animator, and the run keeps its whole account (issue 15, item 3).
@Suite(.serialized) struct PluginCrashRunTests {
  /// The crash fixture (SIGSEGV in animate_transition of its second transition), in a
  /// directory of its own.
  static func crashPlugin() throws -> URL {
    try FixtureCompiler.compile(
      "crash_in_animate", into: try TestDirectory.make("fixture"), output: "libcrash.so"
    ).deletingLastPathComponent()
  }

  /// Runs `script` (written to a file) with the plugins of `directory` and `more` options.
  static func run(
    _ directory: URL, _ script: String, _ more: [String] = []
  ) throws -> (result: Subprocess.Result, path: String) {
    let file = try RunCommandTests.temporaryFile("crash.transhost", script)
    let result = try CLITests.transhost(
      ["run", "--plugin-path", directory.path] + more + [file.path])
    return (result, file.path)
  }

  /// The failure line of transition 2 (line 7 of IsolatedRunTests.script).
  static func failure(_ path: String, _ reason: String) -> String {
    "\(path):7: transition 2 failed: plugin \(reason), in a transition animated by "
      + "'org.fixture.fade(duration: 0.25)'; it was completed without animation by the system animator so "
      + "the run could go on"
  }

  /// The failure of line 8 of IsolatedRunTests.script, checked after the crashed
  /// transition 2.
  static func notChecked(_ path: String) -> String {
    "\(path):8: expectation failed: expect detail not in window: not checked: transition 2 "
      + "failed (its animator 'org.fixture.fade(duration: 0.25)' crashed or hung an earlier "
      + "helper), so the state it left is the system animator's, not its own"
  }

  static let segfault =
    "'org.fixture.fade' crashed in animate_transition: SIGSEGV (segmentation fault)"

  @Test(
    "the crash fixture run without options prints the whole account, naming the plugin and its animator, and exits 1"
  )
  func crashWithoutOptions() throws {
    let (result, path) = try Self.run(try Self.crashPlugin(), IsolatedRunTests.script)
    #expect(result.status == 1)
    #expect(
      result.stdout.hasPrefix("run \(path)\ntransition 1: present detail from home (custom)\n"))
    // The crashed transition is named by its own animator, not the system animator
    // that completed it.
    #expect(
      result.stdout.contains(
        "transition 2: dismiss detail to home (custom)\n"
          + "  animator: org.fixture.fade(duration: 0.25) (explicit choice for 'detail')\n"
          + "  \(Self.failure(path, Self.segfault))\n"))
    #expect(!result.stdout.contains("animator: system"))
    #expect(result.stdout.contains("  line 6: ok: expect detail visible\n"))
    // Checked while the crashed transition is the last: not checked, failed.
    #expect(result.stdout.contains("  \(Self.notChecked(path))\n"))
    #expect(result.stdout.contains("  line 10: ok: expect other visible\n"))
    #expect(result.stdout.hasSuffix("FAILED: 1 transition crashed; 1 of 3 expectations failed\n"))
    #expect(result.stderr.hasPrefix(Self.failure(path, Self.segfault) + "\n"))
  }

  @Test("--json has a plugin-crash line naming plugin, animator, signal, transition, file and line")
  func crashInJSON() throws {
    let (result, path) = try Self.run(
      try Self.crashPlugin(), IsolatedRunTests.script, ["--json"])
    #expect(result.status == 1)
    let lines = try result.stdout.split(separator: "\n").map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    let crashes = lines.filter { $0["type"] as? String == "plugin-crash" }
    #expect(crashes.count == 1)
    let crash = try #require(crashes.first)
    #expect(crash["file"] as? String == path)
    #expect(crash["line"] as? Int == 7)
    #expect(crash["transition"] as? Int == 2)
    #expect(crash["plugin"] as? String == "org.fixture.fade")
    #expect(crash["animator"] as? String == "org.fixture.fade(duration: 0.25)")
    #expect(crash["call"] as? String == "animate_transition")
    #expect(crash["kind"] as? String == "signal")
    #expect(crash["signal"] as? String == "SIGSEGV")
    #expect(crash["reason"] as? String == Self.segfault)
    let transition = try #require(
      lines.first { $0["type"] as? String == "transition" && $0["index"] as? Int == 2 })
    #expect(transition["animator"] as? String == "org.fixture.fade(duration: 0.25)")
    #expect(transition["animated"] as? Bool == false)
    let expectations = lines.filter { $0["type"] as? String == "expectation" }
    #expect(expectations.count == 3)
    #expect(expectations.map { $0["passed"] as? Bool } == [true, false, true])
    let summary = try #require(lines.last)
    #expect(summary["type"] as? String == "summary")
    #expect(summary["passed"] as? Int == 2)
    #expect(summary["failed"] as? Int == 1)
    #expect(summary["crashed"] as? Int == 1)
  }

  @Test(
    "a script of one expectation counts one expectation, whether the crash comes before or after it",
    arguments: [
      (
        "present detail from home style custom with fade\ndismiss detail with fade\n"
          + "expect detail not in window after transition\n",
        "FAILED: 1 transition crashed; 1 of 1 expectation failed\n"
      ),
      (
        "present detail from home style custom with fade\n"
          + "expect detail visible after transition\ndismiss detail with fade\n",
        "FAILED: 1 transition crashed; 1 expectation held\n"
      ),
    ])
  func oneExpectation(commands: String, summary: String) throws {
    let script =
      "controller home color white\ncontroller detail color #007AFF\nroot home\n" + commands
    let (result, _) = try Self.run(try Self.crashPlugin(), script)
    #expect(result.status == 1)
    #expect(result.stdout.hasSuffix(summary), "\(result.stdout)")
    #expect(result.stdout.components(separatedBy: "expect detail").count == 2)
  }

  @Test("a hang is killed after --timeout without --isolate, and named with its animator")
  func hangWithoutOptions() throws {
    let (result, path) = try Self.run(
      try IsolatedRunTests.plugin("LOOP"), IsolatedRunTests.script, ["--timeout", "1"])
    #expect(result.status == 1)
    let reason = "'org.fixture.fade' did not return from animate_transition within 1 s (killed)"
    #expect(result.stdout.contains("  \(Self.failure(path, reason))\n"))
    #expect(result.stdout.hasSuffix("FAILED: 1 transition crashed; 1 of 3 expectations failed\n"))
  }

  @Test("what the crashing call printed is in the account, escaped, and in the JSON line")
  func crashOutput() throws {
    let directory = try FixtureCompiler.compile(
      "crash_in_animate", into: try TestDirectory.make("fixture"), output: "libcrash.so",
      defines: ["FIXTURE_CRASH_MESSAGE=\"about to crash\\n\\033[2Jbye\\n\""]
    ).deletingLastPathComponent()
    let (result, _) = try Self.run(directory, IsolatedRunTests.script)
    #expect(
      result.stdout.contains(
        "  what 'org.fixture.fade' printed in that call:\n  | about to crash\n  | \\u{1B}[2Jbye\n"
      ))
    let (json, _) = try Self.run(directory, IsolatedRunTests.script, ["--json"])
    #expect(json.stdout.contains(#""output":"about to crash\n\u001b[2Jbye\n""#))
  }

  @Test("two runs of a crashing script print the same bytes, account and JSON")
  func deterministic() throws {
    let directory = try Self.crashPlugin()
    let file = try RunCommandTests.temporaryFile("crash.transhost", IsolatedRunTests.script)
    for more in [[], ["--json"]] {
      let arguments = ["run", "--plugin-path", directory.path] + more + [file.path]
      let first = try CLITests.transhost(arguments)
      let second = try CLITests.transhost(arguments)
      #expect(first.status == 1)
      #expect(first.stdout == second.stdout)
      #expect(first.stderr == second.stderr)
    }
  }

  @Test(
    "--in-process gives the same bytes as the default (a helper) when nothing crashes",
    arguments: [[], ["--json"]])
  func inProcessSame(more: [String]) throws {
    // The fixture fade, behaving.
    let directory = try FixtureCompiler.compile(
      "misbehave_in_animate", into: try TestDirectory.make("fixture"), output: "libfade.so",
      defines: ["MISBEHAVE=0"]
    ).deletingLastPathComponent()
    let file = try RunCommandTests.temporaryFile("fine.transhost", IsolatedRunTests.script)
    let arguments = ["--plugin-path", directory.path] + more + [file.path]
    let isolated = try CLITests.transhost(["run"] + arguments)
    let inProcess = try CLITests.transhost(["run", "--in-process"] + arguments)
    #expect(isolated.status == 0)
    #expect(inProcess.stdout == isolated.stdout)
    #expect(inProcess.stderr == isolated.stderr)
    #expect(inProcess.status == isolated.status)
  }

  @Test("--in-process keeps the plugin in the transhost process: the crash fixture ends the run")
  func inProcessCrash() throws {
    let (result, _) = try Self.run(
      try Self.crashPlugin(), IsolatedRunTests.script, ["--in-process"])
    #expect(result.signalled)
    #expect(result.status == SIGSEGV)
  }

  @Test(
    "several scripts run in one helper: the crash of the first leaves the second's account whole, and the pictures hold both"
  )
  func severalScripts() throws {
    let directory = try Self.crashPlugin()
    let first = try RunCommandTests.temporaryFile("first.transhost", IsolatedRunTests.script)
    let second = try RunCommandTests.temporaryFile(
      "second.transhost",
      "controller home color white\ncontroller detail color #007AFF\nroot home\n"
        + "present detail from home style custom with slide-up\n"
        + "expect detail visible after transition\n")
    let svg = first.deletingLastPathComponent().appendingPathComponent("run.svg").path
    let result = try CLITests.transhost([
      "run", "--plugin-path", directory.path, "--svg", svg, first.path, second.path,
    ])
    #expect(result.status == 1)
    #expect(result.stdout.contains("FAILED: 1 transition crashed; 1 of 3 expectations failed\n"))
    #expect(result.stdout.contains("run \(second.path)\ntransition 1: present detail from home"))
    #expect(
      result.stdout.hasSuffix(
        "ok: 1 expectation held\nsummary: 2 scripts, 4 transitions (1 crashed), "
          + "4 expectations: 3 passed, 1 failed; 0 warnings\n"))
    let picture = try String(contentsOfFile: svg, encoding: .utf8)
    #expect(picture.components(separatedBy: "present detail from home").count == 3)
  }

  @Test(
    "run - in a helper: every helper, the one that replays the run after the crash too, reads the script"
  )
  func standardInput() throws {
    let result = try CLITests.transhost(
      ["run", "--plugin-path", try Self.crashPlugin().path, "-"],
      input: Data(IsolatedRunTests.script.utf8))
    #expect(result.status == 1)
    #expect(result.stdout.hasPrefix("run <stdin>\ntransition 1: "))
    #expect(result.stdout.contains("  \(Self.failure("<stdin>", Self.segfault))\n"))
    #expect(result.stdout.hasSuffix("FAILED: 1 transition crashed; 1 of 3 expectations failed\n"))
  }

  /// A copy of the transhost executable in a new directory, with the crash fixture
  /// beside it as `library`: the directory the executable finds its bundled plugins in.
  static func executableBeside(_ library: String) throws -> (executable: String, scratch: URL) {
    let directory = try TestDirectory.make("bundled")
    let executable = directory.appendingPathComponent("transhost")
    try FileManager.default.copyItem(
      at: URL(fileURLWithPath: TranshostBinary.path), to: executable)
    try FixtureCompiler.compile("crash_in_animate", into: directory, output: library)
    return (executable.path, try TestDirectory.make("bundled-cache"))
  }

  @Test(
    "a run whose plugins are all bundled stays in process (a crash there ends it); any other library beside the executable, or --isolate, gives a helper",
    arguments: [
      ("libZoomAnimator.so", [String](), true), ("libcrash.so", [], false),
      ("libZoomAnimator.so", ["--isolate"], false),
    ])
  func bundledStayInProcess(library: String, more: [String], inProcess: Bool) throws {
    let (executable, cache) = try Self.executableBeside(library)
    // Only the fixture is installed beside the copy: the third transition takes the
    // system animator.
    let script = try RunCommandTests.temporaryFile(
      "crash.transhost",
      IsolatedRunTests.script.replacingOccurrences(of: "with slide-up", with: "with system"))
    let result = try Subprocess.run(
      executable, ["run"] + more + [script.path],
      environment: [
        "TRANSHOST_PLUGIN_PATH": .none, "XDG_CONFIG_HOME": "/nonexistent",
        "XDG_CACHE_HOME": cache.path,
      ], timeout: 60)
    if inProcess {
      // The fixture is taken for the bundled zoom animator: trusted, so in process.
      #expect(result.signalled)
      #expect(result.status == SIGSEGV)
    } else {
      #expect(!result.signalled)
      #expect(result.status == 1)
      #expect(result.stdout.hasSuffix("FAILED: 1 transition crashed; 1 of 3 expectations failed\n"))
    }
  }
}

/// The list of bundled plugins `run` keeps in process follows the package's dynamic
/// products (a product left out would only cost a helper process; one listed that is
/// not a product would trust a stranger's file of that name).
@Suite struct BundledPluginsListTests {
  @Test("BundledPlugins.fileNames names lib<product>.so for exactly the package's dynamic products")
  func followsPackage() throws {
    let root = RunCommandTests.examples.deletingLastPathComponent()
    let manifest = try String(
      contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let source = try String(
      contentsOf: root.appendingPathComponent("Sources/transhost/BundledPlugins.swift"),
      encoding: .utf8)
    func names(_ text: String, between start: String, and end: String) -> Set<String> {
      var found: Set<String> = []
      var rest = text[...]
      while let open = rest.range(of: start) {
        rest = rest[open.upperBound...]
        guard let close = rest.range(of: end) else { break }
        found.insert(String(rest[..<close.lowerBound]))
        rest = rest[close.upperBound...]
      }
      return found
    }
    let products = names(
      manifest.split(separator: "\n").filter { $0.contains("type: .dynamic") }
        .joined(separator: "\n"), between: ".library(name: \"", and: "\"")
    #expect(products.count >= 10)
    let listed = names(source, between: "\"lib", and: ".so\"")
    #expect(listed == products)
  }
}
