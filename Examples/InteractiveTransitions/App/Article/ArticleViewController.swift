import UIKit

/// An article pushed on a navigation stack. Swipe in from the left edge to go back: the
/// article follows the finger, and a release moving right fast enough, or past half the
/// screen, pops it; otherwise it slides back.
final class ArticleViewController: UIViewController, UINavigationControllerDelegate {
    private var popInteraction: UIPercentDrivenInteractiveTransition?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white

        let edgePan = UIScreenEdgePanGestureRecognizer(
            target: self, action: #selector(handleEdgePan(_:)))
        edgePan.edges = .left
        view.addGestureRecognizer(edgePan)
    }

    @objc func handleEdgePan(_ gesture: UIScreenEdgePanGestureRecognizer) {
        let progress = min(max(gesture.translation(in: view).x / view.bounds.width, 0), 1)

        switch gesture.state {
        case .began:
            popInteraction = UIPercentDrivenInteractiveTransition()
            navigationController?.delegate = self
            navigationController?.popViewController(animated: true)
        case .changed:
            popInteraction?.update(progress)
        case .ended:
            let velocity = gesture.velocity(in: view).x
            if velocity > 800 || (progress > 0.5 && velocity > -100) {
                popInteraction?.finish()
            } else {
                popInteraction?.cancel()
            }
            popInteraction = nil
        case .cancelled, .failed:
            popInteraction?.cancel()
            popInteraction = nil
        default:
            break
        }
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        operation == .pop ? SlideBackAnimator() : nil
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        popInteraction
    }
}

/// The pop: the article slides off to the right while the screen under it comes back
/// from a third of the way to the left.
final class SlideBackAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
        -> TimeInterval
    {
        0.35
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let article = transitionContext.view(forKey: .from),
            let below = transitionContext.view(forKey: .to),
            let belowController = transitionContext.viewController(forKey: .to)
        else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        let width = container.bounds.width
        below.frame = transitionContext.finalFrame(for: belowController)
        container.insertSubview(below, belowSubview: article)
        below.transform = CGAffineTransform(translationX: -width / 3, y: 0)

        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0,
            options: .curveLinear,
            animations: {
                article.transform = CGAffineTransform(translationX: width, y: 0)
                below.transform = .identity
            },
            completion: { _ in
                article.transform = .identity
                below.transform = .identity
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}
