import PluginHost
import Testing
import TransitionEngine

@testable import TransitionScript

/// Every kind of expectation, holding and failing, with the failure exactly as
/// `transhost run` prints it on standard error. The fixture animator `fade` fades the
/// presented view in linearly over 0.25 s (and the dismissed one out).
@Suite struct ScriptRunnerExpectationTests {
  /// The first five lines of every case's script.
  static let setup = [
    "controller home color white",  // 1
    "view home.button frame 20,700,100,44",  // 2
    "view home.hidden frame 0,0,10,10 hidden",  // 3
    "controller detail",  // 4
    "root home",  // 5
  ]

  /// Lines after the setup, the last of them an expectation, and its failure (nil when
  /// it holds).
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let lines: [String]
    let failure: String?
    init(_ name: String, _ lines: [String], fails failure: String? = nil) {
      self.name = name
      self.lines = lines
      self.failure = failure
    }
    var testDescription: String { name }
  }

  static let presentFade = "present detail from home style custom with fade"
  static let presentFullScreen = "present detail from home style fullScreen with fade"

  static let cases: [Case] = [
    Case(
      "frame holds", [presentFade, "expect detail frame 0,0,390,844 after transition"]),
    Case(
      "frame fails", ["expect home.button frame 0,0,100,44"],
      fails:
        "test.transhost:6: expectation failed: expect home.button frame (0, 0, 100, 44): frame is (20, 700, 100, 44)"
    ),
    Case("alpha holds halfway through a fade", [presentFade, "expect detail alpha 0.5 at 0.125"]),
    Case(
      "alpha fails", [presentFade, "expect detail alpha 1 at 0.125"],
      fails: "test.transhost:7: expectation failed: expect detail alpha 1: alpha is 0.5"),
    Case("visible holds", ["expect home.button visible"]),
    Case(
      "visible fails for a hidden view", ["expect home.hidden visible"],
      fails:
        "test.transhost:6: expectation failed: expect home.hidden visible: it is hidden or transparent"
    ),
    Case(
      "visible fails for a view out of the window",
      [presentFullScreen, "expect home visible after transition"],
      fails: "test.transhost:7: expectation failed: expect home visible: it is not in the window"),
    Case(
      "visible fails for a transparent view", [presentFade, "expect detail visible"],
      fails:
        "test.transhost:7: expectation failed: expect detail visible: it is hidden or transparent"),
    Case("hidden holds", ["expect home.hidden hidden"]),
    Case(
      "hidden fails", ["expect home.button hidden"],
      fails: "test.transhost:6: expectation failed: expect home.button hidden: it is visible"),
    Case("in window holds for a hidden view", ["expect home.hidden in window"]),
    Case(
      "in window fails", [presentFullScreen, "expect home.button in window after transition"],
      fails:
        "test.transhost:7: expectation failed: expect home.button in window: it is not in the window"
    ),
    Case("not in window holds", [presentFullScreen, "expect home not in window after transition"]),
    Case(
      "not in window fails", ["expect home not in window"],
      fails: "test.transhost:6: expectation failed: expect home not in window: it is in the window"),
    Case(
      "presents holds from the start of the transition",
      [presentFade, "expect home presents detail"]),
    Case(
      "presents fails", ["expect home presents detail"],
      fails:
        "test.transhost:6: expectation failed: expect home presents detail: it presents nothing"),
    Case("presents nothing holds", ["expect home presents nothing"]),
    Case(
      "presents nothing fails", [presentFade, "expect home presents nothing after transition"],
      fails:
        "test.transhost:7: expectation failed: expect home presents nothing: it presents detail"),
    Case("completed holds", [presentFade, "expect completed after transition"]),
    Case(
      "completed fails before any transition", ["expect completed"],
      fails: "test.transhost:6: expectation failed: expect completed: no transition has run"),
    Case(
      "completed fails while the transition runs", [presentFade, "expect completed"],
      fails:
        "test.transhost:7: expectation failed: expect completed: the last transition was still inFlight"
    ),
    Case(
      "cancelled holds",
      [
        presentFade, "settle", "interactive dismiss detail", "update 0.5", "cancel",
        "expect cancelled after transition",
      ]),
    Case(
      "cancelled fails", [presentFade, "expect cancelled after transition"],
      fails:
        "test.transhost:7: expectation failed: expect cancelled: the last transition was completed"),
    Case(
      "callbacks hold in order, others between them",
      [
        presentFade,
        "expect callbacks detail.viewWillAppear animator.animateTransition detail.viewDidAppear after transition",
      ]),
    Case(
      "callbacks fail out of order",
      [
        presentFade, "expect callbacks detail.viewDidAppear detail.viewWillAppear after transition",
      ],
      fails:
        "test.transhost:7: expectation failed: expect callbacks detail.viewDidAppear detail.viewWillAppear: "
        + "'detail.viewWillAppear' is missing or out of order; the callbacks were: "
        + "presentation.presentationTransitionWillBegin, detail.viewWillAppear, animator.transitionDuration, animator.animateTransition, "
        + "context.completeTransition, presentation.presentationTransitionDidEnd, detail.viewDidAppear, "
        + "animator.animationEnded"),
    Case(
      "callbacks fail before they happen", [presentFade, "expect callbacks detail.viewDidAppear"],
      fails:
        "test.transhost:7: expectation failed: expect callbacks detail.viewDidAppear: "
        + "'detail.viewDidAppear' is missing or out of order; the callbacks were: "
        + "presentation.presentationTransitionWillBegin, detail.viewWillAppear, animator.transitionDuration, animator.animateTransition"
    ),
    Case(
      "callbacks fail before any transition", ["expect callbacks detail.viewDidAppear"],
      fails:
        "test.transhost:6: expectation failed: expect callbacks detail.viewDidAppear: no transition has run"
    ),
    Case("animator holds by short name", [presentFade, "expect animator fade"]),
    Case("animator holds by id", [presentFade, "expect animator org.fixture.fade"]),
    Case(
      "animator holds for a system animator", ["present detail from home", "expect animator sheet"]),
    Case(
      "'system' holds for any system animator",
      ["present detail from home style fullScreen", "expect animator system"]),
    Case(
      "animator fails", [presentFade, "expect animator slide"],
      fails:
        "test.transhost:7: expectation failed: expect animator slide: the animator was org.fixture.fade(duration: 0.25)"
    ),
    Case(
      "animator fails before any transition", ["expect animator fade"],
      fails: "test.transhost:6: expectation failed: expect animator fade: no transition has run"),
    Case(
      "at a time that has passed fails",
      [presentFade, "wait 0.2", "expect detail alpha 0.4 at 0.1"],
      fails:
        "test.transhost:8: expectation failed: expect detail alpha 0.4 at 0.1 s: that time has passed "
        + "(the clock is at 0.2 s into the transition); put the expectation before later waits"),
    // Layer properties, at Core Animation's defaults (scripts do not set them).
    Case("layer.shadowOpacity holds", ["expect home.button layer.shadowOpacity 0"]),
    Case(
      "layer.shadowOpacity fails", ["expect home.button layer.shadowOpacity 0.3"],
      fails:
        "test.transhost:6: expectation failed: expect home.button layer.shadowOpacity 0.3: layer.shadowOpacity is 0"
    ),
    Case("layer.cornerRadius holds", ["expect home.button layer.cornerRadius 0"]),
    Case(
      "VIEW.layer.NAME is VIEW layer.NAME", ["expect home.button.layer.borderWidth 2"],
      fails:
        "test.transhost:6: expectation failed: expect home.button layer.borderWidth 2: layer.borderWidth is 0"
    ),
    Case("layer.shadowOffset holds", ["expect home.button layer.shadowOffset 0,-3"]),
    Case(
      "layer.shadowOffset fails", ["expect home.button layer.shadowOffset 0,4"],
      fails:
        "test.transhost:6: expectation failed: expect home.button layer.shadowOffset (0, 4): layer.shadowOffset is (0, -3)"
    ),
    Case("layer.shadowColor holds", ["expect home.button layer.shadowColor black"]),
    Case(
      "layer.borderColor fails", ["expect home.button layer.borderColor none"],
      fails:
        "test.transhost:6: expectation failed: expect home.button layer.borderColor none: layer.borderColor is #000000FF"
    ),
    Case(
      "layer.anchorPoint fails", ["expect home.button layer.anchorPoint 0,1"],
      fails:
        "test.transhost:6: expectation failed: expect home.button layer.anchorPoint (0, 1): layer.anchorPoint is (0.5, 0.5)"
    ),
    Case("layer.zPosition holds", ["expect home.button layer.zPosition 0"]),
    Case("layer.borderWidth holds", ["expect home.button layer.borderWidth 0"]),
    Case("layer.shadowRadius holds", ["expect home.button layer.shadowRadius 3"]),
    Case("layer.maskedCorners holds", ["expect home.button layer.maskedCorners all"]),
    Case(
      "layer.maskedCorners fails",
      ["expect home.button layer.maskedCorners minXMinY,maxXMinY"],
      fails:
        "test.transhost:6: expectation failed: expect home.button layer.maskedCorners minXMinY,maxXMinY: layer.maskedCorners is all"
    ),
    Case("layer.transform holds", ["expect home.button layer.transform identity"]),
    Case(
      "layer.transform fails with the sixteen entries",
      ["expect home.button layer.transform rotation(y: 90deg, perspective: 500)"],
      fails:
        "test.transhost:6: expectation failed: expect home.button layer.transform [0 0 -1 0.002 0 1 0 0 1 0 0 0 0 0 0 1]: layer.transform is identity"
    ),
    Case(
      "layer.sublayerTransform fails",
      ["expect home layer.sublayerTransform perspective(500)"],
      fails:
        "test.transhost:6: expectation failed: expect home layer.sublayerTransform [1 0 0 0 0 1 0 0 0 0 1 -0.002 0 0 0 1]: layer.sublayerTransform is identity"
    ),
  ]

  @Test("an expectation", arguments: cases)
  func expectation(_ testCase: Case) throws {
    let registry = try ScriptFixturePlugins.registry()
    let report = try #require(
      ScriptTesting.run(ScriptTesting.text(Self.setup + testCase.lines), registry: registry))
    #expect(report.failures == (testCase.failure.map { [$0] } ?? []))
    #expect(report.passed == (testCase.failure == nil ? 1 : 0))
    #expect(report.succeeded == (testCase.failure == nil))
    let recorded = report.json.filter { $0.text.hasPrefix("{\"type\":\"expectation\"") }
    #expect(recorded.count == 1)
    #expect(recorded.first?.text.contains("\"passed\":\(testCase.failure == nil)") == true)
  }

  @Test("each expectation is checked at its own time; one failing does not stop the run")
  func timeline() throws {
    let registry = try ScriptFixturePlugins.registry()
    let report = try #require(
      ScriptTesting.run(
        ScriptTesting.text(
          Self.setup + [
            Self.presentFade,  // 6
            "expect detail alpha 0",  // 7: nothing has moved yet
            "wait 0.05",  // 8
            "expect detail alpha 0.2",  // 9
            "expect detail alpha 0.6 at 0.15",  // 10
            "expect detail alpha 0.9",  // 11: fails, the clock is at 0.15
            "expect detail alpha 1 after transition",  // 12
            "dismiss detail",  // 13
            "expect detail alpha 0.2 at 0.2",  // 14
            "expect home presents nothing after transition",  // 15
          ]), registry: registry))
    #expect(report.passed == 6)
    #expect(
      report.failures == [
        "test.transhost:11: expectation failed: expect detail alpha 0.9: alpha is 0.6"
      ])
  }
}
