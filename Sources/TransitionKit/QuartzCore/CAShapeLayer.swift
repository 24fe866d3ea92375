import CTransitionABI
import Foundation

/// A layer that draws a path. Mirrors `CAShapeLayer`: `CAShapeLayer()` makes a shape-kind
/// layer in the host, but the ABI has no property ids for the path and its paint yet, so
/// they are kept here and not drawn (reported once per process when set).
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

  private func notDrawn(_ member: String) {
    session.logOnce(
      "CAShapeLayer",
      "TransitionKit: CAShapeLayer.\(member) and the other shape members are "
        + "kept but not drawn by this host yet")
  }

  /// Mirrors `CAShapeLayer.path`.
  open var path: CGPath? { didSet { notDrawn("path") } }
  /// Mirrors `CAShapeLayer.fillColor` (opaque black by default).
  open var fillColor: CGColor? = .black { didSet { notDrawn("fillColor") } }
  /// Mirrors `CAShapeLayer.strokeColor` (none by default).
  open var strokeColor: CGColor? { didSet { notDrawn("strokeColor") } }
  /// Mirrors `CAShapeLayer.lineWidth`.
  open var lineWidth: CGFloat = 1 { didSet { notDrawn("lineWidth") } }
  /// Mirrors `CAShapeLayer.strokeStart`.
  open var strokeStart: CGFloat = 0 { didSet { notDrawn("strokeStart") } }
  /// Mirrors `CAShapeLayer.strokeEnd`.
  open var strokeEnd: CGFloat = 1 { didSet { notDrawn("strokeEnd") } }
}
