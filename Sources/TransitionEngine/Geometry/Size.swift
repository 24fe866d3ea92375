/// A width and a height, in points.
///
/// Mirrors `CGSize`.
public struct Size: Hashable, Sendable {
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// Creates a size from its width and height.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The size `0 x 0`.
  public static let zero = Size(width: 0, height: 0)
}

extension Size: CustomStringConvertible {
  /// `WxH` with at most three decimals, stable across runs.
  public var description: String { "\(formatNumber(width))x\(formatNumber(height))" }
}
