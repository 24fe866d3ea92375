extension String {
  /// The string made safe to print as part of one line of text on a terminal or in a
  /// line-based report: the one escaping every printer of text from outside the host
  /// uses (a plugin's id, a view name, a log message, what a plugin printed).
  ///
  /// A backslash becomes `\\` (so an escape in the output is never ambiguous), newline,
  /// tab and carriage return become `\n`, `\t` and `\r`, and every other control
  /// character (C0, DEL, C1, ESC), the line and paragraph separators U+2028 and U+2029,
  /// and the bidirectional marks, embeddings, overrides and isolates become `\u{…}` with
  /// the code point in uppercase hexadecimal (`\u{1B}`): text from a plugin cannot start
  /// a line of its own, move the cursor or reorder what follows. The rest is kept as is.
  public var escapedForTerminal: String {
    // Printable ASCII other than the backslash needs nothing: checked on the UTF-8 bytes
    // in place, without decoding scalars (most ids, names and paths are all such bytes).
    let isPlain = utf8.withContiguousStorageIfAvailable { bytes in
      bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != 0x5C }
    }
    if isPlain == true { return self }
    guard unicodeScalars.contains(where: Self.needsEscape) else { return self }
    var output = ""
    output.reserveCapacity(utf8.count + 16)
    for scalar in unicodeScalars {
      switch scalar {
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\t": output += "\\t"
      case "\r": output += "\\r"
      case _ where Self.needsEscape(scalar):
        output += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output
  }

  /// Whether `scalar` is shown escaped.
  private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x5C, 0x7F...0x9F, 0x2028, 0x2029: true
    case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }
}
