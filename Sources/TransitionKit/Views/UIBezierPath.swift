import Foundation

/// A path built from lines, curves and arcs, for shape layers and shadow paths. Mirrors
/// `UIBezierPath`; arcs and ovals are kept as cubic curves (as Core Graphics does), and
/// the path is not drawn by this host yet (see ``CAShapeLayer``).
open class UIBezierPath: NSObject {
  /// The path being built.
  private var path = CGMutablePath()

  /// An empty path. Mirrors `UIBezierPath.init()`.
  public override init() { super.init() }

  /// A closed rectangle. Mirrors `UIBezierPath(rect:)`.
  public convenience init(rect: CGRect) {
    self.init()
    path.addRect(rect)
  }

  /// An ellipse inscribed in `rect`. Mirrors `UIBezierPath(ovalIn:)`.
  public convenience init(ovalIn rect: CGRect) {
    self.init()
    let center = CGPoint(x: rect.midX, y: rect.midY)
    let (rx, ry) = (rect.width / 2, rect.height / 2)
    path.move(to: CGPoint(x: rect.maxX, y: center.y))
    for quarter in 0..<4 {
      addQuarter(center: center, rx: rx, ry: ry, from: CGFloat(quarter) * .pi / 2)
    }
    close()
  }

  /// A rounded rectangle. Mirrors `UIBezierPath(roundedRect:cornerRadius:)`.
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init()
    let r = max(0, min(cornerRadius, rect.width / 2, rect.height / 2))
    path.move(to: CGPoint(x: rect.minX + r, y: rect.minY))
    let corners: [(CGPoint, CGFloat)] = [
      (CGPoint(x: rect.maxX - r, y: rect.minY + r), -.pi / 2),
      (CGPoint(x: rect.maxX - r, y: rect.maxY - r), 0),
      (CGPoint(x: rect.minX + r, y: rect.maxY - r), .pi / 2),
      (CGPoint(x: rect.minX + r, y: rect.minY + r), .pi),
    ]
    for (center, start) in corners {
      addLine(to: CGPoint(x: center.x + r * cos(start), y: center.y + r * sin(start)))
      if r > 0 { addQuarter(center: center, rx: r, ry: r, from: start) }
    }
    close()
  }

  /// An arc. Mirrors `UIBezierPath(arcCenter:radius:startAngle:endAngle:clockwise:)`.
  public convenience init(
    arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    self.init()
    addArc(
      withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: clockwise)
  }

  /// A path of the elements of `cgPath`. Mirrors `UIBezierPath(cgPath:)`.
  public convenience init(cgPath: CGPath) {
    self.init()
    path.addPath(cgPath)
  }

  /// Mirrors `move(to:)`.
  open func move(to point: CGPoint) { path.move(to: point) }

  /// Mirrors `addLine(to:)`.
  open func addLine(to point: CGPoint) { path.addLine(to: point) }

  /// Mirrors `addCurve(to:controlPoint1:controlPoint2:)`.
  open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
  }

  /// Mirrors `addQuadCurve(to:controlPoint:)`.
  open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
    path.addQuadCurve(to: endPoint, control: controlPoint)
  }

  /// An arc, with a line to its start when the path has a current point (UIKit's rule).
  /// Clockwise is increasing angle in UIKit's flipped coordinates. Mirrors
  /// `addArc(withCenter:radius:startAngle:endAngle:clockwise:)`.
  open func addArc(
    withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    let start = CGPoint(
      x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
    if path.isEmpty { path.move(to: start) } else { path.addLine(to: start) }
    var sweep = endAngle - startAngle
    if clockwise, sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: 2 * .pi) + 2 * .pi }
    if !clockwise, sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: 2 * .pi) - 2 * .pi }
    let pieces = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
    let step = sweep / CGFloat(pieces)
    for piece in 0..<pieces {
      addSegment(
        center: center, rx: radius, ry: radius, from: startAngle + CGFloat(piece) * step, by: step)
    }
  }

  /// Mirrors `close()`.
  open func close() { path.closeSubpath() }

  /// Mirrors `append(_:)`.
  open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }

  /// Mirrors `removeAllPoints()`.
  open func removeAllPoints() { path = CGMutablePath() }

  /// The box of every point, control points included. Mirrors `UIBezierPath.bounds`.
  open var bounds: CGRect { path.boundingBox }

  /// Mirrors `UIBezierPath.isEmpty`.
  open var isEmpty: Bool { path.isEmpty }

  /// Mirrors `UIBezierPath.currentPoint`.
  open var currentPoint: CGPoint { path.currentPoint }

  /// The path as Core Graphics holds it (a copy). Mirrors `UIBezierPath.cgPath`.
  open var cgPath: CGPath {
    get { path.copy() ?? CGPath(elements: []) }
    set { path = newValue.mutableCopy() ?? CGMutablePath() }
  }

  /// A quarter ellipse from angle `from`, increasing.
  private func addQuarter(center: CGPoint, rx: CGFloat, ry: CGFloat, from: CGFloat) {
    addSegment(center: center, rx: rx, ry: ry, from: from, by: .pi / 2)
  }

  /// One cubic piece of an elliptic arc of at most a quarter turn.
  private func addSegment(
    center: CGPoint, rx: CGFloat, ry: CGFloat, from a0: CGFloat, by sweep: CGFloat
  ) {
    let a1 = a0 + sweep
    let k = 4 / 3 * tan(sweep / 4)
    func point(_ a: CGFloat) -> CGPoint {
      CGPoint(x: center.x + rx * cos(a), y: center.y + ry * sin(a))
    }
    let (p0, p3) = (point(a0), point(a1))
    path.addCurve(
      to: p3, control1: CGPoint(x: p0.x - k * rx * sin(a0), y: p0.y + k * ry * cos(a0)),
      control2: CGPoint(x: p3.x + k * rx * sin(a1), y: p3.y - k * ry * cos(a1)))
  }
}
