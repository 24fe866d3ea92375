import CTransitionABI
import Foundation

/// The timing of an animation or a layer. Mirrors QuartzCore's `CAMediaTiming`.
public protocol CAMediaTiming: AnyObject {
  /// When it begins, in its parent's time.
  var beginTime: TimeInterval { get set }
  /// One iteration's length (0 means 0.25 s).
  var duration: TimeInterval { get set }
  /// How fast its time runs against its parent's.
  var speed: Float { get set }
  /// Added to its local time.
  var timeOffset: TimeInterval { get set }
  /// How many iterations (`.infinity` forever).
  var repeatCount: Float { get set }
  /// How long it repeats for.
  var repeatDuration: TimeInterval { get set }
  /// Whether each iteration plays back after it plays forwards.
  var autoreverses: Bool { get set }
  /// What shows outside its active time.
  var fillMode: CAMediaTimingFillMode { get set }
}

/// What an animation shows outside its active time. Mirrors `CAMediaTimingFillMode`.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Mirrors `.forwards`: the last value stays while the animation is not removed.
  public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
  /// Mirrors `.backwards`: the first value shows before a delayed begin.
  public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
  /// Mirrors `.both`.
  public static let both = CAMediaTimingFillMode(rawValue: "both")
  /// Mirrors `.removed`, the default.
  public static let removed = CAMediaTimingFillMode(rawValue: "removed")
}

/// The current media time: the host's virtual clock in seconds, the time an animation's
/// `beginTime` is measured in (`CACurrentMediaTime() + delay`). Mirrors QuartzCore's
/// `CACurrentMediaTime()`; 0 outside a plugin call or on a host older than ABI 1.4.
public func CACurrentMediaTime() -> TimeInterval {
  guard let session = PluginSession.current,
    let mediaTime = session.newer(\.media_time, "CACurrentMediaTime()", minor: 4)
  else { return 0 }
  return mediaTime(session.host)
}
