import TransitionEngine

/// Draws the engine's window as it is on screen now: every view's presentation state
/// composed down to window coordinates, snapshot contents included.
///
/// Siblings are drawn by `zPosition`, then in subview order, as Core Animation draws
/// them. A view is placed by its `center` and `anchorPoint` and turned about its anchor;
/// while every transform on the way is affine, its ``DrawnView/matrix`` is exact. A 3D
/// transform or a superview's `sublayerTransform` switches the walk to ``PlaneProjection``
/// below it: a view it maps affinely still gets an exact matrix; one it maps into a
/// quadrilateral gets its projected corners (``DrawnLayer/quad``), exact, and a matrix
/// that is exact only at its origin (an approximation, for what is drawn through a
/// matrix: its label, a snapshot's copied content); its subviews are projected through
/// the same map, exactly. A view with a corner behind the viewer is not drawn.
///
/// A hidden or fully transparent view, and everything inside it, is not drawn either: it
/// goes to ``DrawnFrame/undrawnViews``, placed as if drawn, for the charts. Every view
/// carries its engine id (``DrawnViewID``), so a chart follows one view across frames.
public enum FrameDrawer {
  /// The window now, `time` seconds into a transition.
  public static func draw(_ engine: Engine, time: Double) -> DrawnFrame {
    var views = Views()
    walk(
      engine.window.rootView, parent: Placement(), opacity: 1, depth: 0, isShown: true,
      into: &views)
    let touches = engine.gestures.touches.values.sorted { $0.id < $1.id }.map {
      DrawnTouch(finger: $0.id, location: $0.location)
    }
    var frame = DrawnFrame(time: time, views: views.drawn, touches: touches)
    frame.undrawnViews = views.undrawn
    return frame
  }

  /// The views a walk found: those drawn, and those a hidden or fully transparent view
  /// (itself or a superview) keeps from being drawn.
  private struct Views {
    var drawn: [DrawnView] = []
    var undrawn: [DrawnView] = []

    /// Adds `view` to the drawn views when `isDrawn`, else to the undrawn ones with
    /// opacity 0.
    mutating func append(_ view: DrawnView, isDrawn: Bool) {
      if isDrawn { drawn.append(view) } else { undrawn.append(view) }
    }
  }

  /// Where a superview puts its subviews.
  private struct Placement {
    /// Its own coordinates to the window's (approximate when ``projection`` is set).
    var matrix = AffineTransform.identity
    /// Its own coordinates to the window's, when no affine map is exact.
    var projection: PlaneProjection?
    /// Its `sublayerTransform` about its anchor point, nil for the identity.
    var sublayer: Transform3D?
  }

  /// Adds `view` and its sublayers to `views`; `isShown` is false when a superview is
  /// hidden or fully transparent.
  private static func walk(
    _ view: View, parent: Placement, opacity: Double, depth: Int, isShown: Bool,
    into views: inout Views
  ) {
    let state = view.presentation
    let isDrawn = isShown && !state.isHidden && state.alpha > 0
    guard let (placement, quad) = place(state, in: parent) else { return }
    var total = isDrawn ? opacity * state.alpha : 0
    var color = state.backgroundColor
    var cornerRadius = state.cornerRadius
    if let content = view.snapshotContent {
      // A snapshot shows its source as drawn: the source's own background, corners and
      // opacity are part of the picture.
      color = color ?? content.state.backgroundColor
      cornerRadius = max(cornerRadius, content.state.cornerRadius)
      total *= content.state.alpha
    }
    let matrix = placement.matrix
    var layer = DrawnLayer(state, quad: quad)
    if let mask = view.mask.flatMap(clip(of:)) {
      layer = layer ?? DrawnLayer()
      layer?.mask = mask
    }
    views.append(
      DrawnView(
        name: view.name, depth: depth, bounds: state.bounds, matrix: matrix, opacity: total,
        color: color, cornerRadius: cornerRadius, isSnapshot: view.snapshotContent != nil,
        layer: layer, image: DrawnImage(view.extras), id: DrawnViewID(view: view.id)),
      isDrawn: isDrawn)
    if let content = view.snapshotContent {
      // A snapshot's content fills its bounds, as UIKit's replicant views scale theirs.
      let original = content.state.bounds
      let scaleX = original.width > 0 ? state.bounds.width / original.width : 1
      let scaleY = original.height > 0 ? state.bounds.height / original.height : 1
      let contentMatrix = AffineTransform(scaleX: scaleX, y: scaleY).concatenating(matrix)
      var copies = 0
      for child in inDrawingOrder(content.subviews, zPosition: \.state.zPosition) {
        drawRendered(
          child, parent: contentMatrix, opacity: total, depth: depth + 1, isShown: isDrawn,
          snapshot: view.id, copies: &copies, into: &views)
      }
    }
    // Every sublayer: the subviews' layers and standalone layers, in the order they were
    // added; a mask is not drawn, it clips the layer it masks.
    let sublayers = view.sublayers.filter { $0.maskedLayer == nil }
    for sublayer in inDrawingOrder(sublayers, zPosition: { $0.presentation.zPosition }) {
      walk(
        sublayer, parent: placement, opacity: total, depth: depth + 1, isShown: isDrawn,
        into: &views)
    }
  }

  /// The clip `mask` makes of the layer it masks, in that layer's own coordinates: its
  /// frame and corner radius, or for a shape layer its path's bounding box, as a circle
  /// (or capsule) when the path curves (an approximation: transition code masks with
  /// rectangles and circles). Nil when the mask shows nothing.
  private static func clip(of mask: View) -> DrawnMask? {
    let state = mask.presentation
    guard !state.isHidden, state.alpha > 0 else { return nil }
    let frame = state.frame
    guard case .shape(let style) = mask.content, let path = style.path else {
      return DrawnMask(rect: frame, cornerRadius: state.cornerRadius)
    }
    let box = path.boundingBox.offsetBy(dx: frame.minX, dy: frame.minY)
    let curves = path.elements.contains {
      switch $0 {
      case .quadCurve, .curve: true
      case .move, .line, .close: false
      }
    }
    return DrawnMask(rect: box, cornerRadius: curves ? min(box.width, box.height) / 2 : 0)
  }

  /// Where `state` puts its view and what it passes to its subviews, with the projected
  /// corners when no affine map places it; nil when a corner is behind the viewer.
  private static func place(
    _ state: ViewState, in parent: Placement
  ) -> (Placement, quad: [Point]?)? {
    var placement = Placement()
    if !state.sublayerTransform.isIdentity {
      let pivot = anchorInBounds(state)
      placement.sublayer = Transform3D(translationX: -pivot.x, y: -pivot.y, z: 0)
        .concatenating(state.sublayerTransform)
        .concatenating(Transform3D(translationX: pivot.x, y: pivot.y, z: 0))
    }
    guard parent.projection != nil || parent.sublayer != nil || !state.transform3D.isAffine
    else {
      placement.matrix = localMatrix(state).concatenating(parent.matrix)
      return (placement, nil)
    }
    let pivot = anchorInBounds(state)
    var local = Transform3D(translationX: -pivot.x, y: -pivot.y, z: 0)
      .concatenating(state.transform3D)
      .concatenating(
        Transform3D(translationX: state.center.x, y: state.center.y, z: state.zPosition))
    if let sublayer = parent.sublayer { local = local.concatenating(sublayer) }
    let projection = PlaneProjection(local).concatenating(
      parent.projection ?? PlaneProjection(parent.matrix))
    placement.matrix = projection.affine
    guard !projection.isAffine else { return (placement, nil) }
    guard let quad = projection.corners(of: state.bounds) else { return nil }
    placement.projection = projection
    return (placement, quad)
  }

  /// The anchor point in the view's own coordinates.
  private static func anchorInBounds(_ state: ViewState) -> Point {
    Point(
      x: state.bounds.minX + state.bounds.width * state.anchorPoint.x,
      y: state.bounds.minY + state.bounds.height * state.anchorPoint.y)
  }

  /// `views` by `zPosition`, ties in their order (the array itself when every one is 0).
  private static func inDrawingOrder<Element>(
    _ views: [Element], zPosition: (Element) -> Double
  ) -> [Element] {
    guard views.contains(where: { zPosition($0) != 0 }) else { return views }
    return views.enumerated().sorted {
      let (left, right) = (zPosition($0.element), zPosition($1.element))
      return left != right ? left < right : $0.offset < $1.offset
    }.map(\.element)
  }

  /// Adds a view the snapshot `snapshot` copied, and what it copied inside it, to
  /// `views` (`isShown` false when what holds it is not drawn); `copies` counts the
  /// copied views so far, which numbers their ids.
  private static func drawRendered(
    _ rendered: RenderedView, parent: AffineTransform, opacity: Double, depth: Int,
    isShown: Bool, snapshot: Int, copies: inout Int, into views: inout Views
  ) {
    let state = rendered.state
    let isDrawn = isShown && !state.isHidden && state.alpha > 0
    let matrix = localMatrix(state).concatenating(parent)
    let total = isDrawn ? opacity * state.alpha : 0
    copies += 1
    views.append(
      DrawnView(
        name: rendered.name, depth: depth, bounds: state.bounds, matrix: matrix, opacity: total,
        color: state.backgroundColor, cornerRadius: state.cornerRadius, isSnapshot: true,
        layer: DrawnLayer(state, quad: nil), id: DrawnViewID(view: snapshot, copy: copies)),
      isDrawn: isDrawn)
    for child in inDrawingOrder(rendered.subviews, zPosition: \.state.zPosition) {
      drawRendered(
        child, parent: matrix, opacity: total, depth: depth + 1, isShown: isDrawn,
        snapshot: snapshot, copies: &copies, into: &views)
    }
  }

  /// Maps a view's own coordinates to its superview's: move the anchor point to the
  /// origin, apply the (affine part of the) transform, move to the centre (the layer's
  /// position).
  static func localMatrix(_ state: ViewState) -> AffineTransform {
    let pivot =
      state.anchorPoint == Point(x: 0.5, y: 0.5)
      ? Point(x: state.bounds.midX, y: state.bounds.midY) : anchorInBounds(state)
    return AffineTransform(translationX: -pivot.x, y: -pivot.y)
      .concatenating(state.transform)
      .concatenating(AffineTransform(translationX: state.center.x, y: state.center.y))
  }
}
