import UIKit

class PanToDismissInteractionController: UIPercentDrivenInteractiveTransition {

    private(set) var interactionInProgress = false
    private var shouldCompleteTransition = false
    private weak var viewController: UIViewController?

    init(viewController: UIViewController) {
        super.init()
        self.viewController = viewController
        let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
        viewController.view.addGestureRecognizer(pan)
    }

    @objc private func handlePan(_ gesture: UIPanGestureRecognizer) {
        guard let view = gesture.view else { return }
        let translation = gesture.translation(in: view.superview)
        let progress = min(max(translation.y / view.bounds.height, 0), 1)

        switch gesture.state {
        case .began:
            interactionInProgress = true
            viewController?.dismiss(animated: true)
        case .changed:
            shouldCompleteTransition = progress > 0.4 || gesture.velocity(in: view).y > 1000
            update(progress)
        case .cancelled:
            interactionInProgress = false
            cancel()
        case .ended:
            interactionInProgress = false
            shouldCompleteTransition ? finish() : cancel()
        default:
            break
        }
    }
}
