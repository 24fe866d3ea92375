import UIKit

/// Reveals the presented screen through a growing circle centred on the button that was
/// tapped, and closes it back into the button on dismissal.
final class CircularRevealAnimator: NSObject, UIViewControllerAnimatedTransitioning, CAAnimationDelegate {

    enum TransitionMode {
        case present, dismiss
    }

    var transitionMode: TransitionMode = .present
    var startingPoint = CGPoint.zero
    var duration: TimeInterval = 0.5

    private weak var storedContext: UIViewControllerContextTransitioning?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        storedContext = transitionContext
        let containerView = transitionContext.containerView
        let key: UITransitionContextViewKey = transitionMode == .present ? .to : .from
        guard let revealedView = transitionContext.view(forKey: key) else {
            transitionContext.completeTransition(false)
            return
        }

        if transitionMode == .present, let toVC = transitionContext.viewController(forKey: .to) {
            revealedView.frame = transitionContext.finalFrame(for: toVC)
            containerView.addSubview(revealedView)
        }

        let bounds = containerView.bounds
        let dx = max(startingPoint.x, bounds.width - startingPoint.x)
        let dy = max(startingPoint.y, bounds.height - startingPoint.y)
        let radius = sqrt(dx * dx + dy * dy)

        let smallCircle = UIBezierPath(ovalIn: CGRect(x: startingPoint.x, y: startingPoint.y, width: 0, height: 0))
        let bigCircle = UIBezierPath(arcCenter: startingPoint, radius: radius, startAngle: 0, endAngle: .pi * 2, clockwise: true)

        let maskLayer = CAShapeLayer()
        maskLayer.path = (transitionMode == .present ? bigCircle : smallCircle).cgPath
        maskLayer.fillColor = UIColor.black.cgColor
        revealedView.layer.mask = maskLayer

        let animation = CABasicAnimation(keyPath: "path")
        animation.fromValue = (transitionMode == .present ? smallCircle : bigCircle).cgPath
        animation.toValue = maskLayer.path
        animation.duration = transitionDuration(using: transitionContext)
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        animation.delegate = self
        maskLayer.add(animation, forKey: "reveal")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard let context = storedContext else { return }
        let key: UITransitionContextViewKey = transitionMode == .present ? .to : .from
        context.view(forKey: key)?.layer.mask = nil
        context.completeTransition(!context.transitionWasCancelled)
        storedContext = nil
    }
}
