import TransitionEngine

/// The frame data a scrubber page draws from, as JSON: every frame of every transition,
/// each view a compact row whose columns ``fields`` names (`frame` is its box in window
/// coordinates, `[x,y,width,height]`, of its projected corners when a perspective
/// projects it), the frame's picture as the SVG shapes the filmstrip draws
/// (``FrameShapesSVG``, in window coordinates, each view's shapes in a `g` whose
/// `data-row` is its row), and the view names to show on the stage, placed as the
/// filmstrip places them.
enum ScrubberData {
  /// The columns of a view row.
  static let fields = [
    "name", "depth", "x", "y", "width", "height", "a", "b", "c", "d", "tx", "ty", "opacity",
    "color", "cornerRadius", "isSnapshot", "frame",
  ]

  /// The JSON for `recordings`, safe inside an HTML `<script>` element: `<` is written as
  /// `\u003c`, so no text in it can end the element.
  static func json(_ recordings: [TransitionRecording]) -> String {
    opening
      + recordings.enumerated().map { json($0.element, position: $0.offset) }
      .joined(separator: ",") + closing
  }

  /// The JSON up to the first transition's: `{"fields":[…],"transitions":[`.
  static var opening: String {
    let empty = JSONValue.object([
      ("fields", .array(fields.map { .string($0) })), ("transitions", .array([])),
    ]).text
    return String(empty.dropLast(closing.count))
  }

  /// The JSON after the last transition's.
  static let closing = "]}"

  /// The JSON of one transition, `position` (0-based) on the page, as safe as
  /// ``json(_:)``.
  static func json(_ recording: TransitionRecording, position: Int) -> String {
    transition(recording, position: position).text.replacingAll("<", with: "\\u003c")
  }

  /// The size of view names on the stage, in CSS pixels on the page.
  static let labelFontSize = 11.0
  /// About how wide a character of a view name is on the stage, in CSS pixels.
  static let labelCharacterWidth = 6.3

  private static func transition(_ recording: TransitionRecording, position: Int) -> JSONValue {
    let window = Rect(origin: .zero, size: recording.windowSize)
    let unit =
      window.height > 0 && window.height.isFinite ? window.height / ScrubberHTML.stageHeight : 1
    return .object([
      ("index", .integer(recording.index)),
      ("label", .string(recording.label)),
      ("animator", .string(recording.animator)),
      ("outcome", .string(recording.outcome)),
      ("duration", .number(recording.duration)),
      (
        "window",
        .object([
          ("width", .number(recording.windowSize.width)),
          ("height", .number(recording.windowSize.height)),
        ])
      ),
      (
        "frames",
        .array(
          recording.frames.enumerated().map { index, frame in
            let labels = FrameLabels.place(
              frame.views, placement: .identity, window: window,
              fontSize: labelFontSize * unit, characterWidth: labelCharacterWidth * unit)
            return .object([
              ("time", .number(frame.time)), ("views", .array(frame.views.map(row))),
              (
                "svg",
                .string(
                  picture(
                    frame, position: position,
                    marks: recording.touchMarks.filter {
                      TouchesSVG.frameIndex(of: $0, in: recording.frames) == index
                    }))
              ),
              (
                "labels",
                .array(labels.map { .array([.string($0.text), .number($0.x), .number($0.y)]) })
              ),
            ])
          })
      ),
      ("labelSize", .number(labelFontSize * unit)),
    ])
  }

  private static func row(_ view: DrawnView) -> JSONValue {
    let bounds = view.bounds
    let matrix = view.matrix
    let frame = view.frameInWindow
    return .array(
      [.string(view.name), .integer(view.depth)]
        + [
          bounds.origin.x, bounds.origin.y, bounds.size.width, bounds.size.height, matrix.a,
          matrix.b, matrix.c, matrix.d, matrix.tx, matrix.ty, view.opacity,
        ].map { JSONValue.number($0) }
        + [
          view.color.map { .string($0.hexString) } ?? .null, .number(view.cornerRadius),
          .bool(view.isSnapshot),
          .array(
            [frame.minX, frame.minY, frame.width, frame.height].map { JSONValue.number($0) }),
        ])
  }

  /// The stage's picture of `frame`: its shapes in window coordinates, ids starting with
  /// `s` and the transition's 1-based number (only one frame is on the stage at a time),
  /// then its fingers and the rings of `marks` (``TouchesSVG``), one element a line,
  /// without indentation.
  private static func picture(_ frame: DrawnFrame, position: Int, marks: [TouchMark]) -> String {
    var markup = Markup(isIndented: false)
    FrameShapesSVG.draw(
      frame.views, idPrefix: "s\(position + 1)", placement: .identity, marksViews: true,
      into: &markup)
    TouchesSVG.draw(frame, marks: marks, into: &markup)
    return markup.text
  }
}

extension String {
  /// The string with every `target` scalar replaced by `replacement` (scalars, not
  /// characters, so a combining mark cannot hide one).
  fileprivate func replacingAll(_ target: Unicode.Scalar, with replacement: String) -> String {
    var output = ""
    output.reserveCapacity(utf8.count)
    for scalar in unicodeScalars {
      if scalar == target { output += replacement } else { output.unicodeScalars.append(scalar) }
    }
    return output
  }
}
