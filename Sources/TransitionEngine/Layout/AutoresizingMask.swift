/// Which parts of a view's frame stretch when its superview's bounds change size.
/// Mirrors `UIView.AutoresizingMask`, with UIKit's raw values.
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
  /// The bits, as UIKit's.
  public let rawValue: UInt

  /// A mask from UIKit's bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The left margin stretches. Mirrors `.flexibleLeftMargin` (1 << 0).
  public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
  /// The width stretches. Mirrors `.flexibleWidth` (1 << 1).
  public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
  /// The right margin stretches. Mirrors `.flexibleRightMargin` (1 << 2).
  public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
  /// The top margin stretches. Mirrors `.flexibleTopMargin` (1 << 3).
  public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
  /// The height stretches. Mirrors `.flexibleHeight` (1 << 4).
  public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
  /// The bottom margin stretches. Mirrors `.flexibleBottomMargin` (1 << 5).
  public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

  /// Every bit UIKit defines.
  public static let all: AutoresizingMask = [
    .flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin, .flexibleTopMargin,
    .flexibleHeight, .flexibleBottomMargin,
  ]

  /// The frame a view with this mask takes when its superview's bounds go from `old` to
  /// `new` in size, as UIKit resizes it: along each axis the change is shared among the
  /// flexible parts (leading margin, size, trailing margin) in proportion to their
  /// lengths before the change, or equally when those lengths are all zero; with no
  /// flexible part the view keeps its place and size.
  public func frame(resizing frame: Rect, from old: Size, to new: Size) -> Rect {
    let (x, width) = Self.distribute(
      origin: frame.minX, length: frame.width, container: old.width,
      delta: new.width - old.width,
      flexible: (
        contains(.flexibleLeftMargin), contains(.flexibleWidth),
        contains(.flexibleRightMargin)
      ))
    let (y, height) = Self.distribute(
      origin: frame.minY, length: frame.height, container: old.height,
      delta: new.height - old.height,
      flexible: (
        contains(.flexibleTopMargin), contains(.flexibleHeight),
        contains(.flexibleBottomMargin)
      ))
    return Rect(x: x, y: y, width: max(width, 0), height: max(height, 0))
  }

  /// One axis of ``frame(resizing:from:to:)``: the new origin and length.
  private static func distribute(
    origin: Double, length: Double, container: Double, delta: Double,
    flexible: (leading: Bool, size: Bool, trailing: Bool)
  ) -> (origin: Double, length: Double) {
    guard delta != 0 else { return (origin, length) }
    let parts = (
      leading: flexible.leading ? max(origin, 0) : 0,
      size: flexible.size ? max(length, 0) : 0,
      trailing: flexible.trailing ? max(container - origin - length, 0) : 0
    )
    let count = [flexible.leading, flexible.size, flexible.trailing].filter { $0 }.count
    guard count > 0 else { return (origin, length) }
    let total = parts.leading + parts.size + parts.trailing
    func share(_ part: Double, _ isFlexible: Bool) -> Double {
      guard isFlexible else { return 0 }
      return total > 0 ? delta * part / total : delta / Double(count)
    }
    return (
      origin + share(parts.leading, flexible.leading),
      length + share(parts.size, flexible.size)
    )
  }
}
