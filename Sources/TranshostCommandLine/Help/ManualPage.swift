/// The manual page (`man 1 transhost`), made in roff from the same help pages and option
/// table as `transhost help`, so the two cannot drift apart.
public struct ManualPage: Sendable {
  /// One command's part of the page.
  public struct Command: Sendable {
    /// Its name, `run`.
    public let name: String
    /// Its help page.
    public let page: HelpDocument
    /// The options its page lists, with their help.
    public let options: [(option: CommandOption, lines: [String])]

    /// A command's part: `name`, its page and its options.
    public init(
      name: String, page: HelpDocument, options: [(option: CommandOption, lines: [String])]
    ) {
      self.name = name
      self.page = page
      self.options = options
    }
  }

  /// The tool's name, `transhost`.
  public let tool: String
  /// What the NAME section says after the tool's name.
  public let summary: String
  /// The version shown in the page's footer.
  public let version: String
  /// The DESCRIPTION section's paragraphs, before the main page's own.
  public let description: [String]
  /// The main help page: its paragraphs are the DESCRIPTION, its COMMANDS list the
  /// COMMANDS section, its titled paragraphs sections of their own.
  public let main: HelpDocument
  /// The main page's options.
  public let options: [(option: CommandOption, lines: [String])]
  /// Each command's section.
  public let commands: [Command]
  /// Extra sections (ENVIRONMENT, FILES): a title and its entries.
  public let extraSections: [(title: String, entries: [(label: String, text: String)])]

  /// A page from its parts.
  public init(
    tool: String, summary: String, version: String, description: [String], main: HelpDocument,
    options: [(option: CommandOption, lines: [String])], commands: [Command],
    extraSections: [(title: String, entries: [(label: String, text: String)])]
  ) {
    self.tool = tool
    self.summary = summary
    self.version = version
    self.description = description
    self.main = main
    self.options = options
    self.commands = commands
    self.extraSections = extraSections
  }

  /// The page in roff (the `man` macros), the same bytes on every run.
  public var roff: String {
    var out: [String] = [
      ".TH \(Self.quoted(tool.uppercased())) 1 \"\" \(Self.quoted("\(tool) \(version)")) "
        + "\(Self.quoted("\(tool) manual"))",
      // Left-adjusted and never hyphenated: option names and paths stay whole.
      ".ad l", ".nh", ".SH NAME", Self.text("\(tool) - \(summary)"),
    ]
    var titled: [(String, String)] = []
    for block in main.blocks {
      switch block {
      case .synopsis(let lines):
        out += [".SH SYNOPSIS", ".nf"] + Self.synopsis(lines) + [".fi"]
        out.append(".SH DESCRIPTION")
        for paragraph in description { out += [".PP", Self.text(paragraph)] }
      case .paragraph(let text) where !text.hasPrefix(tool + ":"):
        out += [".PP", Self.text(text)]
      case .titledParagraph(let title, let text): titled.append((title, text))
      case .list(let title, _) where title == "COMMANDS":
        out.append(".SH COMMANDS")
        for entry in main.entries(ofList: title) {
          out += [".TP", "\\fB" + Self.escaped(entry.label) + "\\fR", Self.text(entry.text)]
        }
      case .paragraph, .list: break
      }
    }
    out.append(".SH OPTIONS")
    out += Self.options(options)
    for command in commands {
      out.append(".SH \(Self.quoted("\(tool.uppercased()) \(command.name.uppercased())"))")
      out += section(command)
    }
    for (title, text) in titled { out += [".SH \(Self.quoted(title))", Self.text(text)] }
    for (title, entries) in extraSections {
      out.append(".SH \(Self.quoted(title))")
      for entry in entries {
        out += [".TP", "\\fB" + Self.escaped(entry.label) + "\\fR", Self.text(entry.text)]
      }
    }
    return out.joined(separator: "\n") + "\n"
  }

  private func section(_ command: Command) -> [String] {
    var out: [String] = []
    for block in command.page.blocks {
      switch block {
      case .synopsis(let lines):
        out += [".nf"] + Self.synopsis(lines) + [".fi"]
      case .paragraph(let text): out += [".PP", Self.text(text)]
      case .titledParagraph(let title, let text):
        out += [".SS \(Self.quoted(Self.capitalised(title)))", Self.text(text)]
      case .list(let title, _) where title == "OPTIONS":
        out.append(".SS Options")
        out += Self.options(command.options)
      case .list(let title, let lines):
        out += [".SS \(Self.quoted(Self.capitalised(title)))", ".nf"]
        out += lines.map(Self.text) + [".fi"]
      }
    }
    return out
  }

  private static func options(_ entries: [(option: CommandOption, lines: [String])]) -> [String] {
    entries.flatMap { option, lines -> [String] in
      let names = ([option.shortName].compactMap { $0 } + [option.name]).map {
        "\\fB" + escaped($0) + "\\fR"
      }.joined(separator: ", ")
      let value = option.valueName.map { " \\fI" + escaped($0) + "\\fR" } ?? ""
      return [".TP", names + value, text(lines.joined(separator: " "))]
    }
  }

  /// `USAGE: transhost run ...` lines without `USAGE: `, the continuation lines moved
  /// left as far, so that they stay aligned under the first.
  private static func synopsis(_ lines: [String]) -> [String] {
    let title = "USAGE: "
    return lines.map { line in
      if line.hasPrefix(title) { return text(String(line.dropFirst(title.count))) }
      let indent = min(line.prefix { $0 == " " }.count, title.count)
      return text(String(line.dropFirst(indent)))
    }
  }

  /// `EXIT STATUS` as `Exit status`.
  private static func capitalised(_ title: String) -> String {
    title.prefix(1) + title.dropFirst().lowercased()
  }

  /// Text for a line of its own: escaped, and kept from being read as a request.
  static func text(_ text: String) -> String {
    let line = escaped(text)
    return line.hasPrefix(".") || line.hasPrefix("'") ? "\\&" + line : line
  }

  /// Backslashes and minus signs as roff wants them (`\e`, `\-`).
  static func escaped(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "\\": out += "\\e"
      case "-": out += "\\-"
      default: out.append(character)
      }
    }
    return out
  }

  /// A macro argument in double quotes (a quote inside doubled, as groff reads it).
  static func quoted(_ text: String) -> String {
    "\"" + escaped(text).map { $0 == "\"" ? "\"\"" : String($0) }.joined() + "\""
  }
}
