/// What the window held when an interactive transition started, to find what a cancel
/// left behind (``Pitfall/cancelCleanup``): the views in the window, and the alpha,
/// transform and isHidden of the transition's controllers' views.
struct CancelBaseline {
  private struct Look: Equatable {
    let alpha: Double
    let transform: Transform3D
    let isHidden: Bool

    init(_ view: View) {
      alpha = view.alpha
      transform = view.transform3D
      isHidden = view.isHidden
    }
  }

  private let inWindow: Set<ObjectIdentifier>
  private let looks: [(view: View, look: Look)]

  /// The window as `context` starts, before the engine prepares its container.
  init(_ context: TransitionContext) {
    inWindow = Set(context.engine.window.rootView.subtree.map(ObjectIdentifier.init))
    var looks: [(View, Look)] = []
    for key in [TransitionContext.Key.from, .to] {
      let view = context.viewController(forKey: key).view
      if view.isInWindow { looks.append((view, Look(view))) }
    }
    self.looks = looks
  }

  /// What the window shows now that the baseline did not, as phrases: views added and
  /// still there, views of the transition whose look changed.
  func leftovers(in engine: Engine) -> [String] {
    var found: [String] = []
    let added = engine.window.rootView.subtree.filter { !inWindow.contains(ObjectIdentifier($0)) }
    // A view inside an added view is reported with it.
    let addedIDs = Set(added.map(ObjectIdentifier.init))
    for view in added
    where !(view.superview.map { addedIDs.contains(ObjectIdentifier($0)) } ?? false) {
      found.append("'\(view)', added during it, is still in the window")
    }
    for (view, look) in looks where view.isInWindow {
      let now = Look(view)
      var changes: [String] = []
      if now.alpha != look.alpha {
        changes.append("alpha \(formatNumber(now.alpha)) (was \(formatNumber(look.alpha)))")
      }
      if now.transform != look.transform { changes.append("a transform it did not have") }
      if now.isHidden != look.isHidden { changes.append("isHidden \(now.isHidden)") }
      if !changes.isEmpty {
        found.append("'\(view)' has " + changes.joined(separator: ", "))
      }
    }
    return found
  }
}
