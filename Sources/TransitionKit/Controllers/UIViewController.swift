import CTransitionABI
import Foundation

/// A view controller taking part in a transition. Mirrors the parts of
/// `UIViewController` an animator uses.
open class UIViewController {
  let session: PluginSession
  let handle: UInt64

  init(session: PluginSession, handle: UInt64) {
    self.session = session
    self.handle = handle
  }

  /// Mirrors `UIViewController.view` (never nil here: the host made it).
  public var view: UIView {
    session.view(session.host.pointee.controller_view?(session.host, handle) ?? 0)
      ?? UIView(session: session, handle: 0)
  }

  /// The controller's name in the host. Mirrors `title`.
  public var title: String? {
    session.host.pointee.controller_name?(session.host, handle).map { String(cString: $0) }
  }
}

extension UIViewController: Equatable {
  public static func == (lhs: UIViewController, rhs: UIViewController) -> Bool {
    lhs.handle == rhs.handle
  }
}

/// Mirrors `UIModalPresentationStyle`, with UIKit's raw values.
public enum UIModalPresentationStyle: Int, Sendable, CaseIterable {
  case automatic = -2, none = -1, fullScreen = 0, pageSheet = 1, formSheet = 2, currentContext = 3
  case custom = 4, overFullScreen = 5, overCurrentContext = 6, popover = 7
}

/// Mirrors `UITransitionContextViewControllerKey`.
public struct UITransitionContextViewControllerKey: Hashable, Sendable {
  let raw: Int32
  /// The controller the transition leaves.
  public static let from = UITransitionContextViewControllerKey(raw: Int32(TRANSHOST_KEY_FROM))
  /// The controller the transition shows.
  public static let to = UITransitionContextViewControllerKey(raw: Int32(TRANSHOST_KEY_TO))
}

/// Mirrors `UITransitionContextViewKey`.
public struct UITransitionContextViewKey: Hashable, Sendable {
  let raw: Int32
  /// The view the transition leaves.
  public static let from = UITransitionContextViewKey(raw: Int32(TRANSHOST_KEY_FROM))
  /// The view the transition shows.
  public static let to = UITransitionContextViewKey(raw: Int32(TRANSHOST_KEY_TO))
}
