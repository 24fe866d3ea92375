import UIKit

/// A stand-in for `UIPanGestureRecognizer`, which TransitionKit does not declare yet:
/// target-action as UIKit's recognizers do it (`addTarget(_:action:)`, each action sent
/// with the recognizer as sender), through TransitionKit's `Selector`.
final class PanGestureRecognizer {
  private var actions: [(target: AnyObject, action: Selector)] = []
  /// How far the finger moved, in points.
  var translation: CGFloat = 0

  func addTarget(_ target: AnyObject, action: Selector) { actions.append((target, action)) }

  /// Sends every action, as a recognizer does on a state change.
  func sendActions() {
    for pair in actions { pair.action.send(to: pair.target, from: self) }
  }
}
