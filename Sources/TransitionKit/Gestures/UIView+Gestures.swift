import CTransitionABI
import Foundation

extension UIView {
  /// Attaches `gestureRecognizer` (taking it from another view); the view keeps it.
  /// Mirrors `addGestureRecognizer(_:)`.
  public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    guard gestureRecognizer.handle != 0 else { return }
    if let old = gestureRecognizer.view, old !== self {
      old.keptGestureRecognizers.removeAll { $0 === gestureRecognizer }
    }
    if !keptGestureRecognizers.contains(where: { $0 === gestureRecognizer }) {
      keptGestureRecognizers.append(gestureRecognizer)
    }
    _ = host.pointee.gesture_attach?(host, gestureRecognizer.handle, handle)
  }

  /// Takes `gestureRecognizer` off this view (a gesture in progress is cancelled).
  /// Mirrors `removeGestureRecognizer(_:)`.
  public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    guard gestureRecognizer.handle != 0, gestureRecognizer.view === self else { return }
    _ = host.pointee.gesture_attach?(host, gestureRecognizer.handle, 0)
    keptGestureRecognizers.removeAll { $0 === gestureRecognizer }
  }

  /// The recognizers attached to this view, in the order they were added; nil for none.
  /// Mirrors `gestureRecognizers`; setting it replaces them.
  public var gestureRecognizers: [UIGestureRecognizer]? {
    get {
      guard let count = session.newer(\.view_gesture_count, "UIView.gestureRecognizers", minor: 6)
      else { return nil }
      let number = count(host, handle)
      guard number > 0 else { return nil }
      return (0..<UInt32(number)).map { index in
        session.gestureRecognizer(host.pointee.view_gesture_at?(host, handle, index) ?? 0)
      }
    }
    set {
      for recognizer in gestureRecognizers ?? [] { removeGestureRecognizer(recognizer) }
      for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
    }
  }
}
