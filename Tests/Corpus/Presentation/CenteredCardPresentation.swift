import UIKit

class CenteredCardPresentationController: UIPresentationController {

    private var dimmingView: UIView?
    private let cornerRadius: CGFloat = 14.0

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView = containerView else {
            return super.frameOfPresentedViewInContainerView
        }
        let bounds = containerView.bounds
        var size = presentedViewController.preferredContentSize
        if size.width == 0 || size.height == 0 {
            size = CGSize(width: bounds.width - 48, height: bounds.height * 0.4)
        }
        size.width = min(size.width, bounds.width - 32)
        size.height = min(size.height, bounds.height - 64)
        return CGRect(x: (bounds.width - size.width) / 2,
                      y: (bounds.height - size.height) / 2,
                      width: size.width,
                      height: size.height)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView = containerView else { return }

        let dimmingView = UIView(frame: containerView.bounds)
        dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.6)
        dimmingView.alpha = 0
        containerView.addSubview(dimmingView)
        self.dimmingView = dimmingView

        if let presentedView = presentedView {
            presentedView.layer.cornerRadius = cornerRadius
            presentedView.layer.masksToBounds = true
        }

        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            dimmingView.alpha = 1
        }, completion: nil)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed {
            dimmingView?.removeFromSuperview()
            dimmingView = nil
        }
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [weak self] _ in
            self?.dimmingView?.alpha = 0
        }, completion: nil)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
            dimmingView?.removeFromSuperview()
            dimmingView = nil
        }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        guard let containerView = containerView else { return }
        dimmingView?.frame = containerView.bounds
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

class CenteredCardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool

    init(presenting: Bool) {
        self.presenting = presenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        presenting ? 0.4 : 0.2
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewKey = presenting ? .to : .from
        guard let cardView = transitionContext.view(forKey: key) else {
            transitionContext.completeTransition(false)
            return
        }

        if presenting {
            guard let cardController = transitionContext.viewController(forKey: .to) else {
                transitionContext.completeTransition(false)
                return
            }
            transitionContext.containerView.addSubview(cardView)
            cardView.frame = transitionContext.finalFrame(for: cardController)
            cardView.transform = CGAffineTransform(scaleX: 1.2, y: 1.2)
            cardView.alpha = 0
        }

        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, usingSpringWithDamping: presenting ? 0.8 : 1, initialSpringVelocity: 0, options: [.beginFromCurrentState]) {
            if self.presenting {
                cardView.transform = .identity
                cardView.alpha = 1
            } else {
                cardView.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
                cardView.alpha = 0
            }
        } completion: { _ in
            let wasCancelled = transitionContext.transitionWasCancelled
            if wasCancelled {
                cardView.transform = .identity
                cardView.alpha = 1
            }
            transitionContext.completeTransition(!wasCancelled)
        }
    }
}

class CenteredCardTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
        CenteredCardPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        CenteredCardAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        CenteredCardAnimator(presenting: false)
    }
}
