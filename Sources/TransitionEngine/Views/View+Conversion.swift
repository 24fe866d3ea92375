extension View {
  /// Converts `point` from this view's coordinates to `view`'s, or to the coordinates
  /// of the top of the hierarchy (the window) when `view` is nil.
  /// Mirrors `UIView.convert(_:to:)`.
  public func convert(_ point: Point, to view: View?) -> Point {
    let inRoot = pointToRoot(point)
    guard let view else { return inRoot }
    return view.pointFromRoot(inRoot)
  }

  /// Converts `point` from `view`'s coordinates (the window's when nil) to this view's.
  /// Mirrors `UIView.convert(_:from:)`.
  public func convert(_ point: Point, from view: View?) -> Point {
    let inRoot = view.map { $0.pointToRoot(point) } ?? point
    return pointFromRoot(inRoot)
  }

  /// Converts `rect` from this view's coordinates to `view`'s (the window's when nil):
  /// the bounding box of its converted corners. Mirrors `UIView.convert(_:to:)`.
  public func convert(_ rect: Rect, to view: View?) -> Rect {
    boundingBox(of: rect) { convert($0, to: view) }
  }

  /// Converts `rect` from `view`'s coordinates (the window's when nil) to this view's.
  /// Mirrors `UIView.convert(_:from:)`.
  public func convert(_ rect: Rect, from view: View?) -> Rect {
    boundingBox(of: rect) { convert($0, from: view) }
  }

  /// The point in the superview's coordinates, from the model state.
  func pointToSuperview(_ point: Point) -> Point {
    let state = model
    let local = Point(x: point.x - state.bounds.midX, y: point.y - state.bounds.midY)
    let moved = local.applying(state.transform)
    return Point(x: moved.x + state.center.x, y: moved.y + state.center.y)
  }

  /// The point in this view's coordinates, from the superview's.
  func pointFromSuperview(_ point: Point) -> Point {
    let state = model
    let local = Point(x: point.x - state.center.x, y: point.y - state.center.y)
      .applying(state.transform.inverted())
    return Point(x: local.x + state.bounds.midX, y: local.y + state.bounds.midY)
  }

  private func pointToRoot(_ point: Point) -> Point {
    var result = point
    var current: View? = self
    while let view = current, let parent = view.superview {
      result = view.pointToSuperview(result)
      current = parent
    }
    return result
  }

  private func pointFromRoot(_ point: Point) -> Point {
    var chain: [View] = []
    var current: View? = self
    while let view = current, view.superview != nil {
      chain.append(view)
      current = view.superview
    }
    return chain.reversed().reduce(point) { $1.pointFromSuperview($0) }
  }

  private func boundingBox(of rect: Rect, _ map: (Point) -> Point) -> Rect {
    let corners = [
      Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
      Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY),
    ].map(map)
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let x0 = xs.min() ?? 0
    let y0 = ys.min() ?? 0
    return Rect(x: x0, y: y0, width: (xs.max() ?? 0) - x0, height: (ys.max() ?? 0) - y0)
  }
}
