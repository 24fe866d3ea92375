/// A constraint the layout pass could not apply, named with the view and the constraint
/// as UIKit's console names them; the engine reports each as a violation and never
/// drops a constraint without saying so.
public enum LayoutIssue: Hashable, Sendable, CustomStringConvertible {
  /// A constraint uses an attribute the headless solver cannot place (the baselines).
  case unsupportedAttribute(constraint: String, view: String, attribute: String)
  /// A constraint pairs attributes UIKit refuses to pair (different axes, a position
  /// with a size, leading with left, a position with no second item).
  case invalidPairing(constraint: String, reason: String)
  /// A constraint's views are not a view and its superview, or siblings.
  case unrelatedItems(constraint: String, first: String, second: String)
  /// A constraint places only views whose frames come from their autoresizing masks.
  case autoresizedItem(constraint: String, view: String)
  /// Activation found no common ancestor of the two views; the constraint stays inactive.
  case noCommonAncestor(constraint: String, first: String, second: String)
  /// A required constraint conflicts with other required ones and was broken.
  case unsatisfiable(constraint: String, view: String)
  /// Nothing fixes part of a view's frame; that part keeps its current value.
  case ambiguous(view: String, parts: String)

  /// The message: what the solver did, then what to do.
  public var description: String {
    switch self {
    case .unsupportedAttribute(let constraint, let view, let attribute):
      "layout of '\(view)': \(constraint) uses '\(attribute)', which transhost cannot place "
        + "headlessly (there is no text); the constraint is not applied"
    case .invalidPairing(let constraint, let reason):
      "layout: \(constraint) \(reason), which UIKit refuses; the constraint is not applied"
    case .unrelatedItems(let constraint, let first, let second):
      "layout: \(constraint) relates '\(first)' and '\(second)', which are neither a view "
        + "and its superview nor siblings; transhost solves only those, so the constraint "
        + "is not applied"
    case .autoresizedItem(let constraint, let view):
      "layout of '\(view)': \(constraint) places a view whose "
        + "translatesAutoresizingMaskIntoConstraints is true, so its frame comes from its "
        + "autoresizing mask and the constraint is not applied; set "
        + "translatesAutoresizingMaskIntoConstraints = false"
    case .noCommonAncestor(let constraint, let first, let second):
      "layout: cannot activate \(constraint): '\(first)' and '\(second)' have no common "
        + "ancestor; add both views to one hierarchy first"
    case .unsatisfiable(let constraint, let view):
      "layout of '\(view)': unable to satisfy every required constraint; breaking "
        + "\(constraint), as UIKit does, so it is not applied"
    case .ambiguous(let view, let parts):
      "layout of '\(view)' is ambiguous: no constraint fixes its \(parts); "
        + "it keeps its current value"
    }
  }
}
