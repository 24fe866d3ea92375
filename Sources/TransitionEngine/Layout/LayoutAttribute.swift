/// A part of a view's layout a constraint relates. Mirrors `NSLayoutConstraint.Attribute`,
/// with UIKit's raw values; the layout is left to right, so leading is left.
public enum LayoutAttribute: Int, Hashable, Sendable, CaseIterable {
  /// Mirrors `.notAnAttribute` (a constraint's second attribute when it has no second item).
  case notAnAttribute = 0
  /// Mirrors `.left`.
  case left = 1
  /// Mirrors `.right`.
  case right = 2
  /// Mirrors `.top`.
  case top = 3
  /// Mirrors `.bottom`.
  case bottom = 4
  /// Mirrors `.leading` (left, as the layout is left to right).
  case leading = 5
  /// Mirrors `.trailing` (right).
  case trailing = 6
  /// Mirrors `.width`.
  case width = 7
  /// Mirrors `.height`.
  case height = 8
  /// Mirrors `.centerX`.
  case centerX = 9
  /// Mirrors `.centerY`.
  case centerY = 10
  /// Mirrors `.lastBaseline`; there is no text, so the solver reports it.
  case lastBaseline = 11
  /// Mirrors `.firstBaseline`; reported as `lastBaseline` is.
  case firstBaseline = 12
  /// Mirrors `.leftMargin`: the left edge inset by the view's layout margin (8 points,
  /// UIKit's default `layoutMargins`).
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
  /// Mirrors `.centerXWithinMargins` (the margins are even, so the centre).
  case centerXWithinMargins = 19
  /// Mirrors `.centerYWithinMargins`.
  case centerYWithinMargins = 20

  /// The inset of the margin attributes: UIKit's default `layoutMargins` of a view.
  public static let defaultMargin = 8.0

  /// The name UIKit prints in a constraint's description.
  public var name: String {
    switch self {
    case .notAnAttribute: "notAnAttribute"
    case .left: "left"
    case .right: "right"
    case .top: "top"
    case .bottom: "bottom"
    case .leading: "leading"
    case .trailing: "trailing"
    case .width: "width"
    case .height: "height"
    case .centerX: "centerX"
    case .centerY: "centerY"
    case .lastBaseline: "lastBaseline"
    case .firstBaseline: "firstBaseline"
    case .leftMargin: "leftMargin"
    case .rightMargin: "rightMargin"
    case .topMargin: "topMargin"
    case .bottomMargin: "bottomMargin"
    case .leadingMargin: "leadingMargin"
    case .trailingMargin: "trailingMargin"
    case .centerXWithinMargins: "centerXWithinMargins"
    case .centerYWithinMargins: "centerYWithinMargins"
    }
  }

  /// Which axis the attribute lies on, or nil for `notAnAttribute`.
  public var axis: LayoutAxis? {
    switch self {
    case .notAnAttribute: nil
    case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
      .leadingMargin, .trailingMargin, .centerXWithinMargins:
      .horizontal
    case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin,
      .bottomMargin, .centerYWithinMargins:
      .vertical
    }
  }

  /// Whether the attribute is a size (width or height) rather than a position.
  public var isDimension: Bool { self == .width || self == .height }

  /// Whether the solver cannot place the attribute headlessly (the baselines: no text).
  public var isUnsupported: Bool { self == .lastBaseline || self == .firstBaseline }

  /// The attribute as a combination of the view's origin and length along its axis,
  /// `position = origin * a + length * b + c`: nil for the unsupported ones.
  var terms: (origin: Double, length: Double, constant: Double)? {
    let margin = Self.defaultMargin
    switch self {
    case .notAnAttribute, .lastBaseline, .firstBaseline: return nil
    case .left, .leading, .top: return (1, 0, 0)
    case .right, .trailing, .bottom: return (1, 1, 0)
    case .width, .height: return (0, 1, 0)
    case .centerX, .centerY, .centerXWithinMargins, .centerYWithinMargins: return (1, 0.5, 0)
    case .leftMargin, .leadingMargin, .topMargin: return (1, 0, margin)
    case .rightMargin, .trailingMargin, .bottomMargin: return (1, 1, -margin)
    }
  }

  /// Whether the attribute is a leading or trailing one (which UIKit never pairs with
  /// a left or right one).
  var isDirectional: Bool {
    switch self {
    case .leading, .trailing, .leadingMargin, .trailingMargin: true
    default: false
    }
  }

  /// Whether the attribute is a left or right one.
  var isAbsolute: Bool {
    switch self {
    case .left, .right, .leftMargin, .rightMargin: true
    default: false
    }
  }
}

/// The two directions a layout runs in.
public enum LayoutAxis: Hashable, Sendable {
  /// x and width.
  case horizontal
  /// y and height.
  case vertical
}

/// How a constraint's two sides compare. Mirrors `NSLayoutConstraint.Relation`.
public enum LayoutRelation: Int, Hashable, Sendable {
  /// Mirrors `.lessThanOrEqual`.
  case lessThanOrEqual = -1
  /// Mirrors `.equal`.
  case equal = 0
  /// Mirrors `.greaterThanOrEqual`.
  case greaterThanOrEqual = 1

  /// The symbol UIKit prints.
  public var symbol: String {
    switch self {
    case .lessThanOrEqual: "<="
    case .equal: "=="
    case .greaterThanOrEqual: ">="
    }
  }
}
