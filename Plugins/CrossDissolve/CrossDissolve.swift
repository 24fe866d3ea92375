import TransitionKit

/// Fades the incoming view in over the outgoing one; dismissals and pops fade the
/// outgoing view out over the view it reveals.
final class CrossDissolveAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let duration: TimeInterval
  let operation: TransitionOperationKind

  init(duration: TimeInterval, operation: TransitionOperationKind) {
    self.duration = duration
    self.operation = operation
  }

  func transitionDuration(
    using transitionContext: UIViewControllerContextTransitioning?
  ) -> TimeInterval {
    duration
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    let container = transitionContext.containerView
    let fromView = transitionContext.view(forKey: .from)
    let toView = transitionContext.view(forKey: .to)
    let toFinalFrame = transitionContext.viewController(forKey: .to).map {
      transitionContext.finalFrame(for: $0)
    }
    let isReversed = operation == .dismiss || operation == .pop

    if !isReversed {
      guard let toView else {
        return transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      }
      if let toFinalFrame { toView.frame = toFinalFrame }
      container.addSubview(toView)
      toView.alpha = 0
      UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut]) {
        toView.alpha = 1
      } completion: { _ in
        let cancelled = transitionContext.transitionWasCancelled
        // The host takes the view out on a cancel; it leaves visible, as it came.
        if cancelled { toView.alpha = 1 }
        transitionContext.completeTransition(!cancelled)
      }
      return
    }

    guard let fromView else {
      return transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
    if let toView {
      if let toFinalFrame { toView.frame = toFinalFrame }
      container.insertSubview(toView, belowSubview: fromView)
    }
    let fromAlpha = fromView.alpha
    let isDismissal = operation == .dismiss
    UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut]) {
      fromView.alpha = 0
    } completion: { _ in
      let cancelled = transitionContext.transitionWasCancelled
      fromView.alpha = fromAlpha
      // UIKit undoes nothing for a cancelled dismissal: take back the view added.
      if cancelled && isDismissal { toView?.removeFromSuperview() }
      transitionContext.completeTransition(!cancelled)
    }
  }
}

@_cdecl("transhost_entry_v1")
public func transhostEntry() -> UnsafeRawPointer? {
  TransitionKitPlugin.entry([
    AnimatorDefinition(
      id: "org.transhost.cross-dissolve", name: "Cross Dissolve", vendor: "transhost",
      summary: "Fades the incoming view in, or the outgoing view out on dismissals and pops.",
      styles: [.custom, .fullScreen, .overFullScreen, .currentContext, .overCurrentContext],
      operations: [.present, .dismiss, .push, .pop, .tab], supportsInteractive: true,
      defaultDuration: 0.3,
      parameters: [.number("duration", default: 0.3, range: 0...10, "Seconds the fade takes.")],
      // Serves custom and tab changes by default, never in place of UIKit's own animation.
      rank: .secondary
    ) { request in
      CrossDissolveAnimator(
        duration: request.number("duration") ?? 0.3, operation: request.operation)
    }
  ])
}
