/// How much a constraint matters, from 1 to 1000 (required). Mirrors `UILayoutPriority`.
/// UIKit declares no arithmetic or ordering on it (apps add their own `+` and `-`), so
/// neither does TransitionKit: an app's own operators compile unchanged.
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable {
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
  /// Mirrors `.dragThatCanResizeScene` (510).
  public static let dragThatCanResizeScene = UILayoutPriority(510)
  /// Mirrors `.sceneSizeStayPut` (500).
  public static let sceneSizeStayPut = UILayoutPriority(500)
  /// Mirrors `.dragThatCannotResizeScene` (490).
  public static let dragThatCannotResizeScene = UILayoutPriority(490)
}
