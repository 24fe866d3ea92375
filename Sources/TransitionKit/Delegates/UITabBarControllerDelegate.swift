import Foundation

/// The object that vends a tab bar controller's tab change animators and decides
/// selections. Mirrors `UITabBarControllerDelegate`: every method is optional; the
/// extension below gives UIKit's defaults (select, nothing, nil).
/// Refines ``SelectorResponding``, as UIKit's refines `NSObjectProtocol`, so
/// `responds(to:)` compiles on any conformer.
public protocol UITabBarControllerDelegate: AnyObject, SelectorResponding {
  /// Mirrors `tabBarController(_:shouldSelect:)`.
  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool

  /// Mirrors `tabBarController(_:didSelect:)`.
  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController)

  /// Mirrors `tabBarController(_:interactionControllerFor:)`.
  func tabBarController(
    _ tabBarController: UITabBarController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?

  /// Mirrors `tabBarController(_:animationControllerForTransitionFrom:to:)`.
  func tabBarController(
    _ tabBarController: UITabBarController,
    animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?
}

extension UITabBarControllerDelegate {
  /// true: the selection goes ahead.
  public func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool { true }

  /// Nothing by default.
  public func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {}

  /// nil: the tab change is not interactive.
  public func tabBarController(
    _ tabBarController: UITabBarController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { nil }

  /// nil: the host's tab change (UIKit's has no animation).
  public func tabBarController(
    _ tabBarController: UITabBarController,
    animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
}
