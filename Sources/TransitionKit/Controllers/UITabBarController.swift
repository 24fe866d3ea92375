import CTransitionABI
import Foundation

/// A tab bar controller of the host, as its delegate and its children see it. Mirrors
/// `UITabBarController`.
open class UITabBarController: UIViewController {
  private weak var storedDelegate: AnyObject?

  /// Mirrors `UITabBarController.viewControllers`.
  public var viewControllers: [UIViewController]? { children }

  /// The selected tab, nil when there are no tabs. Mirrors
  /// `UITabBarController.selectedViewController`, read-only here: the host selects tabs
  /// (a script's `select`). Needs a 1.4 host; an older one answers nil, reported once.
  public var selectedViewController: UIViewController? {
    let call = "selectedViewController"
    guard handle != 0, session.newer(\.view_get_values, call, minor: 4) != nil else {
      return nil
    }
    return session.controller(related(TRANSHOST_RELATION_SELECTED, call))
  }

  /// The selected tab's index in `viewControllers`, `NSNotFound` when there are no tabs.
  /// Mirrors `UITabBarController.selectedIndex`, read-only here, as `selectedViewController`.
  public var selectedIndex: Int {
    guard let selected = selectedViewController else { return NSNotFound }
    return viewControllers?.firstIndex { $0 === selected } ?? NSNotFound
  }

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
