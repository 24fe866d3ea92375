import CTransitionABI
import Foundation

extension UIView {
  /// Whether `point` is inside `bounds` for touches, as UIKit's default
  /// `point(inside:with:)` decides: the maximum edges are outside.
  static func touchArea(_ bounds: CGRect, contains point: CGPoint) -> Bool {
    point.x >= bounds.minX && point.x < bounds.maxX && point.y >= bounds.minY
      && point.y < bounds.maxY
  }

  /// For a view of a plugin-defined subclass, asks the host to hit-test it through
  /// ``hitTest(_:with:)`` (ABI 1.7 `view_set_hit_test_handler`), so an override decides
  /// where a touch goes, as in UIKit. TransitionKit's own classes do not override it, so
  /// they keep the host's rule without a call into the plugin. The host asks only when a
  /// touch comes down. Once the session is gone, the handler answers with the host's rule
  /// (the bounds deciding what is inside).
  func registerHitTesting() {
    guard String(reflecting: type(of: self)).hasPrefix("TransitionKit.") == false,
      session.has(\.view_set_hit_test_handler),
      let register = host.pointee.view_set_hit_test_handler
    else { return }
    let target = Unmanaged.passRetained(HitTestTarget(session: session)).toOpaque()
    _ = register(
      host, handle,
      { data, handle, point in
        guard let data else { return 0 }
        return Unmanaged<HitTestTarget>.fromOpaque(data).takeUnretainedValue()
          .hitTest(handle, CGPoint(x: point.x, y: point.y))
      }, target)
  }
}

/// What a view's hit-test handler reaches its session through: weakly, as the session
/// can end before the host's view does, with the host's table to fall back on. One is
/// kept per registered view (never freed, as the host may call the handler until the run
/// ends).
final class HitTestTarget {
  weak var session: PluginSession?
  let host: UnsafePointer<transhost_host_t>

  init(session: PluginSession) {
    self.session = session
    host = session.host
  }

  /// The handle of the view a touch at `point` in the view `handle` hits.
  func hitTest(_ handle: UInt64, _ point: CGPoint) -> UInt64 {
    if let session, let view = session.view(handle) {
      return session.run { view.hitTest(point, with: UIEvent())?.handle ?? 0 }
    }
    var bounds = transhost_rect_t()
    var hit: UInt64 = 0
    guard host.pointee.view_get_rect?(host, handle, Int32(TRANSHOST_PROPERTY_BOUNDS), &bounds) == 0
    else { return 0 }
    let inside = UIView.touchArea(CGRect(bounds), contains: point)
    _ = host.pointee.view_hit_test?(host, handle, point.cValue, inside, &hit)
    return hit
  }
}
