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
    if arguments.first == ValidationChild.commandName {
      return ValidationChild.run(arguments: Array(arguments.dropFirst()))
    }
    let options: ParsedCommandLine
    switch CommandLineParser.parse(arguments) {
    case .success(let parsed): options = parsed
    case .failure(let error): return usage(error.message)
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
      return usage(
        "'\(name)' does not take \(option); see 'transhost help \(name)' for its options")
    }
    if options.help { return show(HelpText.text(for: command)) }
    let arguments = options.operands
    switch command {
    case .help:
      guard let topic = arguments.first else { return show(HelpText.main) }
      guard let topicCommand = CommandName(rawValue: topic) else { return unknownCommand(topic) }
      return show(HelpText.text(for: topicCommand))
    case .list:
      guard arguments.isEmpty else { return usage("'list' takes no arguments") }
      return withMappings(MappingOptions(options)) {
        ListCommand.run(ListOptions(options), mappings: $0.all)
      }
    case .run:
      guard !arguments.isEmpty else {
        return usage(
          "'run' needs at least one script, e.g. transhost run Examples/slide-up.transhost")
      }
      return withMappings(MappingOptions(options)) {
        RunCommand.run(RunOptions(options), mappings: $0)
      }
    case .validate:
      return ValidateCommand.run(InspectOptions(options))
    case .info:
      guard arguments.count == 1 else {
        return usage("'info' needs exactly one animator id, e.g. transhost info slide-up")
      }
      return InfoCommand.run(InspectOptions(options), name: arguments[0])
    }
  }

  /// Prints a help text.
  private static func show(_ text: String) -> ExitCode {
    Output.out(text + "\n")
    return .success
  }

  static func usage(_ message: String) -> ExitCode {
    Output.error(usageMessage(message))
    return .usage
  }

  /// A usage error's text: `error: message`, then the hint.
  static func usageMessage(_ message: String) -> String {
    "error: \(message)\nhint: run 'transhost --help' for usage\n"
  }

  static func unknownCommand(_ command: String) -> ExitCode {
    let commands = CommandName.allCases.map(\.rawValue)
    let hint = nearestName(to: command, in: commands).map { "; did you mean '\($0)'?" } ?? ""
    return usage("unknown command '\(command)'\(hint)")
  }
}
