import TransitionKit

/// Presents the view as a card: inset from its final frame with rounded corners, sliding
/// up on a spring; dismissal slides it down on a critically damped spring. The presenter's
/// view stays where it is (its `view(forKey:)` is nil and is never touched).
final class SpringCardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let duration: TimeInterval
  let inset: CGFloat
  let cornerRadius: CGFloat
  let damping: CGFloat
  let isPresenting: Bool

  init(
    duration: TimeInterval, inset: CGFloat, cornerRadius: CGFloat, damping: CGFloat,
    isPresenting: Bool
  ) {
    self.duration = duration
    self.inset = inset
    self.cornerRadius = cornerRadius
    self.damping = damping
    self.isPresenting = isPresenting
  }

  func transitionDuration(
    using transitionContext: UIViewControllerContextTransitioning?
  ) -> TimeInterval {
    duration
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    if isPresenting {
      animatePresentation(using: transitionContext)
    } else {
      animateDismissal(using: transitionContext)
    }
  }

  private func animatePresentation(using transitionContext: UIViewControllerContextTransitioning) {
    let container = transitionContext.containerView
    guard let toView = transitionContext.view(forKey: .to),
      let toController = transitionContext.viewController(forKey: .to)
    else {
      return transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
    let finalFrame = transitionContext.finalFrame(for: toController)
    let inset = min(self.inset, finalFrame.width / 2, finalFrame.height / 2)
    let cardFrame = finalFrame.insetBy(dx: inset, dy: inset)
    let (oldRadius, oldMasks) = (toView.layer.cornerRadius, toView.layer.masksToBounds)
    container.addSubview(toView)
    toView.layer.cornerRadius = cornerRadius
    toView.layer.masksToBounds = true
    toView.frame = cardFrame.offsetBy(dx: 0, dy: container.bounds.height - cardFrame.minY)
    UIView.animate(
      withDuration: duration, delay: 0, usingSpringWithDamping: damping, initialSpringVelocity: 0,
      options: []
    ) {
      toView.frame = cardFrame
    } completion: { _ in
      let cancelled = transitionContext.transitionWasCancelled
      // The host takes the view out of a cancelled presentation; it leaves unrounded.
      if cancelled {
        toView.layer.cornerRadius = oldRadius
        toView.layer.masksToBounds = oldMasks
      }
      transitionContext.completeTransition(!cancelled)
    }
  }

  private func animateDismissal(using transitionContext: UIViewControllerContextTransitioning) {
    let container = transitionContext.containerView
    guard let fromView = transitionContext.view(forKey: .from) else {
      return transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
    // Nil for custom and over-full-screen, whose presenter's view never left.
    let toView = transitionContext.view(forKey: .to)
    if let toView, let toController = transitionContext.viewController(forKey: .to) {
      toView.frame = transitionContext.finalFrame(for: toController)
      container.insertSubview(toView, belowSubview: fromView)
    }
    let startFrame = fromView.frame
    let endFrame = startFrame.offsetBy(dx: 0, dy: container.bounds.height - startFrame.minY)
    UIView.animate(
      withDuration: duration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
      options: []
    ) {
      fromView.frame = endFrame
    } completion: { _ in
      let cancelled = transitionContext.transitionWasCancelled
      if cancelled {
        // UIKit undoes nothing for a cancelled dismissal.
        fromView.frame = startFrame
        toView?.removeFromSuperview()
      }
      transitionContext.completeTransition(!cancelled)
    }
  }
}

@_cdecl("transhost_entry_v1")
public func transhostEntry() -> UnsafeRawPointer? {
  TransitionKitPlugin.entry([
    AnimatorDefinition(
      id: "org.transhost.spring-card", name: "Spring Card", vendor: "transhost",
      summary:
        "Presents the view as an inset, rounded card that springs up, and slides it down on dismissal.",
      styles: [.custom, .overFullScreen],
      operations: [.present, .dismiss], supportsInteractive: false, defaultDuration: 0.5,
      parameters: [
        .number(
          "inset", default: 24, range: 0...200, "Points between the card and its final frame."),
        .number("cornerRadius", default: 16, range: 0...200, "The card's corner radius."),
        .number(
          "damping", default: 0.75, range: 0.05...1, "The presenting spring's damping ratio."),
        .number("duration", default: 0.5, range: 0...10, "Seconds each spring takes."),
      ],
      // Serves custom by default, never in place of UIKit's own animation.
      rank: .secondary
    ) { request in
      SpringCardAnimator(
        duration: request.number("duration") ?? 0.5, inset: CGFloat(request.number("inset") ?? 24),
        cornerRadius: CGFloat(request.number("cornerRadius") ?? 16),
        damping: CGFloat(request.number("damping") ?? 0.75), isPresenting: request.isPresenting)
    }
  ])
}
