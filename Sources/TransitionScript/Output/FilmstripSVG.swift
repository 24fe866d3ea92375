import TransitionEngine

/// Draws recorded transitions as one SVG document: per transition a titled row of
/// scaled-down frames, each stamped with its virtual time, and under it a chart of every
/// property that moved.
///
/// The output depends only on the recordings, so the same run gives the same bytes.
public enum FilmstripSVG {
  /// The page margin.
  static let margin = 24.0
  /// The width of one frame in the strip.
  static let thumbnailWidth = 160.0
  /// The gap between frames.
  static let frameGap = 20.0
  /// The height of the title block above the frames.
  static let headerHeight = 58.0
  /// The space under the frames for their timestamps.
  static let timestampHeight = 34.0
  /// The space between transitions.
  static let sectionGap = 36.0

  /// Renders `recordings` as one standalone SVG document, showing `framesPerStrip` frames
  /// of each, spread evenly from the first to the last.
  public static func render(_ recordings: [TransitionRecording], framesPerStrip: Int = 6) -> String
  {
    document(
      recordings, framesPerStrip: framesPerStrip, idPrefix: "fs", isStandalone: true,
      showsTitles: true)
  }

  /// The SVG text; `idPrefix` keeps element ids unique when several documents share a page,
  /// a non-standalone document has no XML declaration or title, ready to sit inside HTML,
  /// and without `showsTitles` each strip goes without its transition's label.
  static func document(
    _ recordings: [TransitionRecording], framesPerStrip: Int, idPrefix: String,
    isStandalone: Bool, showsTitles: Bool
  ) -> String {
    let text = MemoryText()
    let writer = FilmstripSVGWriter(
      spool: MemoryText(), framesPerStrip: framesPerStrip, idPrefix: idPrefix,
      isStandalone: isStandalone, showsTitles: showsTitles)
    for recording in recordings { writer.add(recording) }
    _ = writer.finish(into: text)
    return text.text
  }

  /// The frames shown for `frames`: `count` of them spread evenly, first and last
  /// included, or all of them when there are no more than `count`.
  static func pickFrames(_ frames: [DrawnFrame], count: Int) -> [DrawnFrame] {
    guard frames.count > count, count > 0 else { return frames }
    if count == 1 { return [frames[0]] }
    let last = frames.count - 1
    return (0..<count).map { step in
      frames[(step * last + (count - 1) / 2) / (count - 1)]
    }
  }

  /// The scale that draws a window of `size` at the thumbnail width, rounded to the
  /// thousandths that numbers are written with so every view lines up exactly.
  static func thumbnailScale(for size: Size) -> Double {
    guard size.width > 0, size.width.isFinite, size.height.isFinite else { return 1 }
    return max((thumbnailWidth / size.width * 1000).rounded(.down) / 1000, 0.001)
  }

  /// The stylesheet; every class starts with `fs-` so the document can sit inside a page.
  static let style = """
    .fs-filmstrip text { font-family: 'Inter', 'Helvetica Neue', Helvetica, Arial, 'DejaVu Sans', sans-serif; fill: #1D2939; }
    .fs-filmstrip .fs-title { font-size: 17px; font-weight: 600; }
    .fs-filmstrip .fs-meta { font-size: 12px; fill: #475467; }
    .fs-filmstrip .fs-completed { fill: #067647; font-weight: 600; }
    .fs-filmstrip .fs-cancelled { fill: #B54708; font-weight: 600; }
    .fs-filmstrip .fs-other { fill: #475467; font-weight: 600; }
    .fs-filmstrip .fs-time { font-family: 'SF Mono', Menlo, 'DejaVu Sans Mono', monospace; font-size: 11px; fill: #344054; }
    .fs-filmstrip .fs-label { font-size: 8px; fill: #101828; paint-order: stroke; stroke: #FFFFFF; stroke-width: 2.4px; stroke-linejoin: round; }
    .fs-filmstrip .fs-legend { font-size: 11px; font-weight: 600; fill: #344054; }
    .fs-filmstrip .fs-tick { font-size: 10px; fill: #667085; }
    .fs-filmstrip .fs-note { font-size: 12px; font-style: italic; fill: #667085; }
    .fs-filmstrip .fs-window { fill: #FFFFFF; stroke: #98A2B3; stroke-width: 1px; }
    .fs-filmstrip .fs-plain { fill: none; stroke: #C0C7D2; stroke-width: 0.75px; }
    .fs-filmstrip .fs-snapshot { stroke: #7F56D9; stroke-width: 1px; stroke-dasharray: 3 2; }
    .fs-filmstrip .fs-chart { fill: #F8FAFC; }
    .fs-filmstrip .fs-axis { fill: none; stroke: #98A2B3; stroke-width: 1px; }
    .fs-filmstrip .fs-marker { stroke: #D0D5DD; stroke-width: 1px; stroke-dasharray: 2 3; }
    .fs-filmstrip .fs-series { fill: none; stroke-width: 1.75px; stroke-linejoin: round; stroke-linecap: round; }
    .fs-filmstrip .fs-cursor { stroke: #F04438; stroke-width: 1.5px; }
    .fs-filmstrip .fs-rule { stroke: #EAECF0; stroke-width: 1px; }
    """
}
