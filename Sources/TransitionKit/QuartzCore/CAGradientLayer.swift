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

  private func notDrawn() {
    session.logOnce(
      "CAGradientLayer",
      "TransitionKit: a CAGradientLayer's colours and geometry reach the host but are not "
        + "drawn in the pictures yet")
  }

  /// Sends the colours and locations (ABI 1.5's `layer_set_gradient`). Colours that are
  /// not `CGColor`s are skipped, as Core Animation ignores them.
  private func sendGradient() {
    notDrawn()
    guard isWritable("colors"), let set = session.newer(\.layer_set_gradient, "colors", minor: 5)
    else { return }
    let cgColors = (colors ?? []).compactMap { $0 as? CGColor }
    let cColors = cgColors.map {
      transhost_color_t(red: $0.rgba[0], green: $0.rgba[1], blue: $0.rgba[2], alpha: $0.rgba[3])
    }
    let stops = locations.map { $0.map(\.doubleValue) }
    if let stops, stops.count != cColors.count {
      session.logOnce(
        "CAGradientLayer.locations",
        "TransitionKit: CAGradientLayer.locations has \(stops.count) values for "
          + "\(cColors.count) colours; the colours are spread evenly instead")
    }
    cColors.withUnsafeBufferPointer { colorBuffer in
      if let stops, stops.count == cColors.count {
        stops.withUnsafeBufferPointer {
          _ = set(
            session.host, handle, colorBuffer.baseAddress, $0.baseAddress, UInt32(cColors.count))
        }
      } else {
        _ = set(session.host, handle, colorBuffer.baseAddress, nil, UInt32(cColors.count))
      }
    }
  }

  /// Mirrors `CAGradientLayer.colors` (`CGColor`s).
  open var colors: [Any]? { didSet { sendGradient() } }
  /// Mirrors `CAGradientLayer.locations`.
  open var locations: [NSNumber]? { didSet { sendGradient() } }
  /// Mirrors `CAGradientLayer.startPoint` (unit coordinates).
  open var startPoint = CGPoint(x: 0.5, y: 0) {
    didSet {
      notDrawn()
      setLanes(
        TRANSHOST_PROPERTY_GRADIENT_START_POINT, "startPoint", [startPoint.x, startPoint.y])
    }
  }
  /// Mirrors `CAGradientLayer.endPoint` (unit coordinates).
  open var endPoint = CGPoint(x: 0.5, y: 1) {
    didSet {
      notDrawn()
      setLanes(TRANSHOST_PROPERTY_GRADIENT_END_POINT, "endPoint", [endPoint.x, endPoint.y])
    }
  }
}
