/// An RGBA colour with components in `0...1`.
///
/// Mirrors the parts of `UIColor` a transition touches: components that animate
/// component-wise, as Core Animation interpolates `backgroundColor`.
public struct Color: Hashable, Sendable {
  /// The red, green, blue and alpha components, each in `0...1`.
  public var red: Double, green: Double, blue: Double, alpha: Double

  /// Creates a colour from its components.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Creates a colour from a `#RRGGBB` or `#RRGGBBAA` string, or nil when it is malformed.
  public init?(hex: String) {
    var digits = Substring(hex)
    if digits.hasPrefix("#") { digits = digits.dropFirst() }
    // `UInt32(_:radix:)` accepts a leading sign, which no hex colour has.
    guard digits.count == 6 || digits.count == 8, digits.allSatisfy(\.isHexDigit),
      let value = UInt32(digits, radix: 16)
    else {
      return nil
    }
    let packed = digits.count == 6 ? (value << 8) | 0xFF : value
    self.init(
      red: Double((packed >> 24) & 0xFF) / 255, green: Double((packed >> 16) & 0xFF) / 255,
      blue: Double((packed >> 8) & 0xFF) / 255, alpha: Double(packed & 0xFF) / 255)
  }

  /// Fully transparent black. Mirrors `UIColor.clear`.
  public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
  /// Opaque black. Mirrors `UIColor.black`.
  public static let black = Color(red: 0, green: 0, blue: 0)
  /// Opaque white. Mirrors `UIColor.white`.
  public static let white = Color(red: 1, green: 1, blue: 1)

  /// `#RRGGBBAA`, each component rounded to 8 bits.
  public var hexString: String {
    let bytes = [red, green, blue, alpha].map { component -> String in
      let byte = Int((min(max(component, 0), 1) * 255).rounded())
      let text = String(byte, radix: 16, uppercase: true)
      return text.count == 1 ? "0" + text : text
    }
    return "#" + bytes.joined()
  }
}

extension Color: CustomStringConvertible {
  /// The colour as `#RRGGBBAA`.
  public var description: String { hexString }
}
