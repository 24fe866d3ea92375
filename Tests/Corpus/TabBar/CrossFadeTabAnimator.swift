import UIKit

final class CrossFadeTabAnimator: NSObject, UIViewControllerAnimatedTransitioning {

    static let overlayTag = 9021

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.2
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let toView = transitionContext.view(forKey: .to),
              let toVC = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        toView.frame = transitionContext.finalFrame(for: toVC)

        let overlay = container.viewWithTag(CrossFadeTabAnimator.overlayTag) ?? {
            let view = UIView(frame: container.bounds)
            view.tag = CrossFadeTabAnimator.overlayTag
            view.backgroundColor = UIColor.systemBackground
            view.isUserInteractionEnabled = false
            return view
        }()
        overlay.alpha = 0
        container.addSubview(overlay)

        UIView.transition(with: container, duration: transitionDuration(using: transitionContext), options: [.transitionCrossDissolve, .allowAnimatedContent], animations: {
            container.addSubview(toView)
            container.bringSubviewToFront(overlay)
        }, completion: { _ in
            overlay.removeFromSuperview()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

final class CrossFadeTabBarDelegate: NSObject, UITabBarControllerDelegate {
    func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return CrossFadeTabAnimator()
    }
}
