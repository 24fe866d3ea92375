#if canImport(Glibc)
  import Glibc
#endif

/// A vector outline: what a shape layer draws and a `shadowPath` or mask clips to.
///
/// Mirrors `CGPath`: a list of elements, each a move, a straight line, a quadratic or
/// cubic Bézier curve, or a close, in the layer's own coordinates.
public struct Path: Hashable, Sendable {
  /// One element of a path. Mirrors `CGPathElement`.
  public enum Element: Hashable, Sendable {
    /// Starts a new subpath at the point.
    case move(to: Point)
    /// A straight line to the point.
    case line(to: Point)
    /// A quadratic Bézier curve to `to` through the control point.
    case quadCurve(to: Point, control: Point)
    /// A cubic Bézier curve to `to` with two control points.
    case curve(to: Point, control1: Point, control2: Point)
    /// Closes the current subpath with a line to its start.
    case close

    /// The element's points, the end point last.
    public var points: [Point] {
      switch self {
      case .move(let p), .line(let p): [p]
      case .quadCurve(let p, let c): [c, p]
      case .curve(let p, let c1, let c2): [c1, c2, p]
      case .close: []
      }
    }
  }

  /// The elements, in drawing order.
  public var elements: [Element]

  /// Creates a path of `elements` (empty by default).
  public init(elements: [Element] = []) { self.elements = elements }

  /// Whether the path has no element.
  public var isEmpty: Bool { elements.isEmpty }

  /// The smallest rectangle holding every point of the path, control points included.
  /// Mirrors `CGPath.boundingBox`; `Rect.zero` for an empty path.
  public var boundingBox: Rect {
    let all = elements.flatMap(\.points)
    guard let first = all.first else { return .zero }
    var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
    for p in all {
      (minX, minY) = (min(minX, p.x), min(minY, p.y))
      (maxX, maxY) = (max(maxX, p.x), max(maxY, p.y))
    }
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// A rectangle, clockwise from its top-left corner. Mirrors `CGPath(rect:transform:)`.
  public init(rect: Rect) {
    self.init(elements: [
      .move(to: Point(x: rect.minX, y: rect.minY)), .line(to: Point(x: rect.maxX, y: rect.minY)),
      .line(to: Point(x: rect.maxX, y: rect.maxY)), .line(to: Point(x: rect.minX, y: rect.maxY)),
      .close,
    ])
  }

  /// An ellipse filling `rect`, four cubic quarters. Mirrors `CGPath(ellipseIn:transform:)`.
  public init(ellipseIn rect: Rect) {
    let center = Point(x: rect.midX, y: rect.midY)
    self.init()
    appendArc(
      center: center, radiusX: rect.width / 2, radiusY: rect.height / 2, start: 0,
      end: 2 * Double.pi, clockwise: true, moving: true)
    elements.append(.close)
  }

  /// A rectangle with every corner rounded by `radius` (clamped to half the shorter side).
  /// Mirrors `UIBezierPath(roundedRect:cornerRadius:)`.
  public init(roundedRect rect: Rect, cornerRadius: Double) {
    let r = max(0, min(cornerRadius, min(rect.width, rect.height) / 2))
    guard r > 0 else {
      self.init(rect: rect)
      return
    }
    self.init(elements: [.move(to: Point(x: rect.minX + r, y: rect.minY))])
    let corners: [(Point, Double)] = [
      (Point(x: rect.maxX - r, y: rect.minY + r), -Double.pi / 2),
      (Point(x: rect.maxX - r, y: rect.maxY - r), 0),
      (Point(x: rect.minX + r, y: rect.maxY - r), Double.pi / 2),
      (Point(x: rect.minX + r, y: rect.minY + r), Double.pi),
    ]
    for (center, start) in corners {
      appendArc(
        center: center, radiusX: r, radiusY: r, start: start, end: start + Double.pi / 2,
        clockwise: true, moving: false)
    }
    elements.append(.close)
  }

  /// Adds an arc of the circle at `center` from `start` to `end` (radians, measured from
  /// the positive x axis towards positive y, as UIKit's flipped coordinates do), drawn as
  /// cubic curves of at most a quarter turn. With `moving`, the arc starts a subpath;
  /// otherwise a line joins the current point to the arc's start. Mirrors
  /// `UIBezierPath.addArc(withCenter:radius:startAngle:endAngle:clockwise:)`.
  public mutating func addArc(
    center: Point, radius: Double, startAngle start: Double, endAngle end: Double,
    clockwise: Bool
  ) {
    appendArc(
      center: center, radiusX: radius, radiusY: radius, start: start, end: end,
      clockwise: clockwise, moving: elements.isEmpty)
  }

  private mutating func appendArc(
    center: Point, radiusX: Double, radiusY: Double, start: Double, end: Double,
    clockwise: Bool, moving: Bool
  ) {
    guard start.isFinite, end.isFinite else { return }
    // UIKit's clockwise is increasing angle in its y-down space.
    var sweep = end - start
    let full = 2 * Double.pi
    if clockwise {
      if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: full) + full }
      if sweep > full { sweep = full }
    } else {
      if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: full) - full }
      if sweep < -full { sweep = -full }
    }
    func point(_ angle: Double) -> Point {
      let (s, c) = exactSineCosine(angle)
      return Point(x: center.x + radiusX * c, y: center.y + radiusY * s)
    }
    let first = point(start)
    elements.append(moving ? .move(to: first) : .line(to: first))
    let pieces = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
    let step = sweep / Double(pieces)
    // The usual cubic approximation of a circular arc: control distance 4/3·tan(θ/4).
    let k = 4.0 / 3.0 * tan(step / 4)
    var angle = start
    for _ in 0..<pieces {
      let next = angle + step
      let (s0, c0) = exactSineCosine(angle)
      let (s1, c1) = exactSineCosine(next)
      let control1 = Point(
        x: center.x + radiusX * (c0 - k * s0), y: center.y + radiusY * (s0 + k * c0))
      let control2 = Point(
        x: center.x + radiusX * (c1 + k * s1), y: center.y + radiusY * (s1 - k * c1))
      elements.append(.curve(to: point(next), control1: control1, control2: control2))
      angle = next
    }
  }
}
