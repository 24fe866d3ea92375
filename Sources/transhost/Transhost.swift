import PluginHost
import TranshostCommandLine
import TransitionEngine

#if canImport(Glibc)
  import Glibc
#endif

/// The `transhost` command: argument handling, output and exit codes. Everything else
/// lives in the libraries.
@main
enum Transhost {
  static func main() {
    // Made now, before any plugin is loaded: what plugins do to descriptors 1 and 2
    // cannot reach the host's own output.
    _ = (HostDescriptors.standardOutput, HostDescriptors.standardError)
    // A closed pipe is a failed write (74, with a message), not a silent death by SIGPIPE;
    // helpers start with the default disposition again (SpawnSignals).
    signal(SIGPIPE, SIG_IGN)
    exit(Output.exitStatus(run(Array(CommandLine.arguments.dropFirst()))).rawValue)
  }

  /// Runs one command line and returns the exit status.
  static func run(_ arguments: [String]) -> ExitCode {
    if arguments.first == PluginScanHelper.subcommand {
      return PluginScanHelper.run(Array(arguments.dropFirst()))
    }
    if arguments.first == PluginDirectoryIndex.subcommand {
      return IndexCommand.run(Array(arguments.dropFirst()))
    }
    if arguments.first == ValidationChild.commandName {
      return ValidationChild.run(arguments: Array(arguments.dropFirst()))
    }
    // `transhost` alone: what a new user types first.
    if arguments.isEmpty { return show(HelpText.main) }
    let options: ParsedCommandLine
    switch CommandLineParser.parse(arguments) {
    case .success(let parsed): options = parsed
    case .failure(let error):
      let named = arguments.lazy.filter { !$0.hasPrefix("-") }.compactMap(CommandName.init).first
      return usage(error.message, command: named)
    }
    if options.version {
      Output.out(
        "transhost \(transhostVersion) (ABI \(hostABIMajor).\(hostABIMinor), \(hostSwiftCompiler))\n"
      )
      return .success
    }
    guard let name = options.command else {
      guard options.help else { return usage("no command given") }
      return show(HelpText.main)
    }
    guard let command = CommandName(rawValue: name) else { return unknownCommand(name) }
    if let option = options.misplacedOption(for: command) {
      guard command != .help else { return usage("'help' takes no options, only a command name") }
      return usage("'\(name)' does not take \(option)", command: command)
    }
    if options.help { return show(HelpText.text(for: command)) }
    let arguments = options.operands
    switch command {
    case .help:
      guard let topic = arguments.first else { return show(HelpText.main) }
      guard let topicCommand = CommandName(rawValue: topic) else { return unknownCommand(topic) }
      return show(HelpText.text(for: topicCommand))
    case .list:
      guard arguments.isEmpty else { return usage("'list' takes no arguments", command: .list) }
      return withMappings(MappingOptions(options)) {
        ListCommand.run(ListOptions(options), mappings: $0.all)
      }
    case .run:
      guard !arguments.isEmpty else {
        return usage(
          "'run' needs at least one script, e.g. transhost run Examples/slide-up.transhost",
          command: .run)
      }
      return withMappings(MappingOptions(options), json: RunOptions(options).json) {
        RunCommand.run(RunOptions(options), mappings: $0)
      }
    case .validate:
      return ValidateCommand.run(InspectOptions(options))
    case .completions:
      guard arguments.count == 1, let shell = CompletionScript.Shell(rawValue: arguments[0]) else {
        let given = arguments.first.map { "not '\($0)'" } ?? "none given"
        return usage(
          "'completions' needs one shell: bash, zsh or fish (\(given))", command: .completions)
      }
      Output.out(HelpText.completionScript.script(for: shell))
      return .success
    case .manual:
      guard arguments.isEmpty else { return usage("'manual' takes no arguments", command: .manual) }
      Output.out(HelpText.manualPage.roff)
      return .success
    case .info:
      guard arguments.count == 1 else {
        return usage(
          "'info' needs exactly one animator id, e.g. transhost info slide-up", command: .info)
      }
      return InfoCommand.run(InspectOptions(options), name: arguments[0])
    }
  }

  /// Ends the process with `status` as `main` does (74 instead when a write failed), with
  /// `values` still alive: a command that has written everything leaves what it holds to
  /// the exit instead of freeing it (a warm `list`'s registry and rows, about 0.5 M
  /// instructions; docs/PERFORMANCE.md, "the warm `list`'s page faults"). The host's output
  /// is unbuffered, so nothing is left to flush.
  static func end<Kept>(_ status: ExitCode, keeping values: Kept) -> Never {
    withExtendedLifetime(values) { exit(Output.exitStatus(status).rawValue) }
  }

  /// Prints a help page, its paragraphs wrapped to 80 columns.
  private static func show(_ text: String) -> ExitCode {
    Output.out(HelpDocument(text).terminalText() + "\n")
    return .success
  }

  static func usage(_ message: String, command: CommandName? = nil) -> ExitCode {
    Output.error(usageMessage(message, command: command))
    return .usage
  }

  /// A usage error's text: `error: message`, then the hint: the command's own help when
  /// the command line named one, else the general help.
  static func usageMessage(_ message: String, command: CommandName? = nil) -> String {
    guard let command, command != .help else {
      return "error: \(message)\nhint: run 'transhost --help' for usage\n"
    }
    return "error: \(message)\nhint: run 'transhost help \(command.rawValue)' for its options\n"
  }

  static func unknownCommand(_ command: String) -> ExitCode {
    let commands = CommandName.allCases.map(\.rawValue)
    let hint = nearestName(to: command, in: commands).map { "; did you mean '\($0)'?" } ?? ""
    return usage("unknown command '\(command)'\(hint)")
  }
}
