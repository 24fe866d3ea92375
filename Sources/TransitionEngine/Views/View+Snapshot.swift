extension View {
  /// A new view that shows this view's subtree as drawn now and never follows it again.
  /// Mirrors `UIView.snapshotView(afterScreenUpdates:)`.
  ///
  /// With `afterScreenUpdates == false` the snapshot shows what is on screen (the
  /// presentation state, so a view mid-animation is caught mid-way); with `true` it
  /// shows the state after pending changes are drawn (the model state). As in UIKit, a
  /// view that is not in a window has never been drawn, so a snapshot taken without
  /// screen updates is empty, and the engine warns. The snapshot's frame is the
  /// source's bounds at the origin; it has no superview.
  public func snapshotView(afterScreenUpdates: Bool) -> View {
    let snapshot = engine.makeView(
      name: "snapshot(\(name))",
      frame: Rect(origin: .zero, size: Size(width: bounds.width, height: bounds.height)))
    if !afterScreenUpdates && !isInWindow {
      engine.reportViolation(.emptySnapshot(view: self))
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
}
