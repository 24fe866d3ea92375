import Foundation

/// A two-dimensional vector. Mirrors Core Graphics' `CGVector`, which Foundation on Linux
/// does not provide.
public struct CGVector: Hashable, Sendable {
  /// The x component. Mirrors `CGVector.dx`.
  public var dx: CGFloat
  /// The y component. Mirrors `CGVector.dy`.
  public var dy: CGFloat

  /// Creates a vector. Mirrors `CGVector(dx:dy:)`.
  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }

  /// Creates a vector from doubles. Mirrors `CGVector(dx:dy:)` with `Double` components.
  public init(dx: Double, dy: Double) {
    self.init(dx: CGFloat(dx), dy: CGFloat(dy))
  }

  /// Creates a vector from integers. Mirrors `CGVector(dx:dy:)` with `Int` components.
  public init(dx: Int, dy: Int) {
    self.init(dx: CGFloat(dx), dy: CGFloat(dy))
  }

  /// The zero vector. Mirrors `CGVector()`.
  public init() { self.init(dx: CGFloat(0), dy: CGFloat(0)) }

  /// The zero vector. Mirrors `CGVector.zero`.
  public static let zero = CGVector()
}
