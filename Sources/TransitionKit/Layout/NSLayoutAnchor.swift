import Foundation

/// One attribute of a view or layout guide, for making constraints with it.
/// Mirrors `NSLayoutAnchor`.
public class NSLayoutAnchor<AnchorType: AnyObject> {
  let item: AnyObject
  let attribute: NSLayoutConstraint.Attribute

  init(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) {
    self.item = item
    self.attribute = attribute
  }

  /// A constraint `self == anchor`. Mirrors `constraint(equalTo:)`.
  public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    constraint(.equal, anchor, multiplier: 1, constant: 0)
  }

  /// A constraint `self >= anchor`. Mirrors `constraint(greaterThanOrEqualTo:)`.
  public func constraint(
    greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>
  )
    -> NSLayoutConstraint
  {
    constraint(.greaterThanOrEqual, anchor, multiplier: 1, constant: 0)
  }

  /// A constraint `self <= anchor`. Mirrors `constraint(lessThanOrEqualTo:)`.
  public func constraint(
    lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>
  )
    -> NSLayoutConstraint
  {
    constraint(.lessThanOrEqual, anchor, multiplier: 1, constant: 0)
  }

  /// A constraint `self == anchor + c`. Mirrors `constraint(equalTo:constant:)`.
  public func constraint(
    equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
  )
    -> NSLayoutConstraint
  {
    constraint(.equal, anchor, multiplier: 1, constant: c)
  }

  /// A constraint `self >= anchor + c`. Mirrors `constraint(greaterThanOrEqualTo:constant:)`.
  public func constraint(
    greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
  ) -> NSLayoutConstraint {
    constraint(.greaterThanOrEqual, anchor, multiplier: 1, constant: c)
  }

  /// A constraint `self <= anchor + c`. Mirrors `constraint(lessThanOrEqualTo:constant:)`.
  public func constraint(
    lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
  )
    -> NSLayoutConstraint
  {
    constraint(.lessThanOrEqual, anchor, multiplier: 1, constant: c)
  }

  /// The constraint `self relation m * anchor + c` (or against `c` alone without an anchor).
  func constraint(
    _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?,
    multiplier m: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint {
    NSLayoutConstraint(
      first: LayoutTarget(item: item, attribute: attribute), relation: relation,
      second: anchor.map { LayoutTarget(item: $0.item, attribute: $0.attribute) } ?? .some(nil),
      attributes: (attribute, anchor?.attribute ?? .notAnAttribute), multiplier: m, constant: c,
      items: (item, anchor?.item))
  }
}

/// A horizontal anchor (leading, trailing, left, right, centre x). Mirrors
/// `NSLayoutXAxisAnchor`.
public class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// A vertical anchor (top, bottom, centre y, baselines). Mirrors `NSLayoutYAxisAnchor`.
public class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// A size anchor (width or height). Mirrors `NSLayoutDimension`.
public class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  /// A constraint `self == c`. Mirrors `constraint(equalToConstant:)`.
  public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
    constraint(.equal, nil, multiplier: 1, constant: c)
  }

  /// A constraint `self >= c`. Mirrors `constraint(greaterThanOrEqualToConstant:)`.
  public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    constraint(.greaterThanOrEqual, nil, multiplier: 1, constant: c)
  }

  /// A constraint `self <= c`. Mirrors `constraint(lessThanOrEqualToConstant:)`.
  public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    constraint(.lessThanOrEqual, nil, multiplier: 1, constant: c)
  }

  /// A constraint `self == m * anchor`. Mirrors `constraint(equalTo:multiplier:)`.
  public func constraint(
    equalTo anchor: NSLayoutDimension, multiplier m: CGFloat
  )
    -> NSLayoutConstraint
  {
    constraint(.equal, anchor, multiplier: m, constant: 0)
  }

  /// A constraint `self >= m * anchor`. Mirrors `constraint(greaterThanOrEqualTo:multiplier:)`.
  public func constraint(
    greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat
  )
    -> NSLayoutConstraint
  {
    constraint(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
  }

  /// A constraint `self <= m * anchor`. Mirrors `constraint(lessThanOrEqualTo:multiplier:)`.
  public func constraint(
    lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat
  )
    -> NSLayoutConstraint
  {
    constraint(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
  }

  /// A constraint `self == m * anchor + c`. Mirrors `constraint(equalTo:multiplier:constant:)`.
  public func constraint(
    equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint {
    constraint(.equal, anchor, multiplier: m, constant: c)
  }

  /// A constraint `self >= m * anchor + c`. Mirrors
  /// `constraint(greaterThanOrEqualTo:multiplier:constant:)`.
  public func constraint(
    greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint {
    constraint(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
  }

  /// A constraint `self <= m * anchor + c`. Mirrors
  /// `constraint(lessThanOrEqualTo:multiplier:constant:)`.
  public func constraint(
    lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint {
    constraint(.lessThanOrEqual, anchor, multiplier: m, constant: c)
  }
}
