import UIKit

class FlipCardTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {

    let isPresenting: Bool

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.6
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from) ?? transitionContext.viewController(forKey: .from)?.view,
              let toView = transitionContext.view(forKey: .to) ?? transitionContext.viewController(forKey: .to)?.view else {
            transitionContext.completeTransition(false)
            return
        }

        toView.frame = transitionContext.containerView.bounds
        toView.autoresizingMask = [.flexibleWidth, .flexibleHeight]

        let options: UIView.AnimationOptions = isPresenting ? .transitionFlipFromRight : .transitionFlipFromLeft
        UIView.transition(from: fromView,
                          to: toView,
                          duration: transitionDuration(using: transitionContext),
                          options: options) { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}
