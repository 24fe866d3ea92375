import Foundation
import Testing
import TranshostTestSupport

/// `transhost validate` with plugins that do to their child process what no plugin
/// should: exit, hang, fork, close or flood its descriptors. Each fails the one test it
/// happened in, naming the plugin, and the other tests still run; what plugins print
/// is shown labelled and capped on standard error, never in the report.
@Suite(.serialized) struct ValidateMisbehavingPluginTests {
  /// Builds validate_misbehaves.c with `-DMISBEHAVE=...` and more definitions; returns
  /// the library's path.
  static func plugin(_ misbehaviour: String, _ defines: [String] = []) throws -> String {
    try FixtureCompiler.compile(
      "validate_misbehaves", into: try TestDirectory.make("fixture"), output: "libmisbehaves.so",
      defines: ["MISBEHAVE=MISBEHAVE_\(misbehaviour)"] + defines
    ).path
  }

  /// The test the misbehaviour happens in.
  static let test = "custom/present-dismiss/instant"

  /// The totals line when that test ends `status` and the rest pass.
  static func totals(_ status: String) -> String {
    let counts = ["failed": 0, "crashed": 0, "timed out": 0]
      .merging([status: 1]) { $1 }
    return "\n1 animator, 36 tests: 34 passed, \(counts["failed"] ?? 0) failed, "
      + "\(counts["crashed"] ?? 0) crashed, \(counts["timed out"] ?? 0) timed out, 1 skipped, "
      + "0 warnings\n"
  }

  @Test(
    "a plugin that exits during a test: that test 'crashed' with the status, the rest run",
    arguments: [("EXIT", 0), ("UNDERSCORE", 3)])
  func exits(misbehaviour: String, status: Int) throws {
    let library = try Self.plugin(misbehaviour, ["MISBEHAVE_STATUS=\(status)"])
    let result = try ValidateCommandTests.transhost(["validate", library])
    #expect(result.status == 1)
    #expect(
      result.stdout.contains(
        "  crashed    \(Self.test): the process exited with status \(status) during this test\n"))
    #expect(result.stdout.hasSuffix(Self.totals("crashed")))
  }

  @Test("a plugin stuck in a call: the child is killed after --timeout, naming the plugin and call")
  func loops() throws {
    let library = try Self.plugin("LOOP")
    let result = try ValidateCommandTests.transhost(["validate", "--timeout", "1", library])
    #expect(result.status == 1)
    #expect(
      result.stdout.contains(
        "  timed out  \(Self.test): 'org.fixture.misbehaves' did not return from "
          + "animate_transition within 1 s; the process was killed\n"))
    #expect(result.stdout.hasSuffix(Self.totals("timed out")))
  }

  @Test(
    "a plugin that forks: that test fails naming the plugin, no hang and no duplicate results, whichever copy runs first",
    arguments: ["FORK", "FORK_SLOW"])
  func forks(misbehaviour: String) throws {
    let library = try Self.plugin(misbehaviour)
    let result = try ValidateCommandTests.transhost(["validate", library])
    #expect(result.status == 1)
    #expect(
      result.stdout.contains(
        "  failed     \(Self.test): 'org.fixture.misbehaves' forked the process in "
          + "animate_transition, and the copy went on running the host; it was killed\n"))
    #expect(result.stdout.hasSuffix(Self.totals("failed")))
    #expect(result.stdout.components(separatedBy: "  passed     load: ").count == 2)
    #expect(result.stderr == "")
  }

  @Test("a plugin that leaves a process in its own session: that test fails, the process is killed")
  func detaches() throws {
    let pidFile = FixtureBuild.pidFile()
    let library = try Self.plugin("DETACH", [pidFile.define])
    let result = try ValidateCommandTests.transhost(["validate", library])
    #expect(try FixtureBuild.survives(pidFile: pidFile.path) == false)
    #expect(result.status == 1)
    #expect(
      result.stdout.contains(
        "  failed     \(Self.test): 'org.fixture.misbehaves' left a process running in its "
          + "own session after animate_transition; it was killed\n"))
    #expect(result.stdout.hasSuffix(Self.totals("failed")))
    #expect(result.stderr == "")
  }

  @Test("a plugin that closes descriptors 0-20 loses no result")
  func closesLowDescriptors() throws {
    let library = try Self.plugin("CLOSE_LOW")
    let result = try ValidateCommandTests.transhost(["validate", library])
    #expect(result.stderr == "")
    #expect(result.status == 0)
    #expect(result.stdout.contains("  passed     \(Self.test): "))
    #expect(
      result.stdout.hasSuffix(
        "\n1 animator, 36 tests: 35 passed, 0 failed, 0 crashed, 0 timed out, 1 skipped, "
          + "0 warnings\n"))
  }

  @Test("a plugin that closes the report channel: that test 'crashed', the channel named")
  func closesEveryDescriptor() throws {
    let library = try Self.plugin("CLOSE_ALL")
    let result = try ValidateCommandTests.transhost(["validate", library])
    #expect(result.status == 1)
    #expect(
      result.stdout.contains(
        "  crashed    \(Self.test): the process lost its report channel (a plugin closed or "
          + "replaced its descriptor) during this test\n"))
    #expect(result.stdout.hasSuffix(Self.totals("crashed")))
  }

  @Test(
    "what a plugin writes is shown on standard error, labelled, escaped and capped at 64 KiB",
    arguments: [("OUT", "standard output"), ("ERR", "standard error")])
  func floods(stream: String, name: String) throws {
    // The test runs twice, a presentation and a dismissal each time: 4 floods.
    let flood = 3 << 20
    let library = try Self.plugin("FLOOD_" + stream, ["MISBEHAVE_FLOOD=\(flood)"])
    let result = try ValidateCommandTests.transhost(["validate", "--json", library])
    #expect(result.status == 0)
    let lead = "\u{1B}[2Jfake\nwindow: "
    let shown = 64 << 10
    #expect(
      result.stderr
        == "plugin 'org.fixture.misbehaves' wrote to \(name): "
        + "\\u{1B}[2Jfake\\nwindow: " + String(repeating: "y", count: shown - lead.utf8.count)
        + " ... (\(4 * (flood + lead.utf8.count) - shown) more bytes not shown)\n")
    let lines = try ValidateCommandTests.jsonLines(result.stdout)
    #expect(lines.count == 37)
  }
}
