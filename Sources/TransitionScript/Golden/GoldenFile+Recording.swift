import TransitionEngine

extension GoldenFile {
  /// The golden of `recordings`, the transitions of the script `script` (a path: only
  /// its last component is kept).
  public init(script: String, recordings: [TransitionRecording]) {
    self.init(script: script, transitions: recordings.map(GoldenTransition.init))
  }
}

extension GoldenTransition {
  /// The golden of `recording`, its numbers as the file writes them.
  public init(_ recording: TransitionRecording) {
    self.init(
      index: recording.index, label: recording.label, line: recording.line,
      isStartedByApp: recording.isStartedByApp, animator: recording.animator,
      duration: GoldenNumber.kept(recording.duration), outcome: recording.outcome,
      windowSize: Size(
        width: GoldenNumber.kept(recording.windowSize.width),
        height: GoldenNumber.kept(recording.windowSize.height)),
      frames: recording.frames.map { frame in
        GoldenFrame(time: GoldenNumber.kept(frame.time), views: frame.views.map(GoldenView.init))
      })
  }

  /// The recording pictures draw of it: its frames as drawn views again (a perspective
  /// view by its projected corners), its property series, no touches.
  var recording: TransitionRecording {
    let frames = frames.map { frame in
      DrawnFrame(time: frame.time, views: frame.views.map(\.drawnView))
    }
    var recording = TransitionRecording(
      index: index, label: label, animator: animator, reason: "", duration: duration,
      startTime: 0, endTime: frames.last?.time ?? duration, outcome: outcome, frames: frames,
      series: ScriptRunner.series(of: frames), windowSize: windowSize)
    recording.line = line
    recording.isStartedByApp = isStartedByApp
    return recording
  }
}

/// How golden numbers are kept: as ``formatNumber(_:)`` writes them.
enum GoldenNumber {
  /// `value` as the file keeps it (at most three decimals).
  static func kept(_ value: Double) -> Double { Double(formatNumber(value)) ?? value }

  /// `color` as the file keeps it (`#RRGGBBAA`).
  static func kept(_ color: Color?) -> Color? { color.flatMap { Color(hex: $0.hexString) } }
}

extension GoldenView {
  /// The golden of `view`: its frame in the window and alpha always; its bounds and
  /// the linear part of its transform when it is not only moved; its colour, corner
  /// radius, snapshot flag, image and the layer properties not at their defaults.
  init(_ view: DrawnView) {
    let box = view.frameInWindow
    let matrix = view.matrix
    // Decided on the numbers as written, so a rounding error never adds a line.
    let linear = [matrix.a, matrix.b, matrix.c, matrix.d].map(GoldenNumber.kept)
    let isTranslation = linear == [1, 0, 0, 1]
    var properties: [GoldenProperty] = [
      GoldenProperty("frame", .numbers([box.minX, box.minY, box.width, box.height]))
    ]
    let origin = [view.bounds.minX, view.bounds.minY].map(GoldenNumber.kept)
    if !isTranslation || origin != [0, 0] {
      let bounds = view.bounds
      properties.append(
        GoldenProperty(
          "bounds", .numbers([bounds.minX, bounds.minY, bounds.width, bounds.height])))
    }
    if !isTranslation {
      properties.append(
        GoldenProperty("transform", .numbers([matrix.a, matrix.b, matrix.c, matrix.d])))
    }
    properties.append(GoldenProperty("alpha", .numbers([view.opacity])))
    if let color = view.color { properties.append(GoldenProperty("color", .color(color))) }
    if GoldenNumber.kept(view.cornerRadius) != 0 {
      properties.append(GoldenProperty("radius", .numbers([view.cornerRadius])))
    }
    if view.isSnapshot { properties.append(GoldenProperty("snapshot", .flag)) }
    if let image = view.image {
      properties.append(GoldenProperty("image", .text(image.name)))
      if image.contentMode != .scaleToFill {
        properties.append(GoldenProperty("contentMode", .text("\(image.contentMode)")))
      }
    }
    if let layer = view.layer { properties += GoldenKey.layerProperties(of: layer) }
    self.init(
      name: view.name, depth: view.depth,
      properties: properties.map { GoldenProperty($0.key, $0.value.kept) })
  }

  /// The drawn view it was made from, as near as the file keeps it: the matrix is made
  /// again from the frame, the bounds and the transform's linear part.
  var drawnView: DrawnView {
    let box = rect(self["frame"]) ?? Rect(x: 0, y: 0, width: 0, height: 0)
    let bounds = rect(self["bounds"]) ?? Rect(x: 0, y: 0, width: box.width, height: box.height)
    var linear = AffineTransform.identity
    if case .numbers(let m)? = self["transform"], m.count == 4 {
      linear = AffineTransform(a: m[0], b: m[1], c: m[2], d: m[3], tx: 0, ty: 0)
    }
    // The frame is the bounds' box through the matrix: the translation is what moves the
    // linear image's box there.
    let moved = bounds.applying(linear)
    let matrix = AffineTransform(
      a: linear.a, b: linear.b, c: linear.c, d: linear.d, tx: box.minX - moved.minX,
      ty: box.minY - moved.minY)
    var opacity = 1.0
    if case .numbers(let values)? = self["alpha"], let first = values.first { opacity = first }
    var color: Color?
    if case .color(let value)? = self["color"] { color = value }
    var radius = 0.0
    if case .numbers(let values)? = self["radius"], let first = values.first { radius = first }
    var image: DrawnImage?
    if case .text(let name)? = self["image"] {
      var mode = ViewContentMode.scaleToFill
      if case .text(let written)? = self["contentMode"],
        let named = ViewContentMode.allCases.first(where: { "\($0)" == written })
      {
        mode = named
      }
      image = DrawnImage(name: name, contentMode: mode)
    }
    return DrawnView(
      name: name, depth: depth, bounds: bounds, matrix: matrix, opacity: opacity, color: color,
      cornerRadius: radius, isSnapshot: self["snapshot"] != nil, layer: GoldenKey.layer(of: self),
      image: image)
  }

  private func rect(_ value: GoldenValue?) -> Rect? {
    guard case .numbers(let v)? = value, v.count == 4 else { return nil }
    return Rect(x: v[0], y: v[1], width: v[2], height: v[3])
  }
}

extension GoldenValue {
  /// The value as the file keeps it.
  var kept: GoldenValue {
    switch self {
    case .numbers(let values): .numbers(values.map(GoldenNumber.kept))
    case .color(let color): .color(GoldenNumber.kept(color))
    case .text, .flag: self
    }
  }
}
