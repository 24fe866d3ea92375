import Testing
import TransitionEngine

/// The members of `TransitionContext`, checked against UIKit's rules (reference §1.1,
/// §1.2) for every presentation style that takes a delegate's animator and for push,
/// pop and tab changes.
@Suite("TransitionContext members follow UIKit's rules")
struct ContextMembersTests {
  static let modal: [TransitionOperation] = [.present, .dismiss]
  static let containers: [TransitionOperation] = [.push, .pop, .tab]
  static let fullWindow = Rect(x: 0, y: 0, width: 390, height: 844)

  /// Starts `operation` for `style` (presenting first for a dismissal) and returns the
  /// rig, the context and what the animator saw.
  private func start(
    _ style: StyleCase, _ operation: TransitionOperation
  ) throws -> (ModalRig, TransitionContext, ContextSnapshot) {
    let rig = ModalRig(style)
    let context: TransitionContext
    if operation == .present {
      context = try rig.present()
    } else {
      try rig.presentAndSettle()
      context = try rig.dismiss()
    }
    rig.engine.advance(by: 0)
    let seen = try #require(rig.animator.seen.first)
    return (rig, context, seen)
  }

  // MARK: viewController(forKey:) and view(forKey:)

  @Test(
    "viewController(forKey:) is presenter then presented on present, swapped on dismissal",
    arguments: StyleCase.allCases, modal)
  func controllersForKeys(_ style: StyleCase, _ operation: TransitionOperation) throws {
    let (rig, context, _) = try start(style, operation)
    let (from, to) = operation == .present ? (rig.home, rig.detail) : (rig.detail, rig.home)
    #expect(context.viewController(forKey: .from) === from)
    #expect(context.viewController(forKey: .to) === to)
  }

  @Test(
    "view(forKey: .from) is the presenter's view on present only when grabbed (else nil), the presented view on dismissal",
    arguments: StyleCase.allCases, modal)
  func fromView(_ style: StyleCase, _ operation: TransitionOperation) throws {
    let (rig, _, seen) = try start(style, operation)
    if operation == .present {
      #expect(seen.fromView === (style.grabsPresenter ? rig.home.view : nil))
    } else {
      #expect(seen.fromView === rig.detail.view)
    }
  }

  @Test(
    "view(forKey: .to) is the presented view on present; on dismissal the presenter's view only when it was grabbed, nil when it stays",
    arguments: StyleCase.allCases, modal)
  func toView(_ style: StyleCase, _ operation: TransitionOperation) throws {
    let (rig, _, seen) = try start(style, operation)
    if operation == .present {
      #expect(seen.toView === rig.detail.view)
    } else {
      #expect(seen.toView === (style.grabsPresenter ? rig.home.view : nil))
    }
  }

  @Test(
    "view(forKey:) hands out the presentation controller's presentedView, not the controller's view",
    arguments: modal)
  func presentedViewIsHandedOut(_ operation: TransitionOperation) throws {
    let rig = ModalRig(style: .custom)
    var card: CardPresentationController?
    rig.delegate.presentation = { presented, presenting in
      guard let presenting else { return nil }
      let controller = CardPresentationController(
        presentedViewController: presented, presenting: presenting)
      card = controller
      return controller
    }
    if operation == .present {
      _ = try rig.present()
    } else {
      try rig.presentAndSettle()
      _ = try rig.dismiss()
    }
    rig.engine.advance(by: 0)
    let wrapper = try #require(card?.wrapper)
    let seen = try #require(rig.animator.seen.first)
    #expect((operation == .present ? seen.toView : seen.fromView) === wrapper)
    #expect(rig.detail.view.superview === wrapper)
  }

  @Test(
    "view(forKey:) falls back to each controller's view for push, pop and tab changes",
    arguments: containers)
  func containerViews(_ operation: TransitionOperation) throws {
    let stage = try OperationStage.begin(operation, .animated)
    stage.engine.advance(by: 0)
    let seen = try #require(stage.animator.seen.first)
    #expect(seen.fromController === stage.from)
    #expect(seen.toController === stage.to)
    #expect(seen.fromView === stage.from.view)
    #expect(seen.toView === stage.to.view)
  }

  // MARK: Frames

  @Test(
    "finalFrame(for: from) is .zero iff the presenter's view is grabbed on present; otherwise the from view's frame",
    arguments: StyleCase.allCases, modal)
  func fromEndFrame(_ style: StyleCase, _ operation: TransitionOperation) throws {
    let (_, _, seen) = try start(style, operation)
    #expect(seen.fromStart == Self.fullWindow)
    if operation == .present && style.grabsPresenter {
      #expect(seen.fromEnd == .zero)
    } else {
      #expect(seen.fromEnd == seen.fromStart)
    }
  }

  @Test("initialFrame(for: to) is .zero, always", arguments: StyleCase.allCases, modal)
  func toStartFrame(_ style: StyleCase, _ operation: TransitionOperation) throws {
    let (_, _, seen) = try start(style, operation)
    #expect(seen.toStart == .zero)
  }

  @Test(
    "finalFrame(for: to) is the presented frame on present and the presenter's frame on dismissal",
    arguments: StyleCase.allCases, modal)
  func toEndFrame(_ style: StyleCase, _ operation: TransitionOperation) throws {
    let (_, _, seen) = try start(style, operation)
    #expect(seen.toEnd == Self.fullWindow)
  }

  @Test(
    "frames follow frameOfPresentedViewInContainerView: the card's frame ends a present and starts a dismissal",
    arguments: modal)
  func customPresentedFrame(_ operation: TransitionOperation) throws {
    let rig = ModalRig(style: .custom)
    rig.delegate.presentation = { presented, presenting in
      presenting.map {
        CardPresentationController(presentedViewController: presented, presenting: $0)
      }
    }
    let card = Rect(x: 20, y: 100, width: 350, height: 644)
    if operation == .present {
      _ = try rig.present()
    } else {
      try rig.presentAndSettle()
      _ = try rig.dismiss()
    }
    rig.engine.advance(by: 0)
    let seen = try #require(rig.animator.seen.first)
    if operation == .present {
      #expect(seen.toEnd == card)
      #expect(seen.toStart == .zero)
    } else {
      #expect(seen.fromStart == card)
      #expect(seen.toEnd == Self.fullWindow)
    }
  }

  @Test(
    "push, pop and tab changes: the from view ends at .zero (it leaves), the to view ends at the container's bounds",
    arguments: containers)
  func containerFrames(_ operation: TransitionOperation) throws {
    let stage = try OperationStage.begin(operation, .animated)
    stage.engine.advance(by: 0)
    let seen = try #require(stage.animator.seen.first)
    #expect(seen.fromStart == Self.fullWindow)
    #expect(seen.fromEnd == .zero)
    #expect(seen.toStart == .zero)
    #expect(seen.toEnd == stage.host.bounds)
  }

  @Test(
    "initialFrame and finalFrame of a controller not in the transition are .zero",
    arguments: TransitionOperation.allCases)
  func strangerFrames(_ operation: TransitionOperation) throws {
    let stage = try OperationStage.begin(operation, .animated, style: .overFullScreen)
    stage.engine.advance(by: 0)
    let stranger = ViewController(engine: stage.engine, name: "stranger")
    #expect(stage.context.phase == .inFlight)
    #expect(stage.context.initialFrame(for: stranger) == .zero)
    #expect(stage.context.finalFrame(for: stranger) == .zero)
  }

  // MARK: isAnimated

  @Test(
    "a .custom transition runs its delegate's animator even when not animated, with isAnimated false",
    arguments: modal)
  func customRunsAnimatorWhenNotAnimated(_ operation: TransitionOperation) throws {
    let rig = ModalRig(style: .custom)
    let context: TransitionContext
    if operation == .present {
      context = try rig.present(animated: false)
    } else {
      try rig.presentAndSettle()
      context = try rig.dismiss(animated: false)
    }
    rig.engine.runUntilIdle()
    #expect(context.animator === rig.animator)
    #expect(
      rig.animator.calls == ["transitionDuration", "animateTransition", "animationEnded(true)"])
    #expect(rig.animator.seen.first?.isAnimated == false)
    #expect(context.phase == .completed)
  }

  @Test(
    "a non-custom transition that is not animated uses system.immediate and completes on its first clock turn",
    arguments: [
      ModalPresentationStyle.fullScreen, .pageSheet, .formSheet, .currentContext, .overFullScreen,
      .overCurrentContext, .popover,
    ], modal)
  func nonCustomNotAnimatedIsImmediate(
    _ style: ModalPresentationStyle, _ operation: TransitionOperation
  ) throws {
    let rig = ModalRig(style: style)
    let context: TransitionContext
    if operation == .present {
      context = try rig.present(animated: false)
    } else {
      try rig.presentAndSettle()
      context = try rig.dismiss(animated: false)
    }
    let requested = rig.engine.now
    rig.engine.advance(by: 0)
    #expect((context.animator as? any NamedAnimator)?.animatorName == "system.immediate")
    #expect(
      context.animatorReason.text == "not animated: UIKit runs no animator for a non-custom style")
    #expect(context.isAnimated == false)
    #expect(context.phase == .completed)
    #expect(rig.engine.completeTransitionTime(of: context) == requested)
    #expect(rig.animator.calls == [])
  }

  @Test(
    "isAnimated mirrors the animated argument", arguments: TransitionOperation.allCases,
    [RunMode.animated, .notAnimated])
  func isAnimated(_ operation: TransitionOperation, _ mode: RunMode) throws {
    let stage = try OperationStage.begin(operation, mode)
    #expect(stage.context.isAnimated == mode.isAnimated)
  }

  // MARK: isInteractive

  @Test(
    "isInteractive is true while an interaction controller drives the transition, false once it finishes or cancels",
    arguments: TransitionOperation.allCases, [RunMode.interactiveFinish, .interactiveCancel])
  func isInteractiveWhileDriven(_ operation: TransitionOperation, _ mode: RunMode) throws {
    let stage = try OperationStage.begin(operation, mode)
    #expect(stage.context.isInteractive == false)
    stage.engine.advance(by: 0)
    #expect(stage.context.isInteractive)
    #expect(stage.context.isInitiallyInteractive)
    #expect(stage.animator.seen.first?.isInteractive == true)
    stage.interactor.update(0.3)
    if mode == .interactiveFinish { stage.interactor.finish() } else { stage.interactor.cancel() }
    #expect(stage.context.isInteractive == false)
    #expect(stage.context.phase == .inFlight)
  }

  @Test(
    "isInteractive is false without an interaction controller",
    arguments: TransitionOperation.allCases)
  func notInteractiveWithoutInteractor(_ operation: TransitionOperation) throws {
    let stage = try OperationStage.begin(operation, .animated)
    stage.engine.advance(by: 0)
    #expect(stage.context.interactor == nil)
    #expect(stage.context.isInteractive == false)
    #expect(stage.animator.seen.first?.isInteractive == false)
  }

  // MARK: presentationStyle, targetTransform, transitionWasCancelled

  @Test(
    "presentationStyle is the presentation controller's style", arguments: StyleCase.allCases, modal
  )
  func modalPresentationStyle(_ style: StyleCase, _ operation: TransitionOperation) throws {
    let (rig, context, seen) = try start(style, operation)
    #expect(context.presentationStyle == style.style)
    #expect(seen.presentationStyle == style.style)
    #expect(rig.detail.presentationController?.presentationStyle == style.style)
  }

  @Test("presentationStyle is .none for push, pop and tab changes", arguments: containers)
  func containerPresentationStyle(_ operation: TransitionOperation) throws {
    let stage = try OperationStage.begin(operation, .animated)
    #expect(stage.context.presentationStyle == ModalPresentationStyle.none)
    #expect(stage.context.presentationStyle.rawValue == -1)
  }

  @Test("targetTransform is the identity (no rotation)", arguments: TransitionOperation.allCases)
  func targetTransform(_ operation: TransitionOperation) throws {
    let stage = try OperationStage.begin(operation, .animated)
    stage.engine.advance(by: 0)
    #expect(stage.context.targetTransform == .identity)
    #expect(stage.animator.seen.first?.targetTransform == .identity)
  }

  @Test(
    "transitionWasCancelled is false until cancel is requested, then true before completeTransition",
    arguments: TransitionOperation.allCases)
  func transitionWasCancelled(_ operation: TransitionOperation) throws {
    let stage = try OperationStage.begin(operation, .interactiveCancel)
    stage.engine.advance(by: 0)
    #expect(stage.context.transitionWasCancelled == false)
    stage.interactor.update(0.5)
    #expect(stage.context.transitionWasCancelled == false)
    stage.interactor.cancel()
    #expect(stage.context.transitionWasCancelled)
    #expect(stage.context.phase == .inFlight)
    stage.engine.runUntilIdle()
    #expect(stage.context.transitionWasCancelled)
    #expect(stage.animator.calls.last == "animationEnded(false)")
  }

  @Test(
    "transitionWasCancelled stays false through an interactive finish",
    arguments: TransitionOperation.allCases)
  func notCancelledOnFinish(_ operation: TransitionOperation) throws {
    let stage = try OperationStage.perform(operation, .interactiveFinish)
    #expect(stage.context.transitionWasCancelled == false)
    #expect(stage.animator.calls.last == "animationEnded(true)")
  }
}
