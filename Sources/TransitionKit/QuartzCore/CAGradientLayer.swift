import CTransitionABI
import Foundation

/// A layer that draws a colour gradient. Mirrors `CAGradientLayer`: `CAGradientLayer()`
/// makes a gradient-kind layer in the host, but its colours and geometry are kept here and
/// not drawn yet (reported once per process when set).
open class CAGradientLayer: CALayer {
  /// A new gradient layer. Mirrors `CAGradientLayer.init()`.
  public override init() {
    super.init(kind: Int32(TRANSHOST_LAYER_KIND_GRADIENT), call: "CAGradientLayer()")
  }

  /// Mirrors `CAGradientLayer.init(layer:)`: a new gradient layer.
  public override init(layer: Any) {
    super.init(kind: Int32(TRANSHOST_LAYER_KIND_GRADIENT), call: "CAGradientLayer(layer:)")
  }

  override init(session: PluginSession, handle: UInt64) {
    super.init(session: session, handle: handle)
  }

  /// A presentation copy (see ``CALayer/presentation()``), with the model's gradient.
  override init(presenting model: CALayer, snapshot: PresentationSnapshot) {
    super.init(presenting: model, snapshot: snapshot)
    guard let gradient = model as? CAGradientLayer else { return }
    (colors, locations) = (gradient.colors, gradient.locations)
    (startPoint, endPoint) = (gradient.startPoint, gradient.endPoint)
  }

  private func notDrawn(_ member: String) {
    session.logOnce(
      "CAGradientLayer",
      "TransitionKit: CAGradientLayer.\(member) and the other gradient "
        + "members are kept but not drawn by this host yet")
  }

  /// Mirrors `CAGradientLayer.colors` (`CGColor`s).
  open var colors: [Any]? { didSet { notDrawn("colors") } }
  /// Mirrors `CAGradientLayer.locations`.
  open var locations: [NSNumber]? { didSet { notDrawn("locations") } }
  /// Mirrors `CAGradientLayer.startPoint` (unit coordinates).
  open var startPoint = CGPoint(x: 0.5, y: 0) { didSet { notDrawn("startPoint") } }
  /// Mirrors `CAGradientLayer.endPoint` (unit coordinates).
  open var endPoint = CGPoint(x: 0.5, y: 1) { didSet { notDrawn("endPoint") } }
}
