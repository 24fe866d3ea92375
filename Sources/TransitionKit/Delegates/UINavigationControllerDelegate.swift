import Foundation

/// The object that vends a navigation controller's push and pop animators and hears when
/// it shows a controller. Mirrors `UINavigationControllerDelegate`: every method is
/// optional; the extension below gives UIKit's defaults (nil, nothing).
/// Refines ``SelectorResponding``, as UIKit's refines `NSObjectProtocol`, so
/// `responds(to:)` compiles on any conformer.
public protocol UINavigationControllerDelegate: AnyObject, SelectorResponding {
  /// Mirrors `navigationController(_:willShow:animated:)`.
  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool)

  /// Mirrors `navigationController(_:didShow:animated:)`.
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool)

  /// Mirrors `navigationController(_:interactionControllerFor:)`.
  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?

  /// Mirrors `navigationController(_:animationControllerFor:from:to:)`.
  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?
}

extension UINavigationControllerDelegate {
  /// Nothing by default.
  public func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {}

  /// Nothing by default.
  public func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {}

  /// nil: the push or pop is not interactive.
  public func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { nil }

  /// nil: the host's push and pop animator, as UIKit's.
  public func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
}
