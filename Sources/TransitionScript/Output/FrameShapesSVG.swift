import TransitionEngine

/// Draws the views of one frame as SVG shapes, for both pictures: the filmstrip draws a
/// frame through its thumbnail's placement, the scrubber page's stage draws every frame in
/// window coordinates from the same shapes (the page's script only puts them in place),
/// so what one picture shows the other shows too.
///
/// A view is its body (a `rect`, or ``LayerShapesSVG`` when its layer is not all
/// defaults: its shadow, masked corners, border, projected quadrilateral), then over the
/// body and under the border what it shows of its own (``drawContents(of:placement:into:)``),
/// and a mask clips it and its subviews.
enum FrameShapesSVG {
  /// Draws `views` (back to front, the window's own at depth 0 left out) through
  /// `placement`; element ids start with `idPrefix`; with `marksViews` each view's shapes
  /// are grouped in a `g` whose `data-row` is the view's index in `views`.
  static func draw(
    _ views: [DrawnView], idPrefix: String, placement: AffineTransform, marksViews: Bool,
    into markup: inout Markup
  ) {
    // The depths of the masks still open: a mask clips its view and what follows until
    // a view no deeper than it.
    var openMasks: [Int] = []
    for (index, view) in views.enumerated()
    where view.depth > 0 && FilmstripSection.isDrawable(view) {
      while let depth = openMasks.last, view.depth <= depth {
        markup.close("g")
        openMasks.removeLast()
      }
      let id = "\(idPrefix)-v\(index)"
      if let mask = view.layer?.mask {
        LayerShapesSVG.openMask(
          mask, of: view, id: id + "-mask", placement: placement, into: &markup)
        openMasks.append(view.depth)
      }
      if marksViews { markup.open("g", [("data-row", String(index))]) }
      let contents = { (markup: inout Markup) in
        drawContents(of: view, placement: placement, into: &markup)
      }
      if let layer = view.layer {
        LayerShapesSVG.draw(
          view, layer: layer, id: id, placement: placement, into: &markup, contents: contents)
      } else {
        markup.empty("rect", FilmstripSection.attributes(of: view, placement: placement))
        contents(&markup)
      }
      if marksViews { markup.close("g") }
    }
    for _ in openMasks { markup.close("g") }
  }

  /// Draws what `view` shows of its own, over its body: its named image's placeholder.
  /// What a layer draws itself (a shape layer's path, a gradient) goes here too, and both
  /// pictures draw it.
  static func drawContents(
    of view: DrawnView, placement: AffineTransform, into markup: inout Markup
  ) {
    if let image = view.image {
      ImagePlaceholderSVG.draw(image, of: view, placement: placement, into: &markup)
    }
  }
}
