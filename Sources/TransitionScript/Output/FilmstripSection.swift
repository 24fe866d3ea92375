import TransitionEngine

/// One transition's part of a filmstrip: its title, its frames and its property charts.
struct FilmstripSection {
  /// The transition drawn.
  let recording: TransitionRecording
  /// How many of its frames the strip shows, at most.
  let framesPerStrip: Int
  /// Starts every element id in the section.
  let idPrefix: String
  /// The top-left corner of the section.
  let origin: Point
  /// The width available.
  let width: Double
  /// Whether the section starts with the transition's label, animator and outcome.
  let showsTitle: Bool
  /// The times the charts span (``timeRange(of:)`` of the recording as it was made,
  /// before its frames were picked).
  let timeRange: ClosedRange<Double>

  /// The size of view names on frames.
  static let labelFontSize = 8.0
  /// About how wide a character of a view name is.
  static let labelCharacterWidth = 4.9

  /// Draws the section and returns its height.
  func draw(into markup: inout Markup) -> Double {
    if showsTitle { drawHeader(into: &markup) }
    let frames = FilmstripSVG.pickFrames(recording.frames, count: framesPerStrip)
    let scale = FilmstripSVG.thumbnailScale(for: recording.windowSize)
    let frameSize = Size(
      width: scale * recording.windowSize.width, height: scale * recording.windowSize.height)
    let stripTop = origin.y + (showsTitle ? FilmstripSVG.headerHeight : 0)
    if frames.isEmpty {
      markup.element(
        "text",
        [
          ("class", "fs-note"), ("x", Markup.number(origin.x)), ("y", Markup.number(stripTop + 12)),
        ],
        text: "no frames recorded")
    } else {
      for (position, frame) in frames.enumerated() {
        let left = origin.x + Double(position) * (frameSize.width + FilmstripSVG.frameGap)
        drawFrame(
          frame, id: "\(idPrefix)-f\(position + 1)", at: Point(x: left, y: stripTop),
          scale: scale, size: frameSize, into: &markup)
      }
    }
    let layout = Self.layout(
      frameCount: frames.count, windowSize: recording.windowSize,
      seriesCount: recording.series.count, width: width, top: origin.y, showsTitle: showsTitle)
    PropertyPlotSVG.draw(
      recording.series, into: &markup, x: origin.x, y: layout.chartsTop, width: width,
      timeRange: timeRange, markers: frames.map(\.time))
    return layout.height
  }

  /// Where the charts of a section at `top` start and how tall the section is, from
  /// what the layout depends on: the number of frames shown, the window's size, the
  /// number of charts, the width and whether it has a title.
  static func layout(
    frameCount: Int, windowSize: Size, seriesCount: Int, width: Double, top: Double,
    showsTitle: Bool
  ) -> (chartsTop: Double, height: Double) {
    let scale = FilmstripSVG.thumbnailScale(for: windowSize)
    var bottom = top + (showsTitle ? FilmstripSVG.headerHeight : 0)
    bottom += frameCount == 0 ? 30 : scale * windowSize.height + FilmstripSVG.timestampHeight
    let chartsTop = bottom
    bottom += PropertyPlotSVG.height(seriesCount: seriesCount, width: width)
    return (chartsTop, bottom - top)
  }

  /// The times the charts of `recording` span: every frame and sample, at least the
  /// declared duration.
  static func timeRange(of recording: TransitionRecording) -> ClosedRange<Double> {
    let times =
      recording.frames.map(\.time) + recording.series.flatMap { $0.points.map(\.x) }
      + [0, recording.duration]
    let finite = times.filter(\.isFinite)
    let low = finite.min() ?? 0
    let high = finite.max() ?? 1
    return high > low ? low...high : low...(low + 1)
  }

  private func drawHeader(into markup: inout Markup) {
    markup.element(
      "text",
      [("class", "fs-title"), ("x", Markup.number(origin.x)), ("y", Markup.number(origin.y + 16))],
      text: "#\(recording.index)  \(recording.label)")
    let outcomeClass =
      switch recording.outcome {
      case "completed": "fs-completed"
      case "cancelled": "fs-cancelled"
      default: "fs-other"
      }
    var details = "  ·  " + formatNumber(recording.duration) + " s"
    if !recording.reason.isEmpty { details += "  ·  " + recording.reason }
    let room = Int(width / 6.2) - recording.animator.count - recording.outcome.count - 14
    // One line, so no stray whitespace gets between the parts.
    let parts = [
      "<tspan>animator </tspan>",
      "<tspan font-weight=\"600\">\(XMLText.escape(recording.animator))</tspan>",
      "<tspan>  ·  </tspan>",
      "<tspan class=\"\(outcomeClass)\">\(XMLText.escape(recording.outcome))</tspan>",
      "<tspan>\(XMLText.escape(XMLText.truncated(details, toCharacters: max(room, 12)) ?? ""))</tspan>",
    ]
    markup.raw(
      "<text class=\"fs-meta\" x=\"\(Markup.number(origin.x))\" y=\"\(Markup.number(origin.y + 38))\""
        + " xml:space=\"preserve\">" + parts.joined() + "</text>")
  }

  private func drawFrame(
    _ frame: DrawnFrame, id: String, at corner: Point, scale: Double, size: Size,
    into markup: inout Markup
  ) {
    let box = [
      ("x", Markup.number(corner.x)), ("y", Markup.number(corner.y)),
      ("width", Markup.number(size.width)), ("height", Markup.number(size.height)),
      ("rx", "8"),
    ]
    markup.open("clipPath", [("id", id + "-clip")])
    markup.empty("rect", box)
    markup.close("clipPath")
    markup.open("g", [("class", "fs-frame"), ("data-time", Markup.number(frame.time))])
    markup.empty("rect", [("class", "fs-window")] + box)
    markup.open("g", [("clip-path", "url(#\(id)-clip)")])
    let placement = AffineTransform(scaleX: scale, y: scale)
      .concatenating(AffineTransform(translationX: corner.x, y: corner.y))
    FrameShapesSVG.draw(
      frame.views, idPrefix: id, placement: placement, marksViews: false, into: &markup)
    let window = Rect(origin: corner, size: size)
    let labels = FrameLabels.place(
      frame.views, placement: placement, window: window, fontSize: Self.labelFontSize,
      characterWidth: Self.labelCharacterWidth)
    for label in labels {
      markup.element(
        "text",
        [("class", "fs-label"), ("x", Markup.number(label.x)), ("y", Markup.number(label.y))],
        text: label.text)
    }
    markup.close("g")
    markup.element(
      "text",
      [
        ("class", "fs-time"), ("x", Markup.number(corner.x + size.width / 2)),
        ("y", Markup.number(corner.y + size.height + 18)), ("text-anchor", "middle"),
      ],
      text: "t=" + formatNumber(frame.time) + "s")
    markup.close("g")
  }

  /// Whether every number that places `view` is finite.
  static func isDrawable(_ view: DrawnView) -> Bool {
    let matrix = view.matrix
    return [
      matrix.a, matrix.b, matrix.c, matrix.d, matrix.tx, matrix.ty, view.bounds.origin.x,
      view.bounds.origin.y, view.bounds.size.width, view.bounds.size.height, view.opacity,
      view.cornerRadius,
    ].allSatisfy(\.isFinite)
      && (view.layer?.quad ?? []).allSatisfy { $0.x.isFinite && $0.y.isFinite }
  }

  /// The attributes of the `rect` that draws `view` through `placement`.
  static func attributes(of view: DrawnView, placement: AffineTransform) -> [Markup.Attribute] {
    var attributes: [Markup.Attribute] = []
    let color = view.color.flatMap { $0.alpha > 0 ? $0 : nil }
    if view.isSnapshot {
      attributes.append(("class", color == nil ? "fs-plain fs-snapshot" : "fs-snapshot"))
    } else if color == nil {
      attributes.append(("class", "fs-plain"))
    }
    attributes += [
      ("x", Markup.number(view.bounds.minX)), ("y", Markup.number(view.bounds.minY)),
      ("width", Markup.number(view.bounds.width)), ("height", Markup.number(view.bounds.height)),
    ]
    if view.cornerRadius > 0 { attributes.append(("rx", Markup.number(view.cornerRadius))) }
    attributes.append(("transform", Markup.matrix(view.matrix.concatenating(placement))))
    if let color {
      let hex = color.hexString
      attributes.append(("fill", String(hex.prefix(7))))
      if color.alpha < 1 { attributes.append(("fill-opacity", Markup.number(color.alpha))) }
    }
    if view.opacity < 1 { attributes.append(("opacity", Markup.number(view.opacity))) }
    attributes.append(("vector-effect", "non-scaling-stroke"))
    return attributes
  }
}
