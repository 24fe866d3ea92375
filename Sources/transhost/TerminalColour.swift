import PluginHost

#if canImport(Glibc)
  import Glibc
#endif

/// Colour for the words that say how things went (`error:`, `warning:`, `hint:`, `fix:`,
/// `ok:`, `FAILED:`, `expectation failed:`, and validate's status column), on a terminal only.
///
/// A stream is coloured when it is a terminal, unless `NO_COLOR` is set and not empty
/// (https://no-color.org) or `TERM` is `dumb`; `CLICOLOR_FORCE` (set, not `0`) colours
/// a stream that is not a terminal, for CI logs that show colour. `NO_COLOR` wins.
/// Only the status word at the start of a line (after its indent and a `line N:` or
/// `file:line:` location) is painted, so JSON Lines, which start with `{`, never are.
enum TerminalColour {
  /// ANSI select-graphic-rendition sequences.
  enum Style: String {
    case boldRed = "\u{1B}[1;31m"
    case red = "\u{1B}[31m"
    case boldYellow = "\u{1B}[1;33m"
    case green = "\u{1B}[32m"
    case cyan = "\u{1B}[36m"
    case faint = "\u{1B}[2m"

    static let reset = "\u{1B}[0m"
  }

  /// A word that is painted, the characters that may follow it, and its style.
  struct StatusWord {
    let word: String
    let followers: Set<Character>
    let style: Style
    /// Whether it is painted only as validate's status column (indented two spaces).
    let isStatusColumn: Bool
  }

  static let words: [StatusWord] = [
    .init(word: "error", followers: [":"], style: .boldRed, isStatusColumn: false),
    .init(word: "warning", followers: [":", "["], style: .boldYellow, isStatusColumn: false),
    .init(word: "hint", followers: [":"], style: .cyan, isStatusColumn: false),
    .init(word: "note", followers: [":"], style: .cyan, isStatusColumn: false),
    .init(word: "fix", followers: [":"], style: .cyan, isStatusColumn: false),
    .init(word: "ok", followers: [":"], style: .green, isStatusColumn: false),
    .init(word: "FAILED", followers: [":"], style: .boldRed, isStatusColumn: false),
    .init(word: "expectation failed", followers: [":"], style: .red, isStatusColumn: false),
    .init(word: "passed", followers: [" "], style: .green, isStatusColumn: true),
    .init(word: "failed", followers: [" "], style: .boldRed, isStatusColumn: true),
    .init(word: "crashed", followers: [" "], style: .boldRed, isStatusColumn: true),
    .init(word: "timed out", followers: [" "], style: .boldRed, isStatusColumn: true),
    .init(word: "skipped", followers: [" "], style: .faint, isStatusColumn: true),
    .init(word: "warning", followers: [" "], style: .boldYellow, isStatusColumn: true),
  ]

  /// The variables ``isEnabled(descriptor:environment:)`` reads.
  static let variables = ["NO_COLOR", "CLICOLOR_FORCE", "TERM"]

  /// Whether `descriptor` is to be coloured, given `environment`.
  static func isEnabled(descriptor: Int32, environment: [String: String]) -> Bool {
    if let value = environment["NO_COLOR"], !value.isEmpty { return false }
    if let value = environment["CLICOLOR_FORCE"], !value.isEmpty, value != "0" { return true }
    if environment["TERM"] == "dumb" { return false }
    return isatty(descriptor) != 0
  }

  /// `text` with the status word of each line painted.
  static func paint(_ text: String) -> String {
    guard text.contains(where: { $0 == ":" || $0 == " " }) else { return text }
    return text.split(separator: "\n", omittingEmptySubsequences: false).map(paint(line:))
      .joined(separator: "\n")
  }

  static func paint(line: Substring) -> String {
    let indent = line.prefix { $0 == " " }
    var rest = line.dropFirst(indent.count)
    let location = locationPrefix(of: rest)
    rest = rest.dropFirst(location.count)
    for status in words where rest.hasPrefix(status.word) {
      if status.isStatusColumn && (indent.count != 2 || !location.isEmpty) { continue }
      let after = rest.dropFirst(status.word.count)
      guard let next = after.first, status.followers.contains(next) else { continue }
      return indent + location + status.style.rawValue + status.word + Style.reset + after
    }
    return String(line)
  }

  /// `line 13: `, `Examples/a.transhost:14: ` or `a.transhost:1:6: ` at the start of
  /// `text`, or an empty string.
  static func locationPrefix(of text: Substring) -> Substring {
    if text.hasPrefix("line ") {
      let digits = text.dropFirst(5).prefix(while: \.isNumber)
      let end = text.dropFirst(5 + digits.count)
      if !digits.isEmpty, end.hasPrefix(": ") { return text.prefix(5 + digits.count + 2) }
      return ""
    }
    guard let space = text.firstIndex(of: " "), space > text.startIndex,
      text[text.index(before: space)] == ":"
    else { return "" }
    let token = text[..<text.index(before: space)]
    let parts = token.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count >= 2, let line = parts.last, !line.isEmpty, line.allSatisfy(\.isNumber) else {
      return ""
    }
    return text[...space]
  }
}
