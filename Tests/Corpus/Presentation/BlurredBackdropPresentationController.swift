import UIKit

class BlurredBackdropPresentationController: UIPresentationController {

    private let blurView = UIVisualEffectView(effect: nil)

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return bounds.inset(by: UIEdgeInsets(top: bounds.height * 0.3, left: 0, bottom: 0, right: 0))
    }

    override func presentationTransitionWillBegin() {
        guard let containerView = containerView else { return }
        blurView.frame = containerView.bounds
        blurView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        containerView.insertSubview(blurView, at: 0)

        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [unowned self] _ in
            self.blurView.effect = UIBlurEffect(style: .systemThinMaterialDark)
        }, completion: nil)
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [unowned self] _ in
            self.blurView.effect = nil
        }, completion: { [unowned self] context in
            if !context.isCancelled {
                self.blurView.removeFromSuperview()
            }
        })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed {
            blurView.removeFromSuperview()
        }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    override var shouldRemovePresentersView: Bool {
        return false
    }
}

class BlurredBackdropTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
        return BlurredBackdropPresentationController(presentedViewController: presented, presenting: presenting)
    }
}
