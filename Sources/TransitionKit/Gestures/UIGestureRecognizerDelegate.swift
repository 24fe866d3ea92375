import Foundation

/// What a gesture recognizer asks before it begins and when it meets other recognizers.
/// Mirrors `UIGestureRecognizerDelegate`: every method is optional, and the extension
/// below answers as UIKit does for a method a delegate leaves out.
public protocol UIGestureRecognizerDelegate: AnyObject {
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
}
