/// When an explicit animation shows on screen, and at which point of it. Mirrors the
/// `CAMediaTiming` protocol's properties.
///
/// Local time is `(parentTime - beginTime) * speed + timeOffset`; one iteration lasts
/// `duration` (0 means Core Animation's 0.25 s), twice that with `autoreverses`; the
/// active duration is `repeatDuration` when set, else `repeatCount` iterations (0 means
/// one).
public struct MediaTiming: Hashable, Sendable {
  /// When the animation starts, in its parent's time (a layer's: the engine's clock,
  /// ``Engine/mediaTime``); 0 means the moment it is added.
  public var beginTime: Double = 0
  /// One iteration's length in seconds; 0 means 0.25.
  public var duration: Double = 0
  /// How fast local time runs against the parent's.
  public var speed: Double = 1
  /// Added to local time.
  public var timeOffset: Double = 0
  /// How many iterations (fractions allowed, `.infinity` forever); 0 means one.
  public var repeatCount: Double = 0
  /// How long to repeat for, in local seconds; 0 means use `repeatCount`.
  public var repeatDuration: Double = 0
  /// Whether each iteration plays forwards then backwards.
  public var autoreverses = false
  /// What shows outside the active duration.
  public var fillMode: FillMode = .removed

  /// Mirrors `CAMediaTimingFillMode`.
  public enum FillMode: Int, Hashable, Sendable {
    /// Nothing shows outside the active duration (the default).
    case removed
    /// The last value stays after the end (while the animation is not removed).
    case forwards
    /// The first value shows before the start (a `beginTime` in the future).
    case backwards
    /// Both.
    case both

    var fillsForwards: Bool { self == .forwards || self == .both }
    var fillsBackwards: Bool { self == .backwards || self == .both }
  }

  /// Timing with Core Animation's defaults.
  public init() {}

  /// One iteration's length, 0 read as 0.25 s.
  public var effectiveDuration: Double { duration > 0 ? duration : 0.25 }

  /// One iteration, forwards and back when it autoreverses.
  var cycle: Double { effectiveDuration * (autoreverses ? 2 : 1) }

  /// The active duration in local seconds (infinite for `repeatCount = .infinity`).
  public var activeDuration: Double {
    if repeatDuration > 0 { return repeatDuration }
    return cycle * (repeatCount > 0 ? repeatCount : 1)
  }

  /// The linear time fraction of one iteration (`0...1`) shown at `parentTime` for an
  /// animation that began at `begin`, or nil when it shows nothing then.
  func fraction(atParentTime parentTime: Double, begin: Double) -> Double? {
    let local = (parentTime - begin) * speed + timeOffset
    let active = activeDuration
    let duration = effectiveDuration
    var time: Double
    if local < 0 {
      guard fillMode.fillsBackwards else { return nil }
      time = 0
    } else if local >= active {
      guard fillMode.fillsForwards, active.isFinite else { return nil }
      time = active
      // The end of a whole number of cycles is the end of the last one, not the start
      // of the next.
      let cycles = active / cycle
      if cycles == cycles.rounded(.down), cycles > 0 {
        return autoreverses ? 0 : 1
      }
    } else {
      time = local
    }
    var inCycle = time.truncatingRemainder(dividingBy: cycle)
    if autoreverses && inCycle > duration { inCycle = cycle - inCycle }
    return min(max(inCycle / duration, 0), 1)
  }

  /// When the active duration starts, in parent time, for an animation begun at `begin`.
  func startTime(begin: Double) -> Double {
    guard speed > 0 else { return begin }
    return begin + max(-timeOffset, 0) / speed
  }

  /// When the active duration ends, in parent time, or nil when it never does (a speed
  /// of 0 or less, an infinite repeat).
  func endTime(begin: Double) -> Double? {
    guard speed > 0, activeDuration.isFinite else { return nil }
    return begin + max(activeDuration - timeOffset, 0) / speed
  }

  /// Whether every number is finite where it must be (`repeatCount` may be infinite).
  var isValid: Bool {
    beginTime.isFinite && duration.isFinite && duration >= 0 && speed.isFinite
      && timeOffset.isFinite && !repeatCount.isNaN && repeatCount >= 0
      && repeatDuration.isFinite && repeatDuration >= 0
  }
}
