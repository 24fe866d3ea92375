import Foundation
import Testing
import TranshostTestSupport

/// `transhost run` (a helper process: the default for a plugin that is not bundled) with
/// animators that do to their helper process what no animator should: exit, hang, fork,
/// close or flood its descriptors. Each ends as a failure of the transition naming the
/// plugin, the call and the animator, and the run goes on; what plugins print is shown
/// labelled on standard error, never in the account.
@Suite(.serialized) struct IsolatedRunTests {
  /// Builds misbehave_in_animate.c with `-DMISBEHAVE=...` (misbehave.h) and more
  /// definitions into a new directory; returns the directory.
  static func plugin(_ misbehaviour: String, _ defines: [String] = []) throws -> URL {
    try FixtureCompiler.compile(
      "misbehave_in_animate", into: try TestDirectory.make("fixture"), output: "libmisbehave.so",
      defines: ["MISBEHAVE=MISBEHAVE_\(misbehaviour)"] + defines
    ).deletingLastPathComponent()
  }

  /// Three transitions; the second is the fixture's (`fade`).
  static let script = """
    controller home color white
    controller detail color #007AFF
    controller other color #FF9500
    root home
    present detail from home style custom with fade
    expect detail visible after transition
    dismiss detail with fade
    expect detail not in window after transition
    present other from home style custom with slide-up
    expect other visible after transition

    """

  /// Runs the script with the plugins of `directory` and `more` options (no option
  /// asks for the helper process: it is the default).
  static func run(_ directory: URL, _ more: [String] = []) throws -> Subprocess.Result {
    let script = try RunCommandTests.temporaryFile("misbehave.transhost", Self.script)
    return try CLITests.transhost(
      ["run", "--plugin-path", directory.path] + more + [script.path])
  }

  /// What `run` prints on standard error for transition 2 of the script at `path`: its
  /// failure, then that of line 8's expectation, which could not be checked.
  static func failure(_ path: String, _ reason: String) -> String {
    PluginCrashRunTests.failure(path, reason) + "\n" + PluginCrashRunTests.notChecked(path)
      + "\n"
  }

  /// What the rest of the run still prints. Line 8's expectation is checked while the
  /// failed transition 2 is the last: it is not checked and counts as failed (it once
  /// was checked against the system animator's state, and the crash counted as a
  /// fourth expectation).
  static func expectRestOfRun(_ stdout: String) {
    #expect(stdout.contains("  line 6: ok: expect detail visible\n"))
    #expect(stdout.contains("  animator: org.fixture.fade(duration: 0.25) (explicit choice"))
    #expect(stdout.contains("transition 3: present other from home (custom)\n"))
    #expect(stdout.contains("  line 10: ok: expect other visible\n"))
    #expect(stdout.hasSuffix("FAILED: 1 transition crashed; 1 of 3 expectations failed\n"))
  }

  /// The path the script of a result was run from: the last word of its failure line.
  static func scriptPath(_ result: Subprocess.Result) -> String {
    String(result.stderr.prefix { $0 != ":" })
  }

  @Test(
    "an animator that exits in animate_transition fails its transition naming itself and the status, exit 1",
    arguments: [("EXIT", 0), ("UNDERSCORE", 0), ("UNDERSCORE", 3)])
  func exits(misbehaviour: String, status: Int) throws {
    let directory = try Self.plugin(misbehaviour, ["MISBEHAVE_STATUS=\(status)"])
    let result = try Self.run(directory)
    #expect(result.status == 1)
    let path = Self.scriptPath(result)
    #expect(
      result.stderr
        == Self.failure(
          path, "'org.fixture.fade' exited with status \(status) in animate_transition"))
    Self.expectRestOfRun(result.stdout)
  }

  @Test("an animator stuck in animate_transition is killed after --timeout and named")
  func loops() throws {
    let directory = try Self.plugin("LOOP")
    let result = try Self.run(directory, ["--timeout", "1"])
    #expect(result.status == 1)
    #expect(
      result.stderr
        == Self.failure(
          Self.scriptPath(result),
          "'org.fixture.fade' did not return from animate_transition within 1 s (killed)"))
    Self.expectRestOfRun(result.stdout)
  }

  @Test(
    "an animator that forks the helper or closes its report channel fails its transition, naming itself; one account, no duplicates",
    arguments: [
      (
        "FORK",
        "'org.fixture.fade' forked the helper process in animate_transition (both were killed)"
      ),
      (
        "FORK_SLOW",
        "'org.fixture.fade' forked the helper process in animate_transition (both were killed)"
      ),
      (
        "CLOSE_ALL",
        "'org.fixture.fade' closed or replaced the helper's report channel in "
          + "animate_transition (the helper exited with status 74)"
      ),
    ])
  func endsTheHelper(misbehaviour: String, reason: String) throws {
    let directory = try Self.plugin(misbehaviour)
    let result = try Self.run(directory)
    #expect(result.status == 1)
    #expect(result.stderr == Self.failure(Self.scriptPath(result), reason))
    Self.expectRestOfRun(result.stdout)
    #expect(result.stdout.components(separatedBy: "transition 3: ").count == 2)
  }

  @Test("an animator that leaves a process in its own session fails its transition; it is killed")
  func detaches() throws {
    let pidFile = FixtureBuild.pidFile()
    let directory = try Self.plugin("DETACH", [pidFile.define])
    let result = try Self.run(directory)
    #expect(try FixtureBuild.survives(pidFile: pidFile.path) == false)
    #expect(result.status == 1)
    #expect(
      result.stderr
        == Self.failure(
          Self.scriptPath(result),
          "'org.fixture.fade' left a process running in its own session after "
            + "animate_transition (it was killed)"))
    Self.expectRestOfRun(result.stdout)
  }

  @Test(
    "a process left by a double fork in its own session is killed once the helper ends; the run fails"
  )
  func daemonizes() throws {
    let pidFile = FixtureBuild.pidFile()
    let directory = try Self.plugin("DAEMON", [pidFile.define])
    let result = try Self.run(directory)
    #expect(try FixtureBuild.survives(pidFile: pidFile.path) == false)
    #expect(result.status == 1)
    #expect(
      result.stderr.hasSuffix(
        "the isolated helper ended before finishing the script, outside any transition: "
          + "a plugin left a process running in its own session (it was killed)\n"))
  }

  /// Runs one custom presentation with complete_at_once.c built with `COMPLETE_IN=place`,
  /// in process (`--in-process`) and isolated (the default).
  static func runCompletingAtOnce(
    _ place: Int
  ) throws -> (inProcess: Subprocess.Result, isolated: Subprocess.Result) {
    let directory = try FixtureCompiler.compile(
      "complete_at_once", into: try TestDirectory.make("fixture"), output: "libcomplete.so",
      defines: ["COMPLETE_IN=\(place)"]
    ).deletingLastPathComponent()
    let script = try RunCommandTests.temporaryFile(
      "complete-at-once.transhost",
      """
      controller home color white
      controller detail color #007AFF
      root home
      present detail from home style custom with complete-at-once

      """)
    let arguments = ["--plugin-path", directory.path, script.path]
    let inProcess = try CLITests.transhost(["run", "--in-process"] + arguments)
    let isolated = try CLITests.transhost(["run"] + arguments)
    return (inProcess, isolated)
  }

  @Test(
    "animation_begin after complete_transition is refused and named, the same in process and isolated"
  )
  func animatesAfterCompleting() throws {
    let (inProcess, isolated) = try Self.runCompletingAtOnce(4)
    #expect(
      inProcess.stdout.contains(
        "  warning: plugin 'org.fixture.complete-at-once' called animation_begin: its "
          + "transition was already completed (complete_transition); begin animations before "
          + "completing, an animation begun after it would outlive the context; the call was "
          + "ignored\n"))
    #expect(
      inProcess.stdout.contains(
        "(info): animation_begin after complete_transition: -4\n"
          + "  log from 'org.fixture.complete-at-once' (info): animation_ended\n"
          + "  log from 'org.fixture.complete-at-once' (info): destroy\n"))
    #expect(!inProcess.stdout.contains("late completion"))
    #expect(isolated.stdout == inProcess.stdout)
    #expect(isolated.stderr == inProcess.stderr)
    #expect(isolated.status == inProcess.status)
  }

  @Test(
    "a completion registered before completing at once runs before destroy, finding its instance alive, the same in process and isolated",
    arguments: [
      (5, "animation completion (finished)"), (6, "property animator completion (end)"),
    ])
  func completionsHoldTheInstance(place: Int, completion: String) throws {
    let (inProcess, isolated) = try Self.runCompletingAtOnce(place)
    #expect(
      inProcess.stdout.contains(
        "(info): animation_ended\n"
          + "  warning: plugin 'org.fixture.complete-at-once' called context_complete_transition: "
          + "7 is not a transition context handle; the call was ignored\n"
          + "  log from 'org.fixture.complete-at-once' (info): \(completion) runs, instance alive\n"
      ))
    #expect(
      inProcess.stdout.contains(
        "(info): \(completion) completes again: -5\n"
          + "  log from 'org.fixture.complete-at-once' (info): destroy\n"))
    #expect(!inProcess.stdout.contains("after destroy"))
    #expect(isolated.stdout == inProcess.stdout)
    #expect(isolated.stderr == inProcess.stderr)
    #expect(isolated.status == inProcess.status)
  }

  @Test("an animator that closes descriptors 0-20 loses nothing: the whole account, exit 0")
  func closesLowDescriptors() throws {
    let directory = try Self.plugin("CLOSE_LOW")
    let result = try Self.run(directory)
    #expect(result.stderr == "")
    #expect(result.status == 0)
    #expect(result.stdout.contains("  line 8: ok: expect detail not in window\n"))
    #expect(result.stdout.contains("  line 10: ok: expect other visible\n"))
    #expect(result.stdout.hasSuffix("ok: 3 expectations held\n"), "\(result.stdout)")
  }

  @Test(
    "what an animator writes is kept out of the account and --json, shown escaped, capped at 64 KiB",
    arguments: [("OUT", "standard output"), ("ERR", "standard error")])
  func floods(stream: String, name: String) throws {
    let flood = 3 << 20
    let directory = try Self.plugin("FLOOD_" + stream, ["MISBEHAVE_FLOOD=\(flood)"])
    let plain = try Self.run(directory)
    let json = try Self.run(directory, ["--json"])
    let lead = "\u{1B}[2Jfake\nwindow: "
    let shown = 64 << 10
    let expected =
      "plugin 'org.fixture.fade' wrote to \(name): \\u{1B}[2Jfake\\nwindow: "
      + String(repeating: "y", count: shown - lead.utf8.count)
      + " ... (\(flood + lead.utf8.count - shown) more bytes not shown)\n"
    for result in [plain, json] {
      #expect(result.status == 0)
      #expect(result.stderr == expected)
      #expect(!result.stdout.contains("yyyy"))
      #expect(!result.stdout.contains("fake"))
    }
    #expect(plain.stdout.hasSuffix("ok: 3 expectations held\n"))
    for line in json.stdout.split(separator: "\n") {
      #expect(try JSONSerialization.jsonObject(with: Data(line.utf8)) is [String: Any])
    }
  }
}
