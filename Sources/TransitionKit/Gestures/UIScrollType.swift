import Foundation

/// How a pointing device scrolls. Mirrors `UIScrollType`, with UIKit's raw values.
public enum UIScrollType: Int, Sendable {
  /// Mirrors `.discrete`: a mouse wheel's steps.
  case discrete = 0
  /// Mirrors `.continuous`: a trackpad's smooth scrolling.
  case continuous = 1
}

/// A set of ``UIScrollType``s. Mirrors `UIScrollTypeMask`, with UIKit's raw values.
public struct UIScrollTypeMask: OptionSet, Hashable, Sendable {
  /// The raw bits: bit n for the scroll type of raw value n.
  public let rawValue: Int
  /// Mirrors `UIScrollTypeMask(rawValue:)`.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Mirrors `.discrete` (1 << 0).
  public static let discrete = UIScrollTypeMask(rawValue: 1 << UIScrollType.discrete.rawValue)
  /// Mirrors `.continuous` (1 << 1).
  public static let continuous = UIScrollTypeMask(
    rawValue: 1 << UIScrollType.continuous.rawValue)
  /// Mirrors `.all`: both.
  public static let all: UIScrollTypeMask = [.discrete, .continuous]
}
