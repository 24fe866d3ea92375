import CTransitionABI
import Foundation

/// Recognizes fingers held still on a view. Mirrors `UILongPressGestureRecognizer`:
/// continuous; it begins once ``numberOfTouchesRequired`` fingers have been down
/// ``minimumPressDuration`` seconds (after ``numberOfTapsRequired`` taps) without moving
/// more than ``allowableMovement`` points, changes as they move, and ends when they
/// lift. Needs a host of ABI 1.7; an older one is reported and the recognizer does
/// nothing.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
  override class var hostKind: Int32 { Int32(TRANSHOST_GESTURE_LONG_PRESS) }
  override class var hostKindMinor: UInt32 { 7 }

  /// Mirrors `minimumPressDuration` (0.5 s by default).
  open var minimumPressDuration: TimeInterval {
    get { value(TRANSHOST_GESTURE_VALUE_MINIMUM_PRESS_DURATION, "minimumPressDuration") }
    set {
      setValue(TRANSHOST_GESTURE_VALUE_MINIMUM_PRESS_DURATION, "minimumPressDuration", newValue)
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

  /// Mirrors `numberOfTapsRequired` (0 by default): the taps before the press.
  open var numberOfTapsRequired: Int {
    get { Int(value(TRANSHOST_GESTURE_VALUE_TAPS_REQUIRED, "numberOfTapsRequired")) }
    set {
      setValue(TRANSHOST_GESTURE_VALUE_TAPS_REQUIRED, "numberOfTapsRequired", Double(newValue))
    }
  }

  /// Mirrors `allowableMovement` (10 points by default): how far the fingers may move
  /// before the gesture begins.
  open var allowableMovement: CGFloat {
    get { CGFloat(value(TRANSHOST_GESTURE_VALUE_ALLOWABLE_MOVEMENT, "allowableMovement")) }
    set {
      setValue(TRANSHOST_GESTURE_VALUE_ALLOWABLE_MOVEMENT, "allowableMovement", Double(newValue))
    }
  }
}
