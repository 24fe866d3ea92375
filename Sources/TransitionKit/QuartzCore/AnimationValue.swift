import CTransitionABI
import Foundation

/// Why an animation's value cannot reach the host.
enum AnimationValueError: Error, CustomStringConvertible {
  /// A value of a type the host cannot animate.
  case unconvertible(keyPath: String, member: String, type: String)
  /// Values of one animation with different numbers of lanes.
  case mixedLanes(keyPath: String)
  /// Not a CAAnimation subclass the host knows.
  case notAnimation(String)

  var description: String {
    switch self {
    case .unconvertible(let keyPath, let member, let type):
      "\(member) of '\(keyPath)' is a \(type), which cannot be animated; use a number, "
        + "CGPoint, CGSize, CGRect, CGAffineTransform, CATransform3D or a color"
    case .mixedLanes(let keyPath):
      "the values of '\(keyPath)' are of different kinds; give them one type"
    case .notAnimation(let type):
      "\(type) is not an animation this host runs (basic, spring, keyframe or group)"
    }
  }
}

/// The doubles a value given as `Any` (`fromValue`, `values`) animates as: a number one,
/// a point or size two, a rect or colour four, a transform sixteen (row order).
func animationLanes(of value: Any) -> [Double]? {
  switch value {
  case let number as CGFloat: return [Double(number)]
  case let number as Double: return [number]
  case let number as Float: return [Double(number)]
  case let number as Int: return [Double(number)]
  case let number as NSNumber: return [number.doubleValue]
  case let point as CGPoint: return [Double(point.x), Double(point.y)]
  case let size as CGSize: return [Double(size.width), Double(size.height)]
  case let rect as CGRect:
    return [
      Double(rect.origin.x), Double(rect.origin.y), Double(rect.size.width),
      Double(rect.size.height),
    ]
  case let color as UIColor:
    return [Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha)]
  case let color as CGColor: return color.rgba.map { Double($0) }
  case let t as CGAffineTransform:
    return [
      Double(t.a), Double(t.b), 0, 0, Double(t.c), Double(t.d), 0, 0, 0, 0, 1, 0, Double(t.tx),
      Double(t.ty), 0, 1,
    ]
  default:
    return matrixLanes(of: value)
  }
}

/// The sixteen entries of a value with members `m11` ... `m44` (`CATransform3D`).
private func matrixLanes(of value: Any) -> [Double]? {
  let names = (1...4).flatMap { row in (1...4).map { "m\(row)\($0)" } }
  var entries: [String: Double] = [:]
  for child in Mirror(reflecting: value).children {
    guard let label = child.label else { continue }
    switch child.value {
    case let number as CGFloat: entries[label] = Double(number)
    case let number as Double: entries[label] = number
    default: continue
    }
  }
  let lanes = names.compactMap { entries[$0] }
  return lanes.count == 16 ? lanes : nil
}

/// Writes `lanes` into a `double[16]` member.
func storeLanes<Tuple>(_ lanes: [Double], into tuple: inout Tuple) {
  withUnsafeMutableBytes(of: &tuple) { raw in
    let doubles = raw.bindMemory(to: Double.self)
    for (index, lane) in lanes.prefix(16).enumerated() { doubles[index] = lane }
  }
}
