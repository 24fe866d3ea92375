import UIKit

final class EdgeSwipeBackNavigationDelegate: NSObject, UINavigationControllerDelegate {

    private weak var navigationController: UINavigationController?
    private var interactivePop: UIPercentDrivenInteractiveTransition?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        super.init()
        let edgePan = UIScreenEdgePanGestureRecognizer(target: self, action: #selector(handleEdgePan(_:)))
        edgePan.edges = .left
        navigationController.view.addGestureRecognizer(edgePan)
        navigationController.delegate = self
    }

    @objc private func handleEdgePan(_ recognizer: UIScreenEdgePanGestureRecognizer) {
        guard let view = recognizer.view else { return }
        let percent = recognizer.translation(in: view).x / view.bounds.width

        switch recognizer.state {
        case .began:
            interactivePop = UIPercentDrivenInteractiveTransition()
            navigationController?.popViewController(animated: true)
        case .changed:
            interactivePop?.update(percent)
        case .ended, .cancelled:
            if percent > 0.5 || recognizer.velocity(in: view).x > 800 {
                interactivePop?.finish()
            } else {
                interactivePop?.cancel()
            }
            interactivePop = nil
        default:
            break
        }
    }

    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return ParallaxPushAnimator(operation: operation)
    }

    func navigationController(_ navigationController: UINavigationController, interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        return interactivePop
    }
}
