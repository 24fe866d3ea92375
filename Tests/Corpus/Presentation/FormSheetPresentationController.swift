import UIKit

/// A form sheet for phones: centred, sized from the presented controller's
/// `preferredContentSize`, wrapped in a rounded container that the animators move.
final class FormSheetPresentationController: UIPresentationController {

    private var wrapperView: UIView?
    private var dimmingView: UIView?

    override var presentedView: UIView? {
        return wrapperView
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView = containerView else { return .zero }
        let bounds = containerView.bounds
        let preferred = presentedViewController.preferredContentSize
        let width = min(preferred.width > 0 ? preferred.width : 340, bounds.width - 32)
        let height = min(preferred.height > 0 ? preferred.height : 420, bounds.height - 120)
        return CGRect(x: bounds.midX - width / 2, y: bounds.midY - height / 2, width: width, height: height).integral
    }

    override func presentationTransitionWillBegin() {
        guard let containerView = containerView,
              let contentView = presentedViewController.view else { return }

        let dimmingView = UIView(frame: containerView.bounds)
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.45)
        dimmingView.alpha = 0
        containerView.addSubview(dimmingView)
        self.dimmingView = dimmingView

        let wrapper = UIView(frame: frameOfPresentedViewInContainerView)
        wrapper.layer.cornerRadius = 13
        wrapper.clipsToBounds = true
        contentView.frame = wrapper.bounds
        wrapper.addSubview(contentView)
        wrapperView = wrapper

        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            dimmingView.alpha = 1
        }, completion: nil)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        guard !completed else { return }
        dimmingView?.removeFromSuperview()
        wrapperView?.removeFromSuperview()
        dimmingView = nil
        wrapperView = nil
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [weak self] _ in
            self?.dimmingView?.alpha = 0
        }, completion: nil)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        guard completed else { return }
        dimmingView?.removeFromSuperview()
        wrapperView?.removeFromSuperview()
        dimmingView = nil
        wrapperView = nil
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        if let containerView = containerView {
            dimmingView?.frame = containerView.bounds
        }
        wrapperView?.frame = frameOfPresentedViewInContainerView
        if let wrapper = wrapperView {
            presentedViewController.view.frame = wrapper.bounds
        }
    }
}

final class FormSheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
        return FormSheetPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return PopScaleAnimator()
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let animator = PopScaleAnimator()
        animator.mode = .dismiss
        return animator
    }
}
