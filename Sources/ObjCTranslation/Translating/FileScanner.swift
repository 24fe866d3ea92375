/// Walks one file's tokens once: finds its type declarations and their members, and
/// records the edits that take the Objective-C runtime out (by token index).
struct FileScanner {
  let path: String
  let tokens: [Token]
  /// Indices of the significant tokens, in order.
  let significant: [Int]
  /// The types found, in source order.
  private(set) var types: [TypeDeclaration] = []
  /// Token indices whose text is replaced.
  var edits: [Int: String] = [:]
  /// `#selector` and `#keyPath` expressions: the index in `significant` of the pound
  /// token, and of the closing parenthesis.
  private(set) var selectors: [(start: Int, end: Int)] = []
  /// Constructs refused or warned about.
  var diagnostics: [Diagnostic] = []

  static let removedAttributes: Set<String> = [
    "@objc", "@objcMembers", "@IBAction", "@IBOutlet", "@IBInspectable", "@IBDesignable",
    "@nonobjc", "@GKInspectable",
  ]
  static let exposingAttributes: Set<String> = [
    "@objc", "@IBAction", "@IBOutlet", "@IBInspectable",
  ]
  static let modifiers: Set<String> = [
    "dynamic", "optional", "static", "class", "private", "fileprivate", "public", "open",
    "internal", "final", "override", "lazy", "weak", "unowned", "mutating", "nonisolated",
    "required", "convenience", "nonmutating", "indirect",
  ]
  static let typeKeywords: Set<String> = [
    "class", "struct", "enum", "protocol", "extension", "actor",
  ]

  init(path: String, source: String) {
    self.path = path
    let tokens = Lexer.tokens(of: source)
    self.tokens = tokens
    significant = tokens.indices.filter { tokens[$0].isSignificant }
  }

  func text(_ position: Int) -> String {
    position < significant.count ? tokens[significant[position]].text : ""
  }

  func token(_ position: Int) -> Token { tokens[significant[position]] }

  mutating func blank(_ position: Int) {
    let index = significant[position]
    edits[index] = String(tokens[index].text.map { $0 == "\n" ? "\n" : " " })
  }

  mutating func report(_ position: Int, _ severity: Diagnostic.Severity, _ message: String) {
    let token = token(position)
    diagnostics.append(
      Diagnostic(
        path: path, line: token.line, column: token.column, severity: severity, message: message))
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
    guard range.lowerBound < significant.count else { return "" }
    return tokens[significant[range.lowerBound]...significant[min(range.upperBound, significant.count - 1)]]
      .map(\.text).joined()
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
      let previous = position > 0 ? text(position - 1) : ""
      let kind = token(position).kind
      let enclosing = stack.last(where: { $0.type != nil })?.type
      if kind == .attribute {
        attributes.append(current)
        if Self.removedAttributes.contains(current) { blank(position) }
        if text(position + 1) == "(", token(position + 1).column == token(position).column + current.count {
          let end = closing(position + 1)
          if current == "@objc" {
            attributes.append("@objc(" + (position + 2...max(position + 2, end - 1)).map(text).joined() + ")")
            for inner in position + 1...end { blank(inner) }
          }
          position = end
        }
        position += 1
        continue
      }
      if kind == .pound, current == "#selector" || current == "#keyPath", text(position + 1) == "(" {
        let end = closing(position + 1)
        selectors.append((position, end))
        position = end + 1
        continue
      }
      if kind == .identifier, previous != ".", Self.modifiers.contains(current),
        current != "class" || !Self.isTypeStart(text(position + 1))
      {
        modifiers.append((current, position))
        if current == "dynamic" { blank(position) }
        if current == "optional", let enclosing, types[enclosing].keyword == "protocol" {
          blank(position)
        }
        position += 1
        continue
      }
      if kind == .identifier, previous != ".", Self.typeKeywords.contains(current),
        Self.isTypeStart(text(position + 1))
      {
        let (declaration, brace) = typeDeclaration(
          at: position, outer: enclosing.map { types[$0].name }, attributes: attributes,
          modifiers: modifiers.map(\.text))
        types.append(declaration)
        pendingType = types.count - 1
        attributes = []
        modifiers = []
        position = brace
        continue
      }
      if kind == .identifier, previous != ".", current == "func" || current == "var" || current == "let",
        let enclosing
      {
        member(at: position, in: enclosing, attributes: attributes, modifiers: modifiers)
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
    guard let first = text.first, first.isLetter || first == "_" || first == "`" else { return false }
    return !["func", "var", "let", "subscript", "init", "deinit", "typealias", "case"].contains(text)
  }

  /// Reads `class Name<T>: Super, P where ... {` from its keyword; the declaration and
  /// the position of its opening brace.
  mutating func typeDeclaration(
    at position: Int, outer: String?, attributes: [String], modifiers: [String]
  ) -> (TypeDeclaration, Int) {
    let keyword = text(position)
    var cursor = position + 1
    var name = text(cursor)
    while text(cursor + 1) == ".", cursor + 2 < significant.count {
      name += "." + text(cursor + 2)
      cursor += 2
    }
    cursor += 1
    var isGeneric = false
    if text(cursor) == "<" {
      isGeneric = true
      var angle = 0
      repeat {
        if text(cursor).hasPrefix("<") { angle += text(cursor).filter { $0 == "<" }.count }
        if text(cursor).contains(">") { angle -= text(cursor).filter { $0 == ">" }.count }
        cursor += 1
      } while angle > 0 && cursor < significant.count
    }
    var firstInherited: String?
    var hasInheritance = false
    if text(cursor) == ":" {
      hasInheritance = true
      firstInherited = text(cursor + 1)
    }
    var whereOrBrace = cursor
    while whereOrBrace < significant.count, text(whereOrBrace) != "{", text(whereOrBrace) != "where" {
      whereOrBrace += 1
    }
    var brace = whereOrBrace
    while brace < significant.count, text(brace) != "{" { brace += 1 }
    let isObjC = attributes.contains { $0.hasPrefix("@objc") && $0 != "@objcMembers" }
    if keyword == "protocol", isObjC, whereOrBrace < significant.count {
      let index = significant[whereOrBrace]
      edits[index] = (hasInheritance ? ", " : ": ") + "SelectorResponding " + tokens[index].text
    }
    let token = token(position)
    let declaration = TypeDeclaration(
      keyword: keyword, name: keyword == "extension" ? name : outer.map { $0 + "." + name } ?? name,
      firstInherited: firstInherited, isGeneric: isGeneric,
      isPublic: modifiers.contains("public") || modifiers.contains("open"), isObjC: isObjC,
      isObjCMembers: attributes.contains("@objcMembers"), line: token.line, column: token.column)
    return (declaration, brace)
  }

  /// Reads a `func` or `var` in type `owner` and records it.
  mutating func member(
    at position: Int, in owner: Int, attributes: [String], modifiers: [(text: String, position: Int)]
  ) {
    let keyword = text(position)
    let name = text(position + 1).trimmingBackticks
    let rename = attributes.first { $0.hasPrefix("@objc(") }.map {
      String($0.dropFirst(6).dropLast())
    }
    let names = modifiers.map(\.text)
    let isExposed =
      attributes.contains { Self.exposingAttributes.contains($0) || $0.hasPrefix("@objc(") }
      || names.contains("dynamic")
    let isStatic = names.contains("static") || names.contains("class")
    guard keyword == "func" else {
      types[owner].members.append(
        Member(name: name, labels: nil, parameterTypes: [], rename: rename, isExposed: isExposed, isStatic: isStatic))
      if names.contains("optional"), types[owner].keyword == "protocol" {
        report(
          position, .error,
          "optional property requirement '\(name)' cannot be translated: Swift without the "
            + "Objective-C runtime has no optional requirements; make it a method, or give the "
            + "protocol a non-optional property with a default in a protocol extension")
      }
      return
    }
    var cursor = position + 2
    if text(cursor) == "<" {
      while cursor < significant.count, text(cursor) != "(" { cursor += 1 }
    }
    guard text(cursor) == "(" else { return }
    let end = closing(cursor)
    var labels: [String] = []
    var types: [String] = []
    var parameterStart = cursor + 1
    while parameterStart < end {
      var parameterEnd = parameterStart
      var nesting = 0
      while parameterEnd < end {
        let piece = text(parameterEnd)
        if "([{".contains(piece) || piece == "<" { nesting += 1 }
        if ")]}".contains(piece) || piece == ">" { nesting -= 1 }
        if piece == ",", nesting == 0 { break }
        parameterEnd += 1
      }
      labels.append(text(parameterStart).trimmingBackticks)
      var colon = parameterStart
      while colon < parameterEnd, text(colon) != ":" { colon += 1 }
      var typeEnd = colon + 1
      while typeEnd < parameterEnd, text(typeEnd) != "=" { typeEnd += 1 }
      types.append(colon + 1 < typeEnd ? sourceText(colon + 1...typeEnd - 1) : "")
      parameterStart = parameterEnd + 1
    }
    let member = Member(
      name: name, labels: labels, parameterTypes: types, rename: rename, isExposed: isExposed,
      isStatic: isStatic)
    self.types[owner].members.append(member)
    if let optional = modifiers.first(where: { $0.text == "optional" }),
      self.types[owner].keyword == "protocol"
    {
      var returnEnd = end + 1
      var returnType: String?
      if text(end + 1) == "->" {
        returnEnd = end + 2
        while returnEnd < significant.count, token(returnEnd).line == token(end + 1).line,
          text(returnEnd) != "where", text(returnEnd) != "}", text(returnEnd) != ";"
        {
          returnEnd += 1
        }
        returnType = sourceText(end + 2...returnEnd - 1)
      }
      let signature = sourceText(optional.position + 1...returnEnd - 1)
      if let returnType, !returnType.hasSuffix("?"), returnType != "Void", returnType != "()" {
        report(
          optional.position, .error,
          "optional requirement '\(member.swiftName)' returns '\(returnType)', which has no "
            + "default to give a conformer that does not implement it; make the return type "
            + "optional ('\(returnType)?') or the requirement non-optional")
      }
      self.types[owner].optionalRequirements.append((member, signature, returnType))
    }
  }
}

extension Member {
  /// The Swift name, `handlePan(_:)`.
  var swiftName: String {
    guard let labels else { return name }
    return name + "(" + labels.map { $0 + ":" }.joined() + ")"
  }
}

extension String {
  var trimmingBackticks: String { filter { $0 != "`" } }
}
