import UIKit

/// A list screen that fades its header out alongside whatever transition takes it off
/// screen, and puts it back if the transition is cancelled.
class AlongsideHeaderViewController: UIViewController {

    private let headerView = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 96))
    private(set) var interactionChanges = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        headerView.frame.size.width = view.bounds.width
        headerView.backgroundColor = UIColor(red: 0.0, green: 0.48, blue: 1.0, alpha: 1.0)
        view.addSubview(headerView)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        guard let coordinator = transitionCoordinator else { return }

        coordinator.animate(alongsideTransition: { [weak self] _ in
            self?.headerView.alpha = 0
        }, completion: { [weak self] context in
            if context.isCancelled {
                self?.headerView.alpha = 1
            }
        })

        coordinator.notifyWhenInteractionChanges { [weak self] context in
            self?.interactionChanges += 1
            if context.isCancelled {
                self?.headerView.alpha = 1
            }
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let coordinator = transitionCoordinator, animated {
            coordinator.animate(alongsideTransition: { _ in
                self.headerView.alpha = 1
            }, completion: nil)
        } else {
            headerView.alpha = 1
        }
    }
}
