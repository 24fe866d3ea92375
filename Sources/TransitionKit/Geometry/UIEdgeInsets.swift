import Foundation

/// Insets from each edge of a rectangle. Mirrors `UIEdgeInsets`.
public struct UIEdgeInsets: Hashable, Sendable {
  /// Mirrors `top`.
  public var top: CGFloat
  /// Mirrors `left`.
  public var left: CGFloat
  /// Mirrors `bottom`.
  public var bottom: CGFloat
  /// Mirrors `right`.
  public var right: CGFloat

  /// Mirrors `UIEdgeInsets(top:left:bottom:right:)`.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
  }

  /// No insets. Mirrors `UIEdgeInsets()`.
  public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

  /// No insets. Mirrors `UIEdgeInsets.zero`.
  public static let zero = UIEdgeInsets()
}

/// Insets from each edge, leading and trailing rather than left and right. Mirrors
/// `NSDirectionalEdgeInsets` (transhost lays out left to right: leading is left).
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
  /// Mirrors `top`.
  public var top: CGFloat
  /// Mirrors `leading`.
  public var leading: CGFloat
  /// Mirrors `bottom`.
  public var bottom: CGFloat
  /// Mirrors `trailing`.
  public var trailing: CGFloat

  /// Mirrors `NSDirectionalEdgeInsets(top:leading:bottom:trailing:)`.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
  }

  /// No insets. Mirrors `NSDirectionalEdgeInsets()`.
  public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

  /// No insets. Mirrors `NSDirectionalEdgeInsets.zero`.
  public static let zero = NSDirectionalEdgeInsets()
}

extension CGRect {
  /// The rectangle moved in by `insets` on each edge. Mirrors `CGRect.inset(by:)`
  /// (`UIEdgeInsetsInsetRect`).
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left, y: origin.y + insets.top,
      width: size.width - insets.left - insets.right,
      height: size.height - insets.top - insets.bottom)
  }
}
