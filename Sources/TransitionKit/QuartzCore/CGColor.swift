import CTransitionABI
import Foundation

/// A colour as Core Graphics holds it: red, green, blue and alpha in the sRGB space (the
/// only space this host draws in). Mirrors `CGColor`.
public final class CGColor: Hashable, @unchecked Sendable {
  /// The four components, red, green, blue, alpha.
  let rgba: [CGFloat]

  /// A colour from RGBA components. Mirrors `CGColor(red:green:blue:alpha:)`.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    rgba = [red, green, blue, alpha]
  }

  /// A sRGB colour. Mirrors `CGColor(srgbRed:green:blue:alpha:)`.
  public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// A grey. Mirrors `CGColor(gray:alpha:)`.
  public convenience init(gray: CGFloat, alpha: CGFloat) {
    self.init(red: gray, green: gray, blue: gray, alpha: alpha)
  }

  /// Mirrors `CGColor.black`.
  public static let black = CGColor(gray: 0, alpha: 1)
  /// Mirrors `CGColor.white`.
  public static let white = CGColor(gray: 1, alpha: 1)
  /// Mirrors `CGColor.clear`.
  public static let clear = CGColor(gray: 0, alpha: 0)

  /// Red, green, blue and alpha. Mirrors `CGColor.components`.
  public var components: [CGFloat]? { rgba }

  /// Mirrors `CGColor.numberOfComponents` (always 4 here: RGBA).
  public var numberOfComponents: Int { rgba.count }

  /// Mirrors `CGColor.alpha`.
  public var alpha: CGFloat { rgba[3] }

  /// The same colour with another alpha. Mirrors `CGColor.copy(alpha:)`.
  public func copy(alpha: CGFloat) -> CGColor? {
    CGColor(red: rgba[0], green: rgba[1], blue: rgba[2], alpha: alpha)
  }

  /// Mirrors `CGColor.copy()`.
  public func copy() -> CGColor? { copy(alpha: alpha) }

  public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.rgba == rhs.rgba }

  public func hash(into hasher: inout Hasher) { hasher.combine(rgba) }

  var cValue: transhost_color_t {
    transhost_color_t(
      red: Double(rgba[0]), green: Double(rgba[1]), blue: Double(rgba[2]), alpha: Double(rgba[3]))
  }
}

extension UIColor {
  /// The colour as Core Graphics holds it. Mirrors `UIColor.cgColor`.
  public var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

  /// The colour of a Core Graphics colour. Mirrors `UIColor(cgColor:)`.
  public convenience init(cgColor: CGColor) {
    let c = cgColor.rgba
    self.init(red: c[0], green: c[1], blue: c[2], alpha: c[3])
  }
}
