import UIKit

/// A sheet that slides up from the bottom and goes away when dragged down. The drag is
/// handled by `PanToDismissInteractionController`, which the sheet creates once its view
/// exists and hands out while the finger is down.
class PannableSheetViewController: UIViewController {

    private var panToDismiss: PanToDismissInteractionController?

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
        view.backgroundColor = .secondarySystemBackground
        view.layer.cornerRadius = 12
        panToDismiss = PanToDismissInteractionController(viewController: self)
    }
}

extension PannableSheetViewController: UIViewControllerTransitioningDelegate {

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return CardSlideAnimator(direction: .up)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return CardSlideAnimator(direction: .down)
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        guard let panToDismiss, panToDismiss.interactionInProgress else { return nil }
        return panToDismiss
    }
}
