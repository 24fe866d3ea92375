import UIKit

class FadeTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {

    private let duration: TimeInterval
    var presenting = true

    init(duration: TimeInterval = 0.3) {
        self.duration = duration
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView

        if presenting {
            guard let toView = transitionContext.view(forKey: .to),
                  let toVC = transitionContext.viewController(forKey: .to) else {
                transitionContext.completeTransition(false)
                return
            }
            toView.frame = transitionContext.finalFrame(for: toVC)
            toView.alpha = 0.0
            containerView.addSubview(toView)

            UIView.animate(withDuration: duration, animations: {
                toView.alpha = 1.0
            }, completion: { _ in
                if transitionContext.transitionWasCancelled {
                    toView.alpha = 1.0
                }
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        } else {
            guard let fromView = transitionContext.view(forKey: .from) else {
                transitionContext.completeTransition(false)
                return
            }

            UIView.animate(withDuration: duration, animations: {
                fromView.alpha = 0.0
            }, completion: { _ in
                let cancelled = transitionContext.transitionWasCancelled
                if cancelled {
                    fromView.alpha = 1.0
                }
                transitionContext.completeTransition(!cancelled)
            })
        }
    }
}

class FadeTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {

    private let animator = FadeTransitionAnimator()

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        animator.presenting = true
        return animator
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        animator.presenting = false
        return animator
    }
}
