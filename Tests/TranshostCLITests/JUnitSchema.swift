import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// A JUnit XML document read by a real XML parser (Foundation's `XMLParser`) and
/// checked against the shape of Jenkins' `junit-10.xsd`, the schema CI servers read:
/// which elements may appear where and in what order, which attributes each may carry
/// and which it must, that counts are whole numbers and times numbers, and that each
/// suite's counts match its test cases.
struct JUnitDocument {
  /// One element: its name, attributes, children and text.
  final class Element {
    let name: String
    let attributes: [String: String]
    var children: [Element] = []
    var text = ""

    init(name: String, attributes: [String: String]) {
      self.name = name
      self.attributes = attributes
    }

    func all(_ name: String) -> [Element] { children.filter { $0.name == name } }
  }

  /// The `testsuites` element.
  let root: Element

  /// What the schema allows of each element: attributes, those required, and the
  /// children in their order (each at most once unless repeatable).
  private struct Rule {
    let attributes: Set<String>
    let required: Set<String>
    let children: [(name: String, repeats: Bool)]
    let hasText: Bool
  }

  private static let rules: [String: Rule] = [
    "testsuites": Rule(
      attributes: ["name", "time", "tests", "failures", "disabled", "errors"], required: [],
      children: [("testsuite", true)], hasText: false),
    "testsuite": Rule(
      attributes: [
        "name", "tests", "failures", "errors", "time", "disabled", "skipped", "timestamp",
        "hostname", "id", "package", "file", "log", "url", "version",
      ], required: ["name", "tests"],
      children: [
        ("properties", false), ("testcase", true), ("system-out", false), ("system-err", false),
      ], hasText: false),
    "testcase": Rule(
      attributes: ["name", "assertions", "time", "classname", "status"], required: ["name"],
      children: [
        ("skipped", false), ("error", true), ("failure", true), ("system-out", true),
        ("system-err", true),
      ], hasText: false),
    "failure": Rule(attributes: ["message", "type"], required: [], children: [], hasText: true),
    "error": Rule(attributes: ["message", "type"], required: [], children: [], hasText: true),
    "skipped": Rule(attributes: ["message"], required: [], children: [], hasText: true),
    "system-out": Rule(attributes: [], required: [], children: [], hasText: true),
    "system-err": Rule(attributes: [], required: [], children: [], hasText: true),
  ]

  /// Why a document is not one: the parser's error or the first rule broken.
  struct Invalid: Error, CustomStringConvertible {
    let description: String
  }

  /// Parses `data` and checks it.
  init(_ data: Data) throws {
    let builder = TreeBuilder()
    let parser = XMLParser(data: data)
    parser.delegate = builder
    guard parser.parse(), let root = builder.root else {
      throw Invalid(
        description: "not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "no root")")
    }
    guard root.name == "testsuites" else {
      throw Invalid(description: "the root is '\(root.name)', not 'testsuites'")
    }
    try Self.check(root)
    for suite in root.all("testsuite") { try Self.checkCounts(suite) }
    self.root = root
  }

  private static func check(_ element: Element) throws {
    guard let rule = rules[element.name] else {
      throw Invalid(description: "element '\(element.name)' is not in the schema")
    }
    for name in element.attributes.keys where !rule.attributes.contains(name) {
      throw Invalid(description: "'\(element.name)' may not carry '\(name)'")
    }
    for name in rule.required where element.attributes[name] == nil {
      throw Invalid(description: "'\(element.name)' lacks '\(name)'")
    }
    for name in ["tests", "failures", "errors", "skipped", "disabled", "assertions"] {
      if let value = element.attributes[name], Int(value).map({ $0 >= 0 }) != true {
        throw Invalid(description: "'\(element.name)' \(name)='\(value)' is no count")
      }
    }
    if let time = element.attributes["time"], Double(time) == nil {
      throw Invalid(description: "'\(element.name)' time='\(time)' is no number")
    }
    if !rule.hasText, !element.text.allSatisfy(\.isWhitespace) {
      throw Invalid(description: "'\(element.name)' holds text")
    }
    var position = 0
    var seen: Set<String> = []
    for child in element.children {
      guard
        let index = rule.children.indices.dropFirst(position).first(where: {
          rule.children[$0].name == child.name
        })
      else {
        throw Invalid(description: "'\(child.name)' may not stand there in '\(element.name)'")
      }
      if !rule.children[index].repeats, seen.contains(child.name) {
        throw Invalid(description: "'\(element.name)' has more than one '\(child.name)'")
      }
      seen.insert(child.name)
      position = index
      try check(child)
    }
  }

  private static func checkCounts(_ suite: Element) throws {
    let cases = suite.all("testcase")
    let counts = [
      ("tests", cases.count), ("failures", cases.filter { !$0.all("failure").isEmpty }.count),
      ("errors", cases.filter { !$0.all("error").isEmpty }.count),
      ("skipped", cases.filter { !$0.all("skipped").isEmpty }.count),
    ]
    for (name, count) in counts {
      if let value = suite.attributes[name], Int(value) != count {
        throw Invalid(description: "suite \(name)=\(value) but it has \(count)")
      }
    }
  }

  private final class TreeBuilder: NSObject, XMLParserDelegate {
    var root: Element?
    var stack: [Element] = []

    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      let element = Element(name: name, attributes: attributes)
      if let parent = stack.last { parent.children.append(element) } else { root = element }
      stack.append(element)
    }

    func parser(
      _ parser: XMLParser, didEndElement name: String, namespaceURI: String?,
      qualifiedName: String?
    ) {
      stack.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      stack.last?.text += string
    }
  }
}
