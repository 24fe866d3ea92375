import Foundation

/// A finger on the screen, as a gesture recognizer's delegate is shown it. Mirrors
/// `UITouch` for what the host knows of a new touch: where it is (and was) and that it
/// has just begun.
open class UITouch: NSObject {
  /// Mirrors `UITouch.Phase`, with UIKit's raw values.
  public enum Phase: Int, Sendable {
    /// Mirrors `.began`.
    case began = 0
    /// Mirrors `.moved`.
    case moved = 1
    /// Mirrors `.stationary`.
    case stationary = 2
    /// Mirrors `.ended`.
    case ended = 3
    /// Mirrors `.cancelled`.
    case cancelled = 4
    /// Mirrors `.regionEntered`: a hovering pointer came into the view.
    case regionEntered = 5
    /// Mirrors `.regionMoved`: a hovering pointer moved within the view.
    case regionMoved = 6
    /// Mirrors `.regionExited`: a hovering pointer left the view.
    case regionExited = 7
  }

  /// Mirrors `UITouch.TouchType`, with UIKit's raw values.
  public enum TouchType: Int, Sendable {
    /// Mirrors `.direct`: a finger.
    case direct = 0
    /// Mirrors `.indirect`.
    case indirect = 1
    /// Mirrors `.pencil`.
    case pencil = 2
    /// Mirrors `.indirectPointer`.
    case indirectPointer = 3
    /// Mirrors `.stylus`, UIKit's old name of ``pencil``.
    @available(*, deprecated, renamed: "pencil")
    public static var stylus: TouchType { .pencil }
  }

  private let session: PluginSession
  /// Where the finger is, in window coordinates.
  private let windowLocation: CGPoint

  init(session: PluginSession, location: CGPoint) {
    self.session = session
    windowLocation = location
    super.init()
  }

  /// Mirrors `phase`: a delegate is asked about touches as they begin.
  open var phase: Phase { .began }

  /// Mirrors `type`: the host's touches are fingers.
  open var type: TouchType { .direct }

  /// Mirrors `tapCount`.
  open var tapCount: Int { 1 }

  /// Mirrors `location(in:)`: in `view`'s coordinates, the window's for nil.
  open func location(in view: UIView?) -> CGPoint {
    guard let view else { return windowLocation }
    return view.convert(CGRect(origin: windowLocation, size: .zero), from: nil).origin
  }

  /// Mirrors `previousLocation(in:)`: a touch that has just begun was nowhere else.
  open func previousLocation(in view: UIView?) -> CGPoint { location(in: view) }
}
