import UIKit

final class BounceScaleTabAnimator: NSObject, UIViewControllerAnimatedTransitioning {

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to),
              let toViewController = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }

        let container = transitionContext.containerView
        toView.frame = transitionContext.finalFrame(for: toViewController)
        container.insertSubview(toView, belowSubview: fromView)
        toView.transform = CGAffineTransform(scaleX: 0.85, y: 0.85).concatenating(CGAffineTransform(translationX: 0, y: 20))

        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, usingSpringWithDamping: 0.75, initialSpringVelocity: 0.5, options: []) {
            fromView.alpha = 0
            fromView.transform = CGAffineTransform(scaleX: 1.1, y: 1.1)
            toView.transform = .identity
        } completion: { _ in
            fromView.alpha = 1
            fromView.transform = .identity
            toView.transform = .identity
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

final class BounceScaleTabBarDelegate: NSObject, UITabBarControllerDelegate {
    func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        BounceScaleTabAnimator()
    }
}
