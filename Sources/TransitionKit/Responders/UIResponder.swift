import Foundation

/// An object in the responder chain: the superclass of views and view controllers.
/// Mirrors `UIResponder`, a subclass of `NSObject`, so app code that overrides its
/// members, adopts `NSObjectProtocol` protocols or casts a view to `NSObject` compiles
/// unchanged.
///
/// The chain (``next``) and the first responder are modelled; events are not: the host
/// hands touches to gesture recognizers only (docs/ENGINE.md), so the `touches`,
/// `presses`, `motion` and remote-control methods are never called by transhost. An
/// override of them compiles and runs only when app code calls it.
open class UIResponder: NSObject {
  /// Makes a responder. Mirrors `UIResponder.init()`.
  public override init() { super.init() }

  /// The session whose first responder this object can be: its own for views and
  /// controllers, else the one bound to the running plugin code.
  var responderSession: PluginSession? { PluginSession.current }

  // MARK: The chain

  /// The next responder in the chain, or nil at its end. Mirrors `UIResponder.next`
  /// (nil for a plain responder; views and controllers follow UIKit's rules).
  open var next: UIResponder? { nil }

  // MARK: The first responder

  /// Whether this object can become the first responder; false by default. Mirrors
  /// `UIResponder.canBecomeFirstResponder`.
  open var canBecomeFirstResponder: Bool { false }

  /// Makes this object the first responder of its session, when
  /// ``canBecomeFirstResponder`` is true and the current first responder resigns; true
  /// when it is the first responder afterwards. Mirrors
  /// `UIResponder.becomeFirstResponder()`. The host shows no keyboard and routes no
  /// key events: the first responder is only recorded.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    guard let session = responderSession else { return false }
    if session.firstResponder === self { return true }
    guard canBecomeFirstResponder else { return false }
    if let current = session.firstResponder, !current.resignFirstResponder() { return false }
    session.firstResponder = self
    return true
  }

  /// Whether this object gives up first-responder status when asked; true by default.
  /// Mirrors `UIResponder.canResignFirstResponder`.
  open var canResignFirstResponder: Bool { true }

  /// Gives up first-responder status when ``canResignFirstResponder`` allows it; true
  /// when this object is not the first responder afterwards. Mirrors
  /// `UIResponder.resignFirstResponder()`.
  @discardableResult
  open func resignFirstResponder() -> Bool {
    guard canResignFirstResponder else { return false }
    if let session = responderSession, session.firstResponder === self {
      session.firstResponder = nil
    }
    return true
  }

  /// Whether this object is its session's first responder. Mirrors
  /// `UIResponder.isFirstResponder`.
  open var isFirstResponder: Bool {
    guard let session = responderSession else { return false }
    return session.firstResponder === self
  }

  // MARK: Touches, presses and motion (never delivered by the host)

  /// Mirrors `UIResponder.touchesBegan(_:with:)`; the default passes the call to
  /// ``next``. The host never calls it (its touches go to gesture recognizers).
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesBegan(touches, with: event)
  }

  /// Mirrors `UIResponder.touchesMoved(_:with:)`; never called by the host.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesMoved(touches, with: event)
  }

  /// Mirrors `UIResponder.touchesEnded(_:with:)`; never called by the host.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesEnded(touches, with: event)
  }

  /// Mirrors `UIResponder.touchesCancelled(_:with:)`; never called by the host.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesCancelled(touches, with: event)
  }

  /// Mirrors `UIResponder.touchesEstimatedPropertiesUpdated(_:)`; never called by the
  /// host (its touches have no estimated properties).
  open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}

  /// Mirrors `UIResponder.pressesBegan(_:with:)`; never called (the host has no buttons).
  open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    next?.pressesBegan(presses, with: event)
  }

  /// Mirrors `UIResponder.pressesChanged(_:with:)`; never called.
  open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    next?.pressesChanged(presses, with: event)
  }

  /// Mirrors `UIResponder.pressesEnded(_:with:)`; never called.
  open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    next?.pressesEnded(presses, with: event)
  }

  /// Mirrors `UIResponder.pressesCancelled(_:with:)`; never called.
  open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    next?.pressesCancelled(presses, with: event)
  }

  /// Mirrors `UIResponder.motionBegan(_:with:)`; never called (the host has no motion).
  open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
    next?.motionBegan(motion, with: event)
  }

  /// Mirrors `UIResponder.motionEnded(_:with:)`; never called.
  open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
    next?.motionEnded(motion, with: event)
  }

  /// Mirrors `UIResponder.motionCancelled(_:with:)`; never called.
  open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
    next?.motionCancelled(motion, with: event)
  }

  /// Mirrors `UIResponder.remoteControlReceived(with:)`; never called (no remote).
  open func remoteControlReceived(with event: UIEvent?) {}

  // MARK: Input views (no keyboard headlessly)

  /// The view shown instead of the keyboard while this object is first responder; nil
  /// by default. Mirrors `UIResponder.inputView`; the host shows no input views.
  open var inputView: UIView? { nil }

  /// The view shown above the keyboard; nil by default. Mirrors
  /// `UIResponder.inputAccessoryView`; the host shows no input views.
  open var inputAccessoryView: UIView? { nil }

  /// Mirrors `UIResponder.reloadInputViews()`: nothing to reload headlessly.
  open func reloadInputViews() {}
}
