import TransitionEngine

/// What a validation child reports to its parent, one JSON object a line on a private
/// pipe: each test announced before it runs (so a crash or hang can be pinned on it),
/// each result, and the end.
enum ValidationEvent: Hashable {
  /// Test number `index` (counted over the whole plugin file) is about to run.
  case start(index: Int, animator: String, test: String)
  /// Test number `index` ended.
  case result(index: Int, ConformanceResult)
  /// Every test ran.
  case done

  /// The event as one line of JSON.
  var json: JSONValue {
    switch self {
    case .start(let index, let animator, let test):
      .object([
        ("event", .string("start")), ("index", .integer(index)), ("animator", .string(animator)),
        ("test", .string(test)),
      ])
    case .result(let index, let result):
      .object([
        ("event", .string("result")), ("index", .integer(index)),
        ("animator", .string(result.animator)), ("test", .string(result.test)),
        ("status", .string(result.status.rawValue)), ("message", .string(result.message)),
      ])
    case .done:
      .object([("event", .string("done"))])
    }
  }

  /// Reads a line the child wrote; nil for anything else.
  init?(line: String) {
    guard case .success(.object(let members)) = JSONReader.parse(line) else { return nil }
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
      self = .start(index: index, animator: animator, test: test)
    case "result":
      guard let index = integer("index"), let animator = string("animator"),
        let test = string("test"),
        let status = string("status").flatMap(ConformanceStatus.init(rawValue:)),
        let message = string("message")
      else { return nil }
      self = .result(
        index: index,
        ConformanceResult(animator: animator, test: test, status: status, message: message))
    case "done":
      self = .done
    default:
      return nil
    }
  }
}
