import PluginHost
import TransitionEngine

/// The parsed command line.
struct CommandLineOptions {
  var command: String?
  var arguments: [String] = []
  var pluginPaths: [String] = []
  var uses: [String] = []
  var configPath: String?
  var json = false
  var verbose = false
  var help = false
  var version = false
  var noDefaultPath = false
  var noCache = false
  var fps: Int?
  var isolate = false
  var isolatedChild = false
  var crashed: [Int: String] = [:]
  var svgPath: String?
  var htmlPath: String?
  var timeout: Double?
  /// `--limit NAME=N`, as given (passed on to helpers) and as parsed.
  var limitSettings: [String] = []
  var limits = Limits()
  /// The options given, by their long names, in order (for ``misplacedOption()``).
  var given: [String] = []

  /// Options that take a value.
  static let valued: Set<String> = [
    "--plugin-path", "--use", "--config", "--fps", "--svg", "--html", "--crashed",
    "--timeout", "--limit",
  ]
  /// Flags.
  static let flags: Set<String> = [
    "--json", "--verbose", "-v", "--help", "-h", "--version", "--no-default-path", "--isolate",
    "--isolated-child", "--no-cache",
  ]

  /// Short spellings and their long names.
  static let canonicalNames = ["-v": "--verbose", "-h": "--help"]
  /// Options every command takes that finds plugins.
  static let pluginOptions: Set<String> = [
    "--plugin-path", "--no-default-path", "--no-cache", "--verbose",
  ]

  /// The options `command` takes besides `--help` and `--version`, or nil for an
  /// unknown command.
  static func options(for command: String) -> Set<String>? {
    switch command {
    case "help": []
    case "list": pluginOptions.union(["--json", "--use", "--config"])
    case "info": pluginOptions.union(["--json"])
    case "validate": pluginOptions.union(["--json", "--timeout"])
    case "run":
      pluginOptions.union([
        "--json", "--use", "--config", "--fps", "--svg", "--html", "--isolate",
        "--isolated-child", "--crashed", "--limit", "--timeout",
      ])
    default: nil
    }
  }

  /// The first option given that the command does not take, if any.
  func misplacedOption() -> String? {
    guard let command, let accepted = Self.options(for: command) else { return nil }
    return given.first { !accepted.contains($0) && $0 != "--help" && $0 != "--version" }
  }

  /// Parses `arguments` (without the program name), or returns a usage error.
  static func parse(_ arguments: [String]) -> Result<CommandLineOptions, UsageError> {
    var options = CommandLineOptions()
    var index = 0
    var onlyOperands = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyOperands || !argument.hasPrefix("-") || argument == "-" {
        if options.command == nil {
          options.command = argument
        } else {
          options.arguments.append(argument)
        }
        continue
      }
      if argument == "--" {
        onlyOperands = true
        continue
      }
      var name = argument
      var inlineValue: String?
      if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      options.given.append(canonicalNames[name] ?? name)
      if valued.contains(name) {
        guard let value = inlineValue ?? (index < arguments.count ? arguments[index] : nil) else {
          return .failure(UsageError("option '\(name)' needs a value"))
        }
        if inlineValue == nil { index += 1 }
        switch name {
        case "--plugin-path": options.pluginPaths.append(value)
        case "--use": options.uses.append(value)
        case "--fps":
          guard let rate = Int(value), (1...1000).contains(rate) else {
            return .failure(UsageError("--fps needs a whole number from 1 to 1000, not '\(value)'"))
          }
          options.fps = rate
        case "--svg", "--html":
          if let problem = Self.pictureFileProblem(value, option: name) {
            return .failure(UsageError(problem))
          }
          if name == "--svg" { options.svgPath = value } else { options.htmlPath = value }
        case "--crashed":
          let parts = value.split(separator: "=", maxSplits: 1)
          guard parts.count == 2, let index = Int(parts[0]) else {
            return .failure(UsageError("--crashed needs N=REASON"))
          }
          options.crashed[index] = String(parts[1])
        case "--limit":
          if case .failure(let error) = options.limits.set(value) {
            return .failure(UsageError(error.description))
          }
          options.limitSettings.append(value)
        case "--timeout":
          guard let seconds = Double(value), seconds.isFinite, seconds > 0 else {
            return .failure(
              UsageError("--timeout needs a positive number of seconds, not '\(value)'"))
          }
          options.timeout = seconds
        default: options.configPath = value
        }
        continue
      }
      switch name {
      case "--json": options.json = true
      case "--verbose", "-v": options.verbose = true
      case "--help", "-h": options.help = true
      case "--version": options.version = true
      case "--no-default-path": options.noDefaultPath = true
      case "--no-cache": options.noCache = true
      case "--isolate": options.isolate = true
      case "--isolated-child": options.isolatedChild = true
      default:
        let known = Array(valued) + Array(flags)
        let hint = nearestName(to: name, in: known.sorted()).map { "; did you mean '\($0)'?" } ?? ""
        return .failure(UsageError("unknown option '\(name)'\(hint)"))
      }
    }
    if let svg = options.svgPath, svg == options.htmlPath {
      return .failure(
        UsageError("--svg and --html name the same file '\(svg)'; give each its own"))
    }
    return .success(options)
  }

  /// Why `value` is not a file name `option` (--svg or --html) can write, or nil.
  private static func pictureFileProblem(_ value: String, option: String) -> String? {
    if value.isEmpty { return "\(option) needs a file name, not an empty one" }
    if value == "-" {
      return "\(option) needs a file name, not '-' (it writes no picture to standard output; "
        + "name a file, or ./- for a file called '-')"
    }
    return nil
  }
}

/// A usage error: exit status 64 with a hint.
struct UsageError: Error {
  let message: String
  init(_ message: String) { self.message = message }
}
