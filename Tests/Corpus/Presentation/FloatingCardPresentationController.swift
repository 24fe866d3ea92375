import UIKit

final class FloatingCardPresentationController: UIPresentationController {

    private let cardInsets = UIEdgeInsets(top: 0, left: 12, bottom: 24, right: 12)
    private let cardHeight: CGFloat = 380

    private lazy var dimmingView: UIView = {
        let view = UIView()
        view.backgroundColor = UIColor.black.withAlphaComponent(0.4)
        view.alpha = 0
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        return view
    }()

    private lazy var shadowView: UIView = {
        let view = UIView()
        view.backgroundColor = .clear
        view.layer.shadowColor = UIColor.black.cgColor
        view.layer.shadowOpacity = 0.25
        view.layer.shadowRadius = 16
        view.layer.shadowOffset = CGSize(width: 0, height: 6)
        return view
    }()

    override var frameOfPresentedViewInContainerView: CGRect {
        let bounds = containerView?.bounds ?? UIScreen.main.bounds
        let available = bounds.inset(by: cardInsets)
        return CGRect(x: available.minX,
                      y: available.maxY - cardHeight,
                      width: available.width,
                      height: cardHeight)
    }

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let containerView = containerView else { return }

        dimmingView.frame = containerView.bounds
        containerView.insertSubview(dimmingView, at: 0)
        containerView.insertSubview(shadowView, aboveSubview: dimmingView)

        presentedView?.layer.cornerRadius = 18
        presentedView?.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        presentedView?.layer.masksToBounds = true
        presentedView?.layer.borderWidth = 1
        presentedView?.layer.borderColor = UIColor(white: 1, alpha: 0.2).cgColor

        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [weak self] _ in
            self?.dimmingView.alpha = 1
        })
    }

    override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [weak self] _ in
            self?.dimmingView.alpha = 0
            self?.shadowView.alpha = 0
        })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        guard completed else { return }
        dimmingView.removeFromSuperview()
        shadowView.removeFromSuperview()
    }

    override func containerViewDidLayoutSubviews() {
        super.containerViewDidLayoutSubviews()
        let frame = frameOfPresentedViewInContainerView
        presentedView?.frame = frame
        shadowView.frame = frame
        shadowView.layer.shadowPath = UIBezierPath(roundedRect: shadowView.bounds, cornerRadius: 18).cgPath
    }
}
