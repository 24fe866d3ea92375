import UIKit

/// Slides the card up on presentation and down on dismissal; the dismissal follows the
/// finger while `dismissInteraction` is set.
final class CardTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var dismissInteraction: UIPercentDrivenInteractiveTransition?

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        CardSlideAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController)
        -> UIViewControllerAnimatedTransitioning?
    {
        CardSlideAnimator(isPresenting: false)
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        dismissInteraction
    }
}

/// The card comes up from the bottom edge to 80 points below the top, and goes back down.
final class CardSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let isPresenting: Bool

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
        -> TimeInterval
    {
        0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let key: UITransitionContextViewKey = isPresenting ? .to : .from
        guard let card = transitionContext.view(forKey: key) else {
            transitionContext.completeTransition(false)
            return
        }
        let shown = container.bounds.inset(by: UIEdgeInsets(top: 80, left: 0, bottom: 0, right: 0))
        let hidden = shown.offsetBy(dx: 0, dy: shown.height)
        if isPresenting {
            container.addSubview(card)
            card.frame = hidden
        }
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0,
            options: transitionContext.isInteractive ? .curveLinear : .curveEaseOut,
            animations: {
                card.frame = self.isPresenting ? shown : hidden
            },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}
