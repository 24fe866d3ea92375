import Foundation

/// Where a constraint's side lands in the host: a view's attribute, plus what a layout
/// guide adds to it (its inset: inward at the edges, twice off a size, nothing at the
/// centre).
struct LayoutTarget {
  let view: UIView
  let attribute: NSLayoutConstraint.Attribute
  let offset: CGFloat

  /// The target of `item` (a `UIView` or a `UILayoutGuide`), or nil for anything else.
  init?(item: Any, attribute: NSLayoutConstraint.Attribute) {
    if let view = item as? UIView {
      self.init(view: view, attribute: attribute, inset: 0)
    } else if let guide = item as? UILayoutGuide, let view = guide.owningView {
      self.init(view: view, attribute: attribute, inset: guide.inset)
    } else {
      return nil
    }
  }

  init(view: UIView, attribute: NSLayoutConstraint.Attribute, inset: CGFloat) {
    self.view = view
    self.attribute = attribute
    switch attribute {
    case .left, .leading, .top: offset = inset
    case .right, .trailing, .bottom: offset = -inset
    case .width, .height: offset = -2 * inset
    default: offset = 0
    }
  }
}
