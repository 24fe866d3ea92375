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
