#if canImport(Glibc)
  import Glibc
#endif

/// How an animation's progress follows time: maps a time fraction in `0...1` to a value
/// progress (which a spring may carry past 1).
public enum TimingCurve: Hashable, Sendable {
  /// Progress equals the time fraction.
  case linear
  /// A cubic Bézier from `(0, 0)` to `(1, 1)`. Mirrors `UICubicTimingParameters`.
  case cubic(CubicBezier)
  /// A damped spring. Mirrors `UISpringTimingParameters`.
  case spring(SpringCurve)

  /// UIKit's `.easeInOut`: the Bézier `(0.42, 0) (0.58, 1)`.
  public static let easeInOut = TimingCurve.cubic(
    CubicBezier(Point(x: 0.42, y: 0), Point(x: 0.58, y: 1)))
  /// UIKit's `.easeIn`: the Bézier `(0.42, 0) (1, 1)`.
  public static let easeIn = TimingCurve.cubic(CubicBezier(Point(x: 0.42, y: 0), Point(x: 1, y: 1)))
  /// UIKit's `.easeOut`: the Bézier `(0, 0) (0.58, 1)`.
  public static let easeOut = TimingCurve.cubic(
    CubicBezier(Point(x: 0, y: 0), Point(x: 0.58, y: 1)))

  /// The value progress at time fraction `fraction` (clamped to `0...1`).
  public func progress(_ fraction: Double) -> Double {
    let time = min(max(fraction, 0), 1)
    switch self {
    case .linear: return time
    case .cubic(let bezier): return bezier.progress(time)
    case .spring(let spring): return time >= 1 ? 1 : spring.value(at: time * spring.duration)
    }
  }

  /// The stable name used in traces.
  public var name: String {
    switch self {
    case .linear: return "linear"
    case TimingCurve.easeInOut: return "easeInOut"
    case TimingCurve.easeIn: return "easeIn"
    case TimingCurve.easeOut: return "easeOut"
    case .cubic(let bezier):
      return "cubic(\(formatNumber(bezier.control1.x)),\(formatNumber(bezier.control1.y)),"
        + "\(formatNumber(bezier.control2.x)),\(formatNumber(bezier.control2.y)))"
    case .spring(let spring):
      return "spring(damping:\(formatNumber(spring.dampingRatio)),"
        + "velocity:\(formatNumber(spring.initialVelocity)))"
    }
  }
}

/// The four curves of `UIView.AnimationCurve`.
public enum AnimationCurve: Int, Sendable, CaseIterable {
  /// Slow at both ends. Mirrors `.easeInOut` (raw value 0).
  case easeInOut = 0
  /// Slow at the start. Mirrors `.easeIn` (1).
  case easeIn = 1
  /// Slow at the end. Mirrors `.easeOut` (2).
  case easeOut = 2
  /// Constant speed. Mirrors `.linear` (3).
  case linear = 3

  /// The timing curve Core Animation uses for this curve.
  public var timingCurve: TimingCurve {
    switch self {
    case .easeInOut: .easeInOut
    case .easeIn: .easeIn
    case .easeOut: .easeOut
    case .linear: .linear
    }
  }
}

/// A cubic Bézier timing function with end points `(0, 0)` and `(1, 1)`.
/// Mirrors `CAMediaTimingFunction(controlPoints:)`.
public struct CubicBezier: Hashable, Sendable {
  /// The first control point; x is clamped to `0...1`.
  public let control1: Point
  /// The second control point; x is clamped to `0...1`.
  public let control2: Point

  /// Creates the curve from its two control points.
  public init(_ control1: Point, _ control2: Point) {
    self.control1 = Point(x: min(max(control1.x, 0), 1), y: control1.y)
    self.control2 = Point(x: min(max(control2.x, 0), 1), y: control2.y)
  }

  /// The curve's y at the x equal to `time`: Newton's method, then bisection when
  /// Newton stalls, to 1e-9.
  public func progress(_ time: Double) -> Double {
    if time <= 0 { return 0 }
    if time >= 1 { return 1 }
    let parameter = solveParameter(forX: time)
    return Self.coordinate(parameter, control1.y, control2.y)
  }

  private func solveParameter(forX x: Double) -> Double {
    var guess = x
    for _ in 0..<8 {
      let error = Self.coordinate(guess, control1.x, control2.x) - x
      if abs(error) < 1e-9 { return guess }
      let slope = Self.derivative(guess, control1.x, control2.x)
      if abs(slope) < 1e-9 { break }
      guess -= error / slope
    }
    var low = 0.0
    var high = 1.0
    guess = x
    for _ in 0..<64 {
      let value = Self.coordinate(guess, control1.x, control2.x)
      if abs(value - x) < 1e-9 { break }
      if value < x { low = guess } else { high = guess }
      guess = (low + high) / 2
    }
    return guess
  }

  private static func coordinate(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
  }

  private static func derivative(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
  }
}
