/// A point in a two-dimensional coordinate space, in points.
///
/// Mirrors `CGPoint`.
public struct Point: Hashable, Sendable {
  /// The x coordinate.
  public var x: Double
  /// The y coordinate.
  public var y: Double

  /// Creates a point from its coordinates.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, `(0, 0)`.
  public static let zero = Point(x: 0, y: 0)

  /// The point transformed by `transform`. Mirrors `CGPoint.applying(_:)`.
  public func applying(_ transform: AffineTransform) -> Point {
    Point(
      x: transform.a * x + transform.c * y + transform.tx,
      y: transform.b * x + transform.d * y + transform.ty)
  }
}

extension Point: CustomStringConvertible {
  /// `(x, y)` with at most three decimals, stable across runs.
  public var description: String { "(\(formatNumber(x)), \(formatNumber(y)))" }
}
