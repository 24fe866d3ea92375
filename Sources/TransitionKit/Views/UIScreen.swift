import CTransitionABI
import Foundation

/// The screen. Mirrors `UIScreen`: `bounds` is the host window's, read when asked, so
/// during a run it is the size the script's window has.
///
/// transhost models a fixed scale of 3 (a 3x iPhone), so `nativeBounds` is the bounds
/// times 3. Outside a run (no host bound) the bounds are UIKit's iPhone 15 default,
/// 390 x 844 points, which is also the host window's default.
open class UIScreen: @unchecked Sendable {
  /// Mirrors `UIScreen.main`.
  public static let main = UIScreen()

  /// Mirrors `UIScreen()`.
  public init() {}

  /// The window's size when no host is bound: transhost's default window.
  static let detachedBounds = CGRect(x: 0, y: 0, width: 390, height: 844)

  /// Mirrors `bounds`: the host window's bounds.
  open var bounds: CGRect {
    guard let session = PluginSession.current,
      let window = session.newer(\.view_window, "UIScreen.main.bounds", minor: 4),
      let view = session.view(window(session.host))
    else { return Self.detachedBounds }
    return view.bounds
  }

  /// Mirrors `scale`: transhost models a fixed 3.
  open var scale: CGFloat { 3 }
  /// Mirrors `nativeScale`: the same fixed 3.
  open var nativeScale: CGFloat { 3 }

  /// Mirrors `nativeBounds`: the bounds in pixels (times ``scale``).
  open var nativeBounds: CGRect {
    let points = bounds
    return CGRect(x: 0, y: 0, width: points.width * scale, height: points.height * scale)
  }
}
