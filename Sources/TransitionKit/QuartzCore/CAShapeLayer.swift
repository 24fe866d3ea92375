import CTransitionABI
import Foundation

/// A layer that draws a path. Mirrors `CAShapeLayer`: `CAShapeLayer()` makes a shape-kind
/// layer in the host, and its path and paint go to the host (ABI 1.5), where a shape layer
/// that masks another clips it by its filled path. They change at once: the host animates
/// neither the paint nor the path (an animation of them is refused and reported), and the
/// pictures draw a shape layer's own fill and stroke not yet (reported once per run).
open class CAShapeLayer: CALayer {
  /// A new shape layer. Mirrors `CAShapeLayer.init()`.
  public override init() {
    super.init(kind: Int32(TRANSHOST_LAYER_KIND_SHAPE), call: "CAShapeLayer()")
  }

  /// Mirrors `CAShapeLayer.init(layer:)`: a new shape layer.
  public override init(layer: Any) {
    super.init(kind: Int32(TRANSHOST_LAYER_KIND_SHAPE), call: "CAShapeLayer(layer:)")
  }

  override init(session: PluginSession, handle: UInt64) {
    super.init(session: session, handle: handle)
  }

  /// A presentation copy (see ``CALayer/presentation()``), with the model's shape members.
  override init(presenting model: CALayer, snapshot: PresentationSnapshot) {
    super.init(presenting: model, snapshot: snapshot)
    guard let shape = model as? CAShapeLayer else { return }
    (path, fillColor, strokeColor) = (shape.path, shape.fillColor, shape.strokeColor)
    (lineWidth, strokeStart, strokeEnd) = (shape.lineWidth, shape.strokeStart, shape.strokeEnd)
  }

  private func notDrawn() {
    session.logOnce(
      "CAShapeLayer",
      "TransitionKit: a CAShapeLayer's path and paint reach the host, which clips by the "
        + "path of a shape layer used as a mask, but its own fill and stroke are not drawn "
        + "in the pictures yet")
  }

  private func send(_ id: Int, _ name: String, _ values: [Double]) {
    setLanes(id, name, values)
    notDrawn()
  }

  /// Mirrors `CAShapeLayer.path`.
  open var path: CGPath? {
    didSet {
      sendPath(path, TRANSHOST_PROPERTY_PATH, "path")
      notDrawn()
    }
  }
  /// Mirrors `CAShapeLayer.fillColor` (opaque black by default).
  open var fillColor: CGColor? = .black {
    didSet { send(TRANSHOST_PROPERTY_FILL_COLOR, "fillColor", CGColor.lanes(fillColor)) }
  }
  /// Mirrors `CAShapeLayer.strokeColor` (none by default).
  open var strokeColor: CGColor? {
    didSet { send(TRANSHOST_PROPERTY_STROKE_COLOR, "strokeColor", CGColor.lanes(strokeColor)) }
  }
  /// Mirrors `CAShapeLayer.lineWidth`.
  open var lineWidth: CGFloat = 1 {
    didSet { send(TRANSHOST_PROPERTY_LINE_WIDTH, "lineWidth", [Double(max(lineWidth, 0))]) }
  }
  /// Mirrors `CAShapeLayer.strokeStart` (clamped to 0...1, as Core Animation reads it).
  open var strokeStart: CGFloat = 0 {
    didSet {
      send(TRANSHOST_PROPERTY_STROKE_START, "strokeStart", [Double(min(max(strokeStart, 0), 1))])
    }
  }
  /// Mirrors `CAShapeLayer.strokeEnd` (clamped to 0...1, as Core Animation reads it).
  open var strokeEnd: CGFloat = 1 {
    didSet {
      send(TRANSHOST_PROPERTY_STROKE_END, "strokeEnd", [Double(min(max(strokeEnd, 0), 1))])
    }
  }
}
