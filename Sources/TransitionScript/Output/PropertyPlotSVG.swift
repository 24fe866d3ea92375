import TransitionEngine

/// Small multiples of a transition's ``PropertySeries``: one chart per series, each with
/// its own value axis, laid out in a grid under a filmstrip.
enum PropertyPlotSVG {
  /// The width a chart cell aims for; fewer columns are used when cells would be narrower.
  static let preferredCellWidth = 230.0
  /// The height of one cell: legend, chart and time labels.
  static let cellHeight = 128.0
  /// The gap between cells.
  static let gap = 20.0
  /// The height of the legend line at the top of a cell.
  static let legendHeight = 20.0
  /// The height of the chart under the legend.
  static let chartHeight = 80.0
  /// The room left of the chart for the value labels.
  static let valueLabelWidth = 46.0

  /// Line colours, one per series in turn.
  static let palette = [
    "#2E6BE6", "#D9480F", "#2B8A3E", "#9C36B5", "#C2255C", "#0B7285", "#E67700", "#5F3DC4",
  ]

  /// The height the charts of `count` series take in `width`.
  static func height(seriesCount count: Int, width: Double) -> Double {
    if count == 0 { return 18 }
    let columns = columns(width: width)
    let rows = (count + columns - 1) / columns
    return Double(rows) * cellHeight + Double(rows - 1) * gap
  }

  /// Draws the charts of `series` in the box at (`x`, `y`) `width` wide. Time runs over
  /// `timeRange`; `markers` are the times of the frames shown above, drawn as faint lines.
  static func draw(
    _ series: [PropertySeries], into markup: inout Markup, x: Double, y: Double, width: Double,
    timeRange: ClosedRange<Double>, markers: [Double]
  ) {
    guard !series.isEmpty else {
      markup.element(
        "text", [("class", "fs-note"), ("x", Markup.number(x)), ("y", Markup.number(y + 12))],
        text: "no animated properties")
      return
    }
    let columns = columns(width: width)
    let cellWidth = (width - Double(columns - 1) * gap) / Double(columns)
    for (position, item) in series.enumerated() {
      let column = position % columns
      let row = position / columns
      let cell = Rect(
        x: x + Double(column) * (cellWidth + gap), y: y + Double(row) * (cellHeight + gap),
        width: cellWidth, height: cellHeight)
      drawCell(
        title: item.view + "." + item.property,
        lines: [Line(points: item.points, color: palette[position % palette.count])], in: cell,
        timeRange: timeRange, markers: markers, into: &markup)
    }
  }

  /// One curve of a chart.
  struct Line {
    /// Its samples as (seconds, value).
    let points: [Point]
    /// Its stroke colour.
    let color: String
    /// Whether it is drawn dashed (the golden's curve under the run's).
    var isDashed = false
  }

  /// One chart of several curves over each other.
  struct Overlay {
    /// The legend: the view and property.
    let title: String
    /// The curves, drawn in order (the first under the others).
    let lines: [Line]
  }

  /// Draws `overlays` (each several curves on one value axis) in the grid `draw` uses,
  /// with a marker at each time of `markers` and a cursor line at `mark`, the time the
  /// curves first part (nil for none).
  static func draw(
    overlays: [Overlay], into markup: inout Markup, x: Double, y: Double, width: Double,
    timeRange: ClosedRange<Double>, markers: [Double], mark: Double?
  ) {
    let columns = columns(width: width)
    let cellWidth = (width - Double(columns - 1) * gap) / Double(columns)
    for (position, overlay) in overlays.enumerated() {
      let cell = Rect(
        x: x + Double(position % columns) * (cellWidth + gap),
        y: y + Double(position / columns) * (cellHeight + gap), width: cellWidth,
        height: cellHeight)
      drawCell(
        title: overlay.title, lines: overlay.lines, in: cell, timeRange: timeRange,
        markers: markers, mark: mark, into: &markup)
    }
  }

  /// How many cells fit side by side in `width`, at most four; every cell in a document
  /// of one width has the same size, however many series there are.
  private static func columns(width: Double) -> Int {
    let fitting = Int(((width + gap) / (preferredCellWidth + gap)).rounded(.down))
    return max(1, min(fitting, 4))
  }

  private static func drawCell(
    title: String, lines: [Line], in cell: Rect, timeRange: ClosedRange<Double>,
    markers: [Double], mark: Double? = nil, into markup: inout Markup
  ) {
    let color = lines.last?.color ?? palette[0]
    let legendY = cell.minY + 12
    markup.empty(
      "line",
      [
        ("x1", Markup.number(cell.minX)), ("y1", Markup.number(legendY - 4)),
        ("x2", Markup.number(cell.minX + 14)), ("y2", Markup.number(legendY - 4)),
        ("stroke", color), ("stroke-width", "3"), ("stroke-linecap", "round"),
      ])
    markup.element(
      "text",
      [
        ("class", "fs-legend"), ("x", Markup.number(cell.minX + 20)), ("y", Markup.number(legendY)),
      ],
      text: title)

    let chart = Rect(
      x: cell.minX + valueLabelWidth, y: cell.minY + legendHeight,
      width: max(cell.width - valueLabelWidth - 8, 10), height: chartHeight)
    let curves = lines.map { line in line.points.filter { $0.x.isFinite && $0.y.isFinite } }
    let values = curves.flatMap { $0 }
    let low = values.map(\.y).min() ?? 0
    let high = values.map(\.y).max() ?? 0
    let span = high > low ? (low, high) : (low - 1, low + 1)
    let timeSpan = timeRange.upperBound - timeRange.lowerBound
    func px(_ time: Double) -> Double {
      guard timeSpan > 0 else { return chart.minX }
      return chart.minX + (time - timeRange.lowerBound) / timeSpan * chart.width
    }
    func py(_ value: Double) -> Double {
      chart.maxY - (value - span.0) / (span.1 - span.0) * chart.height
    }

    markup.empty(
      "rect",
      [
        ("class", "fs-chart"), ("x", Markup.number(chart.minX)), ("y", Markup.number(chart.minY)),
        ("width", Markup.number(chart.width)), ("height", Markup.number(chart.height)),
      ])
    for time in markers where timeRange.contains(time) {
      markup.empty(
        "line",
        [
          ("class", "fs-marker"), ("x1", Markup.number(px(time))),
          ("y1", Markup.number(chart.minY)),
          ("x2", Markup.number(px(time))), ("y2", Markup.number(chart.maxY)),
        ])
    }
    // Axes: value on the left, time along the bottom.
    markup.empty(
      "path",
      [
        ("class", "fs-axis"),
        (
          "d",
          "M\(Markup.number(chart.minX)) \(Markup.number(chart.minY))"
            + "V\(Markup.number(chart.maxY))H\(Markup.number(chart.maxX))"
        ),
      ])
    let valueTicks = high > low ? [low, high] : [low]
    for value in valueTicks {
      let tickY = py(value)
      markup.empty(
        "line",
        [
          ("class", "fs-axis"), ("x1", Markup.number(chart.minX - 4)),
          ("y1", Markup.number(tickY)), ("x2", Markup.number(chart.minX)),
          ("y2", Markup.number(tickY)),
        ])
      markup.element(
        "text",
        [
          ("class", "fs-tick"), ("x", Markup.number(chart.minX - 6)),
          ("y", Markup.number(tickY + 3.5)), ("text-anchor", "end"),
        ],
        text: formatNumber(value))
    }
    for (time, anchor) in [(timeRange.lowerBound, "start"), (timeRange.upperBound, "end")] {
      markup.empty(
        "line",
        [
          ("class", "fs-axis"), ("x1", Markup.number(px(time))), ("y1", Markup.number(chart.maxY)),
          ("x2", Markup.number(px(time))), ("y2", Markup.number(chart.maxY + 4)),
        ])
      markup.element(
        "text",
        [
          ("class", "fs-tick"), ("x", Markup.number(px(time))),
          ("y", Markup.number(chart.maxY + 15)), ("text-anchor", anchor),
        ],
        text: formatNumber(time) + "s")
    }
    for (line, curve) in zip(lines, curves) where !curve.isEmpty {
      let points = curve.map { "\(Markup.number(px($0.x))),\(Markup.number(py($0.y)))" }
      markup.empty(
        "polyline",
        [
          ("class", "fs-series"), ("points", points.joined(separator: " ")),
          ("stroke", line.color),
        ] + (line.isDashed ? [("stroke-dasharray", "5 3")] : []))
    }
    if let mark, timeRange.contains(mark) {
      markup.empty(
        "line",
        [
          ("class", "fs-difference"), ("x1", Markup.number(px(mark))),
          ("y1", Markup.number(chart.minY)), ("x2", Markup.number(px(mark))),
          ("y2", Markup.number(chart.maxY)),
        ])
    }
    // A time cursor the scrubber page moves; hidden in a plain filmstrip.
    markup.empty(
      "line",
      [
        ("class", "fs-cursor"), ("x1", Markup.number(chart.minX)),
        ("y1", Markup.number(chart.minY)),
        ("x2", Markup.number(chart.minX)), ("y2", Markup.number(chart.maxY)),
        ("data-x0", Markup.number(chart.minX)), ("data-x1", Markup.number(chart.maxX)),
        ("data-t0", Markup.number(timeRange.lowerBound)),
        ("data-t1", Markup.number(timeRange.upperBound)), ("visibility", "hidden"),
      ])
  }
}
