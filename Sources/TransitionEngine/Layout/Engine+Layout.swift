extension Engine {
  /// Makes an inactive constraint `item.attribute relation multiplier * toItem.attribute
  /// + constant`. Mirrors
  /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
  public func makeConstraint(
    item: View, attribute: LayoutAttribute, relatedBy relation: LayoutRelation = .equal,
    toItem: View? = nil, attribute secondAttribute: LayoutAttribute = .notAnAttribute,
    multiplier: Double = 1, constant: Double = 0
  ) -> LayoutConstraint {
    let id = layoutDriver.nextConstraintID
    layoutDriver.nextConstraintID += 1
    return LayoutConstraint(
      id: id, firstItem: item, firstAttribute: attribute, relation: relation,
      secondItem: toItem, secondAttribute: secondAttribute, multiplier: multiplier,
      constant: constant)
  }

  /// Activates each constraint, installing it on the nearest common ancestor of its
  /// views; one whose views share no ancestor is reported and stays inactive.
  /// Mirrors `NSLayoutConstraint.activate(_:)`.
  public func activate(_ constraints: [LayoutConstraint]) {
    for constraint in constraints where !constraint.isActive {
      guard let holder = Self.nearestCommonAncestor(of: constraint) else {
        reportViolation(
          .layout(
            .noCommonAncestor(
              constraint: "\(constraint)", first: "\(constraint.firstItem)",
              second: constraint.secondItem.map { "\($0)" } ?? "")))
        continue
      }
      install(constraint, on: holder)
    }
  }

  /// Deactivates each constraint. Mirrors `NSLayoutConstraint.deactivate(_:)`.
  public func deactivate(_ constraints: [LayoutConstraint]) {
    for constraint in constraints {
      guard let holder = constraint.holder else { continue }
      constraint.noteChange()
      holder.layout.constraints.removeAll { $0 === constraint }
      constraint.holder = nil
    }
  }

  /// Lays out every view of the window that needs it (a display cycle's layout pass);
  /// nothing happens until a view uses layout.
  public func layOutWindowIfNeeded() {
    guard layoutDriver.isInUse else { return }
    window.rootView.layOutSubtreeIfNeeded()
  }

  func install(_ constraint: LayoutConstraint, on holder: View) {
    layoutDriver.isInUse = true
    holder.layout.constraints.append(constraint)
    constraint.holder = holder
    constraint.reportedIssue = nil
    constraint.noteChange()
  }

  /// A view needs layout: once layout is in use, a pass of the window runs on the next
  /// clock turn, as UIKit lays out on the next display cycle.
  func layoutNeeded() {
    guard layoutDriver.isInUse, !layoutDriver.isPassScheduled else { return }
    layoutDriver.isPassScheduled = true
    schedule(at: now, "layout") { [unowned self] in
      layoutDriver.isPassScheduled = false
      layOutWindowIfNeeded()
    }
  }

  private static func nearestCommonAncestor(of constraint: LayoutConstraint) -> View? {
    guard let second = constraint.secondItem else { return constraint.firstItem }
    var candidate: View? = constraint.firstItem
    while let view = candidate {
      if second.isDescendant(of: view) { return view }
      candidate = view.superview
    }
    return nil
  }
}
