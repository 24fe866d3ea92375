import CTransitionABI
import Foundation

/// A named timing curve. Mirrors `CAMediaTimingFunctionName`.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Mirrors `.linear`: `(0, 0) (1, 1)`.
  public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
  /// Mirrors `.easeIn`: `(0.42, 0) (1, 1)`.
  public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
  /// Mirrors `.easeOut`: `(0, 0) (0.58, 1)`.
  public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
  /// Mirrors `.easeInEaseOut`: `(0.42, 0) (0.58, 1)`.
  public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
  /// Mirrors `.default`: `(0.25, 0.1) (0.25, 1)`.
  public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// A cubic Bézier from `(0, 0)` to `(1, 1)` that paces an animation. Mirrors
/// `CAMediaTimingFunction`.
open class CAMediaTimingFunction: NSObject {
  let points: (Float, Float, Float, Float)

  /// The named curve. Mirrors `init(name:)`; an unknown name is linear.
  public convenience init(name: CAMediaTimingFunctionName) {
    switch name {
    case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
    case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
    case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
    case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
    default: self.init(controlPoints: 0, 0, 1, 1)
    }
  }

  /// A curve through the control points `(c1x, c1y)` and `(c2x, c2y)`. Mirrors
  /// `init(controlPoints:_:_:_:)`.
  public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
    points = (c1x, c1y, c2x, c2y)
  }

  /// Writes control point `idx` (0 to 3: the ends and the two control points) into
  /// `ptr` as x then y. Mirrors `getControlPoint(at:values:)`.
  public func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
    let point: (Float, Float) =
      switch idx {
      case 1: (points.0, points.1)
      case 2: (points.2, points.3)
      case 3: (1, 1)
      default: (0, 0)
      }
    ptr[0] = point.0
    ptr[1] = point.1
  }

  var cValue: transhost_media_timing_function_t {
    transhost_media_timing_function_t(
      c1x: Double(points.0), c1y: Double(points.1), c2x: Double(points.2), c2y: Double(points.3))
  }
}
