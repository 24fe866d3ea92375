import TransitionKit

/// Squeezes the outgoing view to nothing around its vertical axis, then widens the
/// incoming one: a flat card flip, written exactly as for UIKit.
final class FlipAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(
    using transitionContext: UIViewControllerContextTransitioning?
  ) -> TimeInterval {
    0.5
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    let container = transitionContext.containerView
    let fromView = transitionContext.view(forKey: .from)
    let toView = transitionContext.view(forKey: .to)
    if let toView, let toController = transitionContext.viewController(forKey: .to) {
      if let fromView {
        container.insertSubview(toView, belowSubview: fromView)
      } else {
        container.addSubview(toView)
      }
      toView.frame = transitionContext.finalFrame(for: toController)
      toView.transform = CGAffineTransform(scaleX: 0.01, y: 1)
    }
    UIView.animateKeyframes(withDuration: 0.5, delay: 0, options: []) {
      UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
        fromView?.transform = CGAffineTransform(scaleX: 0.01, y: 1)
      }
      UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
        toView?.transform = .identity
      }
    } completion: { _ in
      fromView?.transform = .identity
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
  }
}

@_cdecl("transhost_entry_v1")
public func transhostEntry() -> UnsafeRawPointer? {
  TransitionKitPlugin.entry([
    AnimatorDefinition(
      id: "com.example.flip", name: "Flip", vendor: "Example Inc.",
      summary: "Flips the outgoing view away and the incoming one in.",
      operations: [.present, .dismiss, .push, .pop], defaultDuration: 0.5
    ) { _ in FlipAnimator() }
  ])
}
