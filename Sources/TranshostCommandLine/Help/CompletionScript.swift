/// Shell completion scripts for bash, zsh and fish, made from the option table and the
/// commands' summaries, so that every option the parser takes is completed and none
/// it refuses.
public struct CompletionScript: Sendable {
  /// A shell a script can be made for.
  public enum Shell: String, CaseIterable, Sendable {
    case bash, zsh, fish
  }

  /// What a command's operands are.
  public enum Operands: Sendable {
    /// Nothing.
    case none
    /// Files ending in `suffix` (and directories to reach them).
    case files(suffix: String)
    /// Installed animator and object ids, or files ending in `suffix`.
    case idsOrFiles(suffix: String)
    /// Installed animator and object ids.
    case ids
    /// One of the given words.
    case words([String])
  }

  /// One command as completion sees it.
  public struct Command: Sendable {
    /// Its name.
    public let name: CommandName
    /// What the main help says it does, its first clause.
    public let summary: String
    /// What its operands are.
    public let operands: Operands

    /// A command with its summary and operands.
    public init(name: CommandName, summary: String, operands: Operands) {
      self.name = name
      self.summary = CompletionScript.firstClause(summary)
      self.operands = operands
    }
  }

  /// The tool's name.
  public let tool: String
  /// The commands, in the main help's order.
  public let commands: [Command]

  /// A script maker for `tool`'s `commands`.
  public init(tool: String, commands: [Command]) {
    self.tool = tool
    self.commands = commands
  }

  /// How an option's value is completed.
  enum ValueCompletion: Hashable {
    case none, file, directory, free
    /// One of these words.
    case words([String])
  }

  /// The options a user may type: those with help (the internal ones have none).
  var typedOptions: [CommandOption] {
    OptionTable.all.filter { !$0.help.isEmpty || !$0.pages.isEmpty }
  }

  /// The options a user may type for `command` or, nil, before any command (those
  /// of the main help).
  func options(for command: CommandName?) -> [CommandOption] {
    typedOptions.filter { option in
      guard let command else { return !option.help.isEmpty }
      return option.commands.contains(command)
    }
  }

  /// What a short description of `option` says on `command`'s page.
  func summary(of option: CommandOption, for command: CommandName?) -> String {
    let lines = option.pages.first { $0.command == command }?.lines ?? option.help
    return Self.firstClause(lines.joined(separator: " "))
  }

  /// What a short description keeps of `text`: its first clause.
  static func firstClause(_ text: String) -> String {
    // The first clause: up to the first '; ', ' (', ', e.g.' or ': '.
    let ends = ["; ", " (", ", e.g.", ": "].compactMap { text.firstRange(ofText: $0)?.lowerBound }
    let clause = text[..<(ends.min() ?? text.endIndex)]
    return String(clause.trimmingSuffix(while: { $0 == " " || $0 == "," || $0 == "." }))
  }

  static func valueCompletion(_ option: CommandOption) -> ValueCompletion {
    switch option.value {
    // A value only after '=' (--record=all): completed as a flag.
    case .none, .optionalText: .none
    case .outputFile: .file
    case .text where option.valueName == "FILE": .file
    case .text where option.valueName == "DIRS": .directory
    case .annotationFormat: .words(AnnotationFormat.allCases.map(\.rawValue))
    default: .free
    }
  }

  /// The script for `shell`.
  public func script(for shell: Shell) -> String {
    switch shell {
    case .bash: bash
    case .zsh: zsh
    case .fish: fish
    }
  }

  /// The shell pipeline that prints the installed ids, one a line, each followed by its
  /// last part (`zoom` for `org.transhost.zoom`), which `info` and `validate` take too.
  var idsCommand: String {
    "command \(tool) list --json 2>/dev/null | sed -n "
      + #"'/^{"status":"ok"/{s/^{"status":"ok","kind":"[^"]*","id":"\([^"]*\)".*/\1/;p;s/.*\.//;p;}'"#
  }
}

extension Substring {
  /// The text without the characters at its end that `predicate` accepts.
  func trimmingSuffix(while predicate: (Character) -> Bool) -> Substring {
    var text = self
    while let last = text.last, predicate(last) { text = text.dropLast() }
    return text
  }
}
