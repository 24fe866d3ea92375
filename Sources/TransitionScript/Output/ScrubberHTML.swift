import TransitionEngine

/// Draws recorded transitions as one self-contained HTML page: per transition a stage
/// showing the window at the chosen frame, a scrubber over every frame with play, pause
/// and step buttons, the virtual time, the views of the frame, and the filmstrip.
///
/// The page loads nothing from anywhere: its style, script and data are inline. It draws
/// the first frame on load; a `#frame=N` fragment (1-based, as the counter "frame N of M"
/// counts, or `last`) opens every transition at frame `N` instead, and
/// `#transition=K&frame=N` only transition `K` (the number in its title), scrolled to.
/// The page follows the fragment when it changes, and a frame the reader picks is put
/// in it. The text depends only on the recordings.
public enum ScrubberHTML {
  /// The stage's height on the page, in CSS pixels.
  static let stageHeight = 540.0

  /// Renders `recordings` as one HTML page.
  public static func render(_ recordings: [TransitionRecording]) -> String {
    let page = MemoryText()
    let writer = ScrubberHTMLWriter(sections: MemoryText(), data: MemoryText())
    for recording in recordings { writer.add(recording) }
    _ = writer.finish(into: page)
    return page.text
  }

  /// The page up to where the transitions' sections start, for `count` transitions.
  static func head(count transitions: Int) -> String {
    var markup = Markup()
    markup.raw("<!DOCTYPE html>")
    markup.open("html", [("lang", "en")])
    markup.open("head")
    markup.raw("<meta charset=\"utf-8\">")
    markup.raw("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">")
    markup.element("title", text: "transhost run: \(count(transitions))")
    markup.open("style")
    markup.append(lines: ScrubberAssets.style)
    markup.close("style")
    markup.close("head")
    markup.open("body")
    markup.open("main")
    markup.open("header", [("class", "page")])
    markup.element("h1", text: "transhost run")
    markup.element(
      "p",
      text: "\(count(transitions)), drawn headlessly on the virtual clock. "
        + "Drag a scrubber, press play, or click a filmstrip frame.")
    markup.close("header")
    if transitions == 0 {
      markup.element("p", [("class", "empty")], text: "No transitions were recorded.")
    }
    return markup.text
  }

  /// How deep the sections sit: in `html`, `body` and `main`.
  static let sectionDepth = 3

  /// The page from the end of the sections to the start of the frame data's JSON.
  static var dataOpening: String {
    var markup = Markup(depth: sectionDepth)
    markup.close("main")
    // The data is one line at the depth of `body`'s children: `<script …>{…}</script>`.
    return markup.text + String(repeating: "  ", count: sectionDepth - 1)
      + "<script type=\"application/json\" id=\"transhost-data\">"
  }

  /// The page from the end of the frame data's JSON to the end.
  static var ending: String {
    var markup = Markup(depth: sectionDepth - 1)
    markup.open("script")
    markup.append(lines: ScrubberAssets.script)
    markup.close("script")
    markup.close("body")
    markup.close("html")
    return "</script>\n" + markup.text
  }

  private static func count(_ transitions: Int) -> String {
    transitions == 1 ? "1 transition" : "\(transitions) transitions"
  }

  /// The section of one transition, `position` (0-based) on the page.
  static func section(_ recording: TransitionRecording, position: Int) -> String {
    var markup = Markup(depth: sectionDepth)
    section(recording, position: position, into: &markup)
    return markup.text
  }

  private static func section(
    _ recording: TransitionRecording, position: Int, into markup: inout Markup
  ) {
    markup.open(
      "section",
      [
        ("class", "transition"), ("id", "transition-\(position + 1)"),
        ("data-position", String(position)), ("data-transition", String(recording.index)),
      ])
    markup.open("div", [("class", "title")])
    markup.element("h2", text: "#\(recording.index)  \(recording.label)")
    markup.element("span", [("class", "pill animator")], text: recording.animator)
    let outcomeClass =
      ["completed", "cancelled"].contains(recording.outcome) ? recording.outcome : "other"
    markup.element("span", [("class", "pill \(outcomeClass)")], text: recording.outcome)
    markup.close("div")
    var meta = [
      "duration \(formatNumber(recording.duration)) s",
      recording.frames.count == 1 ? "1 frame" : "\(recording.frames.count) frames",
      "window \(recording.windowSize)",
    ]
    if !recording.reason.isEmpty { meta.append(recording.reason) }
    markup.element("p", [("class", "meta")], text: meta.joined(separator: "  ·  "))

    markup.open("div", [("class", "body")])
    let size = recording.windowSize
    let aspect =
      size.width > 0 && size.height > 0
      ? "\(formatNumber(size.width)) / \(formatNumber(size.height))"
      : "1 / 2"
    markup.open("div", [("class", "stage"), ("style", "aspect-ratio: \(aspect)")])
    markup.empty(
      "svg",
      [
        ("xmlns", "http://www.w3.org/2000/svg"),
        ("viewBox", "0 0 \(formatNumber(size.width)) \(formatNumber(size.height))"),
        ("role", "img"), ("aria-label", "the window at the current frame"),
      ], html: true)
    markup.close("div")
    markup.open("div", [("class", "panel")])
    markup.open("div", [("class", "clock")])
    markup.element("span", [("class", "time")], text: "t = 0 s")
    markup.element("span", [("class", "counter")], text: "")
    markup.close("div")
    markup.open("div", [("class", "controls")])
    markup.element(
      "button", [("type", "button"), ("data-action", "back"), ("title", "Previous frame")],
      text: "◀ Step")
    markup.element(
      "button",
      [("type", "button"), ("class", "primary"), ("data-action", "play"), ("title", "Play")],
      text: "▶ Play")
    markup.element(
      "button", [("type", "button"), ("data-action", "forward"), ("title", "Next frame")],
      text: "Step ▶")
    markup.raw(
      "<input type=\"range\" class=\"scrubber\" min=\"0\" max=\"\(max(recording.frames.count - 1, 0))\""
        + " step=\"1\" value=\"0\" aria-label=\"frame\">")
    markup.open("select", [("class", "speed"), ("aria-label", "playback speed")])
    for (value, text) in [("0.1", "0.1×"), ("0.25", "0.25×"), ("0.5", "0.5×"), ("1", "1×")] {
      let attributes = [("value", value)] + (value == "0.25" ? [("selected", "selected")] : [])
      markup.element("option", attributes, text: text)
    }
    markup.close("select")
    markup.close("div")
    touchMarks(recording, into: &markup)
    markup.open("div", [("class", "views")])
    markup.open("table")
    markup.raw(
      "<thead><tr><th>view</th><th class=\"num\">frame in window</th>"
        + "<th class=\"num\">opacity</th><th>colour</th></tr></thead>")
    markup.empty("tbody", html: true)
    markup.close("table")
    markup.close("div")
    markup.close("div")
    markup.close("div")

    markup.open("div", [("class", "filmstrip")])
    markup.append(
      lines: FilmstripSVG.document(
        [recording], framesPerStrip: 6, idPrefix: "t\(position + 1)", isStandalone: false,
        showsTitles: false))
    markup.close("div")
    markup.close("section")
  }

  /// The touch timeline under the controls, when fingers came down or lifted: a mark at
  /// each one's frame (as far along as the frame is among the frames), which steps the
  /// stage to it.
  private static func touchMarks(_ recording: TransitionRecording, into markup: inout Markup) {
    let frames = recording.frames
    let placed = recording.touchMarks.compactMap { mark in
      TouchesSVG.frameIndex(of: mark, in: frames).map { (mark, $0) }
    }
    guard !placed.isEmpty else { return }
    let fingers = Set(placed.map(\.0.finger)).count
    markup.open("div", [("class", "touches"), ("aria-label", "touches")])
    markup.element("span", [("class", "touches-title")], text: "touches")
    markup.open("div", [("class", "touch-track")])
    for (mark, index) in placed {
      let along = frames.count > 1 ? 100 * Double(index) / Double(frames.count - 1) : 0
      let what = mark.isDown ? "down" : "lift"
      let point = "\(formatNumber(mark.location.x)),\(formatNumber(mark.location.y))"
      let when =
        mark.time < 0
        ? "\(formatNumber(-mark.time)) s before the start"
        : "at \(formatNumber(mark.time)) s"
      markup.element(
        "button",
        [
          ("type", "button"), ("class", "touch-mark \(what)"), ("data-frame", String(index)),
          ("style", "left: \(formatNumber(along))%"),
          (
            "title",
            "finger \(mark.finger) \(mark.isDown ? "comes down" : "lifts") at \(point), \(when) "
              + "(frame \(index + 1))"
          ),
        ],
        text: (mark.isDown ? "▼ " : "▲ ") + what + (fingers > 1 ? " \(mark.finger)" : ""))
    }
    markup.close("div")
    markup.close("div")
  }
}
