import UIKit

/// Presents with a keyframed Core Animation bounce: scale 0 -> 1.1 -> 0.95 -> 1 while the
/// view fades in, grouped, with the model values set so nothing snaps back.
class BouncePopAnimator: NSObject, UIViewControllerAnimatedTransitioning, CAAnimationDelegate {

    private var context: UIViewControllerContextTransitioning?
    let isPresenting: Bool

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
        let key: UITransitionContextViewKey = isPresenting ? .to : .from
        guard let view = transitionContext.view(forKey: key) else {
            transitionContext.completeTransition(false)
            return
        }
        if isPresenting, let toVC = transitionContext.viewController(forKey: .to) {
            view.frame = transitionContext.finalFrame(for: toVC)
            transitionContext.containerView.addSubview(view)
        }

        let scale = CAKeyframeAnimation(keyPath: "transform.scale")
        scale.values = isPresenting ? [0.0, 1.1, 0.95, 1.0] : [1.0, 1.1, 0.0]
        scale.keyTimes = isPresenting ? [0, 0.5, 0.8, 1] : [0, 0.3, 1]
        scale.timingFunctions = isPresenting ? [
            CAMediaTimingFunction(name: .easeOut),
            CAMediaTimingFunction(name: .easeInEaseOut),
            CAMediaTimingFunction(name: .easeIn),
        ] : [
            CAMediaTimingFunction(name: .easeOut),
            CAMediaTimingFunction(name: .easeIn),
        ]

        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = isPresenting ? 0.0 : 1.0
        fade.toValue = isPresenting ? 1.0 : 0.0

        let group = CAAnimationGroup()
        group.animations = [scale, fade]
        group.duration = transitionDuration(using: transitionContext)
        group.timingFunction = CAMediaTimingFunction(controlPoints: 0.2, 0.8, 0.3, 1)
        group.delegate = self

        view.layer.opacity = isPresenting ? 1 : 0
        view.layer.add(group, forKey: "bounce")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard let transitionContext = context else { return }
        if !isPresenting, let fromView = transitionContext.view(forKey: .from) {
            fromView.layer.removeAllAnimations()
            if transitionContext.transitionWasCancelled {
                fromView.layer.opacity = 1
            }
        }
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        context = nil
    }
}
