/// UIKit's own push and pop: the incoming view slides in from the right edge while the
/// outgoing one moves a third of the width the other way (the reverse for a pop).
public final class SystemNavigationAnimator: AnimatedTransitioning, NamedAnimator {
  /// The share of the width the lower view moves, as UIKit's parallax does.
  public static let parallax = 0.3

  /// Creates the animator.
  public init() {}

  /// `system.push` (the same animator serves pops).
  public var animatorName: String { "system.push" }

  /// 0.35 seconds.
  public func transitionDuration(using context: TransitionContext?) -> Double { 0.35 }

  /// Slides the views.
  public func animateTransition(using context: TransitionContext) {
    guard let fromView = context.view(forKey: .from), let toView = context.view(forKey: .to) else {
      return context.completeTransition(!context.transitionWasCancelled)
    }
    let container = context.containerView
    let width = container.bounds.width
    let fromController = context.viewController(forKey: .from)
    let final = context.finalFrame(for: context.viewController(forKey: .to))
    let start = context.initialFrame(for: fromController)
    let isPush = context.operation != .pop
    if isPush {
      container.addSubview(toView)
      toView.frame = final.offsetBy(dx: width, dy: 0)
    } else {
      container.insertSubview(toView, belowSubview: fromView)
      toView.frame = final.offsetBy(dx: -width * Self.parallax, dy: 0)
    }
    context.engine.animate(
      withDuration: context.isAnimated ? transitionDuration(using: context) : 0,
      animations: {
        toView.frame = final
        fromView.frame = start.offsetBy(dx: isPush ? -width * Self.parallax : width, dy: 0)
      },
      completion: { _ in
        let completed = !context.transitionWasCancelled
        if completed { fromView.frame = start }
        context.completeTransition(completed)
      })
  }
}
