import CTransitionABI
import Foundation

/// Recognizes a dragging finger (or fingers). Mirrors `UIPanGestureRecognizer`: it
/// begins once the touches have moved about 10 points, changes while they move, and
/// ends when they lift.
open class UIPanGestureRecognizer: UIGestureRecognizer {
  override class var hostKind: Int32 { Int32(TRANSHOST_GESTURE_PAN) }

  /// Mirrors `minimumNumberOfTouches` (1 by default).
  open var minimumNumberOfTouches: Int {
    get { Int(value(TRANSHOST_GESTURE_VALUE_MINIMUM_TOUCHES, "minimumNumberOfTouches")) }
    set {
      setValue(TRANSHOST_GESTURE_VALUE_MINIMUM_TOUCHES, "minimumNumberOfTouches", Double(newValue))
    }
  }

  /// Mirrors `maximumNumberOfTouches` (`Int.max` by default: no maximum).
  open var maximumNumberOfTouches: Int {
    get {
      let number = value(TRANSHOST_GESTURE_VALUE_MAXIMUM_TOUCHES, "maximumNumberOfTouches")
      return number >= 0x1p63 ? Int.max : Int(number)
    }
    set {
      setValue(TRANSHOST_GESTURE_VALUE_MAXIMUM_TOUCHES, "maximumNumberOfTouches", Double(newValue))
    }
  }

  /// The scrolling of a pointing device that moves the pan. Mirrors
  /// `allowedScrollTypesMask` (none by default); stored: the host has no pointing device,
  /// so another value is reported once.
  open var allowedScrollTypesMask: UIScrollTypeMask = [] {
    didSet {
      guard !allowedScrollTypesMask.isEmpty else { return }
      reportStoredSetting(
        "allowedScrollTypesMask", "\(allowedScrollTypesMask.rawValue)",
        "the host has no pointing device to scroll")
    }
  }

  /// How far the touches moved since the gesture began, in `view`'s coordinates.
  /// Mirrors `translation(in:)`.
  open func translation(in view: UIView?) -> CGPoint {
    var out = transhost_point_t()
    guard handle != 0 else { return .zero }
    _ = host.pointee.gesture_translation?(host, handle, view?.handle ?? 0, &out)
    return CGPoint(x: out.x, y: out.y)
  }

  /// Rebases the translation (`.zero` for deltas). Mirrors `setTranslation(_:in:)`.
  open func setTranslation(_ translation: CGPoint, in view: UIView?) {
    guard handle != 0 else { return }
    _ = host.pointee.gesture_set_translation?(
      host, handle, transhost_point_t(x: translation.x, y: translation.y), view?.handle ?? 0)
  }

  /// How fast the touches move, in points per second in `view`'s coordinates. Mirrors
  /// `velocity(in:)`.
  open func velocity(in view: UIView?) -> CGPoint {
    var out = transhost_point_t()
    guard handle != 0 else { return .zero }
    _ = host.pointee.gesture_velocity?(host, handle, view?.handle ?? 0, &out)
    return CGPoint(x: out.x, y: out.y)
  }
}

/// A pan that begins only when the finger comes in from one of ``edges`` of the screen.
/// Mirrors `UIScreenEdgePanGestureRecognizer` (set `edges`: none by default).
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
  override class var hostKind: Int32 { Int32(TRANSHOST_GESTURE_SCREEN_EDGE_PAN) }

  /// Mirrors `edges`.
  open var edges: UIRectEdge {
    get { UIRectEdge(rawValue: UInt(value(TRANSHOST_GESTURE_VALUE_EDGES, "edges"))) }
    set { setValue(TRANSHOST_GESTURE_VALUE_EDGES, "edges", Double(newValue.rawValue)) }
  }
}
