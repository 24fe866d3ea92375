import CTransitionABI
import Foundation

/// A colour. Mirrors the parts of `UIColor` animators use.
public final class UIColor: Hashable, @unchecked Sendable {
  /// Components in `0...1` (UIKit's `red`, `green` and `blue` are colours, not these;
  /// apps read components with `getRed(_:green:blue:alpha:)`).
  let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

  /// Creates a colour from RGBA components. Mirrors `UIColor(red:green:blue:alpha:)`.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
  }

  /// A grey. Mirrors `UIColor(white:alpha:)`.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// The colour with another alpha. Mirrors `withAlphaComponent(_:)`.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// `UIColor.black`.
  public static let black = UIColor(white: 0, alpha: 1)
  /// `UIColor.white`.
  public static let white = UIColor(white: 1, alpha: 1)
  /// `UIColor.clear`.
  public static let clear = UIColor(white: 0, alpha: 0)
  /// `UIColor.gray`.
  public static let gray = UIColor(white: 0.5, alpha: 1)
  /// `UIColor.red`.
  public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  /// `UIColor.blue`.
  public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)

  public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
    (lhs.red, lhs.green, lhs.blue, lhs.alpha) == (rhs.red, rhs.green, rhs.blue, rhs.alpha)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(red)
    hasher.combine(green)
    hasher.combine(blue)
    hasher.combine(alpha)
  }

  var cValue: transhost_color_t {
    transhost_color_t(
      red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
  }
}
