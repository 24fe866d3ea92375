import TransitionEngine

/// One run of a transition scenario in a fresh ``ConformanceScene``: the steps, the
/// checks after each, and the findings (failures, and warnings that do not fail).
final class ScenarioRun {
  let scene: ConformanceScene
  let animatorID: String
  /// What went wrong, one finding each, in the order found.
  private(set) var failures: [String] = []
  /// What deserves a look without failing: warnings the plugin logged.
  private(set) var warnings: [String] = []
  /// The window before the first step.
  let initial: WindowState
  /// Whether the scene's presentation controller is a delegate's, whose frame and calls
  /// are checked too.
  let checksPresentationController: Bool
  /// The presentation controller of the last presentation begun, kept to check that the
  /// views it added are gone once the detail is no longer presented.
  var presentation: PresentationController?

  /// How much virtual time a step may take to settle: far beyond the watchdog's
  /// 4 x duration + 1 s for any duration a descriptor may declare sensibly.
  static let settleLimit = 600.0

  init(scene: ConformanceScene, animatorID: String, checksPresentationController: Bool = false) {
    self.scene = scene
    self.animatorID = animatorID
    self.checksPresentationController = checksPresentationController
    initial = scene.windowState()
  }

  var engine: Engine { scene.engine }

  /// The whole trace, for the determinism check.
  var traceText: String { engine.trace.text }

  func fail(_ message: String) {
    if !failures.contains(message) { failures.append(message) }
  }

  func warn(_ message: String) {
    if !warnings.contains(message) { warnings.append(message) }
  }

  // MARK: Scenarios

  /// Shows the detail and goes back, each step on its own.
  func roundTrip(animated: Bool) {
    defer { collectTraceFindings() }
    guard let shown = perform(.forward, animated: animated) else { return }
    checkShown(after: shown)
    guard let back = perform(.back, animated: animated) else { return }
    checkBack(after: back)
  }

  /// Drives `step` interactively to `progress` and ends it; then, where the detail is
  /// still shown, goes back on its own to check that this still works.
  func interactive(
    step: ConformanceTest.Step, ending: ConformanceTest.Ending, progress: Double
  ) {
    defer { collectTraceFindings() }
    if step == .back {
      guard let shown = perform(.forward, animated: true) else { return }
      checkShown(after: shown)
    }
    let before = scene.windowState()
    let standIn = PercentDrivenInteractiveTransition()
    scene.resolver.setInteractor(standIn, for: scene.controller(for: step))
    guard let context = scene.start(step, animated: true) else {
      return fail("the engine refused to start the \(scene.flow.operation(step).rawValue)")
    }
    if step == .forward { presentation = scene.detail.presentationController }
    // The transition's own interaction controller is driven, whoever gave it: the stand-in,
    // or one the delegate returned (as UIKit's gesture handlers drive theirs).
    let interactor: PercentDrivenInteractiveTransition
    switch context.interactor {
    case nil:
      return undriven(context, step: step, before: before, ending: ending, progress: progress)
    case let percentDriven as PercentDrivenInteractiveTransition: interactor = percentDriven
    case .some:
      return selfDriven(context, step: step, before: before, ending: ending, progress: progress)
    }
    engine.advance(by: 0)
    interactor.update(progress / 2)
    engine.advance(by: 0.05)
    interactor.update(progress)
    engine.advance(by: 0.05)
    switch ending {
    case .finish: interactor.finish()
    case .cancel: interactor.cancel()
    }
    guard settle(context, expectingCancel: ending == .cancel) else { return }
    checkEnded(context, step: step, before: before, ending: ending)
  }

  /// A delegate's interaction controller that is not percent-driven runs the transition
  /// itself: nothing can drive it to `progress` or end it, so the test says so (a
  /// warning) and checks the transition as it ended.
  private func selfDriven(
    _ context: TransitionContext, step: ConformanceTest.Step, before: WindowState,
    ending: ConformanceTest.Ending, progress: Double
  ) {
    let operation = scene.flow.operation(step).rawValue
    warn(
      "the \(operation)'s interaction controller (the delegate's own) is not percent-driven: "
        + "it runs the transition itself, so it could not be driven to "
        + "\(formatNumber(progress)) and \(ending == .cancel ? "cancelled" : "finished")")
    endedOnItsOwn(context, step: step, before: before)
  }

  /// A transition given no interaction controller (a delegate that gave no animator gets
  /// UIKit's own, which UIKit never drives interactively) runs on its own: the test says
  /// so (a warning) and checks the transition as it ended.
  private func undriven(
    _ context: TransitionContext, step: ConformanceTest.Step, before: WindowState,
    ending: ConformanceTest.Ending, progress: Double
  ) {
    let operation = scene.flow.operation(step).rawValue
    let why =
      context.animator is SystemModalAnimator || context.animator is SystemNavigationAnimator
        || context.animator is ImmediateAnimator
      ? "its animator is UIKit's own, which UIKit never drives interactively"
      : "its animator was given none"
    warn(
      "the \(operation) has no interaction controller (\(why)), so it could not be driven to "
        + "\(formatNumber(progress)) and \(ending == .cancel ? "cancelled" : "finished")")
    endedOnItsOwn(context, step: step, before: before)
  }

  /// Settles a transition nothing drives and checks it as it ended, either way.
  private func endedOnItsOwn(
    _ context: TransitionContext, step: ConformanceTest.Step, before: WindowState
  ) {
    guard settle(context, expectingCancel: nil) else { return }
    checkEnded(
      context, step: step, before: before, ending: context.phase == .cancelled ? .cancel : .finish)
  }

  /// The checks after an interactive `step` ended as `ending` says.
  private func checkEnded(
    _ context: TransitionContext, step: ConformanceTest.Step, before: WindowState,
    ending: ConformanceTest.Ending
  ) {
    switch (step, ending) {
    case (.forward, .finish):
      checkShown(after: context)
      guard let back = perform(.back, animated: true) else { return }
      checkBack(after: back)
    case (.back, .finish):
      checkBack(after: context)
    case (.forward, .cancel):
      checkRestored(before, afterCancelling: context)
    case (.back, .cancel):
      checkRestored(before, afterCancelling: context)
      guard let back = perform(.back, animated: true) else { return }
      checkBack(after: back)
    }
  }

  /// Requests `step`, runs until the engine is idle and checks that the transition
  /// completed; nil (with the finding) when it did not.
  private func perform(_ step: ConformanceTest.Step, animated: Bool) -> TransitionContext? {
    guard let context = scene.start(step, animated: animated) else {
      fail("the engine refused to start the \(scene.flow.operation(step).rawValue)")
      return nil
    }
    return settle(context, expectingCancel: false) ? context : nil
  }

  /// Runs until idle; checks that `context` ended, by the animator's own
  /// `completeTransition`, the way it was meant to (`expectingCancel` nil: either way).
  private func settle(_ context: TransitionContext, expectingCancel: Bool?) -> Bool {
    let idle = engine.runUntilIdle(limit: Self.settleLimit)
    let label = context.label
    switch context.phase {
    case .scheduled, .inFlight, .completing:
      fail(
        "never called completeTransition on \(label): it was still running "
          + "\(formatNumber(Self.settleLimit)) s later")
      return false
    case .completed, .cancelled:
      break
    }
    if context.wasEndedByWatchdog {
      let bound = engine.violations.lazy.compactMap { violation -> String? in
        if case .watchdog(label, _, let bound) = violation { return bound }
        return nil
      }.first
      fail(
        Pitfall.noComplete.annotating(
          "never called completeTransition on \(label); the watchdog ended it as cancelled after "
            + "\(bound ?? "?") s (4 x its duration + 1 s)"))
      return false
    }
    if !idle {
      fail(
        "the engine was still busy \(formatNumber(Self.settleLimit)) s after \(label) began: "
          + "an animation or completion that never ends")
    }
    switch (context.phase, expectingCancel) {
    case (.cancelled, false):
      fail(
        "\(label) ended cancelled (completeTransition(false)) though nothing cancelled it; "
          + "pass !transitionWasCancelled")
      return false
    case (.completed, true):
      let reported = engine.violations.contains(.completedAfterCancel(transition: label))
      if !reported {
        fail(
          "\(label) completed although it was cancelled; pass !transitionWasCancelled to "
            + "completeTransition")
      }
      return false
    default:
      return true
    }
  }
}
