import UIKit

/// The dismissal plays on its own, but the app keeps its interaction controller ready so
/// a finger that lands on the sheet mid-flight can grab it (`pause()`), scrub it and let
/// go. UIKit asks for the controller once, when the dismissal starts.
final class GrabbableDismissInteraction: UIPercentDrivenInteractiveTransition {

    private(set) var isGrabbed = false

    override init() {
        super.init()
        wantsInteractiveStart = false
    }

    func grab() {
        isGrabbed = true
        pause()
    }

    func drag(to fraction: CGFloat) {
        guard isGrabbed else { return }
        update(max(0, min(1, fraction)))
    }

    func release(velocity: CGFloat) {
        guard isGrabbed else { return }
        isGrabbed = false
        completionSpeed = max(0.5, min(2, abs(velocity) / 1000))
        if velocity > 0 || percentComplete > 0.5 {
            finish()
        } else {
            cancel()
        }
    }
}

final class GrabbableDismissDelegate: NSObject, UIViewControllerTransitioningDelegate {

    private let interaction = GrabbableDismissInteraction()

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return SlideInPresentationAnimator(direction: .bottom, isPresentation: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return SwipeDownDismissAnimator()
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        return interaction
    }
}
