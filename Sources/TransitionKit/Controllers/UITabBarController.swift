import CTransitionABI
import Foundation

/// A tab bar controller of the host, as its delegate and its children see it. Mirrors
/// `UITabBarController`.
open class UITabBarController: UIViewController {
  private weak var storedDelegate: AnyObject?

  /// Mirrors `UITabBarController.viewControllers`.
  public var viewControllers: [UIViewController]? { children }

  /// The delegate that vends tab change animators; held weakly, as UIKit does. Mirrors
  /// `UITabBarController.delegate`.
  open var delegate: (any UITabBarControllerDelegate)? {
    get { storedDelegate as? any UITabBarControllerDelegate }
    set {
      storedDelegate = newValue
      guard handle != 0,
        let set = session.newer(\.controller_set_tab_bar_delegate, "setting a delegate")
      else { return }
      _ = set(
        host, handle,
        newValue.map { TabBarDelegateExport.export($0, session: session, owned: false) })
    }
  }
}
