import PluginHost
import Testing
import TransitionEngine

@testable import TransitionScript

/// Plugin objects in a script, through the two seams, with engine objects standing for
/// plugin ones (``ScriptTestObjects``): a controller class that is its own delegate, a
/// delegate with a presentation controller that makes a dimming view, delegates with
/// interaction controllers of their own.
@Suite struct ScriptRunnerObjectTests {
  static func run(_ lines: [String]) throws -> RunReport {
    let registry = try ScriptFixturePlugins.registry()
    return try ScriptTesting.runWithObjects(ScriptTesting.text(lines), registry: registry).get()
  }

  @Test("a class controller keeps the transitioning delegate it set itself")
  func ownDelegate() throws {
    let report = try Self.run([
      "controller home", "controller detail class test.detail", "root home",
      "present detail from home",  // 4
      "expect animator test.detail-slide",
      "expect detail frame 0,844,390,844",
      "expect detail frame 0,0,390,844 after transition",
      "dismiss detail",  // 8
      "expect animator test.fade-out",
      "expect detail alpha 0.5 at 0.1",
    ])
    #expect(report.failures == [])
    #expect(report.passed == 5)
    #expect(
      report.lines.filter { $0.hasPrefix("  animator: ") } == [
        "  animator: test.detail-slide (transitioningDelegate)",
        "  animator: test.fade-out (transitioningDelegate)",
      ])
  }

  @Test(
    "a controller with no delegate of its own gets the resolver: 'with' chooses its animator",
    arguments: ["controller detail", "controller detail class test.plain"])
  func resolverWhenNoOwnDelegate(_ declaration: String) throws {
    let report = try Self.run([
      "controller home", declaration, "root home",
      "present detail from home style custom with fade", "expect animator fade",
    ])
    #expect(report.failures == [])
    #expect(
      report.lines.contains(
        "  animator: org.fixture.fade(duration: 0.25) (explicit choice for 'detail')"))
  }

  @Test("a class the maker cannot make is a failure, and a plain controller stands in")
  func brokenClass() throws {
    let report = try Self.run([
      "controller home", "controller detail class test.broken", "root home",
      "present detail from home style custom with fade", "expect animator fade after transition",
    ])
    #expect(
      report.failures == [
        "test.transhost:2: controller 'detail' of class 'test.broken' could not be made: "
          + "the test refuses it; a plain controller stands in"
      ])
    #expect(report.passed == 1)
  }

  /// The bottom sheet: the presented view in the lower half, over a dimming view the
  /// presentation controller made, which fades to 0.5 with the slide and back out.
  static let sheet = [
    "controller home color white", "controller detail color #FF9500", "root home",
    "present detail from home style custom with delegate sheet(height: 0.5)",  // 4
    "expect window.dimming alpha 0",  // 5
    "expect window.container.dimming alpha 0.25 at 0.2",  // 6
    "expect detail frame 0,844,390,422",  // 7: halfway up a linear 0.4 s slide from 1266
    "expect detail frame 0,422,390,422 after transition",  // 8
    "expect window.dimming alpha 0.5",  // 9
    "expect window.dimming color #000000",  // 10
    "expect animator test.slide",  // 11
    "dismiss detail with delegate sheet",  // 12
    "expect window.dimming alpha 0.25 at 0.2",  // 13
    "expect window.dimming not in window after transition",  // 14
    "expect home presents nothing",  // 15
  ]

  @Test("a delegate's presentation controller makes a dimming view the script checks by path")
  func dimmingView() throws {
    let report = try Self.run(Self.sheet)
    #expect(report.failures == [])
    #expect(report.passed == 10)
  }

  @Test("two runs with delegates and class controllers give the same bytes")
  func deterministic() throws {
    let first = try Self.run(Self.sheet)
    let second = try Self.run(Self.sheet)
    #expect(first.lines == second.lines)
    #expect(first.json.map(\.text) == second.json.map(\.text))
  }

  @Test("'with delegate' holds for its transition only: the next one is the resolver's again")
  func delegateForOneTransition() throws {
    let report = try Self.run([
      "controller home", "controller detail", "root home",
      "present detail from home style custom with delegate sheet",
      "expect window.dimming in window after transition",
      "dismiss detail with fade",
      "expect animator fade",
      "present detail from home style custom",
      "expect window.dimming not in window",
      "expect window.dimming.nothing visible",
    ])
    #expect(
      report.failures == [
        "test.transhost:10: expectation failed: expect window.dimming.nothing visible: "
          + "no view named 'dimming' under 'window'; the views there are: home, container, detail"
      ])
    #expect(report.lines.filter { $0.hasPrefix("  animator: ") }.count == 3)
    #expect(report.lines.contains("  animator: test.slide (transitioningDelegate)"))
  }

  @Test("a delegate's own percent-driven interaction controller is what the script drives")
  func delegatesInteractor() throws {
    let report = try Self.run([
      "controller home", "controller detail", "root home",
      "present detail from home style custom with fade", "settle",
      "interactive dismiss detail with delegate dragging",  // 6
      "drag 0 to 0.5 over 0.2",
      "expect detail frame 0,422,390,844",
      "cancel",
      "expect cancelled after transition",
      "expect detail frame 0,0,390,844",
      "interactive dismiss detail with delegate dragging",  // 12
      "update 0.25",
      "expect detail frame 0,211,390,844",
      "finish",
      "expect completed after transition",
      "expect home presents nothing",
    ])
    #expect(report.failures == [])
    #expect(report.passed == 6)
    #expect(!report.lines.contains { $0.contains("runs on its own") })
  }

  @Test("an interaction controller that is not percent-driven is reported as not drivable")
  func notPercentDriven() throws {
    let report = try Self.run([
      "controller home", "controller detail", "root home",
      "present detail from home style custom with fade", "settle",
      "interactive dismiss detail with delegate touches",  // 6
      "update 0.5", "finish",
      "expect completed after transition",
    ])
    #expect(report.failures == [])
    #expect(
      report.lines.contains(
        "line 6: the transition's interaction controller is not percent-driven: the script cannot "
          + "drive it (update, drag, pause, finish and cancel do nothing)"))
  }

  @Test("a navigation delegate serves the push it is named on")
  func navigationDelegate() throws {
    let report = try Self.run([
      "controller list", "controller detail", "navigation nav root list", "root nav",
      "push detail on nav with delegate nav", "expect animator test.nav-slide",
      "pop nav", "expect animator system.push",
    ])
    #expect(report.failures == [])
    #expect(report.passed == 2)
  }

  @Test("a tab bar delegate serves the tab switch it is named on")
  func tabBarDelegate() throws {
    let report = try Self.run([
      "controller first", "controller second", "tabs main first, second", "root main",
      "select main 1 with delegate tabs", "expect animator test.tab-slide",
      "expect second frame 0,0,390,844 after transition",
      "select main 0", "expect animator system",
    ])
    #expect(report.failures == [])
    #expect(report.passed == 3)
  }

  @Test(
    "the interaction controller the resolver was not asked for is not left for the next transition")
  func noStaleInteractor() throws {
    let report = try Self.run([
      "controller home", "controller detail", "root home",
      "present detail from home style custom with fade", "settle",
      "interactive dismiss detail with delegate dragging",  // 6: the delegate's driver
      "cancel",
      "expect cancelled after transition",
      "dismiss detail with fade",  // 9: the resolver's, not interactive
      "expect completed after transition",
      "expect home presents nothing",
    ])
    #expect(report.failures == [])
    #expect(!report.lines.contains { $0.contains("waits for its interaction controller") })
  }
}
