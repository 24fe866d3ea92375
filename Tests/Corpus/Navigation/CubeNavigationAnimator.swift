import UIKit
import QuartzCore

/// Turns the navigation stack like the faces of a cube.
class CubeNavigationAnimator: NSObject, UIViewControllerAnimatedTransitioning {

    var operation: UINavigationController.Operation = .push

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.55
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }

        let containerView = transitionContext.containerView
        containerView.addSubview(toView)

        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500.0
        containerView.layer.sublayerTransform = perspective

        let width = containerView.frame.width
        let direction: CGFloat = operation == .push ? 1 : -1

        fromView.layer.anchorPoint = CGPoint(x: direction > 0 ? 1 : 0, y: 0.5)
        toView.layer.anchorPoint = CGPoint(x: direction > 0 ? 0 : 1, y: 0.5)
        fromView.layer.position = CGPoint(x: direction > 0 ? width : 0, y: fromView.frame.midY)
        toView.layer.position = CGPoint(x: direction > 0 ? width : 0, y: toView.frame.midY)

        let quarterTurn = CGFloat.pi / 2
        toView.layer.transform = CATransform3DConcat(
            CATransform3DMakeRotation(direction * quarterTurn, 0, 1, 0),
            CATransform3DMakeTranslation(direction * width, 0, 0))
        toView.layer.zPosition = 1

        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveEaseInOut, animations: {
            fromView.layer.transform = CATransform3DConcat(
                CATransform3DMakeRotation(-direction * quarterTurn, 0, 1, 0),
                CATransform3DMakeTranslation(-direction * width, 0, 0))
            toView.layer.transform = CATransform3DIdentity
        }, completion: { _ in
            fromView.layer.transform = CATransform3DIdentity
            toView.layer.transform = CATransform3DIdentity
            fromView.layer.anchorPoint = CGPoint(x: 0.5, y: 0.5)
            toView.layer.anchorPoint = CGPoint(x: 0.5, y: 0.5)
            toView.layer.zPosition = 0
            fromView.frame = containerView.bounds
            toView.frame = containerView.bounds
            containerView.layer.sublayerTransform = CATransform3DIdentity
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
