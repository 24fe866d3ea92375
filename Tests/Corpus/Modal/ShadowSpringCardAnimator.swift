import UIKit
import QuartzCore

class ShadowSpringCardAnimator: NSObject, UIViewControllerAnimatedTransitioning {

    var presenting = true

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.7
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let cardView = transitionContext.view(forKey: presenting ? .to : .from) else {
            transitionContext.completeTransition(false)
            return
        }

        if presenting {
            let frame = container.bounds.insetBy(dx: 20, dy: 120)
            cardView.frame = frame
            container.addSubview(cardView)
        }

        cardView.layer.cornerRadius = 16
        cardView.layer.shadowColor = UIColor.black.cgColor
        cardView.layer.shadowOpacity = 0.3
        cardView.layer.shadowOffset = CGSize(width: 0, height: 10)
        cardView.layer.shadowRadius = 20

        CATransaction.begin()
        CATransaction.setCompletionBlock {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }

        let spring = CASpringAnimation(keyPath: "transform.scale")
        spring.fromValue = presenting ? 0.6 : 1.0
        spring.toValue = presenting ? 1.0 : 0.6
        spring.mass = 1
        spring.stiffness = 180
        spring.damping = 14
        spring.initialVelocity = 0
        spring.duration = spring.settlingDuration
        spring.fillMode = .forwards
        spring.isRemovedOnCompletion = false
        cardView.layer.add(spring, forKey: "scale")

        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = presenting ? 0 : 1
        fade.toValue = presenting ? 1 : 0
        fade.duration = transitionDuration(using: transitionContext) * 0.5
        cardView.layer.add(fade, forKey: "fade")
        cardView.layer.opacity = presenting ? 1 : 0

        CATransaction.commit()
    }

    func animationEnded(_ transitionCompleted: Bool) {
    }
}
