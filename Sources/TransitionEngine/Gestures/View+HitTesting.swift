extension View {
  /// The deepest view under `point` (in this view's coordinates) that can receive
  /// touches, front to back, or nil. Mirrors `UIView.hitTest(_:with:)`: a view with a
  /// ``hitTestHandler`` (a plugin's override) answers for itself and its subviews;
  /// otherwise the engine's rule, ``hitTestByRule(_:inside:)`` with the point tested
  /// against the bounds.
  public func hitTest(_ point: Point) -> View? {
    if let hitTestHandler { return hitTestHandler(point) }
    return hitTestByRule(point, inside: self.point(inside: point))
  }

  /// UIKit's default `hitTest(_:with:)` for this view, `inside` being what
  /// `point(inside:with:)` answered: a hidden view, one with alpha below 0.01, with
  /// `isUserInteractionEnabled` off, or moved by an animation that does not allow user
  /// interaction is skipped with its subviews, as is a point not inside (whether or not
  /// the view clips its subviews); else the subviews are asked front to back (each
  /// through its own handler, if it has one), else the view itself is hit. The model
  /// values count, not what an animation shows; standalone layers take no touches.
  public func hitTestByRule(_ point: Point, inside: Bool) -> View? {
    guard inside, !isLayerOnly, !isHidden, alpha >= 0.01, extras.isUserInteractionEnabled,
      !isAnimatingWithoutUserInteraction
    else { return nil }
    for subview in subviews.reversed() {
      if let hit = subview.hitTest(subview.pointFromSuperview(point)) { return hit }
    }
    return self
  }

  /// Whether `point` (in this view's coordinates) is inside its bounds. Mirrors
  /// `UIView.point(inside:with:)`; the maximum edges are outside, as in
  /// `CGRect.contains`.
  public func point(inside point: Point) -> Bool {
    let b = bounds
    return point.x >= b.minX && point.x < b.maxX && point.y >= b.minY && point.y < b.maxY
  }

  /// Whether an animation in flight moves this view without allowing user interaction.
  /// As UIKit documents for `isUserInteractionEnabled`, touches are off for the views an
  /// animation involves while it runs (its delay and a paused interactive transition
  /// included), unless the block had `.allowUserInteraction` or the property animator
  /// keeps `isUserInteractionEnabled` on. A touch already down stays with its
  /// recognizers: only new touches are hit-tested.
  public var isAnimatingWithoutUserInteraction: Bool {
    tracks.contains { !$0.allowsUserInteraction }
  }
}

extension Engine {
  /// Whether the window takes no new touches now: a transition without an interaction
  /// controller is in flight or completing. As UIKit's window scene ignores interaction
  /// events during a non-interactive transition (and keeps ignoring them when the
  /// animator never calls `completeTransition`, the frozen screen of TK-NO-COMPLETE);
  /// an interactive transition leaves touches on, so the gesture driving it goes on.
  public var ignoresInteraction: Bool { transitionsIgnoringInteraction > 0 }
}
