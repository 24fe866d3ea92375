import TransitionEngine

/// The frame data a scrubber page draws from, as JSON: every frame of every transition,
/// each view a compact row whose columns ``fields`` names, and the view names to show on
/// the stage, placed as the filmstrip places them.
enum ScrubberData {
  /// The columns of a view row.
  static let fields = [
    "name", "depth", "x", "y", "width", "height", "a", "b", "c", "d", "tx", "ty", "opacity",
    "color", "cornerRadius", "isSnapshot",
  ]

  /// The JSON for `recordings`, safe inside an HTML `<script>` element: `<` is written as
  /// `\u003c`, so no text in it can end the element.
  static func json(_ recordings: [TransitionRecording]) -> String {
    opening + recordings.map(json).joined(separator: ",") + closing
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

  /// The JSON of one transition, as safe as ``json(_:)``.
  static func json(_ recording: TransitionRecording) -> String {
    transition(recording).text.replacingAll("<", with: "\\u003c")
  }

  /// The size of view names on the stage, in CSS pixels on the page.
  static let labelFontSize = 11.0
  /// About how wide a character of a view name is on the stage, in CSS pixels.
  static let labelCharacterWidth = 6.3

  private static func transition(_ recording: TransitionRecording) -> JSONValue {
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
          recording.frames.map { frame in
            let labels = FrameLabels.place(
              frame.views, placement: .identity, window: window,
              fontSize: labelFontSize * unit, characterWidth: labelCharacterWidth * unit)
            return .object([
              ("time", .number(frame.time)), ("views", .array(frame.views.map(row))),
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
    return .array(
      [.string(view.name), .integer(view.depth)]
        + [
          bounds.origin.x, bounds.origin.y, bounds.size.width, bounds.size.height, matrix.a,
          matrix.b, matrix.c, matrix.d, matrix.tx, matrix.ty, view.opacity,
        ].map { JSONValue.number($0) }
        + [
          view.color.map { .string($0.hexString) } ?? .null, .number(view.cornerRadius),
          .bool(view.isSnapshot),
        ])
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
