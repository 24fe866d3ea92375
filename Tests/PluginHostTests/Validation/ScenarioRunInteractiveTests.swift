import Testing
import TransitionEngine

@testable import PluginHost

/// Interactive scenario runs of a transition no interaction controller drives: a delegate
/// that gives a presentation controller and no animator gets UIKit's own animation, which
/// UIKit never runs interactively.
@Suite struct ScenarioRunInteractiveTests {
  @Test(
    "a transition run by the system animator is not failed for completing when cancelled: it could not be driven, which a warning says",
    arguments: [ConformanceTest.Step.forward, .back])
  func systemAnimator(step: ConformanceTest.Step) {
    let scene = ConformanceScene(flow: .modal(.custom), registry: PluginRegistry(), choice: nil)
    let run = ScenarioRun(scene: scene, animatorID: "org.test", checksPresentationController: true)
    run.interactive(step: step, ending: .cancel, progress: 0.5)
    let operation = step == .forward ? "present" : "dismiss"
    #expect(run.failures == [])
    #expect(
      run.warnings == [
        "the \(operation) has no interaction controller (its animator is UIKit's own, which "
          + "UIKit never drives interactively), so it could not be driven to 0.5 and cancelled"
      ])
  }
}
