import TransitionEngine

/// Draws a view whose layer is not all defaults (``DrawnView/layer``) into a frame of a
/// filmstrip: its shadow, its body with only its masked corners rounded, its border inside
/// its bounds, and, when a perspective projects it, the projected quadrilateral.
///
/// Approximations, all deterministic: a shadow is the view's rounded bounds (its
/// `shadowPath` when the model has one is not yet drawn), offset and blurred with an SVG
/// Gaussian blur of half the shadow radius, cast only by a view with a background colour
/// or a snapshot (the shapes of what it draws are not traced); a projected view is its
/// four corners as a polygon, corners not rounded, the border stroked on its edge (its
/// width scaled by the matrix at the view's origin), the shadow offset through that
/// matrix; its subviews are projected exactly (``FrameDrawer``).
enum LayerShapesSVG {
  /// Draws `view` through `placement`; `id` names its filter, unique in the document;
  /// `contents` draws what the layer shows, over its body and under its border.
  static func draw(
    _ view: DrawnView, layer: DrawnLayer, id: String, placement: AffineTransform,
    into markup: inout Markup, contents: (inout Markup) -> Void = { _ in }
  ) {
    let body = FilmstripSection.attributes(of: view, placement: placement)
    let matrix = view.matrix.concatenating(placement)
    let quad = layer.quad.map { $0.map { $0.applying(placement) } }
    if layer.hasShadow, view.isSnapshot || (view.color?.alpha ?? 0) > 0 {
      drawShadow(view, layer: layer, id: id, matrix: matrix, quad: quad, into: &markup)
    }
    if let quad {
      markup.empty("polygon", [("points", points(quad))] + body.filter(isPaint))
    } else if view.cornerRadius > 0, layer.maskedCorners != .all {
      let shape = roundedPath(view.bounds, radius: view.cornerRadius, corners: layer.maskedCorners)
      markup.empty(
        "path",
        [("d", shape)] + body.filter { isPaint($0) || $0.0 == "transform" }
          + [("vector-effect", "non-scaling-stroke")])
    } else {
      markup.empty("rect", body)
    }
    contents(&markup)
    if layer.hasBorder, let color = layer.borderColor {
      drawBorder(view, layer: layer, color: color, matrix: matrix, quad: quad, into: &markup)
    }
  }

  /// Opens the clip of `mask` on `view` (close it with `</g>` after the view's subviews).
  static func openMask(
    _ mask: DrawnMask, of view: DrawnView, id: String, placement: AffineTransform,
    into markup: inout Markup
  ) {
    markup.open(
      "clipPath",
      [
        ("id", id), ("clipPathUnits", "userSpaceOnUse"),
        ("transform", Markup.matrix(view.matrix.concatenating(placement))),
      ])
    markup.empty("rect", rectAttributes(mask.rect, radius: mask.cornerRadius))
    markup.close("clipPath")
    markup.open("g", [("clip-path", "url(#\(id))")])
  }

  private static func drawShadow(
    _ view: DrawnView, layer: DrawnLayer, id: String, matrix: AffineTransform, quad: [Point]?,
    into markup: inout Markup
  ) {
    let color = layer.shadowColor ?? .black
    let radius = max(layer.shadowRadius, 0)
    let filter = radius > 0 ? id + "-shadow" : nil
    if let filter {
      markup.open(
        "filter",
        [
          ("id", filter), ("x", "-50%"), ("y", "-50%"), ("width", "200%"), ("height", "200%"),
        ])
      markup.empty("feGaussianBlur", [("stdDeviation", Markup.number(radius / 2))])
      markup.close("filter")
    }
    var paint: [Markup.Attribute] = [
      ("class", "fs-shadow"), ("fill", String(color.hexString.prefix(7))),
      ("fill-opacity", Markup.number(min(layer.shadowOpacity, 1) * color.alpha)),
    ]
    if view.opacity < 1 { paint.append(("opacity", Markup.number(view.opacity))) }
    if let filter { paint.append(("filter", "url(#\(filter))")) }
    let offset = layer.shadowOffset
    if let quad {
      // The offset is in the layer's plane; near enough, it moves the projected shape
      // by the offset through the view's matrix.
      let shift = Point(x: offset.width, y: offset.height).applying(
        AffineTransform(a: matrix.a, b: matrix.b, c: matrix.c, d: matrix.d, tx: 0, ty: 0))
      let moved = quad.map { Point(x: $0.x + shift.x, y: $0.y + shift.y) }
      markup.empty("polygon", [("points", points(moved))] + paint)
      return
    }
    let moved = view.bounds.offsetBy(dx: offset.width, dy: offset.height)
    let shape: [Markup.Attribute] =
      view.cornerRadius > 0 && layer.maskedCorners != .all
      ? [("d", roundedPath(moved, radius: view.cornerRadius, corners: layer.maskedCorners))]
      : rectAttributes(moved, radius: view.cornerRadius)
    markup.empty(
      view.cornerRadius > 0 && layer.maskedCorners != .all ? "path" : "rect",
      shape + paint + [("transform", Markup.matrix(matrix))])
  }

  private static func drawBorder(
    _ view: DrawnView, layer: DrawnLayer, color: Color, matrix: AffineTransform, quad: [Point]?,
    into markup: inout Markup
  ) {
    var paint: [Markup.Attribute] = [
      ("class", "fs-border"), ("fill", "none"), ("stroke", String(color.hexString.prefix(7))),
    ]
    if color.alpha < 1 { paint.append(("stroke-opacity", Markup.number(color.alpha))) }
    if view.opacity < 1 { paint.append(("opacity", Markup.number(view.opacity))) }
    if let quad {
      let scale = (abs(matrix.a * matrix.d - matrix.b * matrix.c)).squareRoot()
      markup.empty(
        "polygon",
        [("points", points(quad))] + paint
          + [("stroke-width", Markup.number(layer.borderWidth * scale))])
      return
    }
    // Core Animation draws the border inside the bounds: the stroke's centre line is
    // half its width in, its corners follow the inner edge of the rounded corners.
    let width = min(layer.borderWidth, view.bounds.width / 2, view.bounds.height / 2)
    let inner = Rect(
      x: view.bounds.minX + width / 2, y: view.bounds.minY + width / 2,
      width: view.bounds.width - width, height: view.bounds.height - width)
    let radius = max(view.cornerRadius - width / 2, 0)
    let rounded = radius > 0 && layer.maskedCorners != .all
    let shape: [Markup.Attribute] =
      rounded
      ? [("d", roundedPath(inner, radius: radius, corners: layer.maskedCorners))]
      : rectAttributes(inner, radius: radius)
    markup.empty(
      rounded ? "path" : "rect",
      shape + paint + [
        ("stroke-width", Markup.number(width)), ("transform", Markup.matrix(matrix)),
      ]
    )
  }

  /// Whether `attribute` paints the body (not where it is).
  private static func isPaint(_ attribute: Markup.Attribute) -> Bool {
    ["class", "fill", "fill-opacity", "opacity"].contains(attribute.0)
  }

  private static func rectAttributes(_ rect: Rect, radius: Double) -> [Markup.Attribute] {
    var attributes = [
      ("x", Markup.number(rect.minX)), ("y", Markup.number(rect.minY)),
      ("width", Markup.number(rect.width)), ("height", Markup.number(rect.height)),
    ]
    if radius > 0 { attributes.append(("rx", Markup.number(radius))) }
    return attributes
  }

  /// `points` for a `polygon`.
  private static func points(_ quad: [Point]) -> String {
    quad.map { Markup.number($0.x) + "," + Markup.number($0.y) }.joined(separator: " ")
  }

  /// A path around `rect` with only `corners` rounded by `radius` (clamped to half the
  /// shorter side, as Core Animation clamps it), clockwise from the top-left corner.
  static func roundedPath(_ rect: Rect, radius: Double, corners: CornerMask) -> String {
    let r = min(max(radius, 0), rect.width / 2, rect.height / 2)
    func n(_ value: Double) -> String { Markup.number(value) }
    let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
    let tl = corners.contains(.minXMinY) ? r : 0
    let tr = corners.contains(.maxXMinY) ? r : 0
    let br = corners.contains(.maxXMaxY) ? r : 0
    let bl = corners.contains(.minXMaxY) ? r : 0
    var d = "M\(n(x0 + tl)) \(n(y0)) H\(n(x1 - tr))"
    if tr > 0 { d += " A\(n(tr)) \(n(tr)) 0 0 1 \(n(x1)) \(n(y0 + tr))" }
    d += " V\(n(y1 - br))"
    if br > 0 { d += " A\(n(br)) \(n(br)) 0 0 1 \(n(x1 - br)) \(n(y1))" }
    d += " H\(n(x0 + bl))"
    if bl > 0 { d += " A\(n(bl)) \(n(bl)) 0 0 1 \(n(x0)) \(n(y1 - bl))" }
    d += " V\(n(y0 + tl))"
    if tl > 0 { d += " A\(n(tl)) \(n(tl)) 0 0 1 \(n(x0 + tl)) \(n(y0))" }
    return d + " Z"
  }
}
