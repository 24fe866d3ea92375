import UIKit

/// Tracks a downward drag over the presented screen and turns it into progress.
class SwipeDownInteractionController: UIPercentDrivenInteractiveTransition {

    var interactionInProgress = false
    private var shouldCompleteTransition = false
    private weak var viewController: UIViewController?

    init(viewController: UIViewController) {
        self.viewController = viewController
        super.init()
        completionSpeed = 0.9
    }

    /// Called by the screen's drag handling with how far the finger has travelled.
    func dragDidBegin() {
        interactionInProgress = true
        viewController?.dismiss(animated: true, completion: nil)
    }

    func dragDidChange(translation: CGPoint) {
        guard interactionInProgress, let view = viewController?.view else { return }
        var progress = translation.y / max(view.bounds.height, 1)
        progress = CGFloat(fminf(fmaxf(Float(progress), 0.0), 1.0))
        shouldCompleteTransition = progress > 0.35
        update(progress)
    }

    func dragDidEnd(velocity: CGPoint) {
        guard interactionInProgress else { return }
        interactionInProgress = false
        if shouldCompleteTransition || velocity.y > 1200 {
            finish()
        } else {
            cancel()
        }
    }
}

class SwipeDownDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.35
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromVC = transitionContext.viewController(forKey: .from),
              let fromView = transitionContext.view(forKey: .from) else {
            transitionContext.completeTransition(false)
            return
        }

        let containerView = transitionContext.containerView
        let initialFrame = transitionContext.initialFrame(for: fromVC)
        let finalFrame = initialFrame.offsetBy(dx: 0, dy: containerView.bounds.height)

        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveLinear, animations: {
            fromView.frame = finalFrame
        }, completion: { _ in
            if transitionContext.transitionWasCancelled {
                fromView.frame = initialFrame
            }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

class SwipeDownTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {

    var interactionController: SwipeDownInteractionController?

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let animator = SlideInPresentationAnimator(direction: .bottom, isPresentation: true)
        interactionController = SwipeDownInteractionController(viewController: presented)
        return animator
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return SwipeDownDismissAnimator()
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        guard let interactionController = interactionController,
              interactionController.interactionInProgress else {
            return nil
        }
        return interactionController
    }
}
