import UIKit

/// A card that slides up over the screen. Drag it down to put it away: a quick flick or
/// a drag past half its height dismisses it, anything less and it settles back.
final class CardViewController: UIViewController {
    private let cardTransitioning = CardTransitioningDelegate()

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        modalPresentationStyle = .custom
        transitioningDelegate = cardTransitioning
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.layer.cornerRadius = 16
        view.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]

        let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
        view.addGestureRecognizer(pan)
    }

    @objc private func handlePan(_ gesture: UIPanGestureRecognizer) {
        let translation = gesture.translation(in: view)
        let progress = max(0, min(1, translation.y / view.bounds.height))

        switch gesture.state {
        case .began:
            cardTransitioning.dismissInteraction = UIPercentDrivenInteractiveTransition()
            dismiss(animated: true)
        case .changed:
            cardTransitioning.dismissInteraction?.update(progress)
        case .ended:
            let velocity = gesture.velocity(in: view).y
            if progress > 0.5 || velocity > CardViewController.flickVelocity {
                cardTransitioning.dismissInteraction?.finish()
            } else {
                cardTransitioning.dismissInteraction?.cancel()
            }
            cardTransitioning.dismissInteraction = nil
        case .cancelled, .failed:
            cardTransitioning.dismissInteraction?.cancel()
            cardTransitioning.dismissInteraction = nil
        default:
            break
        }
    }

    /// Points per second downwards above which a release dismisses, however short the drag.
    static let flickVelocity: CGFloat = 1000
}
