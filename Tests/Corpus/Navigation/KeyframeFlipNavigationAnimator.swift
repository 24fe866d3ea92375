import UIKit

/// Squeezes the old screen to a sliver and opens the new one out of it, like a card being
/// turned over, using keyframes.
class KeyframeFlipNavigationAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var isPushing = true

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.6
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard
            let fromView = transitionContext.view(forKey: .from),
            let toView = transitionContext.view(forKey: .to),
            let toViewController = transitionContext.viewController(forKey: .to)
        else {
            transitionContext.completeTransition(false)
            return
        }

        let containerView = transitionContext.containerView
        toView.frame = transitionContext.finalFrame(for: toViewController)
        containerView.addSubview(toView)

        let squeezed = CGAffineTransform(scaleX: 0.001, y: 1)
        let direction: CGFloat = isPushing ? -1 : 1
        toView.transform = squeezed.translatedBy(x: -direction * 40, y: 0)
        toView.isHidden = true

        let duration = transitionDuration(using: transitionContext)
        UIView.animateKeyframes(withDuration: duration, delay: 0, options: .calculationModeLinear, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0.0, relativeDuration: 0.5) {
                fromView.transform = squeezed.translatedBy(x: direction * 40, y: 0)
                fromView.alpha = 0.6
            }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.0) {
                fromView.isHidden = true
                toView.isHidden = false
            }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                toView.transform = .identity
            }
        }, completion: { _ in
            fromView.isHidden = false
            fromView.alpha = 1
            fromView.transform = .identity
            if transitionContext.transitionWasCancelled {
                toView.transform = .identity
                toView.isHidden = false
                toView.removeFromSuperview()
            }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

class FlipNavigationControllerDelegate: NSObject, UINavigationControllerDelegate {
    private let animator = KeyframeFlipNavigationAnimator()

    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        guard operation != .none else { return nil }
        animator.isPushing = operation == .push
        return animator
    }
}
