import Foundation
import Testing
import TranshostTestSupport

/// `transhost run --limit NAME=N` reaches the engine, in a helper process (the default
/// for a plugin that is not bundled) and with `--in-process`.
@Suite(.serialized) struct LimitCLITests {
  /// A directory holding the floods fixture logging 20,000 messages, and a script that
  /// presents with it.
  static func setUp() throws -> (plugins: URL, script: URL) {
    let plugins = try TestDirectory.make("floods")
    try FixtureCompiler.compile(
      "floods", into: plugins, defines: ["FLOOD_KIND=4", "FLOOD_COUNT=20000"])
    let script = try TestDirectory.make("floods-script")
      .appendingPathComponent("floods.transhost")
    try Data(
      """
      controller home
      controller detail
      root home
      present detail from home style custom with org.fixture.floods
      expect home presents detail after transition

      """.utf8
    ).write(to: script)
    return (plugins, script)
  }

  static let warning =
    "warning: animator 'org.fixture.floods' went past the limit of 10000 log messages in present detail from home (custom); the transition was ended as cancelled and its further host calls refused; if it really needs more, raise the limit with 'transhost run --limit log-messages=N'"

  @Test(
    "past the default limit the transition is cancelled and the run fails; --limit raises it",
    arguments: [false, true])
  func limitOption(isolated: Bool) throws {
    let (plugins, script) = try Self.setUp()
    let base =
      ["run", "--no-default-path", "--plugin-path", plugins.path]
      + (isolated ? [] : ["--in-process"])
    let cache = try TestDirectory.make("floods-cache")
    let limited = try PluginScanCLITests.transhost(base + [script.path], cache: cache)
    #expect(!limited.timedOut)
    #expect(limited.status == 1, "\(limited.stdout)\(limited.stderr)")
    #expect(limited.stdout.contains(Self.warning), "\(limited.stdout)")
    let raised = try PluginScanCLITests.transhost(
      base + ["--limit", "log-messages=30000", script.path], cache: cache)
    #expect(!raised.timedOut)
    #expect(raised.status == 0, "\(raised.stdout)\(raised.stderr)")
    #expect(!raised.stdout.contains("went past the limit"))
  }
}
