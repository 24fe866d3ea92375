import UIKit

class ParallaxPushAnimator: NSObject, UIViewControllerAnimatedTransitioning {

    let operation: UINavigationController.Operation
    private let parallaxFactor: CGFloat = 0.3

    init(operation: UINavigationController.Operation) {
        self.operation = operation
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.35
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to),
              let toVC = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }

        let containerView = transitionContext.containerView
        let width = containerView.bounds.width
        let finalFrame = transitionContext.finalFrame(for: toVC)
        let isPush = operation == .push

        if isPush {
            containerView.addSubview(toView)
            toView.frame = finalFrame.offsetBy(dx: width, dy: 0)
        } else {
            containerView.insertSubview(toView, belowSubview: fromView)
            toView.frame = finalFrame.offsetBy(dx: -width * parallaxFactor, dy: 0)
        }

        let fromStart = fromView.frame
        let fromEnd = isPush
            ? fromStart.offsetBy(dx: -width * parallaxFactor, dy: 0)
            : fromStart.offsetBy(dx: width, dy: 0)

        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveEaseInOut], animations: {
            toView.frame = finalFrame
            fromView.frame = fromEnd
        }, completion: { _ in
            let completed = !transitionContext.transitionWasCancelled
            if !completed {
                fromView.frame = fromStart
                toView.removeFromSuperview()
            }
            transitionContext.completeTransition(completed)
        })
    }
}

final class ParallaxNavigationDelegate: NSObject, UINavigationControllerDelegate {

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController,
                              to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        switch operation {
        case .push, .pop:
            return ParallaxPushAnimator(operation: operation)
        default:
            return nil
        }
    }
}
