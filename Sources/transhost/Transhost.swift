import PluginHost
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
    exit(Output.exitStatus(run(Array(CommandLine.arguments.dropFirst()))))
  }

  /// Runs one command line and returns the exit status.
  static func run(_ arguments: [String]) -> Int32 {
    if arguments.first == PluginScanHelper.subcommand {
      return PluginScanHelper.run(Array(arguments.dropFirst()))
    }
    if arguments.first == ValidationChild.commandName {
      return ValidationChild.run(arguments: Array(arguments.dropFirst()))
    }
    let options: CommandLineOptions
    switch CommandLineOptions.parse(arguments) {
    case .success(let parsed): options = parsed
    case .failure(let error): return usage(error.message)
    }
    if options.version {
      Output.out(
        "transhost \(transhostVersion) (ABI \(hostABIMajor).\(hostABIMinor), \(hostSwiftCompiler))\n"
      )
      return 0
    }
    guard let command = options.command else {
      if options.help {
        Output.out(HelpText.main + "\n")
        return 0
      }
      return usage("no command given")
    }
    if let option = options.misplacedOption() {
      guard command != "help" else { return usage("'help' takes no options, only a command name") }
      return usage(
        "'\(command)' does not take \(option); see 'transhost help \(command)' for its options")
    }
    if options.help {
      guard let text = HelpText.text(for: command) else { return unknownCommand(command) }
      Output.out(text + "\n")
      return 0
    }
    switch command {
    case "help":
      guard let topic = options.arguments.first else {
        Output.out(HelpText.main + "\n")
        return 0
      }
      guard let text = HelpText.text(for: topic) else { return unknownCommand(topic) }
      Output.out(text + "\n")
      return 0
    case "list":
      guard options.arguments.isEmpty else { return usage("'list' takes no arguments") }
      switch loadMappings(options) {
      case .success(let mappings): return ListCommand.run(options, mappings: mappings.all)
      case .failure(let error):
        Output.error(error.message)
        return error.status
      }
    case "run":
      guard !options.arguments.isEmpty else {
        return usage(
          "'run' needs at least one script, e.g. transhost run Examples/slide-up.transhost")
      }
      switch loadMappings(options) {
      case .success(let mappings): return RunCommand.run(options, mappings: mappings)
      case .failure(let error):
        Output.error(error.message)
        return error.status
      }
    case "validate":
      return ValidateCommand.run(options)
    case "info":
      guard options.arguments.count == 1 else {
        return usage("'info' needs exactly one animator id, e.g. transhost info slide-up")
      }
      return InfoCommand.run(options, name: options.arguments[0])
    default:
      return unknownCommand(command)
    }
  }

  static func usage(_ message: String) -> Int32 {
    Output.error(usageMessage(message))
    return 64
  }

  /// A usage error's text: `error: message`, then the hint.
  static func usageMessage(_ message: String) -> String {
    "error: \(message)\nhint: run 'transhost --help' for usage\n"
  }

  static func unknownCommand(_ command: String) -> Int32 {
    let commands = ["run", "list", "info", "validate", "help"]
    let hint = nearestName(to: command, in: commands).map { "; did you mean '\($0)'?" } ?? ""
    return usage("unknown command '\(command)'\(hint)")
  }

  /// The style mappings of `--use` and the configuration file, or the failure with its
  /// exit status: 64 for a bad `--use`, 66 for an unreadable `--config`, 65 for a bad
  /// configuration line.
  static func loadMappings(_ options: CommandLineOptions) -> Result<MappingSources, ExitError> {
    MappingSources.load(
      uses: options.uses, configurationPath: options.configPath,
      environment: ProcessEnvironment.current()
    ).mapError { error in
      switch error {
      case .malformedUse: ExitError(status: 64, message: usageMessage(error.description))
      case .unreadableConfiguration:
        ExitError(status: 66, message: "error: \(error.description)\n")
      case .invalidConfiguration: ExitError(status: 65, message: error.description + "\n")
      }
    }
  }

  /// The registry for the options' plugin path, with warnings on standard error (or
  /// handed to `warn`).
  static func loadRegistry(
    _ options: CommandLineOptions, warn: (String) -> Void = { Output.error($0) }
  ) -> PluginRegistry {
    let directories = PluginSearchPath.directories(
      option: options.pluginPaths, environmentValue: PluginSearchPath.environmentValue(),
      executablePath: options.noDefaultPath ? nil : PluginSearchPath.executablePath(),
      currentDirectory: PluginSearchPath.currentDirectory())
    let registry = PluginRegistry(
      directories: directories, scanner: ScanSettings.scanner(options),
      cache: ScanSettings.cache(options))
    // Warnings name files and plugins: printed escaped, whoever prints them.
    for warning in registry.warnings { warn("warning: \(warning.escapedForTerminal)\n") }
    if let problem = registry.statistics.cacheWriteProblem {
      warn(
        "warning: plugin cache not written (the scan is kept): \(problem.escapedForTerminal)\n")
    }
    return registry
  }
}

/// A failure with its exit status and message.
struct ExitError: Error {
  let status: Int32
  let message: String
}
