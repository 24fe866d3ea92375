import TransitionEngine

/// The binary form of a cached outcome (``CacheWriter``, ``CacheReader``): a tag byte
/// (0 plugin, 1 not a plugin, 2 refused), then the fields in a fixed order: a
/// descriptor's in the order of its initialiser's arguments, which the reader evaluates
/// left to right. A refusal is its JSON text, in the string table.
extension CachedOutcome {
  /// Writes the outcome.
  func write(to writer: inout CacheWriter) {
    switch self {
    case .plugin(let builtWith, let abiMinor, let descriptors, let objects, let refused):
      writer.append(count: 0)
      writer.append(optional: builtWith)
      writer.append(count: Int(abiMinor))
      writer.append(descriptors) { $0.append($1) }
      writer.append(objects) { $0.append($1) }
      writer.append(refused) { $0.append($1.text) }
    case .notAPlugin:
      writer.append(count: 1)
    case .refused(let json):
      writer.append(count: 2)
      writer.append(json.text)
    }
  }

  /// Reads an outcome.
  init(from reader: inout CacheReader) throws(ScanOutcome.DecodingError) {
    switch try reader.unsigned() {
    case 0:
      self = .plugin(
        builtWith: try reader.optionalString(), abiMinor: try reader.uint32(),
        descriptors: try reader.array { (reader) throws(ScanOutcome.DecodingError) in
          try AnimatorDescriptor(from: &reader)
        },
        objects: try reader.array { (reader) throws(ScanOutcome.DecodingError) in
          try ObjectDescriptor(from: &reader)
        },
        refused: try reader.array { (reader) throws(ScanOutcome.DecodingError) in
          try Self.json(reader.string())
        })
    case 1: self = .notAPlugin
    case 2: self = .refused(try Self.json(reader.string()))
    case let tag: throw ScanOutcome.DecodingError(description: "unknown outcome \(tag)")
    }
  }

  private static func json(_ text: String) throws(ScanOutcome.DecodingError) -> JSONValue {
    switch JSONReader.parse(text) {
    case .success(let value): return value
    case .failure(let error): throw ScanOutcome.DecodingError(description: "refusal: \(error)")
    }
  }
}

extension CacheWriter {
  /// Writes an animator's descriptor.
  mutating func append(_ d: AnimatorDescriptor) {
    for text in [d.id, d.name, d.version, d.vendor, d.summary] { append(text) }
    append(styles: d.styles, operations: d.operations)
    append(d.supportsInteractive)
    append(d.defaultDuration)
    append(d.parameters) { $0.append($1) }
    append(signed: Int64(d.rank.value))
  }

  /// Writes an object's descriptor.
  mutating func append(_ d: ObjectDescriptor) {
    for text in [d.kind.rawValue, d.id, d.name, d.version, d.vendor, d.summary] { append(text) }
    append(styles: d.styles, operations: d.operations)
    append(d.parameters) { $0.append($1) }
    append(signed: Int64(d.rank.value))
  }

  private mutating func append(
    styles: [ModalPresentationStyle], operations: [TransitionOperation]
  ) {
    append(styles) { $0.append(signed: Int64($1.rawValue)) }
    append(operations) { $0.append($1.rawValue) }
  }

  private mutating func append(_ p: AnimatorParameter) {
    append(p.name)
    append(p.kind.rawValue)
    append(optional: p.defaultValue)
    append(p.summary)
    append(p.choices) { $0.append($1) }
    append(p.range != nil)
    if let range = p.range {
      append(range.lowerBound)
      append(range.upperBound)
    }
  }
}

extension AnimatorDescriptor {
  /// Reads what ``CacheWriter/append(_:)-(AnimatorDescriptor)`` wrote.
  init(from reader: inout CacheReader) throws(ScanOutcome.DecodingError) {
    self.init(
      id: try reader.string(), name: try reader.string(), version: try reader.string(),
      vendor: try reader.string(), summary: try reader.string(),
      styles: try reader.styles(), operations: try reader.operations(),
      supportsInteractive: try reader.flag(), defaultDuration: try reader.number(),
      parameters: try reader.parameters(), rank: try reader.rank())
  }
}

extension ObjectDescriptor {
  /// Reads what ``CacheWriter/append(_:)-(ObjectDescriptor)`` wrote.
  init(from reader: inout CacheReader) throws(ScanOutcome.DecodingError) {
    guard let kind = Kind(rawValue: try reader.string()) else {
      throw ScanOutcome.DecodingError(description: "unknown object kind")
    }
    self.init(
      kind: kind, id: try reader.string(), name: try reader.string(),
      version: try reader.string(), vendor: try reader.string(), summary: try reader.string(),
      styles: try reader.styles(), operations: try reader.operations(),
      parameters: try reader.parameters(), rank: try reader.rank())
  }
}

/// The arrays of a descriptor that many descriptors repeat, as last read.
struct LastArrays {
  var styles = LastArray<ModalPresentationStyle>()
  var operations = LastArray<TransitionOperation>()
  var parameters = LastArray<AnimatorParameter>()
}

extension CacheReader {
  fileprivate mutating func styles() throws(DecodingError) -> [ModalPresentationStyle] {
    var last = lastArrays.styles
    defer { lastArrays.styles = last }
    return try array(reusing: &last) { (reader) throws(DecodingError) in
      let raw = try reader.signed()
      guard let style = Int(exactly: raw).flatMap(ModalPresentationStyle.init(rawValue:)) else {
        throw DecodingError(description: "unknown style \(raw)")
      }
      return style
    }
  }

  fileprivate mutating func operations() throws(DecodingError) -> [TransitionOperation] {
    var last = lastArrays.operations
    defer { lastArrays.operations = last }
    return try array(reusing: &last) { (reader) throws(DecodingError) in
      let raw = try reader.string()
      guard let operation = TransitionOperation(rawValue: raw) else {
        throw DecodingError(description: "unknown operation '\(raw)'")
      }
      return operation
    }
  }

  fileprivate mutating func rank() throws(DecodingError) -> AnimatorRank {
    let value = try int32()
    guard value >= 0 else { throw DecodingError(description: "negative rank \(value)") }
    return AnimatorRank(Int(value))
  }

  fileprivate mutating func parameters() throws(DecodingError) -> [AnimatorParameter] {
    var last = lastArrays.parameters
    defer { lastArrays.parameters = last }
    return try array(reusing: &last) { (reader) throws(DecodingError) in
      let name = try reader.string()
      guard let kind = AnimatorParameter.Kind(rawValue: try reader.string()) else {
        throw DecodingError(description: "unknown parameter kind")
      }
      let defaultValue = try reader.optionalString()
      let summary = try reader.string()
      let choices = try reader.array { (reader) throws(DecodingError) in try reader.string() }
      var range: ClosedRange<Double>?
      if try reader.flag() {
        let lower = try reader.number()
        let upper = try reader.number()
        guard lower <= upper else { throw DecodingError(description: "bad range") }
        range = lower...upper
      }
      return AnimatorParameter(
        name: name, kind: kind, defaultValue: defaultValue, summary: summary, choices: choices,
        range: range)
    }
  }
}
