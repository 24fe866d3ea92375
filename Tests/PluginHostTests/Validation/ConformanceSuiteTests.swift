import Foundation
import PluginHost
import Testing
import TranshostTestSupport
import TransitionEngine

/// The conformance suite run in process: every bundled animator passes, and each broken
/// fixture fails the check it breaks, with the exact message.
@Suite(.serialized) struct ConformanceSuiteTests {
  /// A registry over the bundled plugins.
  static func bundled() -> PluginRegistry {
    PluginRegistry.scan(directories: [
      PluginDirectory(path: TestPaths.products.path, origin: .option)
    ])
  }

  /// The suite of fixture `name` (validate_<name>.c), built into its own directory.
  static func fixtureSuite(_ name: String) throws -> (ConformanceSuite, PluginRegistry) {
    let directory = try TestDirectory.make("validate-\(name)")
    try FixtureCompiler.compile("validate_\(name)", into: directory)
    let registry = PluginRegistry.scan(directories: [
      PluginDirectory(path: directory.path, origin: .option)
    ])
    let entry = try #require(registry.entries.first)
    return (ConformanceSuite(entry: entry, host: registry.host), registry)
  }

  @Test("every bundled animator passes every test it gets (none fails, crashes or warns)")
  func bundledAnimatorsPass() throws {
    let registry = Self.bundled()
    let ids = registry.entries.map(\.descriptor.id)
    #expect(
      Set(ids).isSuperset(of: [
        "org.transhost.slide-up", "org.transhost.zoom", "org.transhost.cross-dissolve",
        "org.transhost.push", "org.transhost.spring-card", "org.transhost.c-fade",
      ]))
    // The corpus (built beside the bundled plugins in a development build) has its own
    // suite, CorpusTests, which pins its warnings.
    for entry in registry.entries where !entry.descriptor.id.hasPrefix("dev.corpus.") {
      let results = ConformanceSuite(entry: entry, host: registry.host).runAll()
      for result in results where result.status != .passed && result.status != .skipped {
        Issue.record(
          "\(result.animator) \(result.test): \(result.status.rawValue): \(result.message)")
      }
      #expect(results.contains { $0.status == .passed && $0.test.hasSuffix("/animated") })
    }
  }

  @Test("the plan: descriptor checks, then per style a round trip and interactive cases")
  func plan() throws {
    let registry = Self.bundled()
    let spring = try registry.entry(named: "spring-card").get()
    #expect(
      ConformanceSuite(entry: spring, host: registry.host).tests.map(\.name) == [
        "descriptor/id", "descriptor/name", "descriptor/version", "descriptor/operations",
        "descriptor/styles", "descriptor/duration", "descriptor/parameters",
        "custom/present-dismiss/animated", "custom/present-dismiss/instant", "custom/interactive",
        "overFullScreen/present-dismiss/animated", "overFullScreen/present-dismiss/instant",
        "overFullScreen/interactive",
      ])
    let push = ConformanceSuite(entry: try registry.entry(named: "push").get(), host: registry.host)
      .tests.map(\.name)
    #expect(push.count == 7 + 3 * 14 + 14 + 7)
    #expect(push.contains("navigation/pop/interactive-cancel-0.75"))
    #expect(push.contains("tab/select/interactive-finish-0.25"))
    #expect(push.last == "tab/select/interactive-cancel-0.75")
    #expect(!push.contains { $0.hasPrefix("tab/") && $0.contains("back") })
  }

  @Test("the descriptor checks say what was verified")
  func descriptorMessages() throws {
    let registry = Self.bundled()
    let suite = ConformanceSuite(
      entry: try registry.entry(named: "zoom").get(), host: registry.host)
    let messages = Dictionary(
      uniqueKeysWithValues: suite.tests.prefix(7).map { ($0.name, suite.run($0)) })
    #expect(messages.values.allSatisfy { $0.status == .passed })
    #expect(
      messages["descriptor/id"]?.message
        == "'org.transhost.zoom' is a reverse-DNS id (enforced at load)")
    #expect(
      messages["descriptor/styles"]?.message
        == "custom, fullScreen, overFullScreen: valid presentation styles (enforced at load)")
    #expect(
      messages["descriptor/parameters"]?.message
        == "every default parses: source (view, no default; the suite names 'button'), "
        + "duration = 0.45 (number in 0...10)")
  }

  @Test("the conforming fixture passes everything; UIKit runs no animator for instant fullScreen")
  func conformingFixture() throws {
    let (suite, registry) = try Self.fixtureSuite("conforming")
    let results = suite.runAll()
    #expect(registry.refused.isEmpty)
    #expect(results.count == 35)
    #expect(
      results.filter { $0.status != .passed }.map(\.test) == ["fullScreen/present-dismiss/instant"])
    #expect(
      results.first { $0.test == "fullScreen/present/interactive-cancel-0.5" }?.message
        == "present driven to 0.5 and cancelled: every view restored, completeTransition once "
        + "each, the same trace twice")
  }

  /// A broken fixture, a test it fails, and the message.
  static let broken: [(fixture: String, test: String, message: String)] = [
    (
      "complete_twice", "custom/present-dismiss/animated",
      "called completeTransition 2 times on present detail from home (custom); call it exactly "
        + "once per transition (UIKit ignores the extra calls)\n"
        + "called completeTransition 2 times on dismiss detail to home (custom); call it exactly "
        + "once per transition (UIKit ignores the extra calls)"
    ),
    (
      "never_completes", "fullScreen/present-dismiss/animated",
      Pitfall.noComplete.annotating(
        "never called completeTransition on present detail from home (fullScreen); the watchdog "
          + "ended it as cancelled after 2 s (4 x its duration + 1 s)")
    ),
    (
      "leaves_hidden", "custom/present/interactive-finish-0.5",
      "left 'detail.view#4' hidden after present detail from home (custom)"
    ),
    (
      "leaks_view", "fullScreen/present-dismiss/animated",
      "left 'leak#11' in the container after present detail from home (fullScreen); it must "
        + "hold only 'detail.view#4'"
    ),
    (
      "forgets_alpha", "custom/present/interactive-cancel-0.25",
      "after cancelling present detail from home (custom), 'detail.view#4' has alpha 0 (was 1)"
    ),
    (
      "bad_handle", "custom/present-dismiss/instant",
      "plugin 'org.fixture.bad-handle' called view_set_double: 987654321 is not a view handle; "
        + "the call was ignored"
    ),
  ]

  @Test("each broken fixture fails the check it breaks, with the exact message", arguments: broken)
  func brokenFixture(fixture: String, test: String, message: String) throws {
    let (suite, _) = try Self.fixtureSuite(fixture)
    let plan = try #require(suite.tests.first { $0.name == test })
    let result = suite.run(plan)
    #expect(result.status == .failed)
    #expect(result.message == message)
    #expect(result.animator == "org.fixture.\(fixture.replacingOccurrences(of: "_", with: "-"))")
  }

  @Test("an animator whose runs differ fails the determinism check, naming the first difference")
  func nondeterministic() throws {
    let (suite, _) = try Self.fixtureSuite("nondeterministic")
    let plan = try #require(suite.tests.first { $0.name == "custom/present-dismiss/animated" })
    let result = suite.run(plan)
    #expect(result.status == .failed)
    #expect(
      result.message.hasPrefix(
        "not deterministic: a second identical run gave another trace; first difference at line "
      ))
    #expect(result.message.contains("call=transitionDuration"))
  }

  @Test("a result as JSON, the totals, and plugin paths made absolute")
  func resultsAndPaths() throws {
    let result = ConformanceResult(
      animator: "org.x.y", test: "custom/present-dismiss/animated", status: .timedOut,
      message: "line one\n\"two\"")
    #expect(
      result.json.text
        == #"{"animator":"org.x.y","test":"custom/present-dismiss/animated","status":"timed-out","message":"line one\n\"two\""}"#
    )
    var totals = ConformanceTotals([result, result])
    totals.add(ConformanceResult(animator: "a.b", test: "t", status: .passed, message: ""))
    #expect(totals.summary == "1 passed, 0 failed, 0 crashed, 2 timed out, 0 skipped, 0 warnings")
    #expect(!totals.succeeded)
    #expect(
      ValidationSupervisor.pluginPath("./lib/../libx.so", currentDirectory: "/tmp/a")
        == "/tmp/a/libx.so")
  }
}
