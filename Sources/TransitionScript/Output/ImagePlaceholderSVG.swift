import TransitionEngine

/// Draws a view's named image (``DrawnImage``) as a placeholder: a pale framed box where
/// the image lands, crossed corner to corner, with the image's name in the middle.
///
/// The box is ``DrawnImage/frame(in:)`` of the view's bounds, drawn through the view's
/// matrix; on a view a perspective projects into a quadrilateral it is the projected
/// bounds (the content mode not applied) and the name is written upright at its middle.
enum ImagePlaceholderSVG {
  /// Draws `image` on `view` through `placement`.
  static func draw(
    _ image: DrawnImage, of view: DrawnView, placement: AffineTransform, into markup: inout Markup
  ) {
    var group: [Markup.Attribute] = [("class", "fs-image")]
    if view.opacity < 1 { group.append(("opacity", Markup.number(view.opacity))) }
    let corners: [Point]
    if let quad = view.layer?.quad {
      corners = quad.map { $0.applying(placement) }
    } else {
      let box = image.frame(in: view.bounds)
      guard box.width > 0, box.height > 0 else { return }
      corners = [
        Point(x: box.minX, y: box.minY), Point(x: box.maxX, y: box.minY),
        Point(x: box.maxX, y: box.maxY), Point(x: box.minX, y: box.maxY),
      ]
      group.append(("transform", Markup.matrix(view.matrix.concatenating(placement))))
    }
    guard corners.count == 4 else { return }
    markup.open("g", group)
    let line: [Markup.Attribute] = [("vector-effect", "non-scaling-stroke")]
    markup.empty(
      "polygon",
      [
        (
          "points",
          corners.map { "\(Markup.number($0.x)),\(Markup.number($0.y))" }
            .joined(separator: " ")
        ),
        ("fill", "#EEF2F6"), ("stroke", "#667085"), ("stroke-width", "1"),
      ] + line)
    let cross = [(corners[0], corners[2]), (corners[1], corners[3])].map { from, to in
      "M\(Markup.number(from.x)) \(Markup.number(from.y)) L\(Markup.number(to.x)) \(Markup.number(to.y))"
    }
    markup.empty(
      "path",
      [
        ("d", cross.joined(separator: " ")), ("fill", "none"), ("stroke", "#98A2B3"),
        ("stroke-width", "1"),
      ] + line)
    drawName(image.name, in: corners, into: &markup)
    markup.close("g")
  }

  /// Writes `name` at the middle of the box `corners` bound, as large as a fifth of its
  /// height or a sixth of its width allow, cut to fit its width (left out when even a few
  /// characters do not fit).
  private static func drawName(_ name: String, in corners: [Point], into markup: inout Markup) {
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    guard let left = xs.min(), let right = xs.max(), let top = ys.min(), let bottom = ys.max()
    else { return }
    let size = min((bottom - top) / 5, (right - left) / 6)
    guard size > 0,
      let text = XMLText.truncated(name, toCharacters: Int((right - left) / (0.62 * size)))
    else { return }
    markup.element(
      "text",
      [
        ("class", "fs-image-name"), ("x", Markup.number((left + right) / 2)),
        ("y", Markup.number((top + bottom) / 2)), ("font-size", Markup.number(size)),
        ("text-anchor", "middle"), ("dominant-baseline", "central"), ("fill", "#344054"),
      ], text: text)
  }
}
