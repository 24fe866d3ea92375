import Testing
import TransitionEngine

/// `completeTransition(_:)`: required once, idempotent, and running UIKit's completion
/// steps in order with `animationEnded` last (reference §1.1, §1.3).
@Suite("completeTransition runs once, in UIKit's order")
struct CompleteTransitionTests {
  /// The label each operation's transition gets in the staged rigs (full-screen modal).
  static let labels: [TransitionOperation: String] = [
    .present: "present detail from home (fullScreen)",
    .dismiss: "dismiss detail to home (fullScreen)",
    .push: "push child onto nav",
    .pop: "pop child from nav",
    .tab: "select tab 1 (second) in tabs",
  ]

  @Test(
    "a second completeTransition is ignored with exactly one repeatedCompleteTransition violation",
    arguments: TransitionOperation.allCases,
    [RunMode.animated, .interactiveFinish, .interactiveCancel])
  func secondCallIgnored(_ operation: TransitionOperation, _ mode: RunMode) throws {
    let stage = try OperationStage.begin(operation, mode)
    stage.animator.completesTwice = true
    driveTransition(stage.engine, stage.interactor, mode)
    let label = try #require(Self.labels[operation])
    #expect(stage.context.label == label)
    #expect(stage.engine.violations == [.repeatedCompleteTransition(transition: label)])
    #expect(
      stage.engine.reportedViolations == [
        "completeTransition called again on \(label); the second call is ignored, as UIKit does"
      ])
    #expect(
      stage.engine.events(.contextCall, call: "completeTransition", of: stage.context).count == 1)
    #expect(
      stage.animator.calls.filter { $0.hasPrefix("animationEnded") } == [
        "animationEnded(\(mode.completes))"
      ])
    #expect(stage.context.phase == (mode.completes ? .completed : .cancelled))
  }

  @Test(
    "completeTransition runs UIKit's steps in order, the container's finish work inside the completion handler and animationEnded last",
    arguments: TransitionOperation.allCases, [RunMode.animated, .interactiveCancel])
  func completionChain(_ operation: TransitionOperation, _ mode: RunMode) throws {
    let stage = try OperationStage.perform(operation, mode)
    let hook: [String] =
      switch operation {
      case .present: ["presentationTransitionDidEnd"]
      case .dismiss: ["dismissalTransitionDidEnd"]
      case .push, .pop, .tab: []
      }
    let expected =
      [
        "phase:completing", "invalidationHandlers", "animationWillEnd", "willComplete",
        "completionHandler",
      ]
      + hook + [
        "alongsideCompletion", "didComplete", "phase:\(mode.completes ? "completed" : "cancelled")",
        "animationEnded",
      ]
    #expect(stage.engine.completionChain(of: stage.context) == expected)
  }

  @Test(
    "by the time animationEnded runs, the container has finished its work (hierarchy and appearance are final)",
    arguments: TransitionOperation.allCases, [RunMode.animated, .interactiveCancel])
  func animationEndedSeesFinalState(_ operation: TransitionOperation, _ mode: RunMode) throws {
    let stage = try OperationStage.begin(operation, mode)
    var seenAtEnd: (String, AppearanceState, AppearanceState)?
    stage.animator.onAnimationEnded = { _ in
      seenAtEnd = (
        viewOutline(stage.engine.window.rootView), stage.from.appearanceState,
        stage.to.appearanceState
      )
    }
    driveTransition(stage.engine, stage.interactor, mode)
    let atEnd = try #require(seenAtEnd)
    #expect(atEnd.0 == viewOutline(stage.engine.window.rootView))
    #expect(atEnd.1 == (mode.completes ? .disappeared : .appeared))
    #expect(atEnd.2 == (mode.completes ? .appeared : .disappeared))
  }

  @Test(
    "the presentation controller's didEnd hooks get the outcome",
    arguments: [RunMode.animated, .interactiveCancel])
  func presentationHooks(_ mode: RunMode) throws {
    let rig = ModalRig(style: .custom)
    var card: CardPresentationController?
    rig.delegate.presentation = { presented, presenting in
      guard let presenting else { return nil }
      let controller = CardPresentationController(
        presentedViewController: presented, presenting: presenting)
      card = controller
      return controller
    }
    _ = try rig.present()
    rig.engine.runUntilIdle()
    _ = try rig.dismiss(interactive: mode.isInteractive)
    driveTransition(rig.engine, rig.interactor, mode)
    #expect(
      card?.hooks == [
        "presentationTransitionWillBegin", "presentationTransitionDidEnd(true)",
        "dismissalTransitionWillBegin", "dismissalTransitionDidEnd(\(mode.completes))",
      ])
  }

  @Test("a cancelled presentation ends with presentationTransitionDidEnd(false)")
  func cancelledPresentationHook() throws {
    let rig = ModalRig(style: .custom)
    var card: CardPresentationController?
    rig.delegate.presentation = { presented, presenting in
      guard let presenting else { return nil }
      let controller = CardPresentationController(
        presentedViewController: presented, presenting: presenting)
      card = controller
      return controller
    }
    _ = try rig.present(interactive: true)
    driveTransition(rig.engine, rig.interactor, .interactiveCancel)
    #expect(
      card?.hooks == ["presentationTransitionWillBegin", "presentationTransitionDidEnd(false)"])
  }

  @Test(
    "present's completion runs after animationEnded, and only when the presentation completed",
    arguments: [RunMode.animated, .interactiveCancel])
  func presentCompletionRunsLast(_ mode: RunMode) throws {
    let rig = ModalRig(style: .fullScreen)
    var order: [String] = []
    rig.animator.onAnimationEnded = { order.append("animationEnded(\($0))") }
    rig.delegate.presentInteractor = mode.isInteractive ? rig.interactor : nil
    try #require(rig.home.present(rig.detail, animated: true) { order.append("completion") } != nil)
    driveTransition(rig.engine, rig.interactor, mode)
    #expect(
      order
        == (mode.completes ? ["animationEnded(true)", "completion"] : ["animationEnded(false)"]))
  }

  @Test("dismiss's completion runs after animationEnded")
  func dismissCompletionRunsLast() throws {
    let rig = ModalRig(style: .overFullScreen)
    try rig.presentAndSettle()
    var order: [String] = []
    rig.animator.onAnimationEnded = { order.append("animationEnded(\($0))") }
    try #require(rig.detail.dismiss(animated: true) { order.append("completion") } != nil)
    rig.engine.runUntilIdle()
    #expect(order == ["animationEnded(true)", "completion"])
  }

  @Test("completeTransition before the transition starts is ignored and reported")
  func completeBeforeStart() throws {
    let rig = ModalRig(style: .custom)
    let context = try rig.present()
    context.completeTransition(true)
    #expect(context.phase == .scheduled)
    #expect(
      rig.engine.reportedViolations == [
        "completeTransition on present detail from home (custom) ignored: the transition has not started"
      ])
    rig.engine.runUntilIdle()
    #expect(context.phase == .completed)
    #expect(
      rig.animator.calls == ["transitionDuration", "animateTransition", "animationEnded(true)"])
  }

  @Test(
    "completeTransition(true) after a cancel is reported, and the transition completes as UIKit would"
  )
  func completeTrueAfterCancel() throws {
    let rig = ModalRig(style: .custom)
    rig.animator.forcedCompletion = true
    let context = try rig.present(interactive: true)
    driveTransition(rig.engine, rig.interactor, .interactiveCancel)
    #expect(context.transitionWasCancelled)
    #expect(context.phase == .completed)
    #expect(
      rig.engine.reportedViolations == [
        "completeTransition(true) on present detail from home (custom) after it was cancelled: "
          + "the transition completes, as UIKit would; pass !transitionWasCancelled"
      ])
    #expect(rig.home.presentedViewController === rig.detail)
  }

  @Test(
    "a transition whose animator never completes is ended as cancelled by the watchdog at 4 x duration + 1 s"
  )
  func neverCompleted() throws {
    let rig = ModalRig(style: .custom)
    rig.animator.completes = false
    let context = try rig.present()
    rig.engine.advance(by: 0)
    let start = try #require(context.startTime)
    let bound = 4 * context.transitionDuration + TransitionContext.watchdogGrace
    rig.engine.advance(to: start + bound - 0.001)
    #expect(context.phase == .inFlight)
    #expect(viewOutline(rig.engine.window.rootView) == "window[home.view,container[detail.view]]")
    rig.engine.runUntilIdle()
    #expect(context.phase == .cancelled)
    #expect(context.wasEndedByWatchdog)
    #expect(context.endTime == start + bound)
    #expect(
      rig.animator.calls == ["transitionDuration", "animateTransition", "animationEnded(false)"])
    #expect(viewOutline(rig.engine.window.rootView) == "window[home.view]")
    #expect(rig.engine.reportedViolations.last?.hasPrefix("animator '") == true)
    context.completeTransition(true)
    #expect(context.phase == .cancelled)
  }

  @Test(
    "a transition that completes in time leaves no watchdog behind: the engine is idle at its end")
  func watchdogDisarmed() throws {
    let rig = ModalRig(style: .custom)
    let context = try rig.present()
    rig.engine.runUntilIdle()
    #expect(context.phase == .completed)
    #expect(rig.engine.now == context.endTime)
    #expect(rig.engine.isIdle)
  }

  @Test(
    "a non-animated custom presentation runs its animator with animations off: it completes at once"
  )
  func notAnimatedCustomCompletesAtOnce() throws {
    let rig = ModalRig(style: .custom)
    let context = try #require(rig.home.present(rig.detail, animated: false))
    rig.engine.advance(by: 0)
    #expect(context.phase == .completed)
    #expect(context.endTime == 0)
    #expect(rig.detail.view.presentation == rig.detail.view.model)
  }
}
