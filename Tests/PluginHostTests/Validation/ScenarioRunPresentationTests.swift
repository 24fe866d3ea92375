import Testing
import TransitionEngine

@testable import PluginHost

/// The presentation-controller checks of a scenario run: will-begin and did-end once
/// each and in order per transition, did-end saying how the transition ended.
@Suite struct ScenarioRunPresentationTests {
  /// A custom round trip through the engine's system animator, checked as a delegate's.
  static func run() -> ScenarioRun {
    let scene = ConformanceScene(flow: .modal(.custom), registry: PluginRegistry(), choice: nil)
    let run = ScenarioRun(scene: scene, animatorID: "org.test", checksPresentationController: true)
    run.roundTrip(animated: true)
    return run
  }

  /// The id of the first transition scheduled in `run`'s trace.
  static func firstTransition(_ run: ScenarioRun) throws -> Int {
    let event = try #require(run.engine.trace.events.first { $0.kind == .transitionScheduled })
    return try #require(event[field: "transition"].flatMap { Int($0) })
  }

  @Test("a round trip in UIKit's order has no finding")
  func inOrder() {
    #expect(Self.run().failures == [])
  }

  @Test("a second did-end in a presentation is reported with the order UIKit uses")
  func repeatedDidEnd() throws {
    let run = Self.run()
    let id = try Self.firstTransition(run)
    run.engine.trace.record(
      TraceCallback(.presentation(transition: id), "presentationTransitionDidEnd"),
      details: [("completed", "true")])
    run.checkPresentationCalls()
    #expect(
      run.failures == [
        "the presentation controller was called presentationTransitionWillBegin, "
          + "presentationTransitionDidEnd, presentationTransitionDidEnd in present detail from "
          + "home (custom); UIKit calls presentationTransitionWillBegin then "
          + "presentationTransitionDidEnd, once each"
      ])
  }
}
