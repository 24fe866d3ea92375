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

  /// `text` cut to at most `limit` characters, ending in `…` when cut, or nil when not even
  /// two characters and the ellipsis fit.
  static func truncated(_ text: String, toCharacters limit: Int) -> String? {
    if text.count <= limit { return text }
    guard limit >= 3 else { return nil }
    return String(text.prefix(limit - 1)) + "…"
  }
}
