import UIKit

/// Grows the presented screen out of the middle with a little overshoot, and shrinks it
/// away again on dismissal.
class PopScaleAnimator: NSObject, UIViewControllerAnimatedTransitioning {

    enum Mode {
        case present, dismiss
    }

    var mode: Mode = .present
    var springDamping: CGFloat = 0.7
    var duration: TimeInterval = 0.45

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        switch mode {
        case .present:
            present(using: transitionContext)
        case .dismiss:
            dismiss(using: transitionContext)
        }
    }

    private func present(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toViewController = transitionContext.viewController(forKey: .to),
              let toView = transitionContext.view(forKey: .to) else { return }

        let container = transitionContext.containerView
        toView.frame = transitionContext.finalFrame(for: toViewController)
        toView.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        toView.alpha = 0
        container.addSubview(toView)

        UIView.animate(withDuration: duration,
                       delay: 0,
                       usingSpringWithDamping: springDamping,
                       initialSpringVelocity: 0.4,
                       options: .curveEaseOut,
                       animations: {
                           toView.transform = .identity
                           toView.alpha = 1
                       }, completion: { _ in
                           let success = !transitionContext.transitionWasCancelled
                           if !success {
                               toView.transform = .identity
                               toView.alpha = 1
                           }
                           transitionContext.completeTransition(success)
                       })
    }

    private func dismiss(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from) else { return }

        UIView.animate(withDuration: duration * 0.6, delay: 0, options: [.curveEaseIn], animations: {
            fromView.transform = CGAffineTransform(scaleX: 0.01, y: 0.01)
            fromView.alpha = 0
        }) { _ in
            let success = !transitionContext.transitionWasCancelled
            if !success {
                fromView.transform = .identity
                fromView.alpha = 1
            }
            transitionContext.completeTransition(success)
        }
    }
}
