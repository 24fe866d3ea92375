import CTransitionABI
import Foundation

/// Recognizes taps. Mirrors `UITapGestureRecognizer`: discrete (recognized once, never
/// began or changed).
open class UITapGestureRecognizer: UIGestureRecognizer {
  override class var hostKind: Int32 { Int32(TRANSHOST_GESTURE_TAP) }

  /// Mirrors `numberOfTapsRequired` (1 by default).
  open var numberOfTapsRequired: Int {
    get { Int(value(TRANSHOST_GESTURE_VALUE_TAPS_REQUIRED, "numberOfTapsRequired")) }
    set {
      setValue(TRANSHOST_GESTURE_VALUE_TAPS_REQUIRED, "numberOfTapsRequired", Double(newValue))
    }
  }

  /// Mirrors `numberOfTouchesRequired` (1 by default).
  open var numberOfTouchesRequired: Int {
    get { Int(value(TRANSHOST_GESTURE_VALUE_TOUCHES_REQUIRED, "numberOfTouchesRequired")) }
    set {
      setValue(
        TRANSHOST_GESTURE_VALUE_TOUCHES_REQUIRED, "numberOfTouchesRequired", Double(newValue))
    }
  }

  /// The pointer buttons a tap must press. Mirrors `buttonMaskRequired` (`.primary` by
  /// default); stored: the host's touches are fingers, which tap as the primary button,
  /// so another value is reported once.
  open var buttonMaskRequired: UIEvent.ButtonMask = .primary {
    didSet {
      guard buttonMaskRequired != .primary else { return }
      reportStoredSetting(
        "buttonMaskRequired", "\(buttonMaskRequired.rawValue)",
        "the host's touches are fingers, which tap as the primary button")
    }
  }
}

/// Recognizes a quick swipe in one of ``direction``. Mirrors `UISwipeGestureRecognizer`:
/// discrete; `location(in:)` is where the swipe began.
open class UISwipeGestureRecognizer: UIGestureRecognizer {
  /// Mirrors `UISwipeGestureRecognizer.Direction`, with UIKit's raw values.
  public struct Direction: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Mirrors `Direction(rawValue:)`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Mirrors `.right` (1 << 0).
    public static let right = Direction(rawValue: 1 << 0)
    /// Mirrors `.left` (1 << 1).
    public static let left = Direction(rawValue: 1 << 1)
    /// Mirrors `.up` (1 << 2).
    public static let up = Direction(rawValue: 1 << 2)
    /// Mirrors `.down` (1 << 3).
    public static let down = Direction(rawValue: 1 << 3)
  }

  override class var hostKind: Int32 { Int32(TRANSHOST_GESTURE_SWIPE) }

  /// Mirrors `direction` (`.right` by default).
  open var direction: Direction {
    get { Direction(rawValue: UInt(value(TRANSHOST_GESTURE_VALUE_DIRECTION, "direction"))) }
    set { setValue(TRANSHOST_GESTURE_VALUE_DIRECTION, "direction", Double(newValue.rawValue)) }
  }

  /// Mirrors `numberOfTouchesRequired` (1 by default).
  open var numberOfTouchesRequired: Int {
    get { Int(value(TRANSHOST_GESTURE_VALUE_TOUCHES_REQUIRED, "numberOfTouchesRequired")) }
    set {
      setValue(
        TRANSHOST_GESTURE_VALUE_TOUCHES_REQUIRED, "numberOfTouchesRequired", Double(newValue))
    }
  }
}

/// Recognizes two fingers pinching. Mirrors `UIPinchGestureRecognizer`.
open class UIPinchGestureRecognizer: UIGestureRecognizer {
  override class var hostKind: Int32 { Int32(TRANSHOST_GESTURE_PINCH) }

  /// The fingers' distance relative to where they began (settable; 1 at first). Mirrors
  /// `scale`.
  open var scale: CGFloat {
    get { CGFloat(value(TRANSHOST_GESTURE_VALUE_SCALE, "scale")) }
    set { setValue(TRANSHOST_GESTURE_VALUE_SCALE, "scale", Double(newValue)) }
  }

  /// How fast the scale changes, per second. Mirrors `velocity`.
  open var velocity: CGFloat { CGFloat(value(TRANSHOST_GESTURE_VALUE_VELOCITY, "velocity")) }
}
