import UIKit

/// A stand-in for `UIPanGestureRecognizer` (TransitionKit's recognizers are not on this
/// branch yet) with UIKit's target-action: `init(target:action:)` and
/// `addTarget(_:action:)`, each action sent with the recognizer as sender through
/// TransitionKit's `Selector.send(to:from:)`, as TransitionKit's recognizers send them.
/// Not translated: it is the test's own code.
final class PanGestureRecognizer {
  private var actions: [(target: Any, action: Selector)] = []
  /// Which recognizer this is, for the output.
  var name = "pan"
  /// How far the finger moved, in points.
  var translation: CGFloat = 0

  init(target: Any?, action: Selector?) {
    if let target, let action { actions.append((target, action)) }
  }

  func addTarget(_ target: Any, action: Selector) { actions.append((target, action)) }

  /// Sends every action, as a recognizer does on a state change.
  func sendActions() {
    for pair in actions { pair.action.send(to: pair.target as AnyObject, from: self) }
  }
}
