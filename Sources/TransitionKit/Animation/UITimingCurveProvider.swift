import CTransitionABI
import Foundation

/// Mirrors `UITimingCurveType`.
public enum UITimingCurveType: Int, Sendable {
  /// One of UIKit's named curves. Mirrors `.builtin`.
  case builtin = 0
  /// A cubic Bézier. Mirrors `.cubic`.
  case cubic = 1
  /// A spring. Mirrors `.spring`.
  case spring = 2
  /// A cubic for some properties and a spring for others. Mirrors `.composed`.
  case composed = 3
}

/// Mirrors `UITimingCurveProvider`: what `UIViewPropertyAnimator(duration:timingParameters:)`
/// takes. An app's own type can adopt it, as in UIKit.
public protocol UITimingCurveProvider {
  /// Mirrors `timingCurveType`.
  var timingCurveType: UITimingCurveType { get }
  /// Mirrors `cubicTimingParameters`.
  var cubicTimingParameters: UICubicTimingParameters? { get }
  /// Mirrors `springTimingParameters`.
  var springTimingParameters: UISpringTimingParameters? { get }
}

/// The ABI's form of any timing curve provider, as the host's property animator takes
/// it; `session` hears, once, about a composed provider (run on its spring).
func makeTiming(
  for provider: UITimingCurveProvider, duration: TimeInterval, session: PluginSession
) -> transhost_timing_t {
  let cubic = provider.cubicTimingParameters
  let spring = provider.springTimingParameters
  switch provider.timingCurveType {
  case .builtin, .cubic:
    return (cubic ?? UICubicTimingParameters(animationCurve: .easeInOut)).timing(
      duration: duration)
  case .spring:
    return (spring ?? UISpringTimingParameters()).timing(duration: duration)
  case .composed:
    session.logOnce(
      "composed-timing",
      "TransitionKit: a .composed UITimingCurveProvider runs every property on its "
        + "\(spring == nil ? "cubic curve" : "spring"); transhost does not time properties apart")
    if let spring { return spring.timing(duration: duration) }
    return (cubic ?? UICubicTimingParameters(animationCurve: .easeInOut)).timing(
      duration: duration)
  }
}
