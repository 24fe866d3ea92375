/// What UIKit does when a transition is not animated: the views move to their final
/// places at once and the transition completes in the same call.
public final class ImmediateAnimator: AnimatedTransitioning, NamedAnimator {
  /// Creates the animator.
  public init() {}

  /// `system.immediate`.
  public var animatorName: String { "system.immediate" }

  /// Zero.
  public func transitionDuration(using context: TransitionContext?) -> Double { 0 }

  /// Installs the incoming view at its final frame and completes.
  public func animateTransition(using context: TransitionContext) {
    let container = context.containerView
    let toController = context.viewController(forKey: .to)
    if let toView = context.view(forKey: .to) {
      if let fromView = context.view(forKey: .from), fromView.superview === container,
        context.operation == .dismiss
      {
        container.insertSubview(toView, belowSubview: fromView)
      } else {
        container.addSubview(toView)
      }
      toView.frame = context.finalFrame(for: toController)
    }
    context.completeTransition(!context.transitionWasCancelled)
  }
}
