/// A script file's bytes as the lines the parser reads and every diagnostic counts.
///
/// There is one definition of a line, used by the loader, the parser and the
/// diagnostics alike: a line ends at `\n` or `\r\n` and nowhere else (docs/SCRIPT.md).
/// Other line-like characters (a carriage return alone, vertical tab, form feed, NEL,
/// U+2028, U+2029) are not line ends; like every other control character they are
/// refused where they stand, so a message's `line:column` always points at the
/// character the user sees in an editor, and a script line never carries a terminal
/// escape sequence into a message.
public struct ScriptText: Sendable, Equatable {
  /// The lines, without their line ends (and without a byte order mark at the start).
  public let lines: [String]

  /// Why some bytes are not script text.
  public struct Problem: Error, Sendable, Equatable {
    /// The 1-based line of the offending character or byte.
    public let line: Int
    /// The 1-based column (in characters, as the parser counts them).
    public let column: Int
    /// What is there, for a message ("a NUL byte", "invalid UTF-8", "U+2028 LINE SEPARATOR").
    public let what: String
  }

  /// `text` cut into lines; never refuses anything (see ``decode(_:)``).
  public init(_ text: String) {
    let text = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
    // "\r\n" is one Character in Swift, so it is a separator of its own.
    var lines = text.split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }
    )
    .map(String.init)
    // A file cut after a final "\r" ends its last line there.
    if let last = lines.last, last.hasSuffix("\r") {
      lines[lines.count - 1] = String(last.dropLast())
    }
    self.lines = lines
  }

  /// The lines of `bytes` read from a file, or where the first byte or character that
  /// has no place in a script is.
  public static func decode(_ bytes: [UInt8]) -> Result<ScriptText, Problem> {
    guard let validEnd = firstInvalidUTF8(in: bytes) else {
      let text = ScriptText(String(decoding: bytes, as: UTF8.self))
      if let problem = text.firstControlCharacter() { return .failure(problem) }
      return .success(text)
    }
    // Everything before the bad byte is valid: the lines up to it (the bad byte decoded
    // as U+FFFD, last) place it, and a control character before it is the first problem.
    let upTo = ScriptText(String(decoding: bytes[...validEnd], as: UTF8.self))
    if let problem = upTo.firstControlCharacter() { return .failure(problem) }
    let column = (upTo.lines.last ?? "").count
    return .failure(Problem(line: upTo.lines.count, column: column, what: "invalid UTF-8"))
  }

  /// The offset of the first byte that does not start a valid UTF-8 sequence, or nil.
  static func firstInvalidUTF8(in bytes: [UInt8]) -> Int? {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var offset = 0
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): offset += UTF8.width(scalar)
      case .emptyInput: return nil
      case .error: return offset
      }
    }
  }

  /// The first control or line-separator character in any line.
  func firstControlCharacter() -> Problem? {
    for (index, line) in lines.enumerated() {
      var column = 1
      for character in line {
        // A "\r\n" never reaches here: it ends the line.
        if let what = Self.refusedName(character) {
          return Problem(line: index + 1, column: column, what: what)
        }
        column += 1
      }
    }
    return nil
  }

  /// The name of a character a script may not contain, or nil for one it may.
  static func refusedName(_ character: Character) -> String? {
    for scalar in character.unicodeScalars {
      switch scalar.value {
      case 0x09: continue
      case 0x00: return "a NUL byte"
      case 0x0D: return "a carriage return that does not end a line"
      case 0x0B: return "a vertical tab"
      case 0x0C: return "a form feed"
      case 0x1B: return "an escape character"
      case 0x85: return "U+0085 NEXT LINE"
      case 0x2028: return "U+2028 LINE SEPARATOR"
      case 0x2029: return "U+2029 PARAGRAPH SEPARATOR"
      case 0xFEFF: return "a byte order mark that does not start the file"
      case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069:
        return "the bidirectional control U+\(hexadecimal(scalar.value))"
      case 0x01...0x1F, 0x7F, 0x80...0x9F:
        return "the control character U+\(hexadecimal(scalar.value))"
      default: continue
      }
    }
    return nil
  }

  private static func hexadecimal(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
