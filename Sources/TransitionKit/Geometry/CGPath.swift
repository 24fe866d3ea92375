import Foundation

/// A path: moves, lines, curves and closes, kept as a list of elements (this host does not
/// draw paths yet; see ``CAShapeLayer``). Mirrors `CGPath`.
public class CGPath: Hashable, @unchecked Sendable {
  /// One step of a path.
  enum Element: Hashable {
    case move(CGPoint)
    case line(CGPoint)
    case quad(CGPoint, control: CGPoint)
    case curve(CGPoint, control1: CGPoint, control2: CGPoint)
    case close

    /// The points the element names, its control points too.
    var points: [CGPoint] {
      switch self {
      case .move(let p), .line(let p): [p]
      case .quad(let p, let c): [c, p]
      case .curve(let p, let c1, let c2): [c1, c2, p]
      case .close: []
      }
    }
  }

  /// The elements in order.
  var elements: [Element]

  init(elements: [Element]) { self.elements = elements }

  /// Whether the path has no elements. Mirrors `CGPath.isEmpty`.
  public var isEmpty: Bool { elements.isEmpty }

  /// The smallest rectangle holding every point, control points included (`.null` for an
  /// empty path). Mirrors `CGPath.boundingBox`.
  public var boundingBox: CGRect {
    let points = elements.flatMap(\.points)
    guard let first = points.first else { return .null }
    var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
    for p in points {
      (minX, minY) = (min(minX, p.x), min(minY, p.y))
      (maxX, maxY) = (max(maxX, p.x), max(maxY, p.y))
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// The last point of the path (`.zero` for an empty one). Mirrors `CGPath.currentPoint`.
  public var currentPoint: CGPoint {
    for element in elements.reversed() {
      if let last = element.points.last { return last }
    }
    return .zero
  }

  /// A mutable copy. Mirrors `CGPath.mutableCopy()`.
  public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }

  /// An immutable copy. Mirrors `CGPath.copy()`.
  public func copy() -> CGPath? { CGPath(elements: elements) }

  public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.elements == rhs.elements }

  public func hash(into hasher: inout Hasher) { hasher.combine(elements) }
}

/// A path that can grow. Mirrors `CGMutablePath`.
public final class CGMutablePath: CGPath, @unchecked Sendable {
  /// An empty path. Mirrors `CGMutablePath.init()`.
  public init() { super.init(elements: []) }

  override init(elements: [Element]) { super.init(elements: elements) }

  /// Starts a subpath at `point`. Mirrors `move(to:transform:)`.
  public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
    elements.append(.move(point.mapped(transform)))
  }

  /// Mirrors `addLine(to:transform:)`.
  public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
    elements.append(.line(point.mapped(transform)))
  }

  /// Mirrors `addLines(between:transform:)`.
  public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
    for (index, point) in points.enumerated() {
      elements.append(index == 0 ? .move(point.mapped(transform)) : .line(point.mapped(transform)))
    }
  }

  /// Mirrors `addQuadCurve(to:control:transform:)`.
  public func addQuadCurve(
    to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity
  ) {
    elements.append(.quad(end.mapped(transform), control: control.mapped(transform)))
  }

  /// Mirrors `addCurve(to:control1:control2:transform:)`.
  public func addCurve(
    to end: CGPoint, control1: CGPoint, control2: CGPoint,
    transform: CGAffineTransform = .identity
  ) {
    elements.append(
      .curve(
        end.mapped(transform), control1: control1.mapped(transform),
        control2: control2.mapped(transform)))
  }

  /// Mirrors `addRect(_:transform:)`.
  public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    addLines(
      between: [
        CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
        CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
      ], transform: transform)
    closeSubpath()
  }

  /// Mirrors `addPath(_:transform:)`.
  public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
    elements += path.elements.map { element in
      switch element {
      case .move(let p): .move(p.mapped(transform))
      case .line(let p): .line(p.mapped(transform))
      case .quad(let p, let c): .quad(p.mapped(transform), control: c.mapped(transform))
      case .curve(let p, let c1, let c2):
        .curve(
          p.mapped(transform), control1: c1.mapped(transform),
          control2: c2.mapped(transform))
      case .close: .close
      }
    }
  }

  /// Mirrors `closeSubpath()`.
  public func closeSubpath() { elements.append(.close) }
}

extension CGPoint {
  /// The point through `t` (what CoreGraphics' `applying(_:)` gives).
  fileprivate func mapped(_ t: CGAffineTransform) -> CGPoint {
    CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
}
