/// How an explicit animation paces one iteration: a cubic Bézier from `(0, 0)` to
/// `(1, 1)`. Mirrors `CAMediaTimingFunction`.
public struct MediaTimingFunction: Hashable, Sendable {
  /// The curve's first control point.
  public let control1: Point
  /// The curve's second control point.
  public let control2: Point

  /// A curve with the given control points. Mirrors
  /// `CAMediaTimingFunction(controlPoints:_:_:_:)`; x coordinates are clamped to `0...1`.
  public init(_ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) {
    control1 = Point(x: min(max(c1x, 0), 1), y: c1y)
    control2 = Point(x: min(max(c2x, 0), 1), y: c2y)
  }

  /// `.linear`: `(0, 0) (1, 1)`.
  public static let linear = MediaTimingFunction(0, 0, 1, 1)
  /// `.easeIn`: `(0.42, 0) (1, 1)`.
  public static let easeIn = MediaTimingFunction(0.42, 0, 1, 1)
  /// `.easeOut`: `(0, 0) (0.58, 1)`.
  public static let easeOut = MediaTimingFunction(0, 0, 0.58, 1)
  /// `.easeInEaseOut`: `(0.42, 0) (0.58, 1)`.
  public static let easeInEaseOut = MediaTimingFunction(0.42, 0, 0.58, 1)
  /// `.default`, the curve of implicit animations: `(0.25, 0.1) (0.25, 1)`.
  public static let `default` = MediaTimingFunction(0.25, 0.1, 0.25, 1)

  /// The value progress at time fraction `fraction` (clamped to `0...1`).
  public func progress(_ fraction: Double) -> Double {
    let time = min(max(fraction, 0), 1)
    if self == .linear { return time }
    return CubicBezier(control1, control2).progress(time)
  }
}
