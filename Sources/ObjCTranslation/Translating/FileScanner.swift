/// Walks one file's tokens once: finds its type declarations and their members, and
/// records the edits that take the Objective-C runtime out (by token index).
struct FileScanner {
  let path: String
  let tokens: [Token]
  /// Indices of the significant tokens, in order.
  let significant: [Int]
  /// The types found, in source order.
  var types: [TypeDeclaration] = []
  /// Token indices whose text is replaced.
  var edits: [Int: String] = [:]
  /// `#selector` and `#keyPath` expressions: the position (in `significant`) of the
  /// pound token and of the closing parenthesis.
  var selectors: [(start: Int, end: Int)] = []
  /// Constructs refused or warned about.
  var diagnostics: [Diagnostic] = []

  static let removedAttributes: Set<String> = [
    "@objc", "@objcMembers", "@IBAction", "@IBOutlet", "@IBInspectable", "@IBDesignable",
    "@nonobjc", "@GKInspectable", "@IBSegueAction",
  ]
  static let exposingAttributes: Set<String> = [
    "@objc", "@IBAction", "@IBOutlet", "@IBInspectable", "@IBSegueAction",
  ]
  static let modifiers: Set<String> = [
    "dynamic", "optional", "static", "class", "private", "fileprivate", "public", "open",
    "internal", "package", "final", "override", "lazy", "weak", "unowned", "mutating",
    "nonisolated", "required", "convenience", "nonmutating", "indirect",
  ]
  static let typeKeywords: Set<String> = [
    "class", "struct", "enum", "protocol", "extension", "actor",
  ]
  /// What may follow a modifier: another modifier, or what it modifies.
  static let declarationKeywords: Set<String> = [
    "func", "var", "let", "init", "deinit", "subscript", "typealias", "associatedtype", "case",
  ]

  init(path: String, source: String) {
    self.path = path
    let tokens = Lexer.tokens(of: source)
    self.tokens = tokens
    significant = tokens.indices.filter { tokens[$0].isSignificant }
  }

  func text(_ position: Int) -> String {
    position >= 0 && position < significant.count ? tokens[significant[position]].text : ""
  }

  func token(_ position: Int) -> Token { tokens[significant[min(position, significant.count - 1)]] }

  /// Whether the tokens at significant positions `position` and the next touch.
  func touchesNext(_ position: Int) -> Bool {
    position + 1 < significant.count && significant[position + 1] == significant[position] + 1
  }

  mutating func blank(_ position: Int) {
    let index = significant[position]
    edits[index] = String(tokens[index].text.map { $0 == "\n" ? "\n" : " " })
  }

  mutating func report(_ position: Int, _ problem: TranslationProblem) {
    let token = token(position)
    diagnostics.append(
      Diagnostic(path: path, line: token.line, column: token.column, problem: problem))
  }

  /// The position of the parenthesis or bracket closing the one at `open`.
  func closing(_ open: Int) -> Int {
    var depth = 0
    var position = open
    while position < significant.count {
      switch text(position) {
      case "(", "[", "{": depth += 1
      case ")", "]", "}":
        depth -= 1
        if depth == 0 { return position }
      default: break
      }
      position += 1
    }
    return significant.count - 1
  }

  /// The source text of significant positions `range`, with the whitespace between.
  func sourceText(_ range: ClosedRange<Int>) -> String {
    guard range.lowerBound < significant.count, range.lowerBound <= range.upperBound else {
      return ""
    }
    let last = significant[min(range.upperBound, significant.count - 1)]
    return tokens[significant[range.lowerBound]...last].map(\.text).joined()
  }

  /// Whether the identifier at `position` is a modifier (`dynamic`, `private(set)`), not
  /// a name that happens to be spelled as one; where what it modifies begins.
  func modifierEnd(at position: Int) -> Int? {
    let current = text(position)
    guard token(position).kind == .identifier, text(position - 1) != ".",
      Self.modifiers.contains(current)
    else { return nil }
    var next = position + 1
    if text(next) == "(", touchesNext(position) { next = closing(next) + 1 }
    let following = text(next)
    if current == "class", Self.isTypeStart(following) { return nil }
    let isDeclaration =
      Self.modifiers.contains(following) || Self.declarationKeywords.contains(following)
      || Self.typeKeywords.contains(following) || token(next).kind == .attribute
    return isDeclaration ? next : nil
  }

  /// Where `import UIKit.UIGestureRecognizerSubclass` that starts at `position` ends (its
  /// last significant position), or nil when the tokens there are not that import.
  func subclassingImportEnd(at position: Int) -> Int? {
    guard text(position) == "import", text(position - 1) != ".", text(position + 1) == "UIKit",
      text(position + 2) == ".", text(position + 3) == "UIGestureRecognizerSubclass"
    else { return nil }
    return position + 3
  }

  /// Scans the whole file.
  mutating func scan() {
    var stack: [(type: Int?, depth: Int)] = []
    var depth = 0
    var pendingType: Int?
    var attributes: [String] = []
    var modifiers: [(text: String, position: Int)] = []
    var position = 0
    while position < significant.count {
      let current = text(position)
      let kind = token(position).kind
      let owner = stack.last?.type
      if kind == .attribute {
        attributes.append(current)
        if Self.removedAttributes.contains(current) { blank(position) }
        if text(position + 1) == "(", touchesNext(position) {
          let end = closing(position + 1)
          if current == "@objc" {
            attributes.append("@objc(" + (position + 2..<end).map(text).joined() + ")")
            for inner in position + 1...end { blank(inner) }
          }
          position = end
        }
        position += 1
        continue
      }
      if kind == .pound, current == "#selector" || current == "#keyPath", text(position + 1) == "("
      {
        let end = closing(position + 1)
        selectors.append((position, end))
        position = end + 1
        continue
      }
      if kind == .identifier, let end = subclassingImportEnd(at: position) {
        // `import UIKit.UIGestureRecognizerSubclass`: on iOS a submodule of UIKit; here a
        // Swift module has none, and transhost's UIKit declares the subclassing API
        // itself, so the import becomes `import UIKit` (the rest blanked, columns kept).
        for blanked in position + 2...end { blank(blanked) }
        attributes = []
        modifiers = []
        position = end + 1
        continue
      }
      if let next = modifierEnd(at: position) {
        modifiers.append((current, position))
        if current == "dynamic" { blank(position) }
        if current == "optional", let owner, types[owner].keyword == "protocol" { blank(position) }
        position = next
        continue
      }
      // A type declared in a function or closure body is not registered: generated
      // extensions are at file scope, where it cannot be named.
      if kind == .identifier, text(position - 1) != ".", Self.typeKeywords.contains(current),
        Self.isTypeStart(text(position + 1)), stack.allSatisfy({ $0.type != nil })
      {
        let brace = typeDeclaration(
          at: position, outer: stack.last(where: { $0.type != nil })?.type.map { types[$0].name },
          attributes: attributes, modifiers: modifiers.map(\.text))
        pendingType = types.count - 1
        attributes = []
        modifiers = []
        position = brace
        continue
      }
      if kind == .identifier, text(position - 1) != ".", ["func", "var", "let"].contains(current),
        let owner
      {
        member(at: position, in: owner, attributes: attributes, modifiers: modifiers)
      }
      if kind == .identifier || kind == .punctuation {
        attributes = []
        modifiers = []
      }
      if current == "{" {
        depth += 1
        stack.append((pendingType, depth))
        pendingType = nil
      } else if current == "}" {
        if stack.last?.depth == depth { stack.removeLast() }
        depth -= 1
      }
      position += 1
    }
  }

  static func isTypeStart(_ text: String) -> Bool {
    guard let first = text.first, first.isLetter || first == "_" || first == "`" else {
      return false
    }
    return !declarationKeywords.contains(text)
  }

  /// Reads `class Name<T>: Super, P where ... {` from its keyword, records it, and
  /// returns the position of its opening brace.
  mutating func typeDeclaration(
    at position: Int, outer: String?, attributes: [String], modifiers: [String]
  ) -> Int {
    let keyword = text(position)
    var cursor = position + 1
    var name = text(cursor).trimmingBackticks
    while text(cursor + 1) == ".", cursor + 2 < significant.count {
      name += "." + text(cursor + 2).trimmingBackticks
      cursor += 2
    }
    cursor += 1
    if text(cursor) == "<" {
      var angle = 0
      repeat {
        angle += text(cursor).filter { $0 == "<" }.count - text(cursor).filter { $0 == ">" }.count
        cursor += 1
      } while angle > 0 && cursor < significant.count
    }
    var inherited: [String] = []
    let hasInheritance = text(cursor) == ":"
    var whereOrBrace = cursor
    var nesting = 0
    var current = ""
    while whereOrBrace < significant.count, text(whereOrBrace) != "{", text(whereOrBrace) != "where"
    {
      let piece = text(whereOrBrace)
      if piece == "<" { nesting += 1 }
      if piece == ">" { nesting -= 1 }
      if piece == ",", nesting == 0 {
        inherited.append(current)
        current = ""
      } else if whereOrBrace > cursor || !hasInheritance {
        current += piece
      }
      whereOrBrace += 1
    }
    if !current.isEmpty { inherited.append(current) }
    var brace = whereOrBrace
    while brace < significant.count, text(brace) != "{" { brace += 1 }
    let isObjC = attributes.contains { $0.hasPrefix("@objc") && $0 != "@objcMembers" }
    if keyword == "protocol", isObjC, whereOrBrace < significant.count {
      let last = significant[whereOrBrace - 1]
      edits[last] = tokens[last].text + (hasInheritance ? ", " : ": ") + "SelectorResponding"
    }
    if isObjC || attributes.contains("@objcMembers"), keyword == "struct" || keyword == "actor" {
      report(position, .objcOnValueType(keyword: keyword, type: name))
    }
    let token = token(position)
    types.append(
      TypeDeclaration(
        keyword: keyword,
        name: keyword == "extension" ? name : outer.map { $0 + "." + name } ?? name,
        inherited: inherited,
        isPublic: modifiers.contains("public") || modifiers.contains("open"), isObjC: isObjC,
        isObjCMembers: attributes.contains("@objcMembers"),
        isMainActor: attributes.contains("@MainActor"), line: token.line,
        column: token.column, body: brace...max(brace, closing(brace))))
    return brace
  }
}

extension String {
  var trimmingBackticks: String { String(filter { $0 != "`" }) }
}
