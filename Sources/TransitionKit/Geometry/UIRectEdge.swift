/// A set of a rectangle's edges. Mirrors `UIRectEdge`, with UIKit's bits.
public struct UIRectEdge: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: UInt
  /// Mirrors `UIRectEdge(rawValue:)`.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Mirrors `.top` (1 << 0).
  public static let top = UIRectEdge(rawValue: 1 << 0)
  /// Mirrors `.left` (1 << 1).
  public static let left = UIRectEdge(rawValue: 1 << 1)
  /// Mirrors `.bottom` (1 << 2).
  public static let bottom = UIRectEdge(rawValue: 1 << 2)
  /// Mirrors `.right` (1 << 3).
  public static let right = UIRectEdge(rawValue: 1 << 3)
  /// Mirrors `.all`.
  public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// A set of a rectangle's corners. Mirrors `UIRectCorner`, with UIKit's bits.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: UInt
  /// Mirrors `UIRectCorner(rawValue:)`.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Mirrors `.topLeft` (1 << 0).
  public static let topLeft = UIRectCorner(rawValue: 1 << 0)
  /// Mirrors `.topRight` (1 << 1).
  public static let topRight = UIRectCorner(rawValue: 1 << 1)
  /// Mirrors `.bottomLeft` (1 << 2).
  public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
  /// Mirrors `.bottomRight` (1 << 3).
  public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
  /// Mirrors `.allCorners` (every bit).
  public static let allCorners = UIRectCorner(rawValue: ~0)
}
