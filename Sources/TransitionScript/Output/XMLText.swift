/// Text made safe for XML and HTML documents.
enum XMLText {
  /// `text` with `&`, `<`, `>`, `"` and `'` replaced by entities, and characters XML 1.0
  /// forbids (control characters other than tab, newline and return) replaced by U+FFFD,
  /// so the result is safe in element content and in quoted attribute values.
  static func escape(_ text: String) -> String {
    var output = ""
    output.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": output += "&amp;"
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      case "\"": output += "&quot;"
      case "'": output += "&apos;"
      case "\t", "\n", "\r": output.unicodeScalars.append(scalar)
      case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
        output += "\u{FFFD}"
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output
  }

  /// `text` escaped for a quoted attribute value (``escape(_:)``), with tab, newline and
  /// return written as character references, which a parser keeps (it turns the
  /// characters themselves into spaces).
  static func escapeAttribute(_ text: String) -> String {
    var output = ""
    for scalar in escape(text).unicodeScalars {
      switch scalar {
      case "\t": output += "&#9;"
      case "\n": output += "&#10;"
      case "\r": output += "&#13;"
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output
  }

  /// `text` cut to at most `limit` characters, ending in `…` when cut, or nil when not even
  /// two characters and the ellipsis fit.
  static func truncated(_ text: String, toCharacters limit: Int) -> String? {
    if text.count <= limit { return text }
    guard limit >= 3 else { return nil }
    return String(text.prefix(limit - 1)) + "…"
  }
}
