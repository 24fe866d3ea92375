/// Splits Swift source into ``Token``s, enough to find declarations, attributes and
/// `#selector` expressions: strings (single-line, multi-line, raw, with interpolations
/// of any depth) and comments (nested block comments) are whole tokens, so nothing
/// inside them is mistaken for code. Joining the tokens' text gives the source back.
public struct Lexer {
  private let characters: [Character]
  private var index = 0
  private var line = 1
  private var column = 1

  /// A lexer over `source`.
  public init(_ source: String) { characters = Array(source) }

  /// Every token of `source`, in order.
  public static func tokens(of source: String) -> [Token] {
    var lexer = Lexer(source)
    var tokens: [Token] = []
    while let token = lexer.next() { tokens.append(token) }
    return tokens
  }

  /// The next token, or nil at the end.
  public mutating func next() -> Token? {
    guard index < characters.count else { return nil }
    let start = index
    let startLine = line
    let startColumn = column
    let kind = scanToken()
    return Token(
      kind: kind, text: String(characters[start..<index]), line: startLine, column: startColumn)
  }

  private func peek(_ offset: Int = 0) -> Character? {
    index + offset < characters.count ? characters[index + offset] : nil
  }

  private mutating func advance() {
    if characters[index] == "\n" {
      line += 1
      column = 1
    } else {
      column += 1
    }
    index += 1
  }

  private mutating func scanToken() -> Token.Kind {
    let character = characters[index]
    if character.isWhitespace {
      while let next = peek(), next.isWhitespace { advance() }
      return .whitespace
    }
    if character == "/", peek(1) == "/" {
      while let next = peek(), next != "\n" { advance() }
      return .comment
    }
    if character == "/", peek(1) == "*" {
      scanBlockComment()
      return .comment
    }
    if character == "\"" || (character == "#" && startsRawString()) {
      scanString()
      return .string
    }
    if character == "@" || character == "#", let next = peek(1), next.isIdentifierStart {
      advance()
      scanIdentifier()
      return character == "@" ? .attribute : .pound
    }
    if character == "`" {
      advance()
      while let next = peek(), next != "`", next != "\n" { advance() }
      if peek() == "`" { advance() }
      return .identifier
    }
    if character.isIdentifierStart || character == "$" {
      scanIdentifier()
      return .identifier
    }
    if character.isNumber {
      while let next = peek(), next.isIdentifierPart || next == "." && peek(1)?.isNumber == true {
        advance()
      }
      return .number
    }
    if "-=<>!&|^~+*%".contains(character), character != "?" {
      advance()
      while let next = peek(), "-=<>!&|^~+*%".contains(next), next != "/" { advance() }
      return .punctuation
    }
    advance()
    return .punctuation
  }

  private mutating func scanIdentifier() {
    advance()
    while let next = peek(), next.isIdentifierPart { advance() }
  }

  private mutating func scanBlockComment() {
    var depth = 0
    while index < characters.count {
      if peek() == "/", peek(1) == "*" {
        depth += 1
        advance()
        advance()
      } else if peek() == "*", peek(1) == "/" {
        depth -= 1
        advance()
        advance()
        if depth == 0 { return }
      } else {
        advance()
      }
    }
  }

  /// Whether `#`s here open a raw string (`#"`, `##"`).
  private func startsRawString() -> Bool {
    var offset = 0
    while peek(offset) == "#" { offset += 1 }
    return peek(offset) == "\""
  }

  /// Scans a string literal from its opening `#`s or quote to its closing delimiter,
  /// skipping interpolations (which may hold strings and parentheses of their own).
  private mutating func scanString() {
    var hashes = 0
    while peek() == "#" {
      hashes += 1
      advance()
    }
    let multiline = peek() == "\"" && peek(1) == "\"" && peek(2) == "\""
    for _ in 0..<(multiline ? 3 : 1) { advance() }
    let escape = "\\" + String(repeating: "#", count: hashes)
    while index < characters.count {
      if matches(escape) {
        for _ in 0..<escape.count { advance() }
        if peek() == "(" {
          scanInterpolation()
        } else if index < characters.count {
          advance()
        }
        continue
      }
      if !multiline, peek() == "\n" { return }
      let close = (multiline ? "\"\"\"" : "\"") + String(repeating: "#", count: hashes)
      if matches(close) {
        for _ in 0..<close.count { advance() }
        return
      }
      advance()
    }
  }

  /// Scans `( ... )` of an interpolation, nesting parentheses and strings.
  private mutating func scanInterpolation() {
    var depth = 0
    while index < characters.count {
      let character = characters[index]
      if character == "\"" || (character == "#" && startsRawString()) {
        scanString()
        continue
      }
      if character == "/", peek(1) == "*" {
        scanBlockComment()
        continue
      }
      advance()
      if character == "(" { depth += 1 }
      if character == ")" {
        depth -= 1
        if depth == 0 { return }
      }
    }
  }

  private func matches(_ text: String) -> Bool {
    var offset = 0
    for character in text {
      guard peek(offset) == character else { return false }
      offset += 1
    }
    return true
  }
}

extension Character {
  fileprivate var isIdentifierStart: Bool { isLetter || self == "_" }
  fileprivate var isIdentifierPart: Bool { isLetter || isNumber || self == "_" }
}
