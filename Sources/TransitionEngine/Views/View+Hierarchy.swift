extension View {
  /// Adds `view` on top of the subviews, moving it from any superview it had.
  /// Mirrors `UIView.addSubview(_:)`.
  public func addSubview(_ view: View) {
    insertSubview(view, at: subviews.count)
  }

  /// Inserts `view` at `index` (clamped to the subview range), moving it from any
  /// superview it had. Mirrors `UIView.insertSubview(_:at:)`.
  public func insertSubview(_ view: View, at index: Int) {
    guard canAdopt(view, call: "insertSubview") else { return }
    let current = subviews
    var target = max(0, min(index, current.count))
    if let old = view.superview {
      if old === self, let position = current.firstIndex(where: { $0 === view }),
        position < target
      {
        target -= 1
      }
      old.detach(view)
    }
    // The index counts subviews; standalone sublayers keep their places among them.
    let remaining = subviews
    let layerIndex =
      target >= remaining.count
      ? sublayers.count
      : sublayers.firstIndex(where: { $0 === remaining[target] }) ?? sublayers.count
    insertIntoSubviews(view, at: layerIndex)
    view.setSuperview(self)
    setNeedsLayout()
    engine.noteHierarchyChange(.add, view: view, superview: self, index: target)
  }

  /// Inserts `view` just above `sibling`. Mirrors `UIView.insertSubview(_:aboveSubview:)`;
  /// when `sibling` is not a subview, the view goes on top and the engine warns.
  public func insertSubview(_ view: View, aboveSubview sibling: View) {
    guard let index = subviews.firstIndex(where: { $0 === sibling }) else {
      engine.reportViolation(
        .siblingNotSubview(call: "insertSubview(aboveSubview:)", sibling: sibling, parent: self))
      addSubview(view)
      return
    }
    insertSubview(view, at: index + 1)
  }

  /// Inserts `view` just below `sibling`. Mirrors `UIView.insertSubview(_:belowSubview:)`;
  /// when `sibling` is not a subview, the view goes on top and the engine warns.
  public func insertSubview(_ view: View, belowSubview sibling: View) {
    guard let index = subviews.firstIndex(where: { $0 === sibling }) else {
      engine.reportViolation(
        .siblingNotSubview(call: "insertSubview(belowSubview:)", sibling: sibling, parent: self))
      addSubview(view)
      return
    }
    insertSubview(view, at: index)
  }

  /// Moves `view` to the top of the subviews. Mirrors `UIView.bringSubviewToFront(_:)`.
  public func bringSubviewToFront(_ view: View) {
    guard view.superview === self else { return }
    insertSubview(view, at: subviews.count)
  }

  /// Moves `view` to the back of the subviews. Mirrors `UIView.sendSubviewToBack(_:)`.
  public func sendSubviewToBack(_ view: View) {
    guard view.superview === self else { return }
    insertSubview(view, at: 0)
  }

  /// Detaches the view from its superview. Mirrors `UIView.removeFromSuperview()`.
  public func removeFromSuperview() {
    guard let parent = superview else { return }
    parent.detach(self)
    engine.noteHierarchyChange(.remove, view: self, superview: parent, index: nil)
  }

  /// Whether `ancestor` is this view or one of its superviews.
  /// Mirrors `UIView.isDescendant(of:)`.
  public func isDescendant(of ancestor: View) -> Bool {
    var current: View? = self
    while let view = current {
      if view === ancestor { return true }
      current = view.superview
    }
    return false
  }

  /// The index of the view among its superview's subviews, or nil without a superview.
  public var indexInSuperview: Int? {
    superview?.subviews.firstIndex(where: { $0 === self })
  }

  /// The top of the view's superview chain (the view itself when it has none).
  public var rootView: View {
    var current = self
    while let parent = current.superview { current = parent }
    return current
  }

  /// Whether the view is in the engine's window. Mirrors `UIView.window != nil`.
  public var isInWindow: Bool { rootView === engine.window.rootView }

  /// Every view of this subtree, depth first, back to front, the view itself first.
  public var subtree: [View] {
    var result: [View] = []
    var stack: [View] = [self]
    while let view = stack.popLast() {
      result.append(view)
      stack.append(contentsOf: view.subviews.reversed())
    }
    return result
  }

  func canAdopt(_ view: View, call: String) -> Bool {
    guard view.engine === engine else {
      engine.reportViolation(.foreignView(call: call, view: view))
      return false
    }
    guard !isDescendant(of: view) else {
      engine.reportViolation(.hierarchyCycle(call: call, view: view, parent: self))
      return false
    }
    return true
  }

  func detach(_ view: View) {
    removeConstraints(reaching: view)
    removeFromSubviews(view)
    view.setSuperview(nil)
  }
}
