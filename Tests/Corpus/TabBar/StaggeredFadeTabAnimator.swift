import UIKit

/// Fades the new tab in, its subviews rising into place one after another.
class StaggeredFadeTabAnimator: NSObject, UIViewControllerAnimatedTransitioning {

    private let staggerDelay: TimeInterval = 0.04
    private let riseDistance: CGFloat = 16

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.35
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to),
              let toVC = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }

        toView.frame = transitionContext.finalFrame(for: toVC)
        toView.alpha = 0
        transitionContext.containerView.addSubview(toView)

        let pieces = toView.subviews
        for piece in pieces {
            piece.transform = CGAffineTransform(translationX: 0, y: riseDistance)
            piece.alpha = 0
        }

        let duration = transitionDuration(using: transitionContext)
        for (index, piece) in pieces.enumerated() {
            let delay = min(Double(index) * staggerDelay, duration * 0.5)
            UIView.animate(withDuration: duration - delay, delay: delay, options: [.curveEaseOut], animations: {
                piece.transform = .identity
                piece.alpha = 1
            })
        }

        // The crossfade takes the first half; the keyframe animation lasts the whole
        // duration, so its completion ends the transition once the last piece has risen.
        UIView.animateKeyframes(withDuration: duration, delay: 0, options: [.calculationModeLinear], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                fromView.alpha = 0
                toView.alpha = 1
            }
        }, completion: { _ in
            fromView.alpha = 1
            if transitionContext.transitionWasCancelled {
                toView.alpha = 1
                pieces.forEach {
                    $0.transform = .identity
                    $0.alpha = 1
                }
            }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

class StaggeredTabBarDelegate: NSObject, UITabBarControllerDelegate {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        return tabBarController.selectedViewController !== viewController
    }

    func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return StaggeredFadeTabAnimator()
    }
}
