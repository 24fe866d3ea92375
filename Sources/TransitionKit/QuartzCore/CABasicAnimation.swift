import CTransitionABI
import Foundation

/// An animation of one property between two values. Mirrors `CABasicAnimation`: of
/// `fromValue`, `toValue` and `byValue` at most two are used, by Core Animation's rules;
/// a missing end is what is on screen when the animation is added.
open class CABasicAnimation: CAPropertyAnimation {
  /// Mirrors `fromValue`.
  open var fromValue: Any?
  /// Mirrors `toValue`.
  open var toValue: Any?
  /// Mirrors `byValue`.
  open var byValue: Any?

  override func copyTiming(from other: CAAnimation) {
    super.copyTiming(from: other)
    guard let other = other as? CABasicAnimation else { return }
    fromValue = other.fromValue
    toValue = other.toValue
    byValue = other.byValue
  }

  /// The kind this class describes itself as.
  var kind: Int32 { Int32(TRANSHOST_ANIMATION_BASIC) }

  /// Fills the subclass's own members (a spring's constants).
  func fillKind(_ c: inout transhost_layer_animation_t) {}

  override func withDescription<T>(
    _ body: (UnsafePointer<transhost_layer_animation_t>) -> T
  ) -> Result<T, AnimationValueError> {
    let name = keyPath ?? ""
    var c = propertyDescription(kind)
    var laneCount: Int?
    let members: [(Any?, String, Int32)] = [
      (fromValue, "fromValue", Int32(TRANSHOST_ANIMATION_HAS_FROM)),
      (toValue, "toValue", Int32(TRANSHOST_ANIMATION_HAS_TO)),
      (byValue, "byValue", Int32(TRANSHOST_ANIMATION_HAS_BY)),
    ]
    for (value, member, flag) in members {
      guard let value else { continue }
      guard let lanes = animationLanes(of: value) else {
        return .failure(.unconvertible(keyPath: name, member: member, type: "\(type(of: value))"))
      }
      if let laneCount, laneCount != lanes.count { return .failure(.mixedLanes(keyPath: name)) }
      laneCount = lanes.count
      c.value_flags |= UInt32(flag)
      switch flag {
      case Int32(TRANSHOST_ANIMATION_HAS_FROM): storeLanes(lanes, into: &c.from_value)
      case Int32(TRANSHOST_ANIMATION_HAS_TO): storeLanes(lanes, into: &c.to_value)
      default: storeLanes(lanes, into: &c.by_value)
      }
    }
    c.lane_count = UInt32(laneCount ?? Self.laneCount(of: name))
    fillKind(&c)
    return .success(
      name.withCString { path in
        c.key_path = path
        return body(&c)
      })
  }

  /// The lanes of a key path given no value (the host knows them; this is its count).
  static func laneCount(of keyPath: String) -> Int {
    switch keyPath {
    case "position", "anchorPoint", "shadowOffset", "bounds.size", "bounds.origin",
      "transform.translation":
      2
    case "bounds", "backgroundColor", "shadowColor", "borderColor": 4
    case "transform", "sublayerTransform": 16
    default: 1
    }
  }
}
