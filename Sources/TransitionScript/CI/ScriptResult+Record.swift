import TransitionEngine

/// A ``ScriptResult`` as one JSON value and back: how an isolated helper hands its
/// results to the process that reports them.
extension ScriptResult {
  /// The result as a JSON object.
  public var record: JSONValue {
    var members: [(String, JSONValue)] = [
      ("file", .string(file)), ("transitions", .integer(transitions)),
      ("virtualTime", .number(virtualTime)),
      ("expectations", .array(expectations.map(\.record))),
      ("warnings", .array(warnings.map(\.record))),
      ("crashes", .array(crashes.map(\.record))), ("goldens", .array(goldens.map(\.record))),
    ]
    if let diagnostic { members.append(("diagnostic", diagnostic.json)) }
    return .object(members)
  }

  /// The result `record` holds, nil when it holds none.
  public init?(record: JSONValue) {
    let fields = Fields(record)
    guard let file = fields.string("file") else { return nil }
    self.init(file: file)
    transitions = fields.integer("transitions") ?? 0
    virtualTime = fields.number("virtualTime") ?? 0
    expectations = fields.array("expectations").compactMap(ExpectationResult.init(record:))
    warnings = fields.array("warnings").compactMap(RunWarning.init(record:))
    crashes = fields.array("crashes").compactMap(CrashedTransition.init(record:))
    goldens = fields.array("goldens").compactMap(GoldenResult.init(record:))
    diagnostic = fields.value("diagnostic").flatMap(FileDiagnostic.init(record:))
  }
}

extension TransitionName {
  var record: JSONValue { .object([("index", .integer(index)), ("label", .string(label))]) }

  init?(record: JSONValue?) {
    guard let record else { return nil }
    let fields = Fields(record)
    guard let index = fields.integer("index"), let label = fields.string("label") else {
      return nil
    }
    self.init(index: index, label: label)
  }
}

extension ExpectationResult {
  var record: JSONValue {
    .object([
      ("line", .integer(line)), ("column", .integer(column)),
      ("transition", transition?.record ?? .null), ("text", .string(text)),
      ("passed", .bool(passed)), ("actual", .string(actual)),
    ])
  }

  init?(record: JSONValue) {
    let fields = Fields(record)
    guard let line = fields.integer("line"), let text = fields.string("text"),
      let passed = fields.bool("passed")
    else { return nil }
    self.init(
      line: line, column: fields.integer("column") ?? 1,
      transition: TransitionName(record: fields.value("transition")), text: text, passed: passed,
      actual: fields.string("actual") ?? "")
  }
}

extension RunWarning {
  var record: JSONValue {
    .object([
      ("source", .string(source.rawValue)), ("id", id.map(JSONValue.string) ?? .null),
      ("line", line.map(JSONValue.integer) ?? .null), ("transition", transition?.record ?? .null),
      ("message", .string(message)),
    ])
  }

  init?(record: JSONValue) {
    let fields = Fields(record)
    guard let source = fields.string("source").flatMap(Source.init(rawValue:)),
      let message = fields.string("message")
    else { return nil }
    self.init(
      source: source, id: fields.string("id"), line: fields.integer("line"),
      transition: TransitionName(record: fields.value("transition")), message: message)
  }
}

extension CrashedTransition {
  var record: JSONValue {
    .object([
      ("line", .integer(line)), ("transition", transition.record), ("reason", .string(reason)),
    ])
  }

  init?(record: JSONValue) {
    let fields = Fields(record)
    guard let line = fields.integer("line"),
      let transition = TransitionName(record: fields.value("transition")),
      let reason = fields.string("reason")
    else { return nil }
    self.init(line: line, transition: transition, reason: reason)
  }
}

extension GoldenResult {
  var record: JSONValue {
    .object([
      ("line", line.map(JSONValue.integer) ?? .null),
      ("transition", transition.map(JSONValue.integer) ?? .null), ("passed", .bool(passed)),
      ("message", .string(message)),
    ])
  }

  init?(record: JSONValue) {
    let fields = Fields(record)
    guard let passed = fields.bool("passed"), let message = fields.string("message") else {
      return nil
    }
    self.init(
      line: fields.integer("line"), transition: fields.integer("transition"), passed: passed,
      message: message)
  }
}

extension FileDiagnostic {
  init?(record: JSONValue) {
    let fields = Fields(record)
    guard let file = fields.string("file"), let message = fields.string("message") else {
      return nil
    }
    self.init(
      file: file, line: fields.integer("line"), column: fields.integer("column"),
      message: message, hint: fields.string("hint"))
  }
}

/// The members of a JSON object, read by name and type.
private struct Fields {
  let members: [(String, JSONValue)]

  init(_ value: JSONValue) {
    if case .object(let members) = value { self.members = members } else { members = [] }
  }

  func value(_ name: String) -> JSONValue? { members.first { $0.0 == name }?.1 }

  func string(_ name: String) -> String? {
    if case .string(let text)? = value(name) { text } else { nil }
  }

  func integer(_ name: String) -> Int? {
    switch value(name) {
    case .integer(let number)?: number
    case .number(let number)? where number.rounded() == number: Int(exactly: number)
    default: nil
    }
  }

  func number(_ name: String) -> Double? {
    switch value(name) {
    case .number(let number)?: number
    case .integer(let number)?: Double(number)
    default: nil
    }
  }

  func bool(_ name: String) -> Bool? {
    if case .bool(let flag)? = value(name) { flag } else { nil }
  }

  func array(_ name: String) -> [JSONValue] {
    if case .array(let values)? = value(name) { values } else { [] }
  }
}
