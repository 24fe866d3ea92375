extension String {
  /// The string made safe to print as part of one line of text on a terminal: every
  /// control character (C0 including newline and tab, DEL, C1, ESC), the line and
  /// paragraph separators U+2028 and U+2029, and the bidirectional overrides and
  /// isolates (U+202A to U+202E, U+2066 to U+2069) are written as escapes (`\n`, `\t`,
  /// `\r`, otherwise `\u{1B}`), so text from a plugin cannot start a line of its own,
  /// move the cursor, or reorder what follows. Everything else is kept as is.
  public var escapedForTerminal: String {
    if utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return self }
    var output = ""
    output.reserveCapacity(utf8.count + 8)
    for scalar in unicodeScalars {
      switch scalar.value {
      case 0x0A: output += "\\n"
      case 0x09: output += "\\t"
      case 0x0D: output += "\\r"
      case 0..<0x20, 0x7F..<0xA0, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069:
        output += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output
  }
}
