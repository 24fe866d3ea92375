import UIKit

class SideMenuPresentationController: UIPresentationController {

    let menuWidthRatio: CGFloat = 0.8
    var dimmingView: UIView!

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        return CGRect(x: 0, y: 0, width: container.bounds.width * menuWidthRatio, height: container.bounds.height)
    }

    override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        dimmingView = UIView(frame: container.bounds)
        dimmingView.backgroundColor = UIColor(red: 0, green: 0, blue: 0, alpha: 0.35)
        dimmingView.alpha = 0
        container.insertSubview(dimmingView, at: 0)

        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in
                self.dimmingView.alpha = 1
            }, completion: nil)
        } else {
            dimmingView.alpha = 1
        }
    }

    override func dismissalTransitionWillBegin() {
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in
                self.dimmingView.alpha = 0
            }, completion: { context in
                if !context.isCancelled {
                    self.dimmingView.removeFromSuperview()
                }
            })
        } else {
            dimmingView.alpha = 0
            dimmingView.removeFromSuperview()
        }
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed {
            dimmingView.removeFromSuperview()
        }
    }

    override func containerViewWillLayoutSubviews() {
        presentedView?.frame = frameOfPresentedViewInContainerView
        dimmingView?.frame = containerView?.bounds ?? .zero
    }
}

class SideMenuAnimator: NSObject, UIViewControllerAnimatedTransitioning {

    var isPresenting = false
    let duration = 0.3

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView

        if isPresenting {
            guard let menuView = transitionContext.view(forKey: .to),
                  let menuVC = transitionContext.viewController(forKey: .to) else { return }
            let finalFrame = transitionContext.finalFrame(for: menuVC)
            menuView.frame = finalFrame.offsetBy(dx: -finalFrame.width, dy: 0)
            containerView.addSubview(menuView)
            UIView.animate(withDuration: duration, delay: 0, options: .curveEaseOut, animations: {
                menuView.frame = finalFrame
            }) { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        } else {
            guard let menuView = transitionContext.view(forKey: .from) else { return }
            let startFrame = menuView.frame
            UIView.animate(withDuration: duration, delay: 0, options: .curveEaseIn, animations: {
                menuView.frame = startFrame.offsetBy(dx: -startFrame.maxX, dy: 0)
            }) { _ in
                if transitionContext.transitionWasCancelled {
                    menuView.frame = startFrame
                }
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        }
    }
}

class SideMenuTransitionManager: NSObject, UIViewControllerTransitioningDelegate {

    private let animator = SideMenuAnimator()

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
        return SideMenuPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        animator.isPresenting = true
        return animator
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        animator.isPresenting = false
        return animator
    }
}

class SideMenuViewController: UIViewController {

    private let transitionManager = SideMenuTransitionManager()

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        modalPresentationStyle = .custom
        transitioningDelegate = transitionManager
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        modalPresentationStyle = .custom
        transitioningDelegate = transitionManager
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(white: 0.12, alpha: 1)

        let header = UIView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 120))
        header.backgroundColor = .gray
        view.addSubview(header)
    }
}
