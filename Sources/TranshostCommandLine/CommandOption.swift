/// One option of the `transhost` command line, as the table declares it: its names,
/// what value it takes, which commands take it, its help, and whether an isolated
/// helper gets it too.
public struct CommandOption: Sendable, Hashable, CustomStringConvertible {
  /// What follows the option, and how it is checked.
  public enum Value: Sendable, Hashable {
    /// Nothing: a flag.
    case none
    /// Any text (a path, a mapping, a list of directories).
    case text
    /// A file to write: a name, neither empty nor `-` (nothing is written to standard
    /// output).
    case outputFile
    /// A whole number of frames a second, 1 to 1000.
    case frameRate
    /// A positive number of seconds.
    case seconds
    /// `N=REASON`: a transition an earlier isolated helper crashed in.
    case crashedTransition
    /// `NAME=N`: one of the engine's limits.
    case limit
    /// Text given only after `=` (`--record=all`); the option alone is a flag.
    case optionalText
    /// An annotation format: `github` or `none`.
    case annotationFormat
  }

  /// Where the option is shown on a command's help page, and with what text.
  public struct PageHelp: Sendable, Hashable {
    /// The command whose page it is.
    public let command: CommandName
    /// Its place among the page's options.
    public let position: Int
    /// The help, one string a line.
    public let lines: [String]
  }

  /// The long name, `--plugin-path`.
  public let name: String
  /// The short name, `-v`, if any.
  public let shortName: String?
  /// The value's name in help (`DIRS`), nil for a flag.
  public let valueName: String?
  /// What value it takes.
  public let value: Value
  /// The commands that take it.
  public let commands: Set<CommandName>
  /// Its lines in the main help (`transhost --help`); empty when it is not shown there.
  public let help: [String]
  /// Its entries on command help pages.
  public let pages: [PageHelp]
  /// Whether `run --isolate` hands it on to each helper, as given.
  public let isPassedToHelpers: Bool

  /// Declares an option (only the table does).
  init(
    _ name: String, short shortName: String? = nil, value: Value = .none,
    valueName: String? = nil, commands: Set<CommandName>, help: [String] = [],
    pages: [PageHelp] = [], passedToHelpers: Bool = false
  ) {
    self.name = name
    self.shortName = shortName
    self.value = value
    self.valueName = valueName
    self.commands = commands
    self.help = help
    self.pages = pages
    self.isPassedToHelpers = passedToHelpers
  }

  /// Whether it takes a value.
  public var takesValue: Bool { value != .none }

  /// How help shows it: `-v, --verbose`, `--plugin-path DIRS`.
  public var label: String {
    let isOptional = value == .optionalText
    let written = valueName.map { isOptional ? "[=\($0)]" : " " + $0 } ?? ""
    return (shortName.map { $0 + ", " } ?? "") + name + written
  }

  /// The long name.
  public var description: String { name }
}

/// The commands of `transhost`.
public enum CommandName: String, CaseIterable, Sendable, Hashable {
  case run, list, info, validate, help, completions, manual
}
