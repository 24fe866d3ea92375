import CTransitionABI
import TransitionEngine

extension ValueProperty {
  /// The layer's own timing (`CALayer`'s `CAMediaTiming`), ids 48-50: the time every
  /// explicit animation on the layer runs in.
  static let coreAnimation: [ValueProperty] = [
    number(TRANSHOST_PROPERTY_LAYER_SPEED, "speed", \.layerSpeed),
    number(TRANSHOST_PROPERTY_LAYER_TIME_OFFSET, "timeOffset", \.layerTimeOffset),
    number(TRANSHOST_PROPERTY_LAYER_BEGIN_TIME, "beginTime", \.layerBeginTime),
  ]
}
