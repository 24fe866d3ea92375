import PluginHost
import TransitionEngine

/// Writes a filmstrip SVG document as a run goes on. The document's width and height
/// depend on every transition, so each transition, once ended, is set aside in a spool
/// (only the frames the strip shows, and its charts) and memory keeps only the few
/// numbers the layout needs; ``finish(into:)`` then writes the document, drawing one
/// transition at a time. Memory is bounded by one transition, not by the run.
final class FilmstripSVGWriter {
  /// What the layout needs to know of one transition.
  private struct Shape {
    let frameCount: Int
    let windowSize: Size
    let seriesCount: Int
  }

  private let framesPerStrip: Int
  private let idPrefix: String
  private let isStandalone: Bool
  private let showsTitles: Bool
  private let spool: PictureSpool
  private var shapes: [Shape] = []

  /// A writer setting transitions aside in `spool`; the other values are those of
  /// ``FilmstripSVG/document(_:framesPerStrip:idPrefix:isStandalone:showsTitles:)``.
  init(
    spool: PictureSpool, framesPerStrip: Int, idPrefix: String, isStandalone: Bool,
    showsTitles: Bool
  ) {
    self.spool = spool
    self.framesPerStrip = max(framesPerStrip, 1)
    self.idPrefix = idPrefix
    self.isStandalone = isStandalone
    self.showsTitles = showsTitles
  }

  /// How many transitions were added.
  var count: Int { shapes.count }

  /// Sets `recording` aside for the document.
  func add(_ recording: TransitionRecording) {
    let frames = FilmstripSVG.pickFrames(recording.frames, count: framesPerStrip)
    let shown = TransitionRecording(
      index: recording.index, label: recording.label, animator: recording.animator,
      reason: recording.reason, duration: recording.duration, startTime: recording.startTime,
      endTime: recording.endTime, outcome: recording.outcome, frames: frames,
      series: recording.series, windowSize: recording.windowSize)
    let bytes = RecordingCoder.encode(
      shown, timeRange: FilmstripSection.timeRange(of: recording))
    withUnsafeBytes(of: UInt64(bytes.count).littleEndian) { spool.write($0) }
    bytes.withUnsafeBytes { spool.write($0) }
    shapes.append(
      Shape(
        frameCount: frames.count, windowSize: recording.windowSize,
        seriesCount: recording.series.count))
  }

  /// Writes the whole document to `output`; the error when the spool cannot be read
  /// back.
  func finish(into output: PictureOutput) -> SystemError? {
    let margin = FilmstripSVG.margin
    let width = documentWidth()
    var top = margin
    if shapes.isEmpty { top += 30 }
    for shape in shapes {
      let layout = FilmstripSection.layout(
        frameCount: shape.frameCount, windowSize: shape.windowSize,
        seriesCount: shape.seriesCount, width: width - 2 * margin, top: top,
        showsTitle: showsTitles)
      top += layout.height + FilmstripSVG.sectionGap
    }
    let height = top - FilmstripSVG.sectionGap + margin

    var head = Markup()
    if isStandalone { head.raw("<?xml version=\"1.0\" encoding=\"UTF-8\"?>") }
    head.open(
      "svg",
      [
        ("xmlns", "http://www.w3.org/2000/svg"), ("class", "fs-filmstrip"),
        ("width", Markup.number(width)), ("height", Markup.number(height)),
        ("viewBox", "0 0 \(Markup.number(width)) \(Markup.number(height))"),
      ])
    if isStandalone { head.element("title", text: "transhost filmstrip") }
    head.open("style")
    head.append(lines: FilmstripSVG.style)
    head.close("style")
    head.empty(
      "rect",
      [
        ("x", "0"), ("y", "0"), ("width", Markup.number(width)), ("height", Markup.number(height)),
        ("fill", "#FFFFFF"),
      ])
    output.write(head.text)
    if shapes.isEmpty {
      var note = Markup(depth: 1)
      note.element(
        "text",
        [("class", "fs-note"), ("x", Markup.number(margin)), ("y", Markup.number(margin + 12))],
        text: "no transitions recorded")
      output.write(note.text)
    }
    var sectionTop = margin
    var position = 0
    var pending: [UInt8] = []
    var start = 0
    let failure = spool.replay { chunk in
      pending.append(contentsOf: chunk)
      while pending.count - start >= 8 {
        var length = 0
        for offset in 0..<8 { length |= Int(pending[start + offset]) << (8 * offset) }
        guard pending.count - start - 8 >= length else { break }
        let record = pending[(start + 8)..<(start + 8 + length)]
        start += 8 + length
        guard let (recording, timeRange) = RecordingCoder.decode(record) else { continue }
        sectionTop +=
          drawSection(
            recording, timeRange: timeRange, position: position, top: sectionTop, width: width,
            into: output) + FilmstripSVG.sectionGap
        position += 1
      }
      if start > 1 << 16 {
        pending.removeFirst(start)
        start = 0
      }
    }
    output.write("</svg>\n")
    return failure
  }

  private func drawSection(
    _ recording: TransitionRecording, timeRange: ClosedRange<Double>, position: Int,
    top: Double, width: Double, into output: PictureOutput
  ) -> Double {
    let margin = FilmstripSVG.margin
    var body = Markup(depth: 1)
    if position > 0 {
      body.empty(
        "line",
        [
          ("class", "fs-rule"), ("x1", Markup.number(margin)),
          ("y1", Markup.number(top - FilmstripSVG.sectionGap / 2)),
          ("x2", Markup.number(width - margin)),
          ("y2", Markup.number(top - FilmstripSVG.sectionGap / 2)),
        ])
    }
    let strip = FilmstripSection(
      recording: recording, framesPerStrip: framesPerStrip,
      idPrefix: "\(idPrefix)-\(position + 1)", origin: Point(x: margin, y: top),
      width: width - 2 * margin, showsTitle: showsTitles, timeRange: timeRange)
    let height = strip.draw(into: &body)
    output.write(body.text)
    return height
  }

  private func documentWidth() -> Double {
    let widest =
      shapes.map { shape -> Double in
        let count = Double(shape.frameCount)
        let frameWidth = FilmstripSVG.thumbnailScale(for: shape.windowSize) * shape.windowSize.width
        return count * frameWidth + max(count - 1, 0) * FilmstripSVG.frameGap
      }.max() ?? 0
    return 2 * FilmstripSVG.margin + max(widest, 620)
  }
}
