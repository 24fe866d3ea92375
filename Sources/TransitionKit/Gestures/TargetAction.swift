import CTransitionABI
import Foundation

/// One target-action pair: sent by the host through ``fire``, with the plugin's session
/// bound. The target is not retained, as in UIKit.
final class TargetAction {
  weak var target: AnyObject?
  let action: Selector
  unowned let recognizer: UIGestureRecognizer
  private let targetType: String

  init(target: AnyObject, action: Selector, recognizer: UIGestureRecognizer) {
    self.target = target
    self.action = action
    self.recognizer = recognizer
    targetType = String(describing: type(of: target))
  }

  static let fire: transhost_gesture_fn = { data, _ in
    let pair = Unmanaged<TargetAction>.fromOpaque(data!).takeUnretainedValue()
    let recognizer = pair.recognizer
    recognizer.session.run {
      guard let target = pair.target else {
        recognizer.session.logOnce(
          "gesture target gone",
          "TransitionKit: the target of '\(pair.action.name)' (a \(pair.targetType)) was "
            + "released, so the action was not sent; a gesture recognizer does not retain its "
            + "targets: keep the target alive (e.g. as a property of its view controller)")
        return
      }
      pair.action.send(to: target, from: recognizer)
    }
  }
}
