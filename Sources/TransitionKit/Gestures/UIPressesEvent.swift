import Foundation

/// An event of presses. Mirrors `UIPressesEvent`: the host delivers none, so one exists
/// only where app code makes it, and it holds no presses.
open class UIPressesEvent: UIEvent {
  /// Makes an empty presses event. Mirrors `UIPressesEvent.init()`.
  public override init() { super.init() }

  /// Mirrors `type`: `.presses`.
  open override var type: EventType { .presses }

  /// Every press of the event. Mirrors `allPresses` (none).
  open var allPresses: Set<UIPress> { [] }

  /// The event's presses delivered to `gesture`. Mirrors `presses(for:)` (none).
  open func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> { [] }
}
