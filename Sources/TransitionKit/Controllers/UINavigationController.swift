import CTransitionABI
import Foundation

/// A navigation controller of the host, as its delegate and its children see it. Mirrors
/// `UINavigationController`.
open class UINavigationController: UIViewController {
  private weak var storedDelegate: AnyObject?

  /// Mirrors `UINavigationController.Operation`, with UIKit's raw values.
  public enum Operation: Int, Sendable, CaseIterable {
    case none = 0, push = 1, pop = 2
  }

  /// The controllers on the stack, bottom first. Mirrors `viewControllers`.
  public var viewControllers: [UIViewController] { children }

  /// Mirrors `UINavigationController.topViewController`.
  public var topViewController: UIViewController? { children.last }

  /// The delegate that vends push and pop animators; held weakly, as UIKit does.
  /// Mirrors `UINavigationController.delegate`.
  /// Pushes `viewController`, asking the delegate for the animator and the interaction
  /// controller. Mirrors `pushViewController(_:animated:)`; a refused push is reported
  /// by the host.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    guard handle != 0,
      let push = session.newer(\.navigation_push, "pushViewController(_:animated:)", minor: 6)
    else { return }
    _ = push(host, handle, viewController.handle, animated)
  }

  /// Pops the top controller and returns it (nil at the root). Mirrors
  /// `popViewController(animated:)`.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard handle != 0,
      let pop = session.newer(\.navigation_pop, "popViewController(animated:)", minor: 6)
    else { return nil }
    return session.controller(pop(host, handle, animated))
  }

  open var delegate: (any UINavigationControllerDelegate)? {
    get { storedDelegate as? any UINavigationControllerDelegate }
    set {
      storedDelegate = newValue
      guard handle != 0,
        let set = session.newer(\.controller_set_navigation_delegate, "setting a delegate")
      else { return }
      _ = set(
        host, handle,
        newValue.map { NavigationDelegateExport.export($0, session: session, owned: false) })
    }
  }
}
