/// Options for `animate`. Mirrors `UIView.AnimationOptions`, with UIKit's bit values.
///
/// The engine acts on the curve bits, `beginFromCurrentState` and the
/// `overrideInherited*` bits; the others (user interaction, repeat, transitions) are
/// accepted and have no effect, because a headless engine has no touches and
/// transitions end.
public struct AnimationOptions: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: UInt

  /// Creates options from raw bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// Mirrors `.layoutSubviews` (1 << 0).
  public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
  /// Mirrors `.allowUserInteraction` (1 << 1).
  public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
  /// Mirrors `.beginFromCurrentState` (1 << 2).
  public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
  /// Mirrors `.overrideInheritedDuration` (1 << 5).
  public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
  /// Mirrors `.overrideInheritedCurve` (1 << 6).
  public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
  /// Mirrors `.curveEaseInOut` (0 << 16), the default.
  public static let curveEaseInOut = AnimationOptions([])
  /// Mirrors `.curveEaseIn` (1 << 16).
  public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
  /// Mirrors `.curveEaseOut` (2 << 16).
  public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
  /// Mirrors `.curveLinear` (3 << 16).
  public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

  /// The curve the bits `16...19` select.
  public var curve: AnimationCurve {
    AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut
  }

  /// Options that select `curve`.
  public init(curve: AnimationCurve) {
    self.init(rawValue: UInt(curve.rawValue) << 16)
  }
}

/// How a keyframe animation moves between its keyframes.
/// Mirrors `UIView.KeyframeAnimationOptions`' calculation modes.
public enum KeyframeCalculationMode: Int, Sendable, CaseIterable {
  /// Straight lines between keyframes (raw 0).
  case linear = 0
  /// Each value holds until the next keyframe's time (raw 1).
  case discrete = 1
  /// Treated as `linear`: the engine does not re-time keyframes by distance (raw 2).
  case paced = 2
  /// A smooth Catmull-Rom curve through the keyframes (raw 3).
  case cubic = 3
  /// Treated as `cubic` (raw 4).
  case cubicPaced = 4

  /// The stable name used in traces.
  public var name: String {
    switch self {
    case .linear: "linear"
    case .discrete: "discrete"
    case .paced: "paced"
    case .cubic: "cubic"
    case .cubicPaced: "cubicPaced"
    }
  }
}
