import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// UIKit's named colours with their light-mode values (transhost does not model dark
/// mode: a dynamic colour is always its light appearance), and the other ways to make
/// and read a colour.
extension UIColor {
  /// A colour from 0-255 components.
  private static func rgb(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> UIColor {
    UIColor(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
  }

  /// A colour from hue, saturation and brightness, each in 0...1. Mirrors
  /// `UIColor(hue:saturation:brightness:alpha:)`.
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let h = (hue - hue.rounded(.down)) * 6
    let sector = Int(h.rounded(.down)) % 6
    let f = h - h.rounded(.down)
    let v = brightness
    let p = v * (1 - saturation)
    let q = v * (1 - saturation * f)
    let t = v * (1 - saturation * (1 - f))
    let (r, g, b): (CGFloat, CGFloat, CGFloat) =
      switch sector {
      case 0: (v, t, p)
      case 1: (q, v, p)
      case 2: (p, v, t)
      case 3: (p, q, v)
      case 4: (t, p, v)
      default: (v, p, q)
      }
    self.init(red: r, green: g, blue: b, alpha: alpha)
  }

  /// Writes the components into the pointers given (any may be nil) and returns true.
  /// Mirrors `getRed(_:green:blue:alpha:)`.
  @discardableResult
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    red?.pointee = self.red
    green?.pointee = self.green
    blue?.pointee = self.blue
    alpha?.pointee = self.alpha
    return true
  }

  /// Mirrors `UIColor.darkGray` (white 1/3).
  public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
  /// Mirrors `UIColor.lightGray` (white 2/3).
  public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
  /// Mirrors `UIColor.green`.
  public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  /// Mirrors `UIColor.cyan`.
  public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
  /// Mirrors `UIColor.yellow`.
  public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
  /// Mirrors `UIColor.magenta`.
  public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
  /// Mirrors `UIColor.orange`.
  public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
  /// Mirrors `UIColor.purple`.
  public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  /// Mirrors `UIColor.brown`.
  public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)

  /// Mirrors `UIColor.systemRed` (light mode).
  public static let systemRed = rgb(255, 59, 48)
  /// Mirrors `UIColor.systemOrange` (light mode).
  public static let systemOrange = rgb(255, 149, 0)
  /// Mirrors `UIColor.systemYellow` (light mode).
  public static let systemYellow = rgb(255, 204, 0)
  /// Mirrors `UIColor.systemGreen` (light mode).
  public static let systemGreen = rgb(52, 199, 89)
  /// Mirrors `UIColor.systemMint` (light mode).
  public static let systemMint = rgb(0, 199, 190)
  /// Mirrors `UIColor.systemTeal` (light mode).
  public static let systemTeal = rgb(48, 176, 199)
  /// Mirrors `UIColor.systemCyan` (light mode).
  public static let systemCyan = rgb(50, 173, 230)
  /// Mirrors `UIColor.systemBlue` (light mode).
  public static let systemBlue = rgb(0, 122, 255)
  /// Mirrors `UIColor.systemIndigo` (light mode).
  public static let systemIndigo = rgb(88, 86, 214)
  /// Mirrors `UIColor.systemPurple` (light mode).
  public static let systemPurple = rgb(175, 82, 222)
  /// Mirrors `UIColor.systemPink` (light mode).
  public static let systemPink = rgb(255, 45, 85)
  /// Mirrors `UIColor.systemBrown` (light mode).
  public static let systemBrown = rgb(162, 132, 94)
  /// Mirrors `UIColor.systemGray` (light mode).
  public static let systemGray = rgb(142, 142, 147)
  /// Mirrors `UIColor.systemGray2` (light mode).
  public static let systemGray2 = rgb(174, 174, 178)
  /// Mirrors `UIColor.systemGray3` (light mode).
  public static let systemGray3 = rgb(199, 199, 204)
  /// Mirrors `UIColor.systemGray4` (light mode).
  public static let systemGray4 = rgb(209, 209, 214)
  /// Mirrors `UIColor.systemGray5` (light mode).
  public static let systemGray5 = rgb(229, 229, 234)
  /// Mirrors `UIColor.systemGray6` (light mode).
  public static let systemGray6 = rgb(242, 242, 247)

  /// Mirrors `UIColor.systemBackground` (light mode).
  public static let systemBackground = rgb(255, 255, 255)
  /// Mirrors `UIColor.secondarySystemBackground` (light mode).
  public static let secondarySystemBackground = rgb(242, 242, 247)
  /// Mirrors `UIColor.tertiarySystemBackground` (light mode).
  public static let tertiarySystemBackground = rgb(255, 255, 255)
  /// Mirrors `UIColor.systemGroupedBackground` (light mode).
  public static let systemGroupedBackground = rgb(242, 242, 247)
  /// Mirrors `UIColor.secondarySystemGroupedBackground` (light mode).
  public static let secondarySystemGroupedBackground = rgb(255, 255, 255)
  /// Mirrors `UIColor.tertiarySystemGroupedBackground` (light mode).
  public static let tertiarySystemGroupedBackground = rgb(242, 242, 247)
  /// Mirrors `UIColor.label` (light mode).
  public static let label = rgb(0, 0, 0)
  /// Mirrors `UIColor.secondaryLabel` (light mode).
  public static let secondaryLabel = rgb(60, 60, 67, 0.6)
  /// Mirrors `UIColor.tertiaryLabel` (light mode).
  public static let tertiaryLabel = rgb(60, 60, 67, 0.3)
  /// Mirrors `UIColor.quaternaryLabel` (light mode).
  public static let quaternaryLabel = rgb(60, 60, 67, 0.18)
  /// Mirrors `UIColor.placeholderText` (light mode).
  public static let placeholderText = rgb(60, 60, 67, 0.3)
  /// Mirrors `UIColor.link` (light mode).
  public static let link = rgb(0, 122, 255)
  /// Mirrors `UIColor.separator` (light mode).
  public static let separator = rgb(60, 60, 67, 0.29)
  /// Mirrors `UIColor.opaqueSeparator` (light mode).
  public static let opaqueSeparator = rgb(198, 198, 200)
  /// Mirrors `UIColor.systemFill` (light mode).
  public static let systemFill = rgb(120, 120, 128, 0.2)
  /// Mirrors `UIColor.secondarySystemFill` (light mode).
  public static let secondarySystemFill = rgb(120, 120, 128, 0.16)
  /// Mirrors `UIColor.tertiarySystemFill` (light mode).
  public static let tertiarySystemFill = rgb(118, 118, 128, 0.12)
  /// Mirrors `UIColor.quaternarySystemFill` (light mode).
  public static let quaternarySystemFill = rgb(116, 116, 128, 0.08)
}
