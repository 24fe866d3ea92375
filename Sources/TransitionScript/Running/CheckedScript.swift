import PluginHost

/// A script the checker passed, with what the checker resolved: what a run takes, as it
/// is, so that nothing is parsed or resolved again and nothing is left to fail.
public struct CheckedScript: Sendable {
  /// The parsed script.
  public let script: Script
  /// The explicit choice (`with NAME` or `with system`) of each transition command that
  /// has one, by the command's index in ``Script/commands``.
  public internal(set) var choices: [Int: ExplicitChoice]
  /// The plugin object of each command that names one (`controller NAME class ID`, a
  /// transition's `with delegate ID`), by the command's index, as the checker resolved it
  /// through its ``ScriptObjectResolving``.
  public internal(set) var objects: [Int: ScriptObject] = [:]
  /// How each view expectation's path reaches its view, by the command's index.
  public internal(set) var viewPaths: [Int: ViewPath] = [:]

  /// The file name, for messages.
  public var file: String { script.file }
  /// The commands, in order.
  public var commands: [Located<Command>] { script.commands }
}
