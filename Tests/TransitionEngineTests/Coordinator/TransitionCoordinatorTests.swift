import Testing
import TransitionEngine

/// `UIViewControllerTransitionCoordinator` (reference: beyond animators §2): alongside
/// animations in the transition's timing, completions after it, interaction changes,
/// and `transitionCoordinator` only while a transition is on its way.
@Suite("The transition coordinator follows UIKit")
struct TransitionCoordinatorTests {
  static let operations: [TransitionOperation] = [.present, .dismiss, .push, .pop, .tab]

  /// A transition requested and not started, with a probe view (alpha 1) in the window
  /// that an alongside animation fades to 0.
  struct Fade {
    let stage: OperationStage
    let probe: View
    let coordinator: TransitionCoordinator
    var engine: Engine { stage.engine }

    init(_ operation: TransitionOperation, _ mode: RunMode, style: StyleCase = .fullScreen) throws {
      stage = try OperationStage.begin(operation, mode, style: style)
      probe = stage.engine.makeView(name: "probe")
      stage.engine.window.rootView.addSubview(probe)
      coordinator = try #require(stage.to.transitionCoordinator)
      let probe = self.probe
      #expect(coordinator.animate(alongsideTransition: { _ in probe.alpha = 0 }))
    }

    /// The coordinator calls recorded, as `expect callbacks` names them (`coordinator.X`).
    var coordinatorCalls: [String] {
      engine.trace.events(of: .coordinatorCall).compactMap { event in
        event.callback.map { "coordinator.\($0.call)" }
      }
    }
  }

  // MARK: Timing

  @Test(
    "alongside animations take the animator's duration and curve", arguments: operations,
    [StyleCase.fullScreen, .custom, .overCurrentContext])
  func followsAnimatorTiming(_ operation: TransitionOperation, _ style: StyleCase) throws {
    if style != .fullScreen && (operation != .present && operation != .dismiss) { return }
    let fade = try Fade(operation, .animated, style: style)
    fade.engine.advance(by: 0)
    #expect(fade.probe.alpha == 0)
    let duration = fade.stage.animator.duration
    for fraction in [0.25, 0.5, 0.75] {
      fade.engine.advance(by: duration / 4)
      let expected = 1 - TimingCurve.easeInOut.progress(fraction)
      #expect(abs(fade.probe.presentation.alpha - expected) < 1e-9, "at \(fraction)")
    }
    fade.engine.runUntilIdle()
    #expect(fade.probe.presentation.alpha == 0)
    #expect(fade.coordinatorCalls.contains("coordinator.alongside"))
  }

  @Test("a transition that does not animate applies alongside changes at once")
  func notAnimatedAppliesAtOnce() throws {
    for operation in [TransitionOperation.present, .dismiss, .push, .pop] {
      let fade = try Fade(operation, .notAnimated, style: .custom)
      fade.engine.advance(by: 0)
      #expect(fade.probe.presentation.alpha == 0, "\(operation)")
      let alongside = fade.engine.trace.events(of: .coordinatorCall).filter {
        $0.callback?.call == "alongside"
      }
      #expect(alongside.map { $0[field: "timing"] } == ["immediate"], "\(operation)")
      fade.engine.runUntilIdle()
    }
  }

  @Test(
    "alongside animations follow an interactive drag, its finish and its cancel",
    arguments: operations, [RunMode.interactiveFinish, .interactiveCancel])
  func followsInteraction(_ operation: TransitionOperation, _ mode: RunMode) throws {
    let fade = try Fade(operation, mode)
    fade.engine.advance(by: 0)
    fade.stage.interactor.update(0.3)
    #expect(abs(fade.probe.presentation.alpha - 0.7) < 1e-9)
    fade.stage.interactor.update(0.6)
    #expect(abs(fade.probe.presentation.alpha - 0.4) < 1e-9)
    if mode == .interactiveFinish {
      fade.stage.interactor.finish()
    } else {
      fade.stage.interactor.cancel()
    }
    fade.engine.runUntilIdle()
    let expected: Double = mode == .interactiveFinish ? 0 : 1
    #expect(fade.probe.presentation.alpha == expected)
    #expect(fade.probe.alpha == expected)
  }

  @Test(
    "alongside animations join an interruptible animator and follow its scrubbing",
    arguments: [TransitionOperation.present, .dismiss], [true, false])
  func followsInterruptibleAnimator(_ operation: TransitionOperation, _ cancels: Bool) throws {
    let run = try PercentDrivenTests.Interaction(.interruptible, operation: operation)
    let probe = run.engine.makeView(name: "probe")
    run.engine.window.rootView.addSubview(probe)
    let coordinator = try #require(run.rig.detail.transitionCoordinator)
    #expect(coordinator.animate(alongsideTransition: { _ in probe.alpha = 0 }))
    run.engine.advance(by: 0)
    run.interactor.update(0.3)
    #expect(abs(probe.presentation.alpha - 0.7) < 1e-9)
    if cancels { run.interactor.cancel() } else { run.interactor.finish() }
    run.engine.runUntilIdle()
    #expect(probe.presentation.alpha == (cancels ? 1 : 0))
    #expect(coordinator.isInterruptible)
  }

  // MARK: Completions and interaction changes

  @Test(
    "completions run once after the transition ends, with isCancelled as it ended",
    arguments: operations, RunMode.allCases)
  func completionAfterTransition(_ operation: TransitionOperation, _ mode: RunMode) throws {
    let fade = try Fade(operation, mode)
    let context = fade.stage.context
    var seen: [(phase: TransitionPhase, cancelled: Bool)] = []
    #expect(
      fade.coordinator.animate(
        alongsideTransition: nil,
        completion: { coordinatorContext in
          seen.append((context.phase, coordinatorContext.isCancelled))
        }))
    driveTransition(fade.engine, fade.stage.interactor, mode)
    #expect(seen.count == 1)
    #expect(seen.first?.phase == .completing)
    #expect(seen.first?.cancelled == !mode.completes)
    let names = fade.engine.trace.events.compactMap(\.callback).filter {
      $0.transition == context.id
    }.map(\.call)
    let completion = try #require(names.firstIndex(of: "completion"))
    let completed = try #require(names.firstIndex(of: "completeTransition"))
    let ended = try #require(names.firstIndex(of: "animationEnded"))
    #expect(completed < completion && completion < ended)
  }

  @Test(
    "notifyWhenInteractionChanges fires once when an interaction ends, never otherwise",
    arguments: operations, RunMode.allCases)
  func interactionChanges(_ operation: TransitionOperation, _ mode: RunMode) throws {
    let fade = try Fade(operation, mode)
    var seen: [(interactive: Bool, cancelled: Bool, percent: Double)] = []
    fade.coordinator.notifyWhenInteractionChanges { context in
      seen.append((context.isInteractive, context.isCancelled, context.percentComplete))
    }
    driveTransition(fade.engine, fade.stage.interactor, mode)
    #expect(seen.count == (mode.isInteractive ? 1 : 0))
    if let first = seen.first {
      #expect(!first.interactive)
      #expect(first.cancelled == !mode.completes)
      #expect(abs(first.percent - 0.4) < 1e-9)
    }
  }

  @Test(
    "a paused transition notifies twice: interactive on pause, not interactive on finish",
    arguments: InteractiveDriverKind.allCases)
  func pauseThenFinish(_ driver: InteractiveDriverKind) throws {
    let run = try PercentDrivenTests.Interaction(driver, wantsInteractiveStart: false)
    let coordinator = try #require(run.rig.detail.transitionCoordinator)
    var seen: [Bool] = []
    coordinator.notifyWhenInteractionChanges { seen.append($0.isInteractive) }
    run.engine.advance(by: 0)
    #expect(!coordinator.initiallyInteractive)
    run.engine.advance(by: 0.25)
    run.context.pauseInteractiveTransition()
    #expect(seen == [true])
    run.interactor.finish()
    run.engine.runUntilIdle()
    #expect(seen == [true, false])
  }

  // MARK: Availability

  @Test(
    "transitionCoordinator exists only from the request until the completion chain",
    arguments: operations)
  func availability(_ operation: TransitionOperation) throws {
    let stage = try OperationStage.begin(operation, .animated)
    let container = stage.from.parent ?? stage.to.parent
    let taking = [stage.from, stage.to] + (container.map { [$0] } ?? [])
    for controller in taking {
      #expect(controller.transitionCoordinator == stage.context.coordinator, "\(controller)")
    }
    let outsider = ViewController(engine: stage.engine, name: "outsider")
    #expect(outsider.transitionCoordinator == nil)
    stage.engine.advance(by: 0)
    #expect(stage.to.transitionCoordinator == stage.context.coordinator)
    stage.engine.runUntilIdle()
    for controller in taking { #expect(controller.transitionCoordinator == nil, "\(controller)") }
  }

  @Test("a child of a controller taking part gets its parent's coordinator")
  func childUsesParentChain() throws {
    let rig = NavigationRig()
    let grandchild = ViewController(engine: rig.engine, name: "inner")
    let outer = NavigationController(engine: rig.engine, name: "outer", root: grandchild)
    let context = try #require(rig.navigation.pushViewController(outer, animated: true))
    #expect(grandchild.transitionCoordinator == context.coordinator)
    rig.engine.runUntilIdle()
    #expect(grandchild.transitionCoordinator == nil)
  }

  @Test("alongside animations are refused once the animations started or it ended")
  func refusals() throws {
    let fade = try Fade(.present, .animated)
    fade.engine.advance(by: 0)
    #expect(!fade.coordinator.animate(alongsideTransition: { _ in }))
    #expect(fade.coordinator.animate(alongsideTransition: nil, completion: { _ in }))
    fade.engine.runUntilIdle()
    #expect(!fade.coordinator.animate(alongsideTransition: nil, completion: { _ in }))
    let ignored = fade.engine.trace.events(of: .coordinatorCall).compactMap(\.callback).filter {
      $0.ignoredReason != nil
    }
    #expect(ignored.count == 2)
  }

  // MARK: Trace

  @Test("coordinator events are typed and byte-identical across runs", arguments: operations)
  func deterministicTrace(_ operation: TransitionOperation) throws {
    func run() throws -> (text: String, calls: [String]) {
      let fade = try Fade(operation, .interactiveCancel)
      fade.coordinator.notifyWhenInteractionChanges { _ in }
      fade.coordinator.animateAlongsideTransition(
        in: fade.probe, animation: { _ in }, completion: { _ in })
      driveTransition(fade.engine, fade.stage.interactor, .interactiveCancel)
      return (fade.engine.trace.text, fade.coordinatorCalls)
    }
    let first = try run()
    let second = try run()
    #expect(first.text == second.text)
    #expect(
      first.calls == [
        "coordinator.animateAlongsideTransition", "coordinator.notifyWhenInteractionChanges",
        "coordinator.animateAlongsideTransitionInView", "coordinator.alongside",
        "coordinator.alongside", "coordinator.interactionChanged", "coordinator.completion",
      ])
  }
}
