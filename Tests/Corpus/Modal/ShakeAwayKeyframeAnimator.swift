import UIKit

/// Dismisses an error panel with a short shake before it drops out; presents it with a
/// plain fade.
class ShakeAwayKeyframeAnimator: NSObject, UIViewControllerAnimatedTransitioning {

    var isDismissing = false

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return isDismissing ? 0.7 : 0.25
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let duration = transitionDuration(using: transitionContext)

        guard isDismissing else {
            guard let toView = transitionContext.view(forKey: .to),
                  let toController = transitionContext.viewController(forKey: .to) else {
                return transitionContext.completeTransition(false)
            }
            toView.frame = transitionContext.finalFrame(for: toController)
            toView.alpha = 0
            containerView.addSubview(toView)
            UIView.animate(withDuration: duration, animations: {
                toView.alpha = 1
            }, completion: { _ in
                if transitionContext.transitionWasCancelled {
                    toView.alpha = 1
                }
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
            return
        }

        guard let panel = transitionContext.view(forKey: .from) else {
            return transitionContext.completeTransition(false)
        }
        let original = panel.frame
        let offsets: [CGFloat] = [-12, 10, -8, 6]

        UIView.animateKeyframes(withDuration: duration, delay: 0, options: [], animations: {
            for (index, offset) in offsets.enumerated() {
                UIView.addKeyframe(withRelativeStartTime: Double(index) * 0.1, relativeDuration: 0.1) {
                    panel.transform = CGAffineTransform(translationX: offset, y: 0)
                }
            }
            UIView.addKeyframe(withRelativeStartTime: 0.4, relativeDuration: 0.1) {
                panel.transform = .identity
            }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                panel.frame = original.offsetBy(dx: 0, dy: containerView.bounds.height)
                panel.alpha = 0
            }
        }) { _ in
            if transitionContext.transitionWasCancelled {
                panel.transform = .identity
                panel.frame = original
                panel.alpha = 1
            }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}
