import UIKit

/// The navigation controller's delegate for a stack with a custom back swipe: the app's
/// swipe handler creates `popInteraction` when the finger comes down and clears it when
/// the finger lifts; while it exists, pops are driven by it.
final class InteractivePopNavigationDelegate: NSObject, UINavigationControllerDelegate {

    var popInteraction: UIPercentDrivenInteractiveTransition?
    private(set) var lastShown: UIViewController?

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        lastShown = viewController
    }

    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        switch operation {
        case .pop:
            return CoverPopAnimator()
        case .push:
            return CoverPushAnimator()
        default:
            return nil
        }
    }

    func navigationController(_ navigationController: UINavigationController, interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        guard animationController is CoverPopAnimator else { return nil }
        return popInteraction
    }
}

/// Pushes the new screen over the old one from the right, with a shade falling on the old.
final class CoverPushAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to),
              let toVC = transitionContext.viewController(forKey: .to) else {
            return transitionContext.completeTransition(false)
        }
        let container = transitionContext.containerView
        let finalFrame = transitionContext.finalFrame(for: toVC)

        let shade = UIView(frame: fromView.frame)
        shade.backgroundColor = .black
        shade.alpha = 0
        container.addSubview(shade)

        toView.frame = finalFrame.offsetBy(dx: finalFrame.width, dy: 0)
        container.addSubview(toView)

        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveLinear], animations: {
            toView.frame = finalFrame
            shade.alpha = 0.2
        }, completion: { _ in
            shade.removeFromSuperview()
            if transitionContext.transitionWasCancelled {
                toView.removeFromSuperview()
            }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// Slides the top screen off to the right, uncovering the one below.
final class CoverPopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to),
              let toVC = transitionContext.viewController(forKey: .to) else {
            return transitionContext.completeTransition(false)
        }
        let container = transitionContext.containerView
        toView.frame = transitionContext.finalFrame(for: toVC)
        container.insertSubview(toView, belowSubview: fromView)

        let startFrame = fromView.frame
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveLinear], animations: {
            fromView.frame = startFrame.offsetBy(dx: startFrame.width, dy: 0)
        }, completion: { _ in
            if transitionContext.transitionWasCancelled {
                fromView.frame = startFrame
                toView.removeFromSuperview()
            }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
