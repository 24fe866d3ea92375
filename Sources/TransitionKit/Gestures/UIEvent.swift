import Foundation

/// One input event: the touches, presses or motion that arrived together. Mirrors
/// `UIEvent` for the code a custom gesture recognizer or responder declares: the host
/// delivers no events to plugin code (its recognizers read the script's touches
/// themselves), so an event exists only where app code makes one, and it holds no
/// touches.
open class UIEvent: NSObject {
  /// What kind of input an event carries. Mirrors `UIEvent.EventType`, with UIKit's raw
  /// values.
  public enum EventType: Int, Sendable {
    /// Mirrors `.touches`.
    case touches = 0
    /// Mirrors `.motion`.
    case motion = 1
    /// Mirrors `.remoteControl`.
    case remoteControl = 2
    /// Mirrors `.presses`.
    case presses = 3
    /// Mirrors `.scroll`.
    case scroll = 10
    /// Mirrors `.hover`.
    case hover = 11
    /// Mirrors `.transform`.
    case transform = 14
  }

  /// What a motion or remote-control event is about. Mirrors `UIEvent.EventSubtype`, with
  /// UIKit's raw values.
  public enum EventSubtype: Int, Sendable {
    /// Mirrors `.none`: a touch or press event.
    case none = 0
    /// Mirrors `.motionShake`.
    case motionShake = 1
    /// Mirrors `.remoteControlPlay`.
    case remoteControlPlay = 100
    /// Mirrors `.remoteControlPause`.
    case remoteControlPause = 101
    /// Mirrors `.remoteControlStop`.
    case remoteControlStop = 102
    /// Mirrors `.remoteControlTogglePlayPause`.
    case remoteControlTogglePlayPause = 103
    /// Mirrors `.remoteControlNextTrack`.
    case remoteControlNextTrack = 104
    /// Mirrors `.remoteControlPreviousTrack`.
    case remoteControlPreviousTrack = 105
    /// Mirrors `.remoteControlBeginSeekingBackward`.
    case remoteControlBeginSeekingBackward = 106
    /// Mirrors `.remoteControlEndSeekingBackward`.
    case remoteControlEndSeekingBackward = 107
    /// Mirrors `.remoteControlBeginSeekingForward`.
    case remoteControlBeginSeekingForward = 108
    /// Mirrors `.remoteControlEndSeekingForward`.
    case remoteControlEndSeekingForward = 109
  }

  /// The buttons of a pointer or stylus held down. Mirrors `UIEvent.ButtonMask`, with
  /// UIKit's raw values.
  public struct ButtonMask: OptionSet, Hashable, Sendable {
    /// The raw bits: bit n - 1 for button n.
    public let rawValue: Int
    /// Mirrors `ButtonMask(rawValue:)`.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Mirrors `.primary` (button 1: a finger, the left mouse button).
    public static let primary = ButtonMask(rawValue: 1 << 0)
    /// Mirrors `.secondary` (button 2: the right mouse button).
    public static let secondary = ButtonMask(rawValue: 1 << 1)

    /// The mask of button `buttonNumber`, counting from 1 (the primary button); empty
    /// for a number outside 1...64. Mirrors `UIEvent.ButtonMask.button(_:)`.
    public static func button(_ buttonNumber: Int) -> ButtonMask {
      guard (1...Int.bitWidth).contains(buttonNumber) else { return [] }
      return ButtonMask(rawValue: 1 << (buttonNumber - 1))
    }
  }

  /// Makes an empty touch event. Mirrors `UIEvent.init()`.
  public override init() { super.init() }

  /// The kind of input. Mirrors `type` (`.touches` for an event made by app code).
  open var type: EventType { .touches }

  /// Mirrors `subtype` (`.none` for touches).
  open var subtype: EventSubtype { .none }

  /// When the event happened, in seconds of the host's virtual clock. Mirrors
  /// `timestamp` (0 for an event made by app code).
  open var timestamp: TimeInterval { 0 }

  /// Every touch of the event. Mirrors `allTouches` (nil: the host delivers no touch
  /// events to plugin code).
  open var allTouches: Set<UITouch>? { nil }

  /// The keyboard modifiers held down. Mirrors `modifierFlags` (none headlessly).
  open var modifierFlags: UIKeyModifierFlags { [] }

  /// The pointer buttons held down. Mirrors `buttonMask` (none: the host's touches are
  /// fingers).
  open var buttonMask: ButtonMask { [] }

  /// The event's touches in `view`. Mirrors `touches(for:)` (nil, as ``allTouches``).
  open func touches(for view: UIView) -> Set<UITouch>? { nil }

  /// The event's touches delivered to `gesture`. Mirrors `touches(for:)` (nil, as
  /// ``allTouches``).
  open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? { nil }

  /// The touches merged into `touch` since the last event. Mirrors
  /// `coalescedTouches(for:)` (nil: the touch is not this event's).
  open func coalescedTouches(for touch: UITouch) -> [UITouch]? { nil }

  /// Where `touch` is predicted to go. Mirrors `predictedTouches(for:)` (nil: the touch
  /// is not this event's).
  open func predictedTouches(for touch: UITouch) -> [UITouch]? { nil }
}
