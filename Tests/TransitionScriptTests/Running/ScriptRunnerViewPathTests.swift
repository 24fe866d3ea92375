import Testing

@testable import TransitionScript

/// Expectations on every animatable property, and on views the script did not declare,
/// reached from `window` by name, through the text interface alone. The fixture
/// animator `fade` fades the presented view in linearly over 0.25 s.
@Suite struct ScriptRunnerViewPathTests {
  static let setup = [
    "controller home color white",  // 1
    "view home.card frame 20,100,200,100 color #FF9500 radius 8",  // 2
    "view home.card.label frame 0,0,10,10 hidden",  // 3
    "view home.other frame 0,300,10,10",  // 4
    "view home.other.label frame 0,0,10,10",  // 5
    "controller detail",  // 6
    "root home",  // 7
  ]

  /// Lines after the setup, and the failure of the last (nil when it holds).
  typealias Case = ScriptRunnerExpectationTests.Case

  static let present = "present detail from home style custom with fade"

  static let cases: [Case] = [
    Case("bounds holds", ["expect home.card bounds 0,0,200,100"]),
    Case(
      "bounds fails", ["expect home.card bounds 0,0,20,10"],
      fails:
        "test.transhost:8: expectation failed: expect home.card bounds (0, 0, 20, 10): bounds is (0, 0, 200, 100)"
    ),
    Case("center holds", ["expect home.card center 120,150"]),
    Case(
      "center fails", ["expect home.card center 0,0"],
      fails:
        "test.transhost:8: expectation failed: expect home.card center (0, 0): center is (120, 150)"
    ),
    Case("transform holds", ["expect home.card transform identity"]),
    Case(
      "transform fails", ["expect home.card transform 2,0,0,2,0,0"],
      fails:
        "test.transhost:8: expectation failed: expect home.card transform [2 0 0 2 0 0]: transform is identity"
    ),
    Case("radius holds", ["expect home.card radius 8"]),
    Case(
      "radius fails", ["expect home.card radius 4"],
      fails: "test.transhost:8: expectation failed: expect home.card radius 4: radius is 8"),
    Case("color holds", ["expect home.card color #FF9500"]),
    Case("no color holds", ["expect home.other color none"]),
    Case(
      "color fails", ["expect home.card color none"],
      fails: "test.transhost:8: expectation failed: expect home.card color none: color is #FF9500FF"
    ),
    Case("isHidden holds", ["expect home.card.label isHidden true"]),
    Case(
      "isHidden fails", ["expect home.card isHidden true"],
      fails:
        "test.transhost:8: expectation failed: expect home.card isHidden true: isHidden is false"),
    Case("clipsToBounds holds", ["expect home.card clipsToBounds false"]),
    Case(
      "clipsToBounds fails", ["expect home.card clipsToBounds true"],
      fails:
        "test.transhost:8: expectation failed: expect home.card clipsToBounds true: clipsToBounds is false"
    ),
    Case("alpha at a time, on any property", [present, "expect detail bounds 0,0,390,844 at 0.1"]),
    Case("a window path to a declared view", ["expect window.card radius 8"]),
    Case("a window path of several names", ["expect window.other.label in window"]),
    Case(
      "a window path to a view the engine made", [present, "expect window.container in window"]),
    Case("the window itself", ["expect window frame 0,0,390,844"]),
    Case(
      "a window path to no view names what is there", ["expect window.dimming alpha 0.5"],
      fails:
        "test.transhost:8: expectation failed: expect window.dimming alpha 0.5: no view named 'dimming' "
        + "under 'window'; the views there are: home, card, label, other"),
    Case(
      "a window path to two views names both", ["expect window.label visible"],
      fails:
        "test.transhost:8: expectation failed: expect window.label visible: 'label' names 2 views under "
        + "'window': window.home.card.label, window.home.other.label; name one by a longer path"),
    Case(
      "a path that found a view keeps it once it left the tree",
      [
        present, "expect window.container in window", "dismiss detail",
        "expect window.container not in window after transition",
      ]),
  ]

  @Test("an expectation", arguments: cases)
  func expectation(_ testCase: Case) throws {
    let registry = try ScriptFixturePlugins.registry()
    let report = try #require(
      ScriptTesting.run(ScriptTesting.text(Self.setup + testCase.lines), registry: registry))
    #expect(report.failures == (testCase.failure.map { [$0] } ?? []))
    #expect(report.succeeded == (testCase.failure == nil))
  }

  @Test("a window path is accepted by the checker; a typo under a declared controller is not")
  func checker() throws {
    let registry = try ScriptFixturePlugins.registry()
    #expect(
      ScriptTesting.diagnostic(
        ScriptTesting.text(Self.setup + ["expect window.dimming alpha 1"]), registry: registry)
        == nil)
    let typo = try #require(
      ScriptTesting.diagnostic(
        ScriptTesting.text(Self.setup + ["expect home.crad alpha 1"]), registry: registry))
    #expect(typo.message == "unknown view 'home.crad'")
    #expect(typo.hint == "did you mean 'home.card'?")
    // A controller called `window` is the script's: its views are declared.
    let declared = try #require(
      ScriptTesting.diagnostic(
        ScriptTesting.text(["controller window", "expect window.dimming alpha 1"]),
        registry: registry))
    #expect(declared.message == "unknown view 'window.dimming'")
  }
}
