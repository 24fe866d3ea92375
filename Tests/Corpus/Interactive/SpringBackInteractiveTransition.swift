import UIKit

/// An interaction controller that is not percent-driven: it runs the dismissal itself
/// with a property animator and decides at the end whether it counts, as apps do for a
/// "fling" that was already released when the transition began.
final class FlingDismissInteraction: NSObject, UIViewControllerInteractiveTransitioning {

    var releaseVelocity: CGFloat = 1600
    private let completionThreshold: CGFloat = 900
    private var animator: UIViewPropertyAnimator?

    var wantsInteractiveStart: Bool {
        return true
    }

    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from) else {
            transitionContext.completeTransition(false)
            return
        }

        let container = transitionContext.containerView
        let startFrame = fromView.frame
        let willFinish = releaseVelocity >= completionThreshold
        let target = willFinish ? startFrame.offsetBy(dx: 0, dy: container.bounds.height) : startFrame

        let animator = UIViewPropertyAnimator(duration: 0.3, dampingRatio: willFinish ? 1 : 0.6) {
            fromView.frame = target
        }
        animator.addCompletion { _ in
            if willFinish {
                transitionContext.finishInteractiveTransition()
                transitionContext.completeTransition(true)
            } else {
                fromView.frame = startFrame
                transitionContext.cancelInteractiveTransition()
                transitionContext.completeTransition(false)
            }
        }
        self.animator = animator
        animator.startAnimation()
    }
}

final class FlingDismissTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let interaction = FlingDismissInteraction()

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return SlideInPresentationAnimator(direction: .bottom, isPresentation: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return SlideInPresentationAnimator(direction: .bottom, isPresentation: false)
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        return interaction
    }
}
