import UIKit

struct SlideOverConfiguration {
    var duration: TimeInterval = 0.45
    var overlap: CGFloat = 0.25
    var controlPoint1 = CGPoint(x: 0.2, y: 0.9)
    var controlPoint2 = CGPoint(x: 0.25, y: 1.0)
}

/// Slides the new screen over the old one, which backs off a little, both on one
/// custom cubic curve.
final class SlideOverAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let configuration: SlideOverConfiguration
    private let isPresenting: Bool

    init(isPresenting: Bool, configuration: SlideOverConfiguration = SlideOverConfiguration()) {
        self.isPresenting = isPresenting
        self.configuration = configuration
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        configuration.duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let width = container.bounds.width
        let animator = UIViewPropertyAnimator(duration: configuration.duration,
                                              controlPoint1: configuration.controlPoint1,
                                              controlPoint2: configuration.controlPoint2)

        if isPresenting {
            guard let toView = transitionContext.view(forKey: .to),
                  let toVC = transitionContext.viewController(forKey: .to) else {
                transitionContext.completeTransition(false)
                return
            }
            let frame = transitionContext.finalFrame(for: toVC)
            toView.frame = frame.offsetBy(dx: width, dy: 0)
            container.addSubview(toView)
            let behind = transitionContext.viewController(forKey: .from)?.view
            animator.addAnimations {
                toView.frame = frame
                behind?.transform = CGAffineTransform(translationX: -width * self.configuration.overlap, y: 0)
            }
            animator.addCompletion { _ in
                behind?.transform = .identity
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        } else {
            guard let fromView = transitionContext.view(forKey: .from) else {
                transitionContext.completeTransition(false)
                return
            }
            let start = fromView.frame
            animator.addAnimations {
                fromView.frame = start.offsetBy(dx: width, dy: 0)
            }
            animator.addCompletion { _ in
                if transitionContext.transitionWasCancelled {
                    fromView.frame = start
                }
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        }
        animator.startAnimation()
    }
}
