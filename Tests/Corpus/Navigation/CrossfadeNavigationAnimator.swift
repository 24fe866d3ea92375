import UIKit

class CrossfadeNavigationAnimator: NSObject, UIViewControllerAnimatedTransitioning {

    private let duration: TimeInterval
    private let operation: UINavigationController.Operation

    init(operation: UINavigationController.Operation, duration: TimeInterval = 0.25) {
        self.operation = operation
        self.duration = duration
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toVC = transitionContext.viewController(forKey: .to),
              let fromVC = transitionContext.viewController(forKey: .from) else {
            transitionContext.completeTransition(false)
            return
        }

        let container = transitionContext.containerView
        let toView: UIView = transitionContext.view(forKey: .to) ?? toVC.view
        let fromView: UIView = transitionContext.view(forKey: .from) ?? fromVC.view

        UIView.performWithoutAnimation {
            toView.frame = transitionContext.finalFrame(for: toVC)
            toView.alpha = 0
            if operation == .push {
                container.addSubview(toView)
            } else {
                container.insertSubview(toView, aboveSubview: fromView)
            }
        }

        UIView.animate(withDuration: duration * 0.6, delay: 0, options: [.curveEaseIn], animations: {
            fromView.alpha = 0
        }, completion: nil)

        UIView.animate(withDuration: duration * 0.6, delay: duration * 0.4, options: [.curveEaseOut], animations: {
            toView.alpha = 1
        }, completion: { _ in
            let finished = !transitionContext.transitionWasCancelled
            fromView.alpha = 1
            if !finished {
                toView.alpha = 1
                toView.removeFromSuperview()
            }
            transitionContext.completeTransition(finished)
        })
    }
}

class CrossfadeNavigationDelegate: NSObject, UINavigationControllerDelegate {
    var duration: TimeInterval = 0.25

    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        guard operation != .none else { return nil }
        return CrossfadeNavigationAnimator(operation: operation, duration: duration)
    }
}
