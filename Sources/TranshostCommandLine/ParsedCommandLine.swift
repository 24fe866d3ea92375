import TransitionEngine

/// A command line as the parser read it: the command, its operands and the options
/// given, in order, each with its checked value. What a command needs is read from it
/// by option (``OptionTable``), never by a name spelled again.
public struct ParsedCommandLine: Sendable {
  /// An option's checked value.
  public enum Value: Sendable, Hashable {
    /// A flag.
    case flag
    /// Text, as given.
    case text(String)
    /// `--fps N`.
    case frameRate(Int)
    /// A number of seconds.
    case seconds(Double)
    /// `--crashed N=REASON`.
    case crashedTransition(index: Int, reason: String)
  }

  /// One option as given.
  public struct Given: Sendable, Hashable {
    /// Which option.
    public let option: CommandOption
    /// Its value.
    public let value: Value
    /// The value as written, for passing it on; nil for a flag.
    public let text: String?

    /// The arguments that give it again: `--fps 30`.
    public var arguments: [String] {
      guard option.value != .optionalText else {
        return [option.name + (text.map { "=" + $0 } ?? "")]
      }
      return [option.name] + (text.map { [$0] } ?? [])
    }
  }

  /// The first operand, nil when there is none.
  public var command: String?
  /// The operands after the command.
  public var operands: [String] = []
  /// The options, in the order given.
  public var given: [Given] = []
  /// The engine's limits after every `--limit`.
  public var limits = Limits()

  /// No command, no options.
  public init() {}

  /// Whether the flag `option` was given.
  public func has(_ option: CommandOption) -> Bool { given.contains { $0.option == option } }

  /// The values of `option`, in order.
  public func values(_ option: CommandOption) -> [Value] {
    given.filter { $0.option == option }.map(\.value)
  }

  /// The texts given for `option`, in order.
  public func texts(_ option: CommandOption) -> [String] {
    values(option).compactMap { if case .text(let text) = $0 { text } else { nil } }
  }

  /// The last text given for `option`: a later one wins.
  public func text(_ option: CommandOption) -> String? { texts(option).last }

  /// The first option given that `command` does not take, if any.
  public func misplacedOption(for command: CommandName) -> CommandOption? {
    given.first { !$0.option.commands.contains(command) }?.option
  }

  /// The options a helper of `run --isolate` is started with, as given.
  public var passedToHelpers: [String] {
    given.filter(\.option.isPassedToHelpers).flatMap(\.arguments)
  }
}
