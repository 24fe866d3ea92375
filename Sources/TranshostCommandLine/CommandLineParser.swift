import PluginHost
import TransitionEngine

/// Reads a `transhost` command line by the table (``OptionTable``): operands and
/// options in any order, `--` ending the options, `--name=value` or `--name value`,
/// each value checked as its option says.
public enum CommandLineParser {
  /// Parses `arguments` (without the program name), or returns the usage error.
  public static func parse(_ arguments: [String]) -> Result<ParsedCommandLine, UsageError> {
    var parsed = ParsedCommandLine()
    var index = 0
    var onlyOperands = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyOperands || !argument.hasPrefix("-") || argument == "-" {
        if parsed.command == nil {
          parsed.command = argument
        } else {
          parsed.operands.append(argument)
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
      guard let option = OptionTable.option(named: name) else {
        let hint =
          nearestName(to: name, in: OptionTable.spellings).map { "; did you mean '\($0)'?" } ?? ""
        return .failure(UsageError("unknown option '\(name)'\(hint)"))
      }
      guard option.takesValue, option.value != .optionalText || inlineValue != nil else {
        parsed.given.append(.init(option: option, value: .flag, text: nil))
        continue
      }
      guard let text = inlineValue ?? (index < arguments.count ? arguments[index] : nil) else {
        return .failure(UsageError("option '\(name)' needs a value"))
      }
      if inlineValue == nil { index += 1 }
      switch value(of: option, text, limits: &parsed.limits) {
      case .success(let value): parsed.given.append(.init(option: option, value: value, text: text))
      case .failure(let error): return .failure(error)
      }
    }
    if let svg = parsed.svgPath, svg == parsed.htmlPath {
      return .failure(
        UsageError("--svg and --html name the same file '\(svg)'; give each its own"))
    }
    return .success(parsed)
  }

  /// `text` checked as `option`'s value; `--limit` also sets it in `limits`.
  private static func value(
    of option: CommandOption, _ text: String, limits: inout Limits
  ) -> Result<ParsedCommandLine.Value, UsageError> {
    switch option.value {
    case .none, .text, .optionalText:
      return .success(.text(text))
    case .outputFile:
      if text.isEmpty {
        return .failure(UsageError("\(option.name) needs a file name, not an empty one"))
      }
      guard text != "-" else {
        return .failure(
          UsageError(
            "\(option.name) needs a file name, not '-' (it writes no picture to standard output; "
              + "name a file, or ./- for a file called '-')"))
      }
      return .success(.text(text))
    case .frameRate:
      guard let rate = Int(text), (1...1000).contains(rate) else {
        return .failure(
          UsageError("\(option.name) needs a whole number from 1 to 1000, not '\(text)'"))
      }
      return .success(.frameRate(rate))
    case .seconds:
      guard let seconds = Double(text), seconds.isFinite, seconds > 0 else {
        return .failure(
          UsageError("\(option.name) needs a positive number of seconds, not '\(text)'"))
      }
      return .success(.seconds(seconds))
    case .crashedTransition:
      let parts = text.split(separator: "=", maxSplits: 1)
      guard parts.count == 2, let index = Int(parts[0]) else {
        return .failure(UsageError("\(option.name) needs N=REASON"))
      }
      return .success(.crashedTransition(index: index, reason: String(parts[1])))
    case .annotationFormat:
      guard AnnotationFormat(rawValue: text) != nil else {
        return .failure(
          UsageError("\(option.name) needs github or none, not '\(text)'"))
      }
      return .success(.text(text))
    case .limit:
      if case .failure(let error) = limits.set(text) {
        return .failure(UsageError(error.description))
      }
      return .success(.text(text))
    }
  }
}

/// A command line `transhost` cannot run: exit status 64, the message and a hint.
public struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong, `unknown option '--frob'; did you mean '--fps'?`.
  public let message: String

  /// A usage error saying `message`.
  public init(_ message: String) { self.message = message }

  /// The message.
  public var description: String { message }
}
