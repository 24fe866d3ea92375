/// One finger on the screen. Mirrors what `UITouch` says of a finger.
public struct Touch: Hashable {
  /// Mirrors `UITouch.Phase` for a finger, with UIKit's raw values.
  public enum Phase: Int, Sendable, CustomStringConvertible {
    /// It came down in the latest touch event.
    case began = 0
    /// It moved in the latest touch event.
    case moved = 1
    /// It is down and did not change in the latest touch event (another touch did).
    case stationary = 2
    /// It lifted.
    case ended = 3
    /// It stopped being tracked without lifting (the engine never cancels touches).
    case cancelled = 4

    /// The phase's name.
    public var description: String {
      switch self {
      case .began: "began"
      case .moved: "moved"
      case .stationary: "stationary"
      case .ended: "ended"
      case .cancelled: "cancelled"
      }
    }
  }

  /// A fingertip's radius in points (`UITouch.majorRadius`): UIKit does not document
  /// what a finger gives; about 20 points is what devices report.
  public static let majorRadius = 20.0
  /// How far `majorRadius` may be off, in points (`UITouch.majorRadiusTolerance`).
  public static let majorRadiusTolerance = 5.0

  /// Which finger: stable from touch-down to lift.
  public let id: Int
  /// Where it is, in window coordinates.
  public internal(set) var location: Point
  /// Where it came down, in window coordinates.
  public let startLocation: Point
  /// When it came down.
  public let startTime: Double
  /// The view it came down on (``View/hitTest(_:)``), nil when it hit none.
  public internal(set) weak var view: View?
  /// Where it was before its latest move, in window coordinates (where it came down
  /// until it moves). Mirrors `previousLocation(in:)`.
  public internal(set) var previousLocation: Point
  /// When it came down or last changed (moved, lifted). Mirrors `timestamp`.
  public internal(set) var timestamp: Double
  /// What the latest touch event did to it. Mirrors `phase`.
  public internal(set) var phase = Phase.began
  /// 1, or one more than the previous tap's count when it came down soon after a tap
  /// at about the same place (see ``GestureSystem``). Mirrors `tapCount`.
  public internal(set) var tapCount = 1

  init(id: Int, location: Point, time: Double, view: View?, tapCount: Int) {
    self.id = id
    self.location = location
    startLocation = location
    startTime = time
    self.view = view
    previousLocation = location
    timestamp = time
    self.tapCount = tapCount
  }

  public static func == (lhs: Touch, rhs: Touch) -> Bool {
    lhs.id == rhs.id && lhs.location == rhs.location && lhs.startLocation == rhs.startLocation
      && lhs.startTime == rhs.startTime && lhs.view === rhs.view
      && lhs.previousLocation == rhs.previousLocation && lhs.timestamp == rhs.timestamp
      && lhs.phase == rhs.phase && lhs.tapCount == rhs.tapCount
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
    hasher.combine(startTime)
  }
}
