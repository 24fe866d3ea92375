import UIKit

class SlidingTabAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    enum Direction {
        case left, right
    }

    let direction: Direction

    init(direction: Direction) {
        self.direction = direction
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.25
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to),
              let toVC = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }

        let container = transitionContext.containerView
        let frame = transitionContext.finalFrame(for: toVC)
        let offset = direction == .left ? frame.width : -frame.width

        toView.frame = frame.offsetBy(dx: offset, dy: 0)
        container.addSubview(toView)

        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveEaseOut], animations: {
            fromView.frame = frame.offsetBy(dx: -offset, dy: 0)
            toView.frame = frame
        }, completion: { finished in
            if transitionContext.transitionWasCancelled {
                fromView.frame = frame
                toView.removeFromSuperview()
            }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

class SlidingTabBarControllerDelegate: NSObject, UITabBarControllerDelegate {

    func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        guard let viewControllers = tabBarController.viewControllers,
              let fromIndex = viewControllers.firstIndex(of: fromVC),
              let toIndex = viewControllers.firstIndex(of: toVC),
              fromIndex != toIndex else {
            return nil
        }
        return SlidingTabAnimator(direction: toIndex > fromIndex ? .left : .right)
    }
}
