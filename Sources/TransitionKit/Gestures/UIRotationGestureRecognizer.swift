import CTransitionABI
import Foundation

/// Recognizes two fingers turning. Mirrors `UIRotationGestureRecognizer`: continuous; it
/// begins once the line between the fingers has turned a little, changes as it turns,
/// and ends when a finger lifts. Needs a host of ABI 1.7; an older one is reported and
/// the recognizer does nothing.
open class UIRotationGestureRecognizer: UIGestureRecognizer {
  override class var hostKind: Int32 { Int32(TRANSHOST_GESTURE_ROTATION) }
  override class var hostKindMinor: UInt32 { 7 }

  /// The angle the fingers turned since they came down, in radians, clockwise positive
  /// (settable; 0 at first, later turns add to the value set). Mirrors `rotation`.
  open var rotation: CGFloat {
    get { CGFloat(value(TRANSHOST_GESTURE_VALUE_ROTATION, "rotation")) }
    set { setValue(TRANSHOST_GESTURE_VALUE_ROTATION, "rotation", Double(newValue)) }
  }

  /// How fast the rotation changes, in radians per second. Mirrors `velocity`.
  open var velocity: CGFloat { CGFloat(value(TRANSHOST_GESTURE_VALUE_VELOCITY, "velocity")) }
}
