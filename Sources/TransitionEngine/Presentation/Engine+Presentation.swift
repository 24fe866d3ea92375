extension Engine {
  /// Presents `presented` from `source`. Mirrors `UIViewController.present(_:animated:completion:)`.
  ///
  /// UIKit's rules: `.none` and `.blurOverFullScreen` are refused; `.automatic` becomes
  /// `.formSheet` (iOS 18+) or `.pageSheet`; a popover in compact width is shown full
  /// screen; full-screen styles are presented by the root of `source`'s parent chain
  /// and context styles by the nearest controller that defines the presentation
  /// context (the root when none does). The transition starts on the next clock turn;
  /// `completion` runs when it completes. Returns the transition's context, or nil when
  /// the presentation was refused (the reason is in ``violations``).
  @discardableResult
  public func present(
    _ presented: ViewController, from source: ViewController, animated: Bool,
    completion: (() -> Void)? = nil
  ) -> TransitionContext? {
    // UIKit loads the presented view first: viewDidLoad may set the style and delegate.
    presented.loadViewIfNeeded()
    guard let style = resolvedStyle(for: presented) else { return nil }
    let presenter = presentingController(for: source, style: style)
    if let busy = presenter.presentedViewController {
      reportViolation(
        .alreadyPresenting(presented: "\(presented)", presenter: "\(presenter)", busy: "\(busy)"))
      return nil
    }
    if presented.presentingViewController != nil || presented.isInWindowHierarchy
      || presented === presenter || presented.parent != nil
    {
      reportViolation(
        .presentationRefused(
          reason: "'\(presented)' is already on screen; a controller can be presented only once"))
      return nil
    }
    if let running = transitions.first(where: { $0.involves(presenter) || $0.involves(presented) })
    {
      reportViolation(.presentedDuringTransition(presented: "\(presented)", running: running.label))
      return nil
    }
    let delegate = presented.transitioningDelegate
    let controller = presentationController(
      for: presented, presenter: presenter, source: source, style: style, delegate: delegate)
    presented.presentationController = controller
    let (animator, reason) = animatorForPresentation(
      presented, presenter: presenter, source: source, style: style, animated: animated,
      delegate: delegate)
    let interactor: (any InteractiveTransitioning)? =
      reason.isFromDelegate ? askInteractor(delegate, animator, presenting: true) : nil
    presenter.presentedViewController = presented
    presented.presentingViewController = presenter
    let context = TransitionContext(
      engine: self, operation: .present, from: presenter, to: presented,
      containerView: makeView(name: "container"), isAnimated: animated,
      presentationStyle: controller.presentationStyle, animator: animator,
      animatorReason: reason, interactor: interactor,
      participant: ModalParticipant(presentationController: controller, isPresenting: true),
      label: "present \(presented) from \(presenter) (\(controller.presentationStyle.name))")
    context.completion = completion
    link(interactor, to: context)
    context.schedule()
    return context
  }

  /// Dismisses the controller `controller` presents and every controller above it, or
  /// `controller` itself when it presents nothing. Mirrors
  /// `UIViewController.dismiss(animated:completion:)`.
  ///
  /// As in UIKit, when more than one controller goes (a call lower in a presentation
  /// stack), only the top-most one's dismissal animates, with the animator its own
  /// transitioning delegate gives for its own style; the transition goes from it to
  /// `controller` (or `controller`'s presenter), and the controllers in between are
  /// removed without animation (see docs/ENGINE.md). Returns the transition's context,
  /// or nil when there is nothing to dismiss or the dismissal was refused (the reason is
  /// in ``violations``).
  @discardableResult
  public func dismiss(
    _ controller: ViewController, animated: Bool, completion: (() -> Void)? = nil
  ) -> TransitionContext? {
    let dismissed = controller.controllersToDismiss
    guard let bottom = dismissed.first, let target = dismissed.last,
      let presenter = bottom.presentingViewController,
      let presentation = target.presentationController,
      let container = presentation.containerView
    else {
      reportViolation(
        .presentationRefused(
          reason: "'\(controller)' presents nothing and is not presented; nothing to dismiss"))
      return nil
    }
    let involved = [presenter] + dismissed
    if let running = transitions.first(where: { running in
      involved.contains(where: running.involves)
    }) {
      reportViolation(
        .presentationRefused(
          reason:
            "attempt to dismiss '\(bottom)' while '\(running.label)' is in progress; "
            + "dismiss from its completion"))
      return nil
    }
    let style = presentation.presentationStyle
    let delegate = target.transitioningDelegate
    let (animator, reason) = animatorForDismissal(
      target, style: style, animated: animated, delegate: delegate)
    let interactor: (any InteractiveTransitioning)? =
      reason.isFromDelegate ? askInteractor(delegate, animator, presenting: false) : nil
    let between = dismissed.dropLast().reversed().compactMap(\.presentationController)
    let context = TransitionContext(
      engine: self, operation: .dismiss, from: target, to: presenter, containerView: container,
      isAnimated: animated, presentationStyle: style, animator: animator,
      animatorReason: reason, interactor: interactor,
      participant: ModalParticipant(
        presentationController: presentation, isPresenting: false, between: Array(between)),
      label: "dismiss \(target) to \(presenter) (\(style.name))")
    context.completion = completion
    link(interactor, to: context)
    context.schedule()
    return context
  }

  // MARK: Resolution

  /// The style a presentation really uses, or nil (reported) when UIKit refuses it.
  func resolvedStyle(for presented: ViewController) -> ModalPresentationStyle? {
    switch presented.modalPresentationStyle {
    case .none:
      reportViolation(
        .presentationRefused(
          reason:
            "'\(presented)' has modalPresentationStyle .none, which cannot be presented "
            + "(UIKit crashes); choose a style such as .fullScreen or .custom"))
      return nil
    case .blurOverFullScreen:
      reportViolation(
        .presentationRefused(
          reason:
            "'\(presented)' uses .blurOverFullScreen, which is tvOS only; use .overFullScreen"))
      return nil
    case .automatic:
      return configuration.systemVersion >= 18 ? .formSheet : .pageSheet
    case .popover where window.size.width < SheetPresentationController.regularWidth:
      return .fullScreen
    case let style:
      return style
    }
  }

  /// The controller that really presents: the context definer for context styles, the
  /// root of the parent chain otherwise.
  func presentingController(
    for source: ViewController, style: ModalPresentationStyle
  )
    -> ViewController
  {
    if style == .currentContext || style == .overCurrentContext {
      var current: ViewController? = source
      while let controller = current {
        if controller.definesPresentationContext { return controller }
        current = controller.parent ?? controller.presentingViewController
      }
      return window.rootViewController ?? source.rootAncestor
    }
    return source.rootAncestor
  }

  private func presentationController(
    for presented: ViewController, presenter: ViewController, source: ViewController,
    style: ModalPresentationStyle, delegate: (any TransitioningDelegate)?
  ) -> PresentationController {
    switch style {
    case .custom:
      let custom = delegate?.presentationController(
        forPresented: presented, presenting: presenter, source: source)
      trace.record(
        .delegateCall,
        [
          ("call", "presentationController(forPresented:presenting:source:)"),
          ("result", custom.map { String(describing: type(of: $0)) } ?? "nil"),
        ])
      if let custom { return custom }
      return engineOwn(
        PresentationController(presentedViewController: presented, presenting: presenter))
    case .currentContext, .overCurrentContext:
      return engineOwn(
        CurrentContextPresentationController(
          presented: presented, presenting: presenter, style: style))
    case .pageSheet, .formSheet:
      return engineOwn(
        SheetPresentationController(presented: presented, presenting: presenter, style: style))
    case .popover:
      return engineOwn(
        PopoverPresentationController(presentedViewController: presented, presenting: presenter))
    default:
      return engineOwn(
        FullScreenPresentationController(
          presented: presented, presenting: presenter, style: style))
    }
  }

  /// `controller`, marked as the engine's own (its layout hooks run untraced).
  private func engineOwn(_ controller: PresentationController) -> PresentationController {
    controller.isEngineOwn = true
    return controller
  }

  private func animatorForPresentation(
    _ presented: ViewController, presenter: ViewController, source: ViewController,
    style: ModalPresentationStyle, animated: Bool, delegate: (any TransitioningDelegate)?
  ) -> (any AnimatedTransitioning, AnimatorReason) {
    modalAnimator(
      for: presented, style: style, animated: animated, hasDelegate: delegate != nil,
      call: "animationController(forPresented:presenting:source:)"
    ) {
      delegate?.animatorAnswer(forPresented: presented, presenting: presenter, source: source)
        ?? AnimatorAnswer(nil)
    }
  }

  private func animatorForDismissal(
    _ dismissed: ViewController, style: ModalPresentationStyle, animated: Bool,
    delegate: (any TransitioningDelegate)?
  ) -> (any AnimatedTransitioning, AnimatorReason) {
    modalAnimator(
      for: dismissed, style: style, animated: animated, hasDelegate: delegate != nil,
      call: "animationController(forDismissed:)"
    ) {
      delegate?.animatorAnswer(forDismissed: dismissed) ?? AnimatorAnswer(nil)
    }
  }

  /// UIKit's choice of animator for a modal transition: none for a non-animated
  /// non-custom style, the system's for sheets and popovers, else the delegate's answer
  /// (asked through `ask`, traced as `call`) or the system default.
  private func modalAnimator(
    for controller: ViewController, style: ModalPresentationStyle, animated: Bool,
    hasDelegate: Bool, call: String, ask: () -> AnimatorAnswer
  ) -> (any AnimatedTransitioning, AnimatorReason) {
    if !animated && style != .custom {
      return (ImmediateAnimator(), .notAnimated(.transitioning))
    }
    let system = SystemModalAnimator.forStyle(
      style, transitionStyle: controller.modalTransitionStyle)
    if style.isSystemAnimated {
      return (system, .animatedBySystem(style))
    }
    guard hasDelegate else {
      return (system, .noDelegate(.transitioning))
    }
    let answer = ask()
    trace.record(
      .delegateCall,
      [
        ("call", call),
        ("result", answer.animator.map { String(describing: type(of: $0)) } ?? "nil"),
      ])
    if let animator = answer.animator {
      return (animator, .delegateAnswered(.transitioning, decision: answer.decision))
    }
    return (system, .delegateReturnedNil(.transitioning, decision: answer.decision))
  }

  private func askInteractor(
    _ delegate: (any TransitioningDelegate)?, _ animator: any AnimatedTransitioning,
    presenting: Bool
  ) -> (any InteractiveTransitioning)? {
    guard let delegate else { return nil }
    let answer =
      presenting
      ? delegate.interactionControllerForPresentation(using: animator)
      : delegate.interactionControllerForDismissal(using: animator)
    trace.record(
      .delegateCall,
      [
        (
          "call",
          presenting
            ? "interactionControllerForPresentation(using:)"
            : "interactionControllerForDismissal(using:)"
        ),
        ("result", answer.map { String(describing: type(of: $0)) } ?? "nil"),
      ])
    return answer
  }

  /// Links a percent-driven interactor to its transition at request time, so finish and
  /// cancel before the start are recorded.
  func link(_ interactor: (any InteractiveTransitioning)?, to context: TransitionContext) {
    (interactor as? PercentDrivenInteractiveTransition)?.context = context
  }

  /// The transitions requested and not yet ended, oldest first.
  public var activeTransitions: [TransitionContext] { transitions }

  /// Called by a transition at its end.
  func transitionDidEnd(_ context: TransitionContext) {
    transitions.removeAll(where: { $0 === context })
    if context.isEndingForLimit { isPastLimit = transitions.contains { $0.isEndingForLimit } }
  }
}

extension TransitionContext {
  /// Whether `controller` takes part in the transition.
  func involves(_ controller: ViewController) -> Bool {
    fromController === controller || toController === controller
  }
}

extension ViewController {
  /// Presents `controller`. Mirrors `present(_:animated:completion:)`.
  @discardableResult
  public func present(
    _ controller: ViewController, animated: Bool, completion: (() -> Void)? = nil
  ) -> TransitionContext? {
    engine.present(controller, from: self, animated: animated, completion: completion)
  }

  /// Dismisses what this controller presents and everything above it, or itself.
  /// Mirrors `dismiss(animated:completion:)` (see ``Engine/dismiss(_:animated:completion:)``).
  @discardableResult
  public func dismiss(animated: Bool, completion: (() -> Void)? = nil) -> TransitionContext? {
    engine.dismiss(self, animated: animated, completion: completion)
  }

  /// The controllers `dismiss(animated:completion:)` on this controller dismisses, the
  /// lowest first: the one it presents and every one above that, or, when it presents
  /// nothing, itself if it is presented. Empty when there is nothing to dismiss. The
  /// last one is the controller whose dismissal animates.
  public var controllersToDismiss: [ViewController] {
    var chain: [ViewController] = []
    var next: ViewController? =
      presentedViewController ?? (presentingViewController == nil ? nil : self)
    while let controller = next, !chain.contains(where: { $0 === controller }) {
      chain.append(controller)
      next = controller.presentedViewController
    }
    return chain
  }
}
