import UIKit

/// A card that presents itself over the current screen and can be pulled down to close.
/// The interaction controller is always handed out; with `wantsInteractiveStart` off the
/// dismissal simply plays unless a drag takes hold of it.
class PullDownCardViewController: UIViewController {

    private let dismissInteractor = PullDownInteractor()

    init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .overFullScreen
        transitioningDelegate = self
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        modalPresentationStyle = .overFullScreen
        transitioningDelegate = self
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.layer.cornerRadius = 20
        view.clipsToBounds = true

        let grabber = UIView(frame: CGRect(x: (view.bounds.width - 40) / 2, y: 8, width: 40, height: 5))
        grabber.backgroundColor = UIColor(white: 0.8, alpha: 1)
        grabber.layer.cornerRadius = 2.5
        view.addSubview(grabber)
    }
}

extension PullDownCardViewController: UIViewControllerTransitioningDelegate {

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return CardSlideAnimator(direction: .up)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return CardSlideAnimator(direction: .down)
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        return dismissInteractor
    }
}

final class PullDownInteractor: UIPercentDrivenInteractiveTransition {
    override init() {
        super.init()
        wantsInteractiveStart = false
        completionCurve = .easeOut
    }
}

final class CardSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    enum Direction {
        case up
        case down
    }

    private let direction: Direction

    init(direction: Direction) {
        self.direction = direction
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let offscreenY = container.bounds.maxY

        switch direction {
        case .up:
            guard let cardVC = transitionContext.viewController(forKey: .to),
                  let cardView = transitionContext.view(forKey: .to) else {
                return transitionContext.completeTransition(false)
            }
            var frame = transitionContext.finalFrame(for: cardVC)
            frame.origin.y += 60
            frame.size.height -= 60
            cardView.frame = frame.offsetBy(dx: 0, dy: offscreenY - frame.minY)
            container.addSubview(cardView)
            UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, usingSpringWithDamping: 0.9, initialSpringVelocity: 0.3, options: [.allowUserInteraction]) {
                cardView.frame = frame
            } completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        case .down:
            guard let cardView = transitionContext.view(forKey: .from) else {
                return transitionContext.completeTransition(false)
            }
            let frame = cardView.frame
            UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveLinear]) {
                cardView.frame.origin.y = offscreenY
            } completion: { _ in
                if transitionContext.transitionWasCancelled {
                    cardView.frame = frame
                }
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        }
    }
}
