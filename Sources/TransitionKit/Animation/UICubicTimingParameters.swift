import CTransitionABI
import Foundation

/// A cubic Bézier timing curve. Mirrors `UICubicTimingParameters`.
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
  /// Mirrors `animationCurve`: the named curve, or `.easeInOut` for one made from
  /// control points (UIKit does not name those).
  public let animationCurve: UIView.AnimationCurve
  /// Mirrors `controlPoint1`.
  public let controlPoint1: CGPoint
  /// Mirrors `controlPoint2`.
  public let controlPoint2: CGPoint
  /// Whether it was made from a named curve.
  private let isNamed: Bool

  /// Core Animation's default curve, the Bézier (0.25, 0.1) (0.25, 1). Mirrors
  /// `UICubicTimingParameters()`.
  public override init() {
    animationCurve = .easeInOut
    controlPoint1 = CGPoint(x: 0.25, y: 0.1)
    controlPoint2 = CGPoint(x: 0.25, y: 1)
    isNamed = false
    super.init()
  }

  /// One of UIKit's four curves, with its control points. Mirrors
  /// `UICubicTimingParameters(animationCurve:)`.
  public init(animationCurve curve: UIView.AnimationCurve) {
    animationCurve = curve
    (controlPoint1, controlPoint2) =
      switch curve {
      case .easeInOut: (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
      case .easeIn: (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
      case .easeOut: (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
      case .linear: (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
      }
    isNamed = true
    super.init()
  }

  /// A Bézier through two control points. Mirrors
  /// `UICubicTimingParameters(controlPoint1:controlPoint2:)`.
  public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
    animationCurve = .easeInOut
    controlPoint1 = point1
    controlPoint2 = point2
    isNamed = false
    super.init()
  }

  /// Mirrors `init?(coder:)`; archives are not read headlessly, so it makes the default
  /// curve.
  public required convenience init?(coder: NSCoder) { self.init() }

  /// Mirrors `timingCurveType`: `.builtin` for a named curve, else `.cubic`.
  open var timingCurveType: UITimingCurveType { isNamed ? .builtin : .cubic }
  /// Mirrors `cubicTimingParameters`: itself.
  open var cubicTimingParameters: UICubicTimingParameters? { self }
  /// Mirrors `springTimingParameters`: nil.
  open var springTimingParameters: UISpringTimingParameters? { nil }

  /// The ABI's form: a named curve by its number, else the control points.
  func timing(duration: TimeInterval) -> transhost_timing_t {
    var timing = makeTiming(kind: TRANSHOST_TIMING_CURVE, duration: duration, delay: 0)
    if isNamed {
      timing.curve = Int32(animationCurve.rawValue)
    } else {
      timing.curve = Int32(TRANSHOST_CURVE_CUBIC)
      timing.control1 = controlPoint1.cValue
      timing.control2 = controlPoint2.cValue
    }
    return timing
  }
}
