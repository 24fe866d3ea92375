import CTransitionABI
import Foundation

/// How a keyframe animation moves between its values. Mirrors
/// `CAAnimationCalculationMode`.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Mirrors `.linear`, the default.
  public static let linear = CAAnimationCalculationMode(rawValue: "linear")
  /// Mirrors `.discrete`: each value holds until the next key time.
  public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
  /// Mirrors `.paced`: one speed along the values; keyTimes and timingFunctions ignored.
  public static let paced = CAAnimationCalculationMode(rawValue: "paced")
  /// Mirrors `.cubic`: a smooth curve through the values.
  public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
  /// Mirrors `.cubicPaced`.
  public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")

  var cValue: Int32 {
    switch self {
    case .discrete: Int32(TRANSHOST_KEYFRAMES_DISCRETE)
    case .paced: Int32(TRANSHOST_KEYFRAMES_PACED)
    case .cubic: Int32(TRANSHOST_KEYFRAMES_CUBIC)
    case .cubicPaced: Int32(TRANSHOST_KEYFRAMES_CUBIC_PACED)
    default: Int32(TRANSHOST_KEYFRAMES_LINEAR)
    }
  }
}

/// An animation of one property through a list of values. Mirrors
/// `CAKeyframeAnimation` (its `values`; a `path` is not modelled).
open class CAKeyframeAnimation: CAPropertyAnimation {
  /// Mirrors `values`.
  open var values: [Any]?
  /// Mirrors `keyTimes` (nil: evenly spaced).
  open var keyTimes: [NSNumber]?
  /// Mirrors `timingFunctions`: one per segment.
  open var timingFunctions: [CAMediaTimingFunction]?
  /// Mirrors `calculationMode`.
  open var calculationMode: CAAnimationCalculationMode = .linear

  override func copyTiming(from other: CAAnimation) {
    super.copyTiming(from: other)
    guard let other = other as? CAKeyframeAnimation else { return }
    values = other.values
    keyTimes = other.keyTimes
    timingFunctions = other.timingFunctions
    calculationMode = other.calculationMode
  }

  override func withDescription<T>(
    _ body: (UnsafePointer<transhost_layer_animation_t>) -> T
  ) -> Result<T, AnimationValueError> {
    let name = keyPath ?? ""
    var c = propertyDescription(Int32(TRANSHOST_ANIMATION_KEYFRAME))
    var flat: [Double] = []
    var laneCount: Int?
    for value in values ?? [] {
      guard let lanes = animationLanes(of: value) else {
        return .failure(
          .unconvertible(keyPath: name, member: "a value", type: "\(type(of: value))"))
      }
      if let laneCount, laneCount != lanes.count { return .failure(.mixedLanes(keyPath: name)) }
      laneCount = lanes.count
      flat += lanes
    }
    c.lane_count = UInt32(laneCount ?? CABasicAnimation.laneCount(of: name))
    c.keyframe_count = UInt32(values?.count ?? 0)
    c.calculation_mode = cValue(calculationMode)
    let times = keyTimes?.map(\.doubleValue)
    let functions = timingFunctions?.map(\.cValue)
    return .success(
      name.withCString { path in
        c.key_path = path
        return flat.withUnsafeBufferPointer { flatBuffer in
          c.keyframe_values = flatBuffer.baseAddress
          return (times ?? []).withUnsafeBufferPointer { timeBuffer in
            if times != nil {
              c.key_times = timeBuffer.baseAddress
              c.key_time_count = UInt32(timeBuffer.count)
            }
            return (functions ?? []).withUnsafeBufferPointer { functionBuffer in
              if functions != nil {
                c.timing_functions = functionBuffer.baseAddress
                c.timing_function_count = UInt32(functionBuffer.count)
              }
              return body(&c)
            }
          }
        }
      })
  }

  private func cValue(_ mode: CAAnimationCalculationMode) -> Int32 { mode.cValue }
}
