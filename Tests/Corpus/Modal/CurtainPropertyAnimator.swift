import UIKit

/// Lowers the new screen like a curtain, driven by a property animator.
final class CurtainPropertyAnimator: NSObject, UIViewControllerAnimatedTransitioning {

    private let presenting: Bool
    private let duration: TimeInterval = 0.5

    init(presenting: Bool) {
        self.presenting = presenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView

        if presenting {
            guard let toView = transitionContext.view(forKey: .to),
                  let toViewController = transitionContext.viewController(forKey: .to) else {
                transitionContext.completeTransition(false)
                return
            }
            let target = transitionContext.finalFrame(for: toViewController)
            toView.frame = CGRect(x: target.minX, y: target.minY, width: target.width, height: 0)
            toView.clipsToBounds = true
            container.addSubview(toView)

            let animator = UIViewPropertyAnimator(duration: duration, dampingRatio: 0.85) {
                toView.frame = target
            }
            animator.addCompletion { position in
                let completed = position == .end && !transitionContext.transitionWasCancelled
                transitionContext.completeTransition(completed)
            }
            animator.startAnimation()
        } else {
            guard let fromView = transitionContext.view(forKey: .from) else {
                transitionContext.completeTransition(false)
                return
            }
            let start = fromView.frame
            let animator = UIViewPropertyAnimator(duration: duration * 0.6, curve: .easeIn)
            animator.addAnimations {
                fromView.frame = CGRect(x: start.minX, y: start.minY, width: start.width, height: 0)
            }
            animator.addAnimations({
                fromView.alpha = 0.2
            }, delayFactor: 0.5)
            animator.addCompletion { _ in
                if transitionContext.transitionWasCancelled {
                    fromView.frame = start
                    fromView.alpha = 1
                }
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
            animator.startAnimation()
        }
    }
}
