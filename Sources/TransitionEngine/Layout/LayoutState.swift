/// A view's layout settings and the constraints installed on it: the one stored
/// property layout adds to ``View``.
public struct LayoutState {
  /// Mirrors `UIView.autoresizingMask`; `[]` for a view made in code, as in UIKit.
  public var autoresizingMask: AutoresizingMask = []
  /// Mirrors `UIView.translatesAutoresizingMaskIntoConstraints`; true for a view made in
  /// code. When false, the superview's layout pass sets the frame from constraints.
  public var translatesAutoresizingMaskIntoConstraints = true
  /// Whether the next layout pass must lay out the subviews (`setNeedsLayout()`).
  public internal(set) var needsLayout = true
  /// The active constraints installed on the view (it is their items' nearest common
  /// ancestor). Mirrors `UIView.constraints`.
  public internal(set) var constraints: [LayoutConstraint] = []
  /// Runs in each layout pass of the view after its constraints are applied, as a
  /// `layoutSubviews()` override runs after `super.layoutSubviews()`.
  public var layoutSubviews: (() -> Void)?
  /// The last ambiguity reported about the view, so each is reported once.
  var reportedAmbiguity: String?

  init() {}
}
