import Foundation

/// What a gesture recognizer asks before it begins and when it meets other recognizers.
/// Mirrors `UIGestureRecognizerDelegate`: every method is optional, and the extension
/// below answers as UIKit does for a method a delegate leaves out. It refines
/// ``SelectorResponding``, so `delegate?.responds(to: #selector(...))` compiles, as
/// UIKit's refines `NSObjectProtocol`.
public protocol UIGestureRecognizerDelegate: AnyObject, SelectorResponding {
  /// Asked as the recognizer leaves `.possible`; false makes it fail. Mirrors
  /// `gestureRecognizerShouldBegin(_:)`.
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool

  /// Whether both may recognize at once (true from either side's delegate allows it).
  /// Mirrors `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool

  /// Whether the recognizer waits for `otherGestureRecognizer` to fail. Mirrors
  /// `gestureRecognizer(_:shouldRequireFailureOf:)`.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool

  /// Whether `otherGestureRecognizer` waits for this one to fail. Mirrors
  /// `gestureRecognizer(_:shouldBeRequiredToFailBy:)`.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool

  /// Whether the recognizer sees a new touch. Mirrors `gestureRecognizer(_:shouldReceive:)`.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
  ) -> Bool

  /// Whether the recognizer sees a new press. Mirrors
  /// `gestureRecognizer(_:shouldReceive:)` for presses; never asked: the host has no
  /// buttons.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress
  ) -> Bool

  /// Whether the recognizer looks at an event at all. Mirrors
  /// `gestureRecognizer(_:shouldReceive:)` for events; never asked: the host delivers no
  /// events to plugin code (it asks about each touch instead).
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent
  ) -> Bool
}

extension UIGestureRecognizerDelegate {
  /// true: the recognizer may begin.
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }

  /// false: one recognizer at a time.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }

  /// false: no wait.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }

  /// false: no wait.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }

  /// true: every touch.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
  ) -> Bool { true }

  /// true: every press.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress
  ) -> Bool { true }

  /// true: every event.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent
  ) -> Bool { true }
}
