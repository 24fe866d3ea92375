import TransitionEngine

/// Builds XML or HTML text one element at a time, one element a line, attributes in the
/// order given and escaped, so the same calls always give the same bytes.
struct Markup {
  /// An attribute: its name and its value, unescaped.
  typealias Attribute = (String, String)

  /// The text so far.
  private(set) var text = ""
  /// How many elements are open, for indentation.
  private var depth: Int
  /// What each open element indents a line by.
  private let indentation: String

  /// Empty markup, indented as if `depth` elements were open (a part of a document
  /// written on its own); `isIndented` false writes every line at its start.
  init(depth: Int = 0, isIndented: Bool = true) {
    self.depth = depth
    self.indentation = isIndented ? "  " : ""
  }

  /// Appends `line` as is, indented to the current depth.
  mutating func raw(_ line: String) {
    text += String(repeating: indentation, count: depth) + line + "\n"
  }

  /// Opens `name`; close it with ``close(_:)``.
  mutating func open(_ name: String, _ attributes: [Attribute] = []) {
    raw("<" + name + Self.attributeText(attributes) + ">")
    depth += 1
  }

  /// Closes `name`.
  mutating func close(_ name: String) {
    depth = max(depth - 1, 0)
    raw("</" + name + ">")
  }

  /// An element with no content: `<name …/>`, or `<name …></name>` for HTML.
  mutating func empty(_ name: String, _ attributes: [Attribute] = [], html: Bool = false) {
    let attributeText = Self.attributeText(attributes)
    raw(html ? "<\(name)\(attributeText)></\(name)>" : "<\(name)\(attributeText)/>")
  }

  /// An element holding `content`, escaped.
  mutating func element(_ name: String, _ attributes: [Attribute] = [], text content: String) {
    raw("<\(name)\(Self.attributeText(attributes))>\(XMLText.escape(content))</\(name)>")
  }

  /// Appends another document's lines, indented to the current depth.
  mutating func append(lines other: String) {
    for line in other.split(separator: "\n", omittingEmptySubsequences: true) {
      raw(String(line))
    }
  }

  private static func attributeText(_ attributes: [Attribute]) -> String {
    attributes.map { " \($0.0)=\"\(XMLText.escape($0.1))\"" }.joined()
  }

  /// `value` as attribute text, via ``formatNumber(_:)``.
  static func number(_ value: Double) -> String { formatNumber(value) }

  /// `matrix(a b c d e f)` for an SVG `transform` attribute.
  static func matrix(_ transform: AffineTransform) -> String {
    let entries = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
    return "matrix(" + entries.map(formatNumber).joined(separator: " ") + ")"
  }
}
