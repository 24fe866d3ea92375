import UIKit

/// A detail screen that can be swiped back from the left edge. It sets up the stack's
/// swipe-back delegate the first time it is on screen inside a navigation controller.
class SwipeBackDetailViewController: UIViewController {

    private var swipeBack: EdgeSwipeBackNavigationDelegate?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if swipeBack == nil, let navigationController {
            swipeBack = EdgeSwipeBackNavigationDelegate(navigationController: navigationController)
        }
    }
}
