import UIKit

/// A full-screen cover: the presenter's view leaves the window once the cover is up, and
/// a backdrop sits behind the presented view while it moves.
class CoverFullScreenPresentationController: UIPresentationController {

    private var backdropView: UIView?

    override var shouldRemovePresentersView: Bool {
        return true
    }

    override var shouldPresentInFullscreen: Bool {
        return true
    }

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let containerView = containerView else { return }
        let backdrop = UIView(frame: containerView.bounds)
        backdrop.backgroundColor = UIColor(white: 0.1, alpha: 1)
        backdrop.alpha = 0
        containerView.insertSubview(backdrop, at: 0)
        backdropView = backdrop

        if let coordinator = presentingViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in
                backdrop.alpha = 1
                self.presentingViewController.view.transform = CGAffineTransform(scaleX: 0.94, y: 0.94)
            }, completion: { _ in
                self.presentingViewController.view.transform = .identity
            })
        } else {
            backdrop.alpha = 1
        }
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        if !completed {
            backdropView?.removeFromSuperview()
            backdropView = nil
        }
    }

    override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        guard let backdrop = backdropView else { return }
        presentingViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            backdrop.alpha = 0
        }, completion: nil)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        if completed {
            backdropView?.removeFromSuperview()
            backdropView = nil
        }
    }
}

class CoverTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
        return CoverFullScreenPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return SlideInPresentationAnimator(direction: .bottom, isPresentation: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return SlideInPresentationAnimator(direction: .bottom, isPresentation: false)
    }
}
