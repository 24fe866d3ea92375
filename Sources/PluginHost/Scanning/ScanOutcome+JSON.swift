import TransitionEngine

/// The JSON form of a ``ScanOutcome``: the scan helper's report and a cache entry's
/// `outcome`. Errors are stored without their path (the reader supplies it); numbers
/// that are not whole are written as Swift's exact text (`"0.25"`, `"-inf"`), so a
/// descriptor read back is equal to the one written.
extension ScanOutcome {
  /// Why a JSON value is not a scan outcome.
  struct DecodingError: Error, CustomStringConvertible {
    let description: String
  }

  /// The outcome as JSON.
  var json: JSONValue {
    switch self {
    case .plugin(let plugin):
      .object([
        ("outcome", .string("plugin")),
        ("builtWith", plugin.builtWith.map(JSONValue.string) ?? .null),
        ("abiMinor", .integer(Int(plugin.abiMinor))),
        ("descriptors", .array(plugin.descriptors.map(Self.json(for:)))),
        ("objects", .array(plugin.objectDescriptors.map(Self.json(for:)))),
        ("refused", .array(plugin.refusedDescriptors.map(Self.json(for:)))),
      ])
    case .notAPlugin:
      .object([("outcome", .string("notAPlugin"))])
    case .refused(let error):
      .object([("outcome", .string("refused")), ("error", Self.json(for: error))])
    }
  }

  /// Reads an outcome for the file at `path` from `json`.
  init(json: JSONValue, path: String) throws(DecodingError) {
    switch try json.member("outcome").stringValue() {
    case "plugin":
      self = .plugin(
        ScannedPlugin(
          builtWith: try json.member("builtWith").optionalString(),
          abiMinor: try json.member("abiMinor").uint32Value(),
          descriptors: try json.member("descriptors").arrayValue().map {
            (item) throws(DecodingError) in
            try Self.descriptor(from: item)
          },
          objectDescriptors: try json.member("objects").arrayValue().map {
            (item) throws(DecodingError) in
            try Self.objectDescriptor(from: item)
          },
          refusedDescriptors: try json.member("refused").arrayValue().map {
            (item) throws(DecodingError) in
            try Self.error(from: item, path: path)
          },
          handles: nil))
    case "notAPlugin":
      self = .notAPlugin
    case "refused":
      self = .refused(try Self.error(from: json.member("error"), path: path))
    case let other:
      throw DecodingError(description: "unknown outcome '\(other)'")
    }
  }

  // MARK: Descriptors

  static func json(for d: AnimatorDescriptor) -> JSONValue {
    .object([
      ("id", .string(d.id)), ("name", .string(d.name)), ("version", .string(d.version)),
      ("vendor", .string(d.vendor)), ("summary", .string(d.summary)),
      ("styles", .array(d.styles.map { .integer($0.rawValue) })),
      ("operations", .array(d.operations.map { .string($0.rawValue) })),
      ("interactive", .bool(d.supportsInteractive)),
      ("defaultDuration", exact(d.defaultDuration)), ("rank", .integer(d.rank.value)),
      ("parameters", json(for: d.parameters)),
    ])
  }

  static func json(for parameters: [AnimatorParameter]) -> JSONValue {
    .array(
      parameters.map { p in
        .object([
          ("name", .string(p.name)), ("kind", .string(p.kind.rawValue)),
          ("default", p.defaultValue.map(JSONValue.string) ?? .null),
          ("summary", .string(p.summary)), ("choices", .array(p.choices.map(JSONValue.string))),
          ("range", p.range.map { .array([exact($0.lowerBound), exact($0.upperBound)]) } ?? .null),
        ])
      })
  }

  static func json(for d: ObjectDescriptor) -> JSONValue {
    .object([
      ("kind", .string(d.kind.rawValue)), ("id", .string(d.id)), ("name", .string(d.name)),
      ("version", .string(d.version)), ("vendor", .string(d.vendor)),
      ("summary", .string(d.summary)), ("styles", .array(d.styles.map { .integer($0.rawValue) })),
      ("operations", .array(d.operations.map { .string($0.rawValue) })),
      ("rank", .integer(d.rank.value)), ("parameters", json(for: d.parameters)),
    ])
  }

  static func objectDescriptor(from json: JSONValue) throws(DecodingError) -> ObjectDescriptor {
    guard let kind = ObjectDescriptor.Kind(rawValue: try json.member("kind").stringValue()) else {
      throw DecodingError(description: "unknown object kind")
    }
    return ObjectDescriptor(
      kind: kind, id: try json.member("id").stringValue(),
      name: try json.member("name").stringValue(),
      version: try json.member("version").stringValue(),
      vendor: try json.member("vendor").stringValue(),
      summary: try json.member("summary").stringValue(),
      styles: try styles(from: json.member("styles")),
      operations: try operations(from: json.member("operations")),
      parameters: try parameters(from: json.member("parameters")),
      rank: try rank(from: json.member("rank")))
  }

  static func descriptor(from json: JSONValue) throws(DecodingError) -> AnimatorDescriptor {
    AnimatorDescriptor(
      id: try json.member("id").stringValue(), name: try json.member("name").stringValue(),
      version: try json.member("version").stringValue(),
      vendor: try json.member("vendor").stringValue(),
      summary: try json.member("summary").stringValue(),
      styles: try styles(from: json.member("styles")),
      operations: try operations(from: json.member("operations")),
      supportsInteractive: try json.member("interactive").boolValue(),
      defaultDuration: try json.member("defaultDuration").numberFromText(),
      parameters: try parameters(from: json.member("parameters")),
      rank: try rank(from: json.member("rank")))
  }

  static func styles(from json: JSONValue) throws(DecodingError) -> [ModalPresentationStyle] {
    var styles: [ModalPresentationStyle] = []
    for item in try json.arrayValue() {
      guard case .integer(let raw) = item, let style = ModalPresentationStyle(rawValue: raw) else {
        throw DecodingError(description: "unknown style \(item.text)")
      }
      styles.append(style)
    }
    return styles
  }

  static func operations(from json: JSONValue) throws(DecodingError) -> [TransitionOperation] {
    var operations: [TransitionOperation] = []
    for item in try json.arrayValue() {
      guard let operation = TransitionOperation(rawValue: try item.stringValue()) else {
        throw DecodingError(description: "unknown operation \(item.text)")
      }
      operations.append(operation)
    }
    return operations
  }

  static func parameters(from json: JSONValue) throws(DecodingError) -> [AnimatorParameter] {
    var parameters: [AnimatorParameter] = []
    for item in try json.arrayValue() {
      guard let kind = AnimatorParameter.Kind(rawValue: try item.member("kind").stringValue())
      else {
        throw DecodingError(description: "unknown parameter kind")
      }
      var range: ClosedRange<Double>?
      if case .array(let bounds) = try item.member("range") {
        guard bounds.count == 2 else { throw DecodingError(description: "bad range") }
        let lower = try bounds[0].numberFromText()
        let upper = try bounds[1].numberFromText()
        guard lower <= upper else { throw DecodingError(description: "bad range") }
        range = lower...upper
      }
      parameters.append(
        AnimatorParameter(
          name: try item.member("name").stringValue(), kind: kind,
          defaultValue: try item.member("default").optionalString(),
          summary: try item.member("summary").stringValue(),
          choices: try item.member("choices").arrayValue().map { (choice) throws(DecodingError) in
            try choice.stringValue()
          },
          range: range))
    }
    return parameters
  }

  /// A cached rank: a line written before ranks existed has none and is stale (the
  /// file is scanned again).
  static func rank(from json: JSONValue) throws(DecodingError) -> AnimatorRank {
    let value = try json.int32Value()
    guard value >= 0 else { throw DecodingError(description: "negative rank \(value)") }
    return AnimatorRank(Int(value))
  }

  // MARK: Errors

  static func json(for error: PluginLoadError) -> JSONValue {
    func kind(_ name: String, _ members: (String, JSONValue)...) -> JSONValue {
      .object([("kind", .string(name))] + members)
    }
    switch error {
    case .notLoadable(_, let message): return kind("notLoadable", ("message", .string(message)))
    case .wrongMachine(_, let found): return kind("wrongMachine", ("found", .string(found)))
    case .truncated(_, let size, let needed):
      return kind("truncated", ("size", .integer(size)), ("needed", .integer(needed)))
    case .notARegularFile(_, let fileKind):
      return kind("notARegularFile", ("fileKind", .string(fileKind)))
    case .insecure(_, let culprit, let reason):
      return kind("insecure", ("culprit", .string(culprit)), ("reason", .string(reason)))
    case .notAPlugin: return kind("notAPlugin")
    case .entryReturnedNothing: return kind("entryReturnedNothing")
    case .wrongMajor(_, let found): return kind("wrongMajor", ("found", .integer(Int(found))))
    case .minorTooNew(_, let required, let host):
      return kind(
        "minorTooNew", ("required", .integer(Int(required))), ("host", .integer(Int(host))))
    case .structTooSmall(_, let name, let size, let needed):
      return kind(
        "structTooSmall", ("structName", .string(name)), ("size", .integer(Int(size))),
        ("needed", .integer(needed)))
    case .initFailed(_, let status): return kind("initFailed", ("status", .integer(Int(status))))
    case .noFactory: return kind("noFactory")
    case .badDescriptor(_, let index, let reason):
      return kind("badDescriptor", ("index", .integer(Int(index))), ("reason", .string(reason)))
    case .objectFactoryTooSmall(_, let size, let needed):
      return kind(
        "objectFactoryTooSmall", ("size", .integer(Int(size))), ("needed", .integer(needed)))
    case .badObjectDescriptor(_, let index, let reason):
      return kind(
        "badObjectDescriptor", ("index", .integer(Int(index))), ("reason", .string(reason)))
    case .crashedWhileLoading(_, let signal):
      return kind("crashedWhileLoading", ("signal", .integer(Int(signal))))
    case .exitedWhileLoading(_, let status):
      return kind("exitedWhileLoading", ("status", .integer(Int(status))))
    case .timedOutWhileLoading(_, let seconds):
      return kind("timedOutWhileLoading", ("seconds", exact(seconds)))
    case .scanFailed(_, let reason): return kind("scanFailed", ("reason", .string(reason)))
    case .changedSinceScan(_, let scanned, let found):
      return kind(
        "changedSinceScan", ("scanned", .string(scanned.argument)),
        ("found", .string(found.argument)))
    }
  }

  static func error(from json: JSONValue, path: String) throws(DecodingError) -> PluginLoadError {
    switch try json.member("kind").stringValue() {
    case "notLoadable":
      return .notLoadable(path: path, loaderMessage: try json.member("message").stringValue())
    case "wrongMachine":
      return .wrongMachine(path: path, found: try json.member("found").stringValue())
    case "truncated":
      return .truncated(
        path: path, size: try json.member("size").intValue(),
        needed: try json.member("needed").intValue())
    case "notARegularFile":
      return .notARegularFile(path: path, kind: try json.member("fileKind").stringValue())
    case "insecure":
      return .insecure(
        path: path, culprit: try json.member("culprit").stringValue(),
        reason: try json.member("reason").stringValue())
    case "notAPlugin": return .notAPlugin(path: path)
    case "entryReturnedNothing": return .entryReturnedNothing(path: path)
    case "wrongMajor": return .wrongMajor(path: path, found: try json.member("found").uint32Value())
    case "minorTooNew":
      return .minorTooNew(
        path: path, required: try json.member("required").uint32Value(),
        host: try json.member("host").uint32Value())
    case "structTooSmall":
      return .structTooSmall(
        path: path, structName: try json.member("structName").stringValue(),
        size: try json.member("size").uint32Value(), needed: try json.member("needed").intValue())
    case "initFailed":
      return .initFailed(path: path, status: try json.member("status").int32Value())
    case "noFactory": return .noFactory(path: path)
    case "badDescriptor":
      return .badDescriptor(
        path: path, index: try json.member("index").uint32Value(),
        reason: try json.member("reason").stringValue())
    case "objectFactoryTooSmall":
      return .objectFactoryTooSmall(
        path: path, size: try json.member("size").uint32Value(),
        needed: try json.member("needed").intValue())
    case "badObjectDescriptor":
      return .badObjectDescriptor(
        path: path, index: try json.member("index").uint32Value(),
        reason: try json.member("reason").stringValue())
    case "crashedWhileLoading":
      return .crashedWhileLoading(path: path, signal: try json.member("signal").int32Value())
    case "exitedWhileLoading":
      return .exitedWhileLoading(path: path, status: try json.member("status").int32Value())
    case "timedOutWhileLoading":
      return .timedOutWhileLoading(path: path, seconds: try json.member("seconds").numberFromText())
    case "scanFailed":
      return .scanFailed(path: path, reason: try json.member("reason").stringValue())
    case "changedSinceScan":
      guard let scanned = FileIdentity(argument: try json.member("scanned").stringValue()),
        let found = FileIdentity(argument: try json.member("found").stringValue())
      else { throw DecodingError(description: "bad file identity") }
      return .changedSinceScan(path: path, scanned: scanned, found: found)
    case let other: throw DecodingError(description: "unknown refusal '\(other)'")
    }
  }

  /// A number that is not whole, as its exact text.
  static func exact(_ value: Double) -> JSONValue { .string(String(value)) }
}

extension JSONValue {
  typealias DecodingError = ScanOutcome.DecodingError

  /// The member `key` of an object.
  func member(_ key: String) throws(DecodingError) -> JSONValue {
    guard case .object(let members) = self else {
      throw DecodingError(description: "expected an object with '\(key)'")
    }
    guard let member = members.first(where: { $0.0 == key }) else {
      throw DecodingError(description: "'\(key)' is missing")
    }
    return member.1
  }

  func stringValue() throws(DecodingError) -> String {
    guard case .string(let value) = self else {
      throw DecodingError(description: "expected a string")
    }
    return value
  }

  func optionalString() throws(DecodingError) -> String? {
    if case .null = self { return nil }
    return try stringValue()
  }

  func boolValue() throws(DecodingError) -> Bool {
    guard case .bool(let value) = self else {
      throw DecodingError(description: "expected a boolean")
    }
    return value
  }

  func intValue() throws(DecodingError) -> Int {
    guard case .integer(let value) = self else {
      throw DecodingError(description: "expected a whole number")
    }
    return value
  }

  func uint32Value() throws(DecodingError) -> UInt32 {
    guard let value = UInt32(exactly: try intValue()) else {
      throw DecodingError(description: "number out of range")
    }
    return value
  }

  func int32Value() throws(DecodingError) -> Int32 {
    guard let value = Int32(exactly: try intValue()) else {
      throw DecodingError(description: "number out of range")
    }
    return value
  }

  func arrayValue() throws(DecodingError) -> [JSONValue] {
    guard case .array(let values) = self else {
      throw DecodingError(description: "expected an array")
    }
    return values
  }

  /// A number written by ``ScanOutcome/exact(_:)``.
  func numberFromText() throws(DecodingError) -> Double {
    guard let value = Double(try stringValue()) else {
      throw DecodingError(description: "expected a number as text")
    }
    return value
  }
}
