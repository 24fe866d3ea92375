import CTransitionABI
import TransitionEngine

extension ValueProperty {
  /// The layer's own timing (`CALayer`'s `CAMediaTiming`), ids 48-50: the time every
  /// explicit animation on the layer runs in.
  static let coreAnimation: [ValueProperty] = [
    number(
      TRANSHOST_PROPERTY_LAYER_SPEED, "speed", read: { $0.layerSpeed },
      write: { $0.layerSpeed = $1 }),
    number(
      TRANSHOST_PROPERTY_LAYER_TIME_OFFSET, "timeOffset", read: { $0.layerTimeOffset },
      write: { $0.layerTimeOffset = $1 }),
    number(
      TRANSHOST_PROPERTY_LAYER_BEGIN_TIME, "beginTime", read: { $0.layerBeginTime },
      write: { $0.layerBeginTime = $1 }),
  ]
}
