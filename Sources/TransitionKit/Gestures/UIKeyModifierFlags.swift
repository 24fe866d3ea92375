import Foundation

/// The keyboard modifier keys held down. Mirrors `UIKeyModifierFlags`, with UIKit's raw
/// values.
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: Int
  /// Mirrors `UIKeyModifierFlags(rawValue:)`.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Mirrors `.alphaShift` (caps lock, 1 << 16).
  public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
  /// Mirrors `.shift` (1 << 17).
  public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
  /// Mirrors `.control` (1 << 18).
  public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
  /// Mirrors `.alternate` (option, 1 << 19).
  public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
  /// Mirrors `.command` (1 << 20).
  public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
  /// Mirrors `.numericPad` (1 << 21).
  public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}
