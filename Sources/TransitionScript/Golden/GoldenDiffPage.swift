import TransitionEngine

/// The page a golden mismatch writes: per transition that differs, the first difference,
/// the golden's and the run's filmstrips side by side with the first differing frame
/// outlined in red in both, and the properties whose curves differ, the golden's curve
/// dashed under the run's, a red line at the first difference's time.
///
/// Drawn with the filmstrip and plot writers of `--svg`; self-contained, and the same
/// comparison gives the same bytes.
public enum GoldenDiffPage {
  /// How many frames each strip shows.
  static let framesPerStrip = 6
  /// How many differing properties are charted, at most.
  static let chartLimit = 12

  /// The page for the transitions of `comparison` that differ, the run of `script`
  /// compared with the golden file `goldenPath`.
  public static func render(
    _ comparison: GoldenComparison, script: String, goldenPath: String,
    tolerances: GoldenTolerances
  ) -> String {
    var markup = Markup()
    markup.raw("<!DOCTYPE html>")
    markup.open("html", [("lang", "en")])
    markup.open("head")
    markup.raw("<meta charset=\"utf-8\">")
    markup.element("title", text: "transhost golden diff: \(script)")
    markup.open("style")
    markup.append(lines: style)
    var marks: [String] = []
    for entry in comparison.entries {
      guard case .differs(let difference) = entry.result, let frame = difference.frame else {
        continue
      }
      for (side, transition) in [("golden", entry.expected), ("run", entry.actual)] {
        guard let transition, frame - 1 < transition.frames.count else { continue }
        let time = Markup.number(transition.frames[frame - 1].time)
        marks.append("#t\(entry.index)-\(side) g.fs-frame[data-time=\"\(time)\"] > rect.fs-window")
      }
    }
    if !marks.isEmpty {
      markup.raw(marks.joined(separator: ",\n") + " { stroke: #F04438; stroke-width: 5px; }")
    }
    markup.close("style")
    markup.close("head")
    markup.open("body")
    markup.element("h1", text: "Golden mismatch: \(script)")
    markup.element(
      "p", [("class", "meta")],
      text: "Compared with \(goldenPath) (tolerances \(tolerances)). Left: the golden; right: "
        + "this run. The first differing frame is outlined in red; in the charts the golden's "
        + "curve is dashed.")
    for entry in comparison.entries {
      guard case .differs(let difference) = entry.result, let golden = entry.expected,
        let run = entry.actual
      else { continue }
      section(golden, run, difference, tolerances, into: &markup)
    }
    markup.close("body")
    markup.close("html")
    return markup.text
  }

  private static func section(
    _ golden: GoldenTransition, _ run: GoldenTransition, _ difference: GoldenDifference,
    _ tolerances: GoldenTolerances, into markup: inout Markup
  ) {
    markup.open("section", [("class", "transition"), ("id", "transition-\(golden.index)")])
    markup.element("h2", text: "transition \(golden.index): \(golden.heading)")
    markup.element("p", [("class", "difference")], text: "First difference: \(difference)")
    markup.open("div", [("class", "sides")])
    for (side, title, transition) in [("golden", "golden", golden), ("run", "this run", run)] {
      markup.open("figure", [("id", "t\(golden.index)-\(side)")])
      markup.element("figcaption", text: "\(title): animator \(transition.animator)")
      var recording = transition.recording
      let shown = frameNumbers(around: difference.frame, count: recording.frames.count)
      let frames = shown.filter { $0 < recording.frames.count }.map { recording.frames[$0] }
      recording = TransitionRecording(
        index: recording.index, label: recording.label, animator: recording.animator,
        reason: recording.reason, duration: recording.duration, startTime: recording.startTime,
        endTime: recording.endTime, outcome: recording.outcome, frames: frames,
        series: recording.series, windowSize: recording.windowSize)
      markup.append(
        lines: FilmstripSVG.document(
          [recording], framesPerStrip: max(frames.count, 1), idPrefix: "t\(golden.index)\(side)",
          isStandalone: false, showsTitles: false))
      markup.close("figure")
    }
    markup.close("div")
    let overlays = self.overlays(golden, run, difference, tolerances)
    if !overlays.isEmpty {
      markup.element(
        "h3", text: "Properties whose curves differ (dashed: the golden; solid: this run)")
      let width = 1000.0
      let range =
        FilmstripSection.timeRange(of: golden.recording)
        .lowerBound...max(
          FilmstripSection.timeRange(of: golden.recording).upperBound,
          FilmstripSection.timeRange(of: run.recording).upperBound)
      let height = PropertyPlotSVG.height(seriesCount: overlays.count, width: width)
      var charts = Markup()
      charts.open(
        "svg",
        [
          ("xmlns", "http://www.w3.org/2000/svg"), ("class", "fs-filmstrip charts"),
          ("width", Markup.number(width)), ("height", Markup.number(height + 8)),
          ("viewBox", "0 0 \(Markup.number(width)) \(Markup.number(height + 8))"),
        ])
      charts.open("style")
      charts.append(lines: FilmstripSVG.style)
      charts.raw(".fs-filmstrip .fs-difference { stroke: #F04438; stroke-width: 2px; }")
      charts.close("style")
      let mark =
        difference.frame.flatMap { $0 - 1 < golden.frames.count ? golden.frames[$0 - 1].time : nil }
      PropertyPlotSVG.draw(
        overlays: overlays, into: &charts, x: 0, y: 4, width: width, timeRange: range,
        markers: [], mark: mark)
      charts.close("svg")
      markup.append(lines: charts.text)
    }
    markup.close("section")
  }

  /// The frames (0-based) a strip of `count` frames shows: the first, the two before
  /// the first differing one, it, the one after and the last (the last for a difference
  /// past the end); evenly spread when the difference is in no frame.
  static func frameNumbers(around frame: Int?, count: Int) -> [Int] {
    guard count > 0 else { return [] }
    guard let frame else {
      let picked = FilmstripSVG.pickFrames(
        (0..<count).map { DrawnFrame(time: Double($0), views: []) }, count: framesPerStrip)
      return picked.map { Int($0.time) }
    }
    let at = min(frame - 1, count - 1)
    let candidates = [0, at - 2, at - 1, at, at + 1, count - 1]
    return Array(Set(candidates.filter { $0 >= 0 && $0 < count })).sorted()
  }

  /// The charts of the properties whose curves differ beyond the tolerances, the first
  /// difference's first.
  private static func overlays(
    _ golden: GoldenTransition, _ run: GoldenTransition, _ difference: GoldenDifference,
    _ tolerances: GoldenTolerances
  ) -> [PropertyPlotSVG.Overlay] {
    struct Key: Hashable {
      let view: String
      let property: String
    }
    func curves(_ transition: GoldenTransition) -> (keys: [Key], points: [Key: [Point]]) {
      let series = transition.recording.series
      let keys = series.map { Key(view: $0.view, property: $0.property) }
      return (keys, Dictionary(zip(keys, series.map(\.points)), uniquingKeysWith: { a, _ in a }))
    }
    let (goldenKeys, goldenSeries) = curves(golden)
    let (runKeys, runSeries) = curves(run)
    let keys = goldenKeys + runKeys.filter { !goldenKeys.contains($0) }
    let differing = keys.filter { key in
      let (left, right) = (goldenSeries[key] ?? [], runSeries[key] ?? [])
      let tolerance =
        ["alpha", "layer.shadowOpacity"].contains(key.property)
        ? tolerances.alpha : tolerances.position
      return left.count != right.count
        || zip(left, right).contains {
          abs($0.y - $1.y) > tolerance + 1e-9 || abs($0.x - $1.x) > tolerances.time + 1e-9
        }
    }
    let first = differing.filter { $0.view == difference.view }
    let ordered = first + differing.filter { !first.contains($0) }
    return ordered.prefix(chartLimit).map { key in
      PropertyPlotSVG.Overlay(
        title: key.view + "." + key.property,
        lines: [
          PropertyPlotSVG.Line(points: goldenSeries[key] ?? [], color: "#98A2B3", isDashed: true),
          PropertyPlotSVG.Line(points: runSeries[key] ?? [], color: "#D9480F"),
        ])
    }
  }

  private static let style = """
    body { font-family: 'Inter', 'Helvetica Neue', Helvetica, Arial, 'DejaVu Sans', sans-serif; margin: 24px; color: #1D2939; }
    h1 { font-size: 22px; }
    .meta { color: #475467; }
    .difference { font-family: 'DejaVu Sans Mono', monospace; background: #FEF3F2; border-left: 4px solid #F04438; padding: 8px 12px; }
    .sides { display: grid; grid-template-columns: 1fr 1fr; gap: 16px; }
    figure { margin: 0; }
    figure svg { width: 100%; height: auto; }
    figcaption { font-weight: 600; margin-bottom: 6px; }
    svg.charts { max-width: 100%; height: auto; }
    """
}
