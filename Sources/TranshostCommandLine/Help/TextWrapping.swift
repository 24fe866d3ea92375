/// Greedy word wrapping for help pages: words are moved to the next line when the
/// line would pass `width` columns; a word longer than the width has a line of its own.
public enum TextWrapping {
  /// `text`'s words (split at spaces and line breaks) in lines of at most `width`
  /// columns, each after `indent` (counted in the width) but the first, which gets
  /// `firstIndent`.
  public static func wrap(
    _ text: String, width: Int, indent: String = "", firstIndent: String? = nil
  ) -> [String] {
    let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" })
    var lines: [String] = []
    var line = firstIndent ?? indent
    var lineHasWord = false
    for word in words {
      if lineHasWord && line.count + 1 + word.count > width {
        lines.append(line)
        line = indent
        lineHasWord = false
      }
      line += (lineHasWord ? " " : "") + word
      lineHasWord = true
    }
    if lineHasWord || lines.isEmpty { lines.append(line) }
    return lines
  }
}
