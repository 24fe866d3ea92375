import UIKit

/// The iOS 10 pattern: one property animator per transition, handed to UIKit through
/// `interruptibleAnimator(using:)` so a gesture can grab it mid-flight.
final class InterruptibleSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {

    private let isPresenting: Bool
    private var animator: UIViewImplicitlyAnimating?

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let animator = animator {
            return animator
        }

        let container = transitionContext.containerView
        let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        let controller = transitionContext.viewController(forKey: key)!
        let movingView = transitionContext.view(forKey: isPresenting ? .to : .from)!

        let onScreen = isPresenting ? transitionContext.finalFrame(for: controller) : transitionContext.initialFrame(for: controller)
        let offScreen = onScreen.offsetBy(dx: 0, dy: container.bounds.height)

        if isPresenting {
            movingView.frame = offScreen
            container.addSubview(movingView)
        }

        let timing = UISpringTimingParameters(dampingRatio: 0.9, initialVelocity: .zero)
        let propertyAnimator = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), timingParameters: timing)
        propertyAnimator.addAnimations {
            movingView.frame = self.isPresenting ? onScreen : offScreen
        }
        propertyAnimator.addCompletion { [weak self] position in
            let completed = position == .end
            if !completed && !(self?.isPresenting ?? true) {
                movingView.frame = onScreen
            }
            transitionContext.completeTransition(completed)
            self?.animator = nil
        }
        animator = propertyAnimator
        return propertyAnimator
    }

    func animationEnded(_ transitionCompleted: Bool) {
        animator = nil
    }
}
