extension NSLayoutConstraint {
  /// A part of a view's layout. Mirrors `NSLayoutConstraint.Attribute`, with UIKit's raw
  /// values. The layout is left to right (leading is left); the margins are UIKit's
  /// default layout margins (8 points); the baselines compile but are reported when
  /// laid out (there is no text headlessly).
  public enum Attribute: Int, Sendable {
    /// Mirrors `.left`.
    case left = 1
    /// Mirrors `.right`.
    case right = 2
    /// Mirrors `.top`.
    case top = 3
    /// Mirrors `.bottom`.
    case bottom = 4
    /// Mirrors `.leading`.
    case leading = 5
    /// Mirrors `.trailing`.
    case trailing = 6
    /// Mirrors `.width`.
    case width = 7
    /// Mirrors `.height`.
    case height = 8
    /// Mirrors `.centerX`.
    case centerX = 9
    /// Mirrors `.centerY`.
    case centerY = 10
    /// Mirrors `.lastBaseline`; reported when laid out.
    case lastBaseline = 11
    /// Mirrors `.firstBaseline`; reported when laid out.
    case firstBaseline = 12
    /// Mirrors `.leftMargin`.
    case leftMargin = 13
    /// Mirrors `.rightMargin`.
    case rightMargin = 14
    /// Mirrors `.topMargin`.
    case topMargin = 15
    /// Mirrors `.bottomMargin`.
    case bottomMargin = 16
    /// Mirrors `.leadingMargin`.
    case leadingMargin = 17
    /// Mirrors `.trailingMargin`.
    case trailingMargin = 18
    /// Mirrors `.centerXWithinMargins`.
    case centerXWithinMargins = 19
    /// Mirrors `.centerYWithinMargins`.
    case centerYWithinMargins = 20
    /// Mirrors `.notAnAttribute`, the second attribute of a constraint on a size alone.
    case notAnAttribute = 0
  }

  /// How a constraint's two sides compare. Mirrors `NSLayoutConstraint.Relation`.
  public enum Relation: Int, Sendable {
    /// Mirrors `.lessThanOrEqual`.
    case lessThanOrEqual = -1
    /// Mirrors `.equal`.
    case equal = 0
    /// Mirrors `.greaterThanOrEqual`.
    case greaterThanOrEqual = 1
  }
}
