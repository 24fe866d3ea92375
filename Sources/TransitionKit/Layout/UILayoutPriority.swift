/// How much a constraint matters, from 1 to 1000 (required). Mirrors `UILayoutPriority`.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
  /// The priority as a number.
  public var rawValue: Float

  /// A priority of `rawValue`. Mirrors `UILayoutPriority.init(rawValue:)`.
  public init(rawValue: Float) { self.rawValue = rawValue }

  /// A priority of `rawValue`. Mirrors `UILayoutPriority.init(_:)`.
  public init(_ rawValue: Float) { self.rawValue = rawValue }

  /// A constraint that must hold (1000). Mirrors `.required`.
  public static let required = UILayoutPriority(1000)
  /// Mirrors `.defaultHigh` (750).
  public static let defaultHigh = UILayoutPriority(750)
  /// Mirrors `.defaultLow` (250).
  public static let defaultLow = UILayoutPriority(250)
  /// Mirrors `.fittingSizeLevel` (50).
  public static let fittingSizeLevel = UILayoutPriority(50)

  /// Whether `lhs` is the lower priority.
  public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// A priority raised by `rhs`. Mirrors UIKit's `+`.
  public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue + rhs)
  }

  /// A priority lowered by `rhs`. Mirrors UIKit's `-`.
  public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue - rhs)
  }
}
