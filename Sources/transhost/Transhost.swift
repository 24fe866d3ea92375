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
    exit(run(Array(CommandLine.arguments.dropFirst())))
  }

  /// Runs one command line and returns the exit status.
  static func run(_ arguments: [String]) -> Int32 {
    let options: CommandLineOptions
    switch CommandLineOptions.parse(arguments) {
    case .success(let parsed): options = parsed
    case .failure(let error): return usage(error.message)
    }
    if options.version {
      Output.out("transhost \(transhostVersion) (ABI \(hostABIMajor).\(hostABIMinor), \(hostSwiftCompiler))\n")
      return 0
    }
    guard let command = options.command else {
      if options.help {
        Output.out(HelpText.main + "\n")
        return 0
      }
      return usage("no command given")
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
      return ListCommand.run(options)
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
    Output.error("error: \(message)\nhint: run 'transhost --help' for usage\n")
    return 64
  }

  static func unknownCommand(_ command: String) -> Int32 {
    let hint = nearestName(to: command, in: ["list", "info", "help"]).map { "; did you mean '\($0)'?" } ?? ""
    return usage("unknown command '\(command)'\(hint)")
  }

  /// The registry for the options' plugin path, with warnings on standard error.
  static func loadRegistry(_ options: CommandLineOptions) -> PluginRegistry {
    let directories = PluginSearchPath.directories(
      option: options.pluginPaths, environmentValue: PluginSearchPath.environmentValue(),
      executablePath: options.noDefaultPath ? nil : PluginSearchPath.executablePath(),
      currentDirectory: PluginSearchPath.currentDirectory())
    let registry = PluginRegistry(directories: directories)
    for warning in registry.warnings { Output.error("warning: \(warning)\n") }
    return registry
  }
}
