/// An animator named with arguments, as users write it: `slide(direction: left)`.
public struct AnimatorChoice: Hashable, Sendable {
  /// The animator's id or short name (the last part of the id).
  public let name: String
  /// The arguments in the order written, as text.
  public let arguments: [Argument]

  /// One `name: value` argument.
  public struct Argument: Hashable, Sendable {
    /// The parameter name.
    public let name: String
    /// The value as written (quotes removed).
    public let value: String
    /// The 1-based column of the argument in the parsed text.
    public let column: Int

    /// Creates an argument.
    public init(name: String, value: String, column: Int) {
      self.name = name
      self.value = value
      self.column = column
    }
  }

  /// The name that chooses the engine's built-in system animator.
  public static let systemName = "system"

  /// Whether this names the engine's built-in system animator.
  public var isSystem: Bool { name == Self.systemName && arguments.isEmpty }

  /// Creates a choice.
  public init(name: String, arguments: [Argument] = []) {
    self.name = name
    self.arguments = arguments
  }

  /// Parses `name` or `name(param: value, ...)`; values may be "quoted".
  public static func parse(_ text: String) -> Result<AnimatorChoice, AnimatorChoiceSyntaxError> {
    let characters = Array(text)
    var index = 0
    func column() -> Int { index + 1 }
    func skipSpaces() { while index < characters.count && characters[index] == " " { index += 1 } }
    func isNameCharacter(_ c: Character) -> Bool {
      c.isLetter || c.isNumber || c == "." || c == "-" || c == "_"
    }
    skipSpaces()
    let nameStart = index
    while index < characters.count && isNameCharacter(characters[index]) { index += 1 }
    let name = String(characters[nameStart..<index])
    guard !name.isEmpty else {
      return .failure(.init(message: "expected an animator name", column: column()))
    }
    skipSpaces()
    if index == characters.count { return .success(AnimatorChoice(name: name)) }
    guard characters[index] == "(" else {
      return .failure(
        .init(
          message: "expected '(' or the end after '\(name)', found '\(characters[index])'",
          column: column()))
    }
    index += 1
    var arguments: [Argument] = []
    skipSpaces()
    if index < characters.count && characters[index] == ")" {
      index += 1
    } else {
      while true {
        skipSpaces()
        let argumentColumn = column()
        let keyStart = index
        while index < characters.count
          && (characters[index].isLetter || characters[index].isNumber || characters[index] == "_")
        {
          index += 1
        }
        let key = String(characters[keyStart..<index])
        guard !key.isEmpty else {
          return .failure(.init(message: "expected a parameter name", column: column()))
        }
        skipSpaces()
        guard index < characters.count && characters[index] == ":" else {
          return .failure(.init(message: "expected ':' after parameter '\(key)'", column: column()))
        }
        index += 1
        skipSpaces()
        var value = ""
        if index < characters.count && characters[index] == "\"" {
          index += 1
          while index < characters.count && characters[index] != "\"" {
            value.append(characters[index])
            index += 1
          }
          guard index < characters.count else {
            return .failure(.init(message: "unterminated string", column: column()))
          }
          index += 1
        } else {
          while index < characters.count && characters[index] != "," && characters[index] != ")" {
            value.append(characters[index])
            index += 1
          }
          while value.last == " " { value.removeLast() }
        }
        guard !value.isEmpty else {
          return .failure(.init(message: "expected a value for '\(key)'", column: column()))
        }
        if arguments.contains(where: { $0.name == key }) {
          return .failure(
            .init(message: "parameter '\(key)' is given twice", column: argumentColumn))
        }
        arguments.append(Argument(name: key, value: value, column: argumentColumn))
        skipSpaces()
        guard index < characters.count else {
          return .failure(.init(message: "expected ')' to close the arguments", column: column()))
        }
        if characters[index] == "," {
          index += 1
          continue
        }
        if characters[index] == ")" {
          index += 1
          break
        }
        return .failure(
          .init(message: "expected ',' or ')', found '\(characters[index])'", column: column()))
      }
    }
    skipSpaces()
    guard index == characters.count else {
      return .failure(.init(message: "unexpected text after ')'", column: column()))
    }
    return .success(AnimatorChoice(name: name, arguments: arguments))
  }
}

/// A syntax error in an animator choice, with the 1-based column.
public struct AnimatorChoiceSyntaxError: Error, Hashable, Sendable {
  /// What is wrong.
  public let message: String
  /// Where, 1-based.
  public let column: Int
}

extension AnimatorChoice: CustomStringConvertible {
  /// `name(a: 1, b: x)` or `name`.
  public var description: String {
    guard !arguments.isEmpty else { return name }
    return name + "(" + arguments.map { "\($0.name): \($0.value)" }.joined(separator: ", ") + ")"
  }
}
