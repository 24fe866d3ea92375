import UIKit

/// Flips between the two screens around the vertical axis using snapshots, with
/// perspective, hiding each face once it turns away.
final class SnapshotFlipAnimator: NSObject, UIViewControllerAnimatedTransitioning {

    let duration = 0.6
    var presenting = true

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromVC = transitionContext.viewController(forKey: .from),
              let toVC = transitionContext.viewController(forKey: .to),
              let snapshotFront = fromVC.view.snapshotView(afterScreenUpdates: false),
              let snapshotBack = toVC.view.snapshotView(afterScreenUpdates: true) else {
            transitionContext.completeTransition(false)
            return
        }

        let containerView = transitionContext.containerView
        let finalFrame = transitionContext.finalFrame(for: toVC)
        snapshotFront.frame = transitionContext.initialFrame(for: fromVC)
        snapshotBack.frame = finalFrame

        toVC.view.frame = finalFrame
        toVC.view.isHidden = true
        containerView.addSubview(toVC.view)
        containerView.addSubview(snapshotBack)
        containerView.addSubview(snapshotFront)
        fromVC.view.isHidden = true

        var perspective = CATransform3DIdentity
        perspective.m34 = -0.002
        containerView.layer.sublayerTransform = perspective

        let angle: CGFloat = presenting ? -.pi / 2 : .pi / 2
        snapshotBack.layer.transform = CATransform3DMakeRotation(-angle, 0.0, 1.0, 0.0)
        snapshotBack.layer.isDoubleSided = false
        snapshotFront.layer.isDoubleSided = false

        UIView.animateKeyframes(withDuration: duration, delay: 0, options: .calculationModeCubic, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                snapshotFront.layer.transform = CATransform3DMakeRotation(angle, 0.0, 1.0, 0.0)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                snapshotBack.layer.transform = CATransform3DIdentity
            }
        }, completion: { _ in
            toVC.view.isHidden = false
            fromVC.view.isHidden = false
            snapshotFront.removeFromSuperview()
            snapshotBack.removeFromSuperview()
            containerView.layer.sublayerTransform = CATransform3DIdentity
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
