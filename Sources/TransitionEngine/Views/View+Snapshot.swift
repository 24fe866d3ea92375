extension View {
  /// A new view that shows this view's subtree as drawn now and never follows it again.
  /// Mirrors `UIView.snapshotView(afterScreenUpdates:)`.
  ///
  /// With `afterScreenUpdates == false` the snapshot shows what is on screen (the
  /// presentation state, so a view mid-animation is caught mid-way); with `true` it
  /// shows the state after pending changes are drawn (the model state), and draws the
  /// view. As on iOS, a view that has never been drawn (see ``hasBeenDrawn``: the
  /// off-screen incoming view of a transition, say, even once it is in the container)
  /// snapshots as blank without screen updates, and the engine warns
  /// (``EngineViolation/emptySnapshot(view:)``). The snapshot's frame is the source's
  /// bounds at the origin; it has no superview.
  public func snapshotView(afterScreenUpdates: Bool) -> View {
    makeSnapshot(afterScreenUpdates: afterScreenUpdates, warnsWhenBlank: true)
  }

  /// A snapshot as ``snapshotView(afterScreenUpdates:)`` makes it; the engine's own
  /// snapshots (of a `UIView.transition`) do not warn when blank.
  func makeSnapshot(afterScreenUpdates: Bool, warnsWhenBlank: Bool) -> View {
    let snapshot = engine.makeView(
      name: "snapshot(\(name))",
      frame: Rect(origin: .zero, size: Size(width: bounds.width, height: bounds.height)))
    snapshot.hasBeenDrawn = true
    if afterScreenUpdates { markDrawn() }
    if !hasBeenDrawn {
      if warnsWhenBlank { engine.reportViolation(.emptySnapshot(view: self)) }
      snapshot.snapshotContent = RenderedView(
        name: name, state: ViewState(frame: .zero), subviews: [])
    } else {
      var content = render(afterScreenUpdates: afterScreenUpdates)
      content.state.center = Point(x: bounds.width / 2, y: bounds.height / 2)
      content.state.transform = .identity
      snapshot.snapshotContent = content
    }
    engine.trace.record(.snapshot, [("view", "\(self)"), ("snapshot", "\(snapshot)")])
    return snapshot
  }

  /// The subtree as drawn: presentation values, or model values after screen updates.
  func render(afterScreenUpdates: Bool) -> RenderedView {
    let state = afterScreenUpdates ? model : presentation
    var children = snapshotContent?.subviews ?? []
    children += sublayers.map { $0.render(afterScreenUpdates: afterScreenUpdates) }
    return RenderedView(name: name, state: state, subviews: children)
  }

  /// Whether the view is in the window, asked without making one.
  var isInMadeWindow: Bool {
    guard let window = engine.madeWindow else { return false }
    return rootView === window.rootView
  }

  /// Marks the view and its subtree drawn (its subviews', not standalone layers'), walking
  /// the tree in place: ``subtree`` would make two arrays for every view that enters the
  /// window.
  ///
  /// A view drawn here leaves the screen update's queue: drawing it there again would
  /// draw the same views (a view added under it while it is in the window waits itself),
  /// and visiting it would read it a second time, cold once 100,000 views came into the
  /// window with their container. The children are walked without retaining each one
  /// (the list holds them, and marking changes no list), which would read its first
  /// cache line too.
  func markDrawn() {
    hasBeenDrawn = true
    if let queue = awaitedScreenUpdate {
      queue.forget(at: awaitedScreenUpdateIndex)
      awaitedScreenUpdate = nil
    }
    sublayers.withUnsafeBufferPointer { children in
      for index in children.indices {
        Unmanaged.passUnretained(children[index])._withUnsafeGuaranteedRef { child in
          if !child.isLayerOnly { child.markDrawn() }
        }
      }
    }
  }
}

extension Engine {
  /// The screen update at the end of a clock turn (a run-loop turn): every view that
  /// came into the window since the last one, with its subtree, is drawn. Host code
  /// between two calls that move the clock is one turn; each scheduled call and each
  /// animation end is another.
  func updateScreen() {
    guard !viewsAwaitingDraw.isEmpty else { return }
    madeWindow?.rootView.hasBeenDrawn = true
    viewsAwaitingDraw.drain { view in
      if view.isInMadeWindow { view.markDrawn() }
    }
  }
}
