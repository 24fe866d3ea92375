import UIKit

final class DropInAlertAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let isPresenting: Bool

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return isPresenting ? 0.6 : 0.25
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let duration = transitionDuration(using: transitionContext)

        if isPresenting {
            guard let toVC = transitionContext.viewController(forKey: .to),
                  let toView = transitionContext.view(forKey: .to) else {
                transitionContext.completeTransition(false)
                return
            }
            let endFrame = transitionContext.finalFrame(for: toVC)
            var startFrame = endFrame
            startFrame.origin.y = -endFrame.height

            toView.frame = startFrame
            container.addSubview(toView)

            UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0, options: []) {
                toView.frame = endFrame
            } completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        } else {
            guard let fromView = transitionContext.view(forKey: .from) else {
                transitionContext.completeTransition(false)
                return
            }
            let startFrame = fromView.frame
            UIView.animate(withDuration: duration, delay: 0, options: .curveEaseIn) {
                fromView.frame = startFrame.offsetBy(dx: 0, dy: container.bounds.height)
                fromView.transform = CGAffineTransform(rotationAngle: .pi / 12)
            } completion: { _ in
                if transitionContext.transitionWasCancelled {
                    fromView.transform = .identity
                    fromView.frame = startFrame
                }
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        }
    }
}
