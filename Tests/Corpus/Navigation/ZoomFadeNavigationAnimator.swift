import UIKit

// Push: the new screen fades in while growing from 90%; the old one dims behind it.
// Pop: the reverse.
final class ZoomFadeNavigationAnimator: NSObject, UIViewControllerAnimatedTransitioning {

    private let operation: UINavigationController.Operation

    init?(operation: UINavigationController.Operation) {
        guard operation != .none else { return nil }
        self.operation = operation
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return transitionContext?.isAnimated == true ? 0.3 : 0
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let from = transitionContext.viewController(forKey: .from),
              let to = transitionContext.viewController(forKey: .to),
              let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        _ = from

        toView.frame = transitionContext.finalFrame(for: to)
        let shrunk = CGAffineTransform(scaleX: 0.9, y: 0.9)

        if operation == .push {
            container.addSubview(toView)
            toView.alpha = 0
            toView.transform = shrunk
        } else {
            container.insertSubview(toView, belowSubview: fromView)
            toView.alpha = 0.5
        }

        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            toView.alpha = 1
            toView.transform = .identity
            if self.operation == .push {
                fromView.alpha = 0.5
            } else {
                fromView.alpha = 0
                fromView.transform = shrunk
            }
        }, completion: { _ in
            fromView.alpha = 1
            fromView.transform = .identity
            if transitionContext.transitionWasCancelled {
                toView.alpha = 1
                toView.transform = .identity
            }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

final class ZoomFadeNavigationDelegate: NSObject, UINavigationControllerDelegate {
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return ZoomFadeNavigationAnimator(operation: operation)
    }
}
