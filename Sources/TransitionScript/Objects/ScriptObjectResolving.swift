import PluginHost

/// What the checker asks to resolve the plugin objects a script names: the view
/// controller class of `controller NAME class ID(...)` and the delegate of
/// `with delegate ID(...)`.
///
/// SEAM FOR THE LEAD: the registry lane reads object descriptors; a conformer over the
/// ``PluginRegistry`` (ids and short names, parameters checked as an animator's are)
/// replaces ``NoPluginObjects`` in `transhost run` (`ScriptFile.load(_:registry:objects:)`).
public protocol ScriptObjectResolving {
  /// The object `choice` names (any kind: the checker checks the kind), with every
  /// parameter's value, or why it cannot be used.
  func resolveObject(_ choice: AnimatorChoice) -> Result<ScriptObject, ScriptObjectLookupError>
}

/// Why a script's object name does not resolve. The checker words it, with the line and
/// column.
public enum ScriptObjectLookupError: Error, Sendable, Equatable {
  /// No installed object has this id or short name; `suggestion` is the nearest one.
  case unknown(name: String, suggestion: String?)
  /// Several installed objects have this short name.
  case ambiguous(name: String, candidates: [String])
  /// The object has no parameter `name`; `column` is the argument's, 1-based in the
  /// choice's text.
  case unknownParameter(id: String, name: String, suggestion: String?, column: Int?)
  /// A parameter's value is refused, with the reason in `message`.
  case badValue(message: String, column: Int?)

  /// The column in the choice's text the error is about, when it is an argument's.
  public var column: Int? {
    switch self {
    case .unknown, .ambiguous: nil
    case .unknownParameter(_, _, _, let column), .badValue(_, let column): column
    }
  }
}
