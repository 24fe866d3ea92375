import UIKit
import QuartzCore
import CoreGraphics

/// Presents a screen as a card: it rises from below with rounded corners and settles on
/// a spring; on dismissal it sinks back down.
final class CardTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController,
                             presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return CardAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return CardAnimator(isPresenting: false)
    }
}

final class CardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool
    static let cornerRadius: CGFloat = 16

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return isPresenting ? 0.5 : 0.35
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let duration = transitionDuration(using: transitionContext)

        if isPresenting {
            guard let cardView = transitionContext.view(forKey: .to) else { return }
            if let toVC = transitionContext.viewController(forKey: .to) {
                cardView.frame = transitionContext.finalFrame(for: toVC)
            }
            cardView.layer.cornerRadius = CardAnimator.cornerRadius
            cardView.layer.masksToBounds = true
            cardView.transform = CGAffineTransform(translationX: 0, y: container.bounds.height)
            container.addSubview(cardView)

            UIView.animate(withDuration: duration, delay: 0,
                           usingSpringWithDamping: 0.85, initialSpringVelocity: 0.5,
                           options: [.curveEaseOut], animations: {
                cardView.transform = .identity
            }) { _ in
                let completed = !transitionContext.transitionWasCancelled
                if !completed {
                    cardView.transform = .identity
                    cardView.removeFromSuperview()
                }
                transitionContext.completeTransition(completed)
            }
        } else {
            guard let cardView = transitionContext.view(forKey: .from) else { return }
            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseIn], animations: {
                cardView.transform = CGAffineTransform(translationX: 0, y: container.bounds.height)
            }) { _ in
                let completed = !transitionContext.transitionWasCancelled
                if completed {
                    cardView.removeFromSuperview()
                } else {
                    cardView.transform = .identity
                }
                transitionContext.completeTransition(completed)
            }
        }
    }
}
