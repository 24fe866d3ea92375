extension View {
  /// Mirrors `UIView.autoresizingMask`: how the view's frame follows its superview's
  /// bounds when they change size (at once, animated inside an animation block).
  public var autoresizingMask: AutoresizingMask {
    get { layout.autoresizingMask }
    set { layout.autoresizingMask = newValue }
  }

  /// Mirrors `UIView.translatesAutoresizingMaskIntoConstraints`: when false, the
  /// superview's layout pass sets the view's frame from its constraints, and the
  /// autoresizing mask no longer applies.
  public var translatesAutoresizingMaskIntoConstraints: Bool {
    get { layout.translatesAutoresizingMaskIntoConstraints }
    set {
      guard layout.translatesAutoresizingMaskIntoConstraints != newValue else { return }
      layout.translatesAutoresizingMaskIntoConstraints = newValue
      if !newValue { engine.layoutDriver.isInUse = true }
      superview?.setNeedsLayout()
    }
  }

  /// The active constraints installed on this view. Mirrors `UIView.constraints`.
  public var constraints: [LayoutConstraint] { layout.constraints }

  /// Whether the next layout pass lays out the subviews.
  public var needsLayout: Bool { layout.needsLayout }

  /// Installs `constraint` on this view, which must be the view or an ancestor of the
  /// views it names (else it is reported and stays inactive). Mirrors
  /// `UIView.addConstraint(_:)`.
  public func addConstraint(_ constraint: LayoutConstraint) {
    guard !constraint.isActive else { return }
    guard constraint.items.allSatisfy({ $0.isDescendant(of: self) }) else {
      let other = constraint.items.first { !$0.isDescendant(of: self) } ?? constraint.firstItem
      engine.reportViolation(
        .layout(
          .noCommonAncestor(
            constraint: "\(constraint)", first: "\(self)", second: "\(other)")))
      return
    }
    engine.install(constraint, on: self)
  }

  /// Deactivates `constraint` when it is installed on this view. Mirrors
  /// `UIView.removeConstraint(_:)`.
  public func removeConstraint(_ constraint: LayoutConstraint) {
    guard constraint.holder === self else { return }
    engine.deactivate([constraint])
  }

  /// Marks the view as needing layout; the engine lays it out on the next clock turn, or
  /// at once on ``layoutIfNeeded()``. Mirrors `UIView.setNeedsLayout()`.
  public func setNeedsLayout() {
    layout.needsLayout = true
    engine.layoutNeeded()
  }

  /// Lays out at once every view that needs it, from the topmost superview that needs
  /// layout down through this view's subtree, as `CALayer.layoutIfNeeded()` does. Inside
  /// an animation block the frames it sets animate. Mirrors `UIView.layoutIfNeeded()`.
  public func layoutIfNeeded() {
    var top = self
    while let parent = top.superview, parent.layout.needsLayout { top = parent }
    top.layOutSubtreeIfNeeded()
  }

  /// Lays out each view of the subtree that needs it, parents before children.
  func layOutSubtreeIfNeeded() {
    if layout.needsLayout { layOutSubviews() }
    for subview in subviews { subview.layOutSubtreeIfNeeded() }
  }

  /// One layout pass of the view: its subviews' constraints are solved and applied, then
  /// ``LayoutState/layoutSubviews`` runs. Mirrors `UIView.layoutSubviews()`.
  public func layOutSubviews() {
    layout.needsLayout = false
    ConstraintPass(container: self).run()
    layout.layoutSubviews?()
  }

  /// The bounds changed size: subviews placed by their autoresizing masks follow, and
  /// the view needs layout.
  func boundsSizeDidChange(from old: Size) {
    let new = bounds.size
    for subview in subviews
    where subview.layout.translatesAutoresizingMaskIntoConstraints
      && !subview.layout.autoresizingMask.isEmpty
    {
      subview.frame = subview.layout.autoresizingMask.frame(
        resizing: subview.frame, from: old, to: new)
    }
    setNeedsLayout()
  }

  /// `view` leaves this view: the constraints installed here or on an ancestor that
  /// name a view of its subtree are deactivated, as UIKit removes them.
  func removeConstraints(reaching view: View) {
    guard engine.layoutDriver.isInUse else { return }
    var holder: View? = self
    var reaching: [LayoutConstraint] = []
    while let current = holder {
      reaching += current.layout.constraints.filter { constraint in
        constraint.items.contains { $0.isDescendant(of: view) }
          && !constraint.items.allSatisfy { $0.isDescendant(of: view) }
      }
      holder = current.superview
    }
    engine.deactivate(reaching)
    setNeedsLayout()
  }
}

extension View {
  /// What runs in each layout pass of the view after its constraints are applied, as a
  /// `layoutSubviews()` override runs after `super.layoutSubviews()`; nil for none.
  public var onLayoutSubviews: (() -> Void)? {
    get { layout.layoutSubviews }
    set {
      layout.layoutSubviews = newValue
      if newValue != nil { engine.layoutDriver.isInUse = true }
      setNeedsLayout()
    }
  }
}
