import TransitionKit

/// Slides the presented view up from the bottom edge and back down, like UIKit's cover
/// vertical; interactive dismissals scrub it.
final class SlideUpAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let duration: TimeInterval
  let isPresenting: Bool

  init(duration: TimeInterval, isPresenting: Bool) {
    self.duration = duration
    self.isPresenting = isPresenting
  }

  func transitionDuration(
    using transitionContext: UIViewControllerContextTransitioning?
  ) -> TimeInterval {
    duration
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    let container = transitionContext.containerView
    let height = container.bounds.height
    if isPresenting, let toView = transitionContext.view(forKey: .to),
      let toController = transitionContext.viewController(forKey: .to)
    {
      let final = transitionContext.finalFrame(for: toController)
      container.addSubview(toView)
      toView.frame = final.offsetBy(dx: 0, dy: height - final.minY)
      UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseOut]) {
        toView.frame = final
      } completion: { _ in
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      }
      return
    }
    guard let fromView = transitionContext.view(forKey: .from) else {
      return transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
    if let toView = transitionContext.view(forKey: .to),
      let toController = transitionContext.viewController(forKey: .to)
    {
      container.insertSubview(toView, belowSubview: fromView)
      toView.frame = transitionContext.finalFrame(for: toController)
    }
    UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseIn]) {
      fromView.frame = fromView.frame.offsetBy(dx: 0, dy: height)
    } completion: { _ in
      if transitionContext.transitionWasCancelled, let toView = transitionContext.view(forKey: .to)
      {
        toView.removeFromSuperview()
      }
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
  }
}

@_cdecl("transhost_entry_v1")
public func transhostEntry() -> UnsafeRawPointer? {
  TransitionKitPlugin.entry([
    AnimatorDefinition(
      id: "org.transhost.slide-up", name: "Slide Up", vendor: "transhost",
      summary: "Slides the presented view up from the bottom edge, and back down on dismissal.",
      styles: [.custom, .fullScreen, .overFullScreen, .currentContext, .overCurrentContext],
      operations: [.present, .dismiss], supportsInteractive: true, defaultDuration: 0.4,
      parameters: [.number("duration", default: 0.4, range: 0...10, "Seconds the slide takes.")],
      // Serves custom by default, never in place of UIKit's own animation.
      rank: .secondary
    ) { request in
      SlideUpAnimator(
        duration: request.number("duration") ?? 0.4, isPresenting: request.isPresenting)
    }
  ])
}
