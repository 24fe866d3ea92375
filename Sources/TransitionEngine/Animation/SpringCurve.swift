#if canImport(Glibc)
  import Glibc
#endif

/// A damped harmonic oscillator moving progress from 0 to 1.
///
/// Two ways to make one, as UIKit has two spring APIs:
/// - ``init(dampingRatio:initialVelocity:duration:)`` mirrors
///   `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:...)` and
///   `UISpringTimingParameters(dampingRatio:initialVelocity:)`: the animation lasts
///   exactly `duration`, so the spring's stiffness is chosen so that, released from rest,
///   it settles within 0.1% of the distance at `duration`.
/// - ``init(perceptualDuration:bounce:initialVelocity:)`` mirrors iOS 17's
///   `animate(springDuration:bounce:...)`: the natural period is the duration
///   (`ω₀ = 2π / duration`), the damping ratio is `1 - bounce` (`1 / (1 + bounce)` for a
///   negative bounce), and the animation lasts until the spring settles.
///
/// `initialVelocity` has UIKit's meaning: progress per second, so 1 means the whole
/// distance per second (0.5 is 100 pt/s for a 200 pt move).
public struct SpringCurve: Hashable, Sendable {
  /// The damping ratio: 1 settles without overshoot, below 1 oscillates.
  public let dampingRatio: Double
  /// The initial velocity, in distances per second.
  public let initialVelocity: Double
  /// The undamped angular frequency, in radians per second.
  public let angularFrequency: Double
  /// How long the animation runs, in seconds.
  public let duration: Double

  /// The smallest damping ratio used; lower values (including 0) are raised to it so
  /// that a spring always comes to rest.
  public static let minimumDampingRatio = 0.05
  /// The distance, as a fraction of the whole move, within which a spring counts as
  /// settled.
  public static let settleTolerance = 0.001

  /// A spring that lasts exactly `duration`. Mirrors UIKit's damping-ratio spring API.
  public init(dampingRatio: Double, initialVelocity: Double, duration: Double) {
    let ratio = Self.clampedRatio(dampingRatio)
    let unitSettle = Self.settlingTime(
      ratio: ratio, velocity: 0, angularFrequency: 1, tolerance: Self.settleTolerance)
    self.dampingRatio = ratio
    self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
    self.duration = max(duration, 0)
    self.angularFrequency = duration > 0 ? unitSettle / duration : 1
  }

  /// A spring described by its perceptual duration and bounce. Mirrors iOS 17's
  /// `UIView.animate(springDuration:bounce:initialSpringVelocity:...)`.
  public init(perceptualDuration: Double, bounce: Double, initialVelocity: Double) {
    let clampedBounce = min(max(bounce.isFinite ? bounce : 0, -0.95), 0.95)
    let ratio = Self.clampedRatio(
      clampedBounce >= 0 ? 1 - clampedBounce : 1 / (1 + clampedBounce))
    let omega = 2 * Double.pi / max(perceptualDuration, 0.001)
    let velocity = initialVelocity.isFinite ? initialVelocity : 0
    self.dampingRatio = ratio
    self.initialVelocity = velocity
    self.angularFrequency = omega
    self.duration = Self.settlingTime(
      ratio: ratio, velocity: velocity, angularFrequency: omega, tolerance: Self.settleTolerance)
  }

  /// The progress at `time` seconds after the start.
  public func value(at time: Double) -> Double {
    1
      + Self.displacement(
        at: max(time, 0), ratio: dampingRatio, velocity: initialVelocity,
        angularFrequency: angularFrequency)
  }

  private static func clampedRatio(_ ratio: Double) -> Double {
    guard ratio.isFinite else { return 1 }
    return max(ratio, minimumDampingRatio)
  }

  /// The offset from the target (starting at -1) of a spring with the given constants.
  static func displacement(
    at t: Double, ratio: Double, velocity: Double, angularFrequency omega: Double
  ) -> Double {
    if ratio < 1 {
      let damped = omega * (1 - ratio * ratio).squareRoot()
      let b = (velocity - ratio * omega) / damped
      return exp(-ratio * omega * t) * (-cos(damped * t) + b * sin(damped * t))
    }
    if ratio == 1 {
      return exp(-omega * t) * (-1 + (velocity - omega) * t)
    }
    let root = (ratio * ratio - 1).squareRoot()
    let slow = -omega * (ratio - root)
    let fast = -omega * (ratio + root)
    let c1 = (velocity + fast) / (slow - fast)
    return c1 * exp(slow * t) + (-1 - c1) * exp(fast * t)
  }

  /// The time after which the spring stays within `tolerance` of its target.
  static func settlingTime(
    ratio: Double, velocity: Double, angularFrequency omega: Double, tolerance: Double
  ) -> Double {
    if ratio < 1 {
      // The offset is bounded by an exponential envelope; solve it for the tolerance.
      let damped = omega * (1 - ratio * ratio).squareRoot()
      let b = (velocity - ratio * omega) / damped
      let amplitude = (1 + b * b).squareRoot()
      return max(log(amplitude / tolerance) / (ratio * omega), 0)
    }
    // Critically or over-damped: at most one crossing; walk forward to the last time the
    // offset exceeds the tolerance.
    let step = 0.01 / omega
    var t = 0.0
    var lastOutside = 0.0
    let limit = 200 / omega
    while t < limit {
      if abs(displacement(at: t, ratio: ratio, velocity: velocity, angularFrequency: omega))
        > tolerance
      {
        lastOutside = t
      } else if t - lastOutside > 20 / omega {
        break
      }
      t += step
    }
    return lastOutside + step
  }
}
