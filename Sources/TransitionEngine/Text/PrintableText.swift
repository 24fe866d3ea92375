/// Text from outside the host (a plugin's id, a view name, what a plugin printed) made
/// safe to print on a terminal or in a line-based report: the one escaping function
/// every printer of plugin-controlled text uses.
public enum PrintableText {
  /// `text` with nothing that moves the cursor, changes colours or starts a new line:
  /// a backslash becomes `\\`, newline, carriage return and tab become `\n`, `\r` and
  /// `\t`, and every other control character (C0, DEL, C1), line or paragraph separator
  /// and bidirectional override becomes `\u{…}` with its hexadecimal code point, so
  /// `"a\u{1B}[2Jb"` prints as `a\u{1b}[2Jb`. Everything else is kept as it is.
  public static func escaped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: needsEscape) else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count + 16)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where needsEscape(scalar):
        result += "\\u{" + String(scalar.value, radix: 16) + "}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Whether `scalar` is shown escaped.
  private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x5C: true
    case 0x2028, 0x2029: true
    case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }
}
