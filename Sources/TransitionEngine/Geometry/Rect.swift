/// A rectangle: an origin and a size, in points.
///
/// Mirrors `CGRect`, including `.zero`, which UIKit's transition context uses to
/// mean "unknown" or "not on screen".
public struct Rect: Hashable, Sendable {
  /// The top-left corner (for a rectangle with a non-negative size).
  public var origin: Point
  /// The width and height.
  public var size: Size

  /// Creates a rectangle from an origin and a size.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from its coordinates.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// The rectangle at the origin with zero size. Mirrors `CGRect.zero`.
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  /// The smallest x coordinate.
  public var minX: Double { min(origin.x, origin.x + size.width) }
  /// The largest x coordinate.
  public var maxX: Double { max(origin.x, origin.x + size.width) }
  /// The smallest y coordinate.
  public var minY: Double { min(origin.y, origin.y + size.height) }
  /// The largest y coordinate.
  public var maxY: Double { max(origin.y, origin.y + size.height) }
  /// The x coordinate of the centre.
  public var midX: Double { origin.x + size.width / 2 }
  /// The y coordinate of the centre.
  public var midY: Double { origin.y + size.height / 2 }
  /// The width (the absolute value, as `CGRect.width` gives it).
  public var width: Double { abs(size.width) }
  /// The height (the absolute value, as `CGRect.height` gives it).
  public var height: Double { abs(size.height) }
  /// The centre point.
  public var center: Point { Point(x: midX, y: midY) }
  /// Whether the rectangle has no area.
  public var isEmpty: Bool { size.width == 0 || size.height == 0 }

  /// The rectangle moved by `dx`, `dy`. Mirrors `CGRect.offsetBy(dx:dy:)`.
  public func offsetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
  }

  /// The rectangle shrunk by `dx` on the left and right and by `dy` on the top and
  /// bottom. Mirrors `CGRect.insetBy(dx:dy:)`.
  public func insetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
  }

  /// Whether `point` lies inside the rectangle (the maximum edges excluded).
  public func contains(_ point: Point) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// The smallest rectangle that holds both rectangles. Mirrors `CGRect.union(_:)`.
  public func union(_ other: Rect) -> Rect {
    let x0 = min(minX, other.minX)
    let y0 = min(minY, other.minY)
    return Rect(
      x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
  }

  /// The bounding box of the rectangle's four corners after `transform`.
  /// Mirrors `CGRect.applying(_:)`.
  public func applying(_ transform: AffineTransform) -> Rect {
    if transform.isIdentity { return self }
    let corners = [
      Point(x: minX, y: minY), Point(x: maxX, y: minY),
      Point(x: minX, y: maxY), Point(x: maxX, y: maxY),
    ].map { $0.applying(transform) }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let x0 = xs.min() ?? 0
    let y0 = ys.min() ?? 0
    return Rect(x: x0, y: y0, width: (xs.max() ?? 0) - x0, height: (ys.max() ?? 0) - y0)
  }
}

extension Rect: CustomStringConvertible {
  /// `(x, y, w, h)` with at most three decimals, stable across runs.
  public var description: String {
    "(\(formatNumber(origin.x)), \(formatNumber(origin.y)), "
      + "\(formatNumber(size.width)), \(formatNumber(size.height)))"
  }
}
