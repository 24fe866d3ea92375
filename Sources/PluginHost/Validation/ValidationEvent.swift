import TransitionEngine

/// What a validation child reports to its parent, one record each on its
/// ``ReportChannel``: each test announced before it runs (so a crash, a hang or a fork
/// can be pinned on it), each result, and the end.
enum ValidationEvent: Hashable {
  /// Test number `index` (counted over the whole plugin file) is about to run; `kind`
  /// names the object tested when it is not an animator.
  case start(index: Int, animator: String, test: String, kind: ObjectDescriptor.Kind? = nil)
  /// Test number `index` ended.
  case result(index: Int, ConformanceResult)
  /// Every test ran.
  case done

  /// The event's name and members, as the child sends them on its ``ReportChannel``.
  var record: (event: String, members: [(String, JSONValue)]) {
    switch self {
    case .start(let index, let animator, let test, let kind):
      (
        "start",
        [("index", .integer(index)), ("animator", .string(animator)), ("test", .string(test))]
          + (kind.map { [("kind", JSONValue.string($0.rawValue))] } ?? [])
      )
    case .result(let index, let result):
      (
        "result",
        [
          ("index", .integer(index)), ("animator", .string(result.animator)),
          ("test", .string(result.test)), ("status", .string(result.status.rawValue)),
          ("message", .string(result.message)),
        ] + (result.kind.map { [("kind", JSONValue.string($0.rawValue))] } ?? [])
      )
    case .done:
      ("done", [])
    }
  }

  /// Reads a record the child sent (its members, `event` among them); nil for anything
  /// else.
  init?(members: [(String, JSONValue)]) {
    func string(_ name: String) -> String? {
      guard case .string(let value)? = members.first(where: { $0.0 == name })?.1 else { return nil }
      return value
    }
    func integer(_ name: String) -> Int? {
      guard case .integer(let value)? = members.first(where: { $0.0 == name })?.1 else {
        return nil
      }
      return value
    }
    switch string("event") {
    case "start":
      guard let index = integer("index"), let animator = string("animator"),
        let test = string("test")
      else { return nil }
      self = .start(
        index: index, animator: animator, test: test,
        kind: string("kind").flatMap(ObjectDescriptor.Kind.init(rawValue:)))
    case "result":
      guard let index = integer("index"), let animator = string("animator"),
        let test = string("test"),
        let status = string("status").flatMap(ConformanceStatus.init(rawValue:)),
        let message = string("message")
      else { return nil }
      self = .result(
        index: index,
        ConformanceResult(
          animator: animator, test: test, status: status, message: message,
          kind: string("kind").flatMap(ObjectDescriptor.Kind.init(rawValue:))))
    case "done":
      self = .done
    default:
      return nil
    }
  }
}
