/// A help page read into blocks, so that the terminal text is wrapped to one width and
/// the manual page is made from the same words.
///
/// A page is blocks separated by blank lines. A block that starts `USAGE:` is a
/// synopsis, kept as written; a line that is only a title (`OPTIONS:`) followed by
/// indented lines is a list, kept as written; a block whose first line starts with a
/// capitalised title and a colon (`EXIT STATUS: 0 ...`) is a titled paragraph; any
/// other block is a paragraph. Paragraphs are reflowed.
public struct HelpDocument: Sendable, Equatable {
  /// One block of a page.
  public enum Block: Sendable, Equatable {
    /// `USAGE: ...` lines, as written.
    case synopsis([String])
    /// A title line (`OPTIONS`) and its indented lines, as written.
    case list(title: String, lines: [String])
    /// A paragraph with a title (`EXIT STATUS`), its text in one line.
    case titledParagraph(title: String, text: String)
    /// A paragraph, its text in one line.
    case paragraph(String)
  }

  /// The blocks in order.
  public let blocks: [Block]

  /// Reads `text` into blocks.
  public init(_ text: String) {
    var blocks: [Block] = []
    for chunk in Self.chunks(of: text) {
      blocks.append(Self.block(chunk))
    }
    self.blocks = blocks
  }

  /// The page for a terminal: paragraphs wrapped to `width` columns, lists and the
  /// synopsis as written, one blank line between blocks.
  public func terminalText(width: Int = 80) -> String {
    blocks.map { block -> String in
      switch block {
      case .synopsis(let lines): lines.joined(separator: "\n")
      case .list(let title, let lines): ([title + ":"] + lines).joined(separator: "\n")
      case .titledParagraph(let title, let text):
        TextWrapping.wrap(title + ": " + text, width: width).joined(separator: "\n")
      case .paragraph(let text): TextWrapping.wrap(text, width: width).joined(separator: "\n")
      }
    }.joined(separator: "\n\n")
  }

  /// The entries of the list titled `title` (`COMMANDS`): each label (`run <file>...`)
  /// with its description in one line. An entry starts at two spaces' indent; its label
  /// ends at two spaces or the line's end, and deeper lines continue its description.
  public func entries(ofList title: String) -> [(label: String, text: String)] {
    var entries: [(label: String, text: String)] = []
    for case .list(let listTitle, let lines) in blocks where listTitle == title {
      for line in lines {
        let indent = line.prefix { $0 == " " }.count
        let words = line.dropFirst(indent)
        if indent <= 2 {
          let gap = words.firstRange(ofText: "  ")
          let label = gap.map { String(words[..<$0.lowerBound]) } ?? String(words)
          let text = gap.map { String(words[$0.upperBound...].drop { $0 == " " }) } ?? ""
          entries.append((label, text))
        } else if let last = entries.popLast() {
          entries.append((last.label, last.text.isEmpty ? String(words) : last.text + " " + words))
        }
      }
    }
    return entries
  }

  static func chunks(of text: String) -> [[String]] {
    var chunks: [[String]] = []
    var current: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.allSatisfy({ $0 == " " }) {
        if !current.isEmpty { chunks.append(current) }
        current = []
      } else {
        current.append(String(line))
      }
    }
    if !current.isEmpty { chunks.append(current) }
    return chunks
  }

  static func block(_ lines: [String]) -> Block {
    let first = lines[0]
    if first.hasPrefix("USAGE:") { return .synopsis(lines) }
    if let title = self.title(of: first) {
      let rest = first.dropFirst(title.count + 1).drop { $0 == " " }
      if rest.isEmpty, lines.count > 1, lines.dropFirst().allSatisfy({ $0.hasPrefix(" ") }) {
        return .list(title: title, lines: Array(lines.dropFirst()))
      }
      return .titledParagraph(
        title: title, text: ([String(rest)] + lines.dropFirst()).joined(separator: " "))
    }
    return .paragraph(lines.joined(separator: " "))
  }

  /// `EXIT STATUS` for `EXIT STATUS: 0 ...`: capital letters and spaces before a colon.
  static func title(of line: String) -> String? {
    guard let colon = line.firstIndex(of: ":") else { return nil }
    let title = line[..<colon]
    guard let firstLetter = title.first, firstLetter.isUppercase,
      title.allSatisfy({ $0.isUppercase || $0 == " " })
    else { return nil }
    return String(title)
  }
}
