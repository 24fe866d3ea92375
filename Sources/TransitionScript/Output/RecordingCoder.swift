import TransitionEngine

/// Writes a ``TransitionRecording`` as bytes and reads it back exactly (numbers as their
/// bit patterns), so that a picture whose layout depends on every transition can set
/// each one aside on disk while the run goes on and draw it at the end.
enum RecordingCoder {
  /// The bytes of `recording` and of the time range its charts span.
  static func encode(_ recording: TransitionRecording, timeRange: ClosedRange<Double>) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(256 + recording.frames.count * 64)
    put(timeRange.lowerBound, &bytes)
    put(timeRange.upperBound, &bytes)
    put(recording.index, &bytes)
    for text in [recording.label, recording.animator, recording.reason, recording.outcome] {
      put(text, &bytes)
    }
    for number in [
      recording.duration, recording.startTime, recording.endTime, recording.windowSize.width,
      recording.windowSize.height,
    ] {
      put(number, &bytes)
    }
    put(recording.frames.count, &bytes)
    for frame in recording.frames {
      put(frame.time, &bytes)
      put(frame.views.count, &bytes)
      for view in frame.views { put(view, &bytes) }
      put(frame.undrawnViews.count, &bytes)
      for view in frame.undrawnViews { put(view, &bytes) }
      put(frame.touches.count, &bytes)
      for touch in frame.touches {
        put(touch.finger, &bytes)
        put(touch.location.x, &bytes)
        put(touch.location.y, &bytes)
      }
    }
    put(recording.series.count, &bytes)
    for series in recording.series {
      put(series.view, &bytes)
      put(series.property, &bytes)
      put(series.points.count, &bytes)
      for point in series.points {
        put(point.x, &bytes)
        put(point.y, &bytes)
      }
    }
    put(recording.touchMarks.count, &bytes)
    for mark in recording.touchMarks {
      put(mark.time, &bytes)
      put(mark.finger, &bytes)
      put(mark.isDown ? 1 : 0, &bytes)
      put(mark.location.x, &bytes)
      put(mark.location.y, &bytes)
    }
    return bytes
  }

  /// The recording and time range in `bytes`, or nil when they are not what
  /// ``encode(_:timeRange:)`` made.
  static func decode(
    _ bytes: ArraySlice<UInt8>
  ) -> (
    recording: TransitionRecording, timeRange: ClosedRange<Double>
  )? {
    var reader = Reader(bytes: bytes)
    guard let lower = reader.number(), let upper = reader.number(), lower <= upper,
      let index = reader.integer(), let label = reader.text(), let animator = reader.text(),
      let reason = reader.text(), let outcome = reader.text(), let duration = reader.number(),
      let startTime = reader.number(), let endTime = reader.number(),
      let width = reader.number(), let height = reader.number(), let frameCount = reader.count()
    else { return nil }
    var frames: [DrawnFrame] = []
    for _ in 0..<frameCount {
      guard let time = reader.number(), let viewCount = reader.count() else { return nil }
      var views: [DrawnView] = []
      views.reserveCapacity(viewCount)
      for _ in 0..<viewCount {
        guard let view = reader.view() else { return nil }
        views.append(view)
      }
      guard let undrawnCount = reader.count() else { return nil }
      var undrawn: [DrawnView] = []
      for _ in 0..<undrawnCount {
        guard let view = reader.view() else { return nil }
        undrawn.append(view)
      }
      guard let touchCount = reader.count() else { return nil }
      var touches: [DrawnTouch] = []
      for _ in 0..<touchCount {
        guard let finger = reader.integer(), let x = reader.number(), let y = reader.number()
        else { return nil }
        touches.append(DrawnTouch(finger: finger, location: Point(x: x, y: y)))
      }
      var frame = DrawnFrame(time: time, views: views, touches: touches)
      frame.undrawnViews = undrawn
      frames.append(frame)
    }
    guard let seriesCount = reader.count() else { return nil }
    var series: [PropertySeries] = []
    for _ in 0..<seriesCount {
      guard let view = reader.text(), let property = reader.text(), let pointCount = reader.count()
      else { return nil }
      var points: [Point] = []
      for _ in 0..<pointCount {
        guard let x = reader.number(), let y = reader.number() else { return nil }
        points.append(Point(x: x, y: y))
      }
      series.append(PropertySeries(view: view, property: property, points: points))
    }
    guard let markCount = reader.count() else { return nil }
    var marks: [TouchMark] = []
    for _ in 0..<markCount {
      guard let time = reader.number(), let finger = reader.integer(),
        let isDown = reader.integer(), let x = reader.number(), let y = reader.number()
      else { return nil }
      marks.append(
        TouchMark(time: time, finger: finger, isDown: isDown != 0, location: Point(x: x, y: y)))
    }
    let recording = TransitionRecording(
      index: index, label: label, animator: animator, reason: reason, duration: duration,
      startTime: startTime, endTime: endTime, outcome: outcome, frames: frames, series: series,
      windowSize: Size(width: width, height: height), touchMarks: marks)
    return (recording, lower...upper)
  }

  private static func put(_ value: UInt64, _ bytes: inout [UInt8]) {
    withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
  }

  private static func put(_ value: Int, _ bytes: inout [UInt8]) {
    put(UInt64(bitPattern: Int64(value)), &bytes)
  }

  private static func put(_ value: Double, _ bytes: inout [UInt8]) {
    put(value.bitPattern, &bytes)
  }

  private static func put(_ text: String, _ bytes: inout [UInt8]) {
    put(text.utf8.count, &bytes)
    bytes.append(contentsOf: text.utf8)
  }

  private static func put(_ view: DrawnView, _ bytes: inout [UInt8]) {
    put(view.name, &bytes)
    put(view.depth, &bytes)
    let matrix = view.matrix
    for number in [
      view.bounds.origin.x, view.bounds.origin.y, view.bounds.size.width,
      view.bounds.size.height, matrix.a, matrix.b, matrix.c, matrix.d, matrix.tx, matrix.ty,
      view.opacity, view.cornerRadius,
    ] {
      put(number, &bytes)
    }
    bytes.append(
      (view.isSnapshot ? 1 : 0) | (view.color == nil ? 0 : 2) | (view.layer == nil ? 0 : 4)
        | (view.image == nil ? 0 : 8) | (view.id == nil ? 0 : 16))
    if let color = view.color { put(color, &bytes) }
    if let layer = view.layer { put(layer, &bytes) }
    if let image = view.image {
      put(image.name, &bytes)
      put(image.contentMode.rawValue, &bytes)
    }
    if let id = view.id {
      put(id.view, &bytes)
      put(id.copy, &bytes)
    }
  }

  private static func put(_ color: Color, _ bytes: inout [UInt8]) {
    for number in [color.red, color.green, color.blue, color.alpha] { put(number, &bytes) }
  }

  private static func put(_ t: Transform3D, _ bytes: inout [UInt8]) {
    for number in t.entries { put(number, &bytes) }
  }

  /// A layer: its numbers, its transforms, then a byte of flags (shadow colour, border
  /// colour, mask, corners present) and what they say is present.
  private static func put(_ layer: DrawnLayer, _ bytes: inout [UInt8]) {
    for number in [
      layer.anchorPoint.x, layer.anchorPoint.y, layer.zPosition, layer.shadowOpacity,
      layer.shadowOffset.width, layer.shadowOffset.height, layer.shadowRadius, layer.borderWidth,
    ] {
      put(number, &bytes)
    }
    put(Int(layer.maskedCorners.rawValue), &bytes)
    put(layer.transform3D, &bytes)
    put(layer.sublayerTransform, &bytes)
    bytes.append(
      (layer.shadowColor == nil ? 0 : 1) | (layer.borderColor == nil ? 0 : 2)
        | (layer.mask == nil ? 0 : 4) | (layer.quad == nil ? 0 : 8))
    if let color = layer.shadowColor { put(color, &bytes) }
    if let color = layer.borderColor { put(color, &bytes) }
    if let mask = layer.mask {
      for number in [
        mask.rect.origin.x, mask.rect.origin.y, mask.rect.size.width, mask.rect.size.height,
        mask.cornerRadius,
      ] {
        put(number, &bytes)
      }
    }
    if let quad = layer.quad {
      put(quad.count, &bytes)
      for point in quad {
        put(point.x, &bytes)
        put(point.y, &bytes)
      }
    }
  }

  /// Reads the values `put` wrote, in order; nil once the bytes run out.
  private struct Reader {
    let bytes: ArraySlice<UInt8>
    var position: Int

    init(bytes: ArraySlice<UInt8>) {
      self.bytes = bytes
      position = bytes.startIndex
    }

    mutating func word() -> UInt64? {
      guard bytes.endIndex - position >= 8 else { return nil }
      var value: UInt64 = 0
      for offset in 0..<8 { value |= UInt64(bytes[position + offset]) << (8 * UInt64(offset)) }
      position += 8
      return value
    }

    mutating func integer() -> Int? { word().map { Int(Int64(bitPattern: $0)) } }

    mutating func count() -> Int? {
      guard let value = integer(), value >= 0, value <= bytes.endIndex - position else {
        return nil
      }
      return value
    }

    mutating func number() -> Double? { word().map(Double.init(bitPattern:)) }

    mutating func text() -> String? {
      guard let length = count() else { return nil }
      defer { position += length }
      return String(decoding: bytes[position..<(position + length)], as: UTF8.self)
    }

    mutating func view() -> DrawnView? {
      guard let name = text(), let depth = integer() else { return nil }
      var numbers: [Double] = []
      for _ in 0..<12 {
        guard let number = number() else { return nil }
        numbers.append(number)
      }
      guard position < bytes.endIndex else { return nil }
      let flags = bytes[position]
      position += 1
      var color: Color?
      if flags & 2 != 0 {
        guard let read = self.color() else { return nil }
        color = read
      }
      var layer: DrawnLayer?
      if flags & 4 != 0 {
        guard let read = self.layer() else { return nil }
        layer = read
      }
      var image: DrawnImage?
      if flags & 8 != 0 {
        guard let name = text(), let mode = integer().flatMap(ViewContentMode.init(rawValue:))
        else { return nil }
        image = DrawnImage(name: name, contentMode: mode)
      }
      var id: DrawnViewID?
      if flags & 16 != 0 {
        guard let view = integer(), let copy = integer() else { return nil }
        id = DrawnViewID(view: view, copy: copy)
      }
      return DrawnView(
        name: name, depth: depth,
        bounds: Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]),
        matrix: AffineTransform(
          a: numbers[4], b: numbers[5], c: numbers[6], d: numbers[7], tx: numbers[8],
          ty: numbers[9]),
        opacity: numbers[10], color: color, cornerRadius: numbers[11], isSnapshot: flags & 1 != 0,
        layer: layer, image: image, id: id)
    }

    mutating func numbers(_ count: Int) -> [Double]? {
      var numbers: [Double] = []
      for _ in 0..<count {
        guard let number = number() else { return nil }
        numbers.append(number)
      }
      return numbers
    }

    mutating func color() -> Color? {
      guard let n = numbers(4) else { return nil }
      return Color(red: n[0], green: n[1], blue: n[2], alpha: n[3])
    }

    mutating func transform() -> Transform3D? {
      numbers(16).map { Transform3D(entries: $0) }
    }

    mutating func layer() -> DrawnLayer? {
      guard let n = numbers(8), let corners = integer(), corners >= 0,
        let transform3D = transform(), let sublayerTransform = transform(),
        position < bytes.endIndex
      else { return nil }
      let flags = bytes[position]
      position += 1
      var layer = DrawnLayer()
      layer.anchorPoint = Point(x: n[0], y: n[1])
      layer.zPosition = n[2]
      layer.shadowOpacity = n[3]
      layer.shadowOffset = Size(width: n[4], height: n[5])
      layer.shadowRadius = n[6]
      layer.borderWidth = n[7]
      layer.maskedCorners = CornerMask(rawValue: UInt(corners))
      layer.transform3D = transform3D
      layer.sublayerTransform = sublayerTransform
      layer.shadowColor = nil
      layer.borderColor = nil
      if flags & 1 != 0 {
        guard let color = color() else { return nil }
        layer.shadowColor = color
      }
      if flags & 2 != 0 {
        guard let color = color() else { return nil }
        layer.borderColor = color
      }
      if flags & 4 != 0 {
        guard let m = numbers(5) else { return nil }
        layer.mask = DrawnMask(
          rect: Rect(x: m[0], y: m[1], width: m[2], height: m[3]), cornerRadius: m[4])
      }
      if flags & 8 != 0 {
        guard let count = count(), let xy = numbers(2 * count) else { return nil }
        layer.quad = (0..<count).map { Point(x: xy[2 * $0], y: xy[2 * $0 + 1]) }
      }
      return layer
    }
  }
}
