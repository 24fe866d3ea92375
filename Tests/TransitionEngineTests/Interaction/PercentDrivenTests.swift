import Testing
import TransitionEngine

/// `UIPercentDrivenInteractiveTransition` and the context's interactive calls
/// (reference §1.1 update/pause/finish/cancel, §3.1, §3.2).
@Suite("Percent-driven interaction follows UIKit")
struct PercentDrivenTests {
  /// An interactive `.custom` presentation (or dismissal) of `detail` whose animator
  /// takes 1 second and slides the presented view vertically over the full height.
  struct Interaction {
    let rig: ModalRig
    let interruptible = InterruptibleTransitionAnimator()
    let context: TransitionContext
    var engine: Engine { rig.engine }
    var interactor: PercentDrivenInteractiveTransition { rig.interactor }
    /// Where the presented view is on screen now, vertically.
    var presentedY: Double { rig.detail.view.presentation.frame.origin.y }

    init(
      _ driver: InteractiveDriverKind = .tracked, operation: TransitionOperation = .present,
      wantsInteractiveStart: Bool = true, configure: (ModalRig) -> Void = { _ in }
    ) throws {
      rig = ModalRig(style: .custom)
      rig.animator.duration = 1
      configure(rig)
      rig.interactor.wantsInteractiveStart = wantsInteractiveStart
      if operation == .dismiss { try rig.presentAndSettle() }
      if driver == .interruptible {
        rig.delegate.presentAnimator = interruptible
        rig.delegate.dismissAnimator = interruptible
      }
      context =
        operation == .present
        ? try rig.present(interactive: true) : try rig.dismiss(interactive: true)
    }

    /// The `context.call` events for `call`, with `field`'s value.
    func contextCalls(_ call: String, field: String) -> [String] {
      engine.events(.contextCall, call: call, of: context).compactMap { $0[field: field] }
    }
  }

  // MARK: update

  @Test(
    "update clamps the progress to 0...1 and scrubs the animations there",
    arguments: [(0.5, 0.5, 422.0), (1.7, 1, 0), (-0.4, 0, 844), (1, 1, 0)],
    InteractiveDriverKind.allCases)
  func updateClamps(
    _ sample: (value: Double, percent: Double, y: Double), _ driver: InteractiveDriverKind
  ) throws {
    let run = try Interaction(driver)
    run.engine.advance(by: 0)
    run.interactor.update(0.25)
    run.interactor.update(sample.value)
    #expect(run.interactor.percentComplete == sample.percent)
    #expect(run.context.percentComplete == sample.percent)
    #expect(run.presentedY == sample.y)
    #expect(
      run.contextCalls("updateInteractiveTransition", field: "percent").last
        == formatted(sample.percent))
  }

  @Test("update with the progress it already has is ignored (after clamping)")
  func repeatedUpdateIgnored() throws {
    let run = try Interaction()
    run.engine.advance(by: 0)
    run.interactor.update(0.3)
    run.interactor.update(0.3)
    run.interactor.update(1.5)
    run.interactor.update(1)
    run.interactor.update(0)
    run.interactor.update(-2)
    #expect(run.contextCalls("updateInteractiveTransition", field: "percent") == ["0.3", "1", "0"])
  }

  @Test("update before the transition starts is ignored")
  func updateBeforeStart() throws {
    let run = try Interaction()
    run.interactor.update(0.5)
    #expect(run.context.phase == .scheduled)
    #expect(run.interactor.percentComplete == 0)
    #expect(
      run.contextCalls("updateInteractiveTransition", field: "ignored") == [
        "the transition is scheduled"
      ])
    run.engine.advance(by: 0)
    #expect(run.presentedY == 844)
  }

  @Test(
    "update while the transition is not interactive is ignored",
    arguments: ["finished", "notInteractiveStart"])
  func updateWhenNotInteractive(_ situation: String) throws {
    let run = try Interaction(wantsInteractiveStart: situation != "notInteractiveStart")
    run.engine.advance(by: 0)
    if situation == "finished" {
      run.interactor.update(0.5)
      run.interactor.finish()
    }
    let before = run.interactor.percentComplete
    run.interactor.update(0.8)
    #expect(run.interactor.percentComplete == before)
    #expect(
      run.contextCalls("updateInteractiveTransition", field: "ignored") == [
        "the transition is not interactive now"
      ])
  }

  @Test("update after the transition ended is ignored")
  func updateAfterEnd() throws {
    let run = try Interaction()
    driveTransition(run.engine, run.interactor, .interactiveFinish)
    run.interactor.update(0.2)
    #expect(
      run.contextCalls("updateInteractiveTransition", field: "ignored") == [
        "the transition is completed"
      ])
    #expect(run.engine.reportedViolations == [])
  }

  // MARK: completionSpeed and completionCurve

  @Test(
    "finish and cancel read the interactor's completionSpeed, 1 when it is 0 or less",
    arguments: [(2.0, "2"), (0.5, "0.5"), (0, "1"), (-3, "1")], ["finish", "cancel"])
  func completionSpeedRead(_ speed: (value: Double, read: String), _ call: String) throws {
    let interactor = PlainInteractionController(completionSpeed: speed.value)
    let rig = ModalRig(style: .custom)
    rig.delegate.presentInteractor = interactor
    let context = try #require(rig.home.present(rig.detail, animated: true))
    rig.engine.advance(by: 0)
    let started = try #require(interactor.started)
    #expect(started === context)
    context.updateInteractiveTransition(0.5)
    if call == "finish" {
      context.finishInteractiveTransition()
    } else {
      context.cancelInteractiveTransition()
    }
    let name = call == "finish" ? "finishInteractiveTransition" : "cancelInteractiveTransition"
    #expect(
      rig.engine.events(.contextCall, call: name, of: context).first?[field: "completionSpeed"]
        == speed.read)
  }

  @Test(
    "the percent-driven interactor's completionSpeed reads 1 when set to 0 or less",
    arguments: [(3.0, 3.0), (1, 1), (0, 1), (-2, 1), (.nan, 1)] as [(Double, Double)])
  func percentDrivenSpeedGetter(_ set: Double, _ read: Double) {
    let interactor = PercentDrivenInteractiveTransition()
    interactor.completionSpeed = set
    #expect(interactor.completionSpeed == read)
  }

  @Test(
    "finish and cancel read the interactor's completionCurve and the rest of the animation follows it",
    arguments: AnimationCurve.allCases)
  func completionCurveRead(_ curve: AnimationCurve) throws {
    let run = try Interaction { $0.interactor.completionCurve = curve }
    run.engine.advance(by: 0)
    run.interactor.update(0.5)
    run.interactor.finish()
    #expect(
      run.contextCalls("finishInteractiveTransition", field: "completionCurve") == [
        curve.timingCurve.name
      ])
    run.engine.advance(by: 0.25)
    let expected = 422 * (1 - curve.timingCurve.progress(0.5))
    #expect(abs(run.presentedY - expected) < 1e-6)
  }

  @Test(
    "completionSpeed and completionCurve default to 1 and easeInOut; wantsInteractiveStart to true")
  func interactorDefaults() {
    let percentDriven = PercentDrivenInteractiveTransition()
    #expect(percentDriven.completionSpeed == 1)
    #expect(percentDriven.completionCurve == .easeInOut)
    #expect(percentDriven.wantsInteractiveStart)
    #expect(percentDriven.duration == 0)
    #expect(percentDriven.percentComplete == 0)
    let plain = MinimalInteractor()
    #expect(plain.completionSpeed == 1)
    #expect(plain.completionCurve == .easeInOut)
    #expect(plain.wantsInteractiveStart)
  }

  // MARK: Remaining time

  @Test(
    "finishing takes (1 - p) x duration / speed and cancelling p x duration / speed: completeTransition comes then",
    arguments: [
      (0.25, 1.0, "finish", 0.75), (0.25, 2, "finish", 0.375), (0.25, 0.5, "finish", 1.5),
      (0.5, 0, "finish", 0.5), (0, 1, "finish", 1), (0.25, 1, "cancel", 0.25),
      (0.25, 2, "cancel", 0.125), (0.75, 0.5, "cancel", 1.5), (0.5, -1, "cancel", 0.5),
      (1, 1, "cancel", 1),
    ], InteractiveDriverKind.allCases)
  func remainingTime(
    _ sample: (percent: Double, speed: Double, call: String, remaining: Double),
    _ driver: InteractiveDriverKind
  ) throws {
    let run = try Interaction(driver) { $0.interactor.completionSpeed = sample.speed }
    run.engine.advance(by: 0)
    run.interactor.update(sample.percent)
    run.engine.advance(by: 0.5)
    #expect(run.engine.completeTransitionTime(of: run.context) == nil)
    let ended = run.engine.now
    if sample.call == "finish" { run.interactor.finish() } else { run.interactor.cancel() }
    let call =
      sample.call == "finish" ? "finishInteractiveTransition" : "cancelInteractiveTransition"
    #expect(run.contextCalls(call, field: "remaining") == [formatted(sample.remaining)])
    run.engine.runUntilIdle()
    #expect(isNearly(run.engine.completeTransitionTime(of: run.context), ended + sample.remaining))
    #expect(run.context.phase == (sample.call == "finish" ? .completed : .cancelled))
  }

  // MARK: Cancel

  @Test(
    "cancel returns every animated property to where it started and sets transitionWasCancelled",
    arguments: [TransitionOperation.present, .dismiss])
  func cancelRestoresProperties(_ operation: TransitionOperation) throws {
    let run = try Interaction(operation: operation) { rig in
      rig.animator.prepare = { context in
        let moving = operation == .present ? context.view(forKey: .to) : context.view(forKey: .from)
        moving?.alpha = 0.3
        moving?.cornerRadius = 4
      }
      rig.animator.alongside = { context in
        let moving = operation == .present ? context.view(forKey: .to) : context.view(forKey: .from)
        moving?.alpha = 1
        moving?.cornerRadius = 20
        moving?.transform = AffineTransform(scaleX: 0.5, y: 0.5)
      }
    }
    let view = run.rig.detail.view
    run.engine.advance(by: 0)
    run.interactor.update(0.6)
    #expect(view.presentation.alpha != 0.3)
    run.interactor.cancel()
    #expect(run.context.transitionWasCancelled)
    run.engine.runUntilIdle()
    let start =
      operation == .present
      ? Rect(x: 0, y: 844, width: 390, height: 844) : Rect(x: 0, y: 0, width: 390, height: 844)
    for state in [view.model, view.presentation] {
      #expect(state.alpha == 0.3)
      #expect(state.cornerRadius == 4)
      #expect(state.transform == .identity)
      #expect(state.frame == start)
    }
    #expect(run.context.phase == .cancelled)
  }

  @Test(
    "cancel with an interruptible animator runs it reversed back to the start",
    arguments: [TransitionOperation.present, .dismiss])
  func interruptibleCancel(_ operation: TransitionOperation) throws {
    let run = try Interaction(.interruptible, operation: operation)
    run.engine.advance(by: 0)
    run.interactor.update(0.5)
    run.interactor.cancel()
    let animator = try #require(run.interruptible.first)
    #expect(animator.isReversed)
    #expect(animator.isRunning)
    run.engine.runUntilIdle()
    #expect(run.rig.detail.view.frame.origin.y == (operation == .present ? 844 : 0))
    #expect(run.context.phase == .cancelled)
    #expect(run.interruptible.calls.last == "animationEnded(false)")
  }

  // MARK: Deferred finish and cancel

  @Test(
    "finish or cancel before the transition starts is recorded and replayed once it has started",
    arguments: TransitionOperation.allCases, ["finish", "cancel"])
  func deferredRequests(_ operation: TransitionOperation, _ call: String) throws {
    let mode: RunMode = call == "finish" ? .interactiveFinish : .interactiveCancel
    let stage = try OperationStage.begin(operation, mode)
    let requested = stage.engine.now
    if call == "finish" { stage.interactor.finish() } else { stage.interactor.cancel() }
    #expect(stage.context.phase == .scheduled)
    #expect(stage.context.transitionWasCancelled == false)
    let name = call == "finish" ? "finishInteractiveTransition" : "cancelInteractiveTransition"
    let calls = stage.engine.events(.contextCall, call: name, of: stage.context)
    #expect(calls.map { $0[field: "deferred"] ?? $0[field: "replayed"] ?? "-" } == ["true"])
    stage.engine.runUntilIdle()
    let replayed = stage.engine.events(.contextCall, call: name, of: stage.context)
    #expect(replayed.compactMap { $0[field: "replayed"] } == ["true"])
    #expect(stage.context.phase == (call == "finish" ? .completed : .cancelled))
    let duration = call == "finish" ? stage.animator.duration : 0
    #expect(isNearly(stage.engine.completeTransitionTime(of: stage.context), requested + duration))
  }

  // MARK: wantsInteractiveStart and pause

  @Test(
    "wantsInteractiveStart false starts the transition running; pause() makes it interactive where it is",
    arguments: InteractiveDriverKind.allCases)
  func pauseMakesInteractive(_ driver: InteractiveDriverKind) throws {
    let run = try Interaction(driver, wantsInteractiveStart: false)
    run.engine.advance(by: 0)
    #expect(run.context.isInteractive == false)
    #expect(run.context.isInitiallyInteractive == false)
    run.engine.advance(by: 0.25)
    let moving = run.presentedY
    #expect(moving < 844 && moving > 0)
    run.interactor.pause()
    #expect(run.context.isInteractive)
    #expect(run.interactor.percentComplete == 0.25)
    run.engine.advance(by: 0.5)
    #expect(run.presentedY == moving)
    run.interactor.update(0.5)
    #expect(run.presentedY == 422)
    let paused = run.engine.now
    run.interactor.finish()
    run.engine.runUntilIdle()
    #expect(isNearly(run.engine.completeTransitionTime(of: run.context), paused + 0.5))
    #expect(run.context.phase == .completed)
    #expect(run.engine.reportedViolations == [])
  }

  @Test("pause on a transition that is already interactive is ignored")
  func pauseWhenInteractive() throws {
    let run = try Interaction()
    run.engine.advance(by: 0)
    run.interactor.pause()
    #expect(
      run.contextCalls("pauseInteractiveTransition", field: "ignored") == [
        "the transition is already interactive"
      ])
  }

  // MARK: Interruptible animators

  @Test(
    "the interruptible animator is asked for and drives the transition instead of animateTransition"
  )
  func interruptibleDrives() throws {
    let run = try Interaction(.interruptible)
    run.engine.advance(by: 0)
    let animator = try #require(run.interruptible.first)
    #expect(run.interruptible.calls == ["interruptibleAnimator"])
    #expect(
      run.engine.events(.animatorCall, call: "interruptibleAnimator", of: run.context).map {
        $0[field: "result"]
      }
        == ["property-animator#\(animator.id)"])
    #expect(animator.state == .active)
    #expect(animator.isRunning == false)
    run.interactor.update(0.5)
    #expect(animator.fractionComplete == 0.5)
    #expect(run.presentedY == 422)
    run.interactor.finish()
    run.engine.runUntilIdle()
    #expect(run.context.phase == .completed)
    #expect(
      run.interruptible.calls == [
        "interruptibleAnimator", "interruptibleAnimator", "animationEnded(true)",
      ])
    #expect(run.engine.reportedViolations == [])
  }

  @Test(
    "an interruptible animator that returns a different object when asked again is reported, and the first one is kept"
  )
  func interruptibleIdentity() throws {
    let run = try Interaction(.interruptible)
    run.interruptible.returnsNewObjectEachTime = true
    run.engine.advance(by: 0)
    run.interactor.update(0.5)
    let finished = run.engine.now
    run.interactor.finish()
    #expect(run.interruptible.askCount == 2)
    #expect(
      run.engine.reportedViolations == [
        "interruptibleAnimator(using:) on present detail from home (custom) ignored: it returned a "
          + "different object than the first time; it must return the same animator for the life of "
          + "the transition, so the first one is used"
      ])
    run.engine.runUntilIdle()
    #expect(run.context.phase == .completed)
    #expect(isNearly(run.engine.completeTransitionTime(of: run.context), finished + 0.5))
  }

  // MARK: Interactive operations

  @Test(
    "an interactive presentation and an interactive dismissal both follow the progress",
    arguments: [TransitionOperation.present, .dismiss], InteractiveDriverKind.allCases)
  func interactiveModal(_ operation: TransitionOperation, _ driver: InteractiveDriverKind) throws {
    let run = try Interaction(driver, operation: operation)
    run.engine.advance(by: 0)
    #expect(run.interactor.duration == 1)
    run.interactor.update(0.25)
    #expect(run.presentedY == (operation == .present ? 633 : 211))
    run.interactor.update(0.75)
    #expect(run.presentedY == (operation == .present ? 211 : 633))
    run.interactor.finish()
    run.engine.runUntilIdle()
    #expect(run.context.phase == .completed)
    #expect(run.rig.home.presentedViewController === (operation == .present ? run.rig.detail : nil))
  }

  @Test(
    "an interactive push and pop are driven by the navigation delegate's interactor",
    arguments: [TransitionOperation.push, .pop], [RunMode.interactiveFinish, .interactiveCancel])
  func interactiveNavigation(_ operation: TransitionOperation, _ mode: RunMode) throws {
    let stage = try OperationStage.begin(operation, mode)
    let rig = try #require(stage.rig as? NavigationRig)
    #expect(rig.delegate.interactorRequests == 1)
    #expect(stage.context.interactor === rig.interactor)
    stage.engine.advance(by: 0)
    stage.interactor.update(0.5)
    #expect(rig.child.view.presentation.frame.origin.x == 195)
    if mode.completes { stage.interactor.finish() } else { stage.interactor.cancel() }
    stage.engine.runUntilIdle()
    let pushed = operation == .push ? mode.completes : !mode.completes
    #expect(rig.navigation.viewControllers.map(\.name) == (pushed ? ["root", "child"] : ["root"]))
    #expect(rig.child.view.frame.origin.x == (pushed ? 0 : 390))
    #expect(stage.context.phase == (mode.completes ? .completed : .cancelled))
    #expect(stage.engine.reportedViolations == [])
  }

  @Test(
    "an interactive tab change is driven by the tab delegate's interactor",
    arguments: [RunMode.interactiveFinish, .interactiveCancel])
  func interactiveTab(_ mode: RunMode) throws {
    let stage = try OperationStage.begin(.tab, mode)
    let rig = try #require(stage.rig as? TabRig)
    #expect(stage.context.interactor === rig.interactor)
    stage.engine.advance(by: 0)
    stage.interactor.update(0.5)
    #expect(rig.second.view.presentation.frame.origin.x == 195)
    driveTransition(stage.engine, stage.interactor, mode)
    #expect(rig.tabs.selectedIndex == (mode.completes ? 1 : 0))
  }

  private func formatted(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}

/// An interaction controller that implements only what is required.
private final class MinimalInteractor: InteractiveTransitioning {
  func startInteractiveTransition(_ context: TransitionContext) {}
}
