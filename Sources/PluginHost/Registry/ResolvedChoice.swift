import Synchronization
import TransitionEngine

/// An animator choice checked against the registry: the animator and a value for every
/// parameter it declares (defaults filled in).
public struct ResolvedChoice: Sendable {
  /// The animator.
  public let entry: PluginRegistry.Entry
  /// A value per declared parameter, in declaration order.
  public let values: [(name: String, value: ParameterValue)]
  /// The values as the plugin's `create` reads them, made once for every transition.
  let prepared: PreparedRequest

  init(entry: PluginRegistry.Entry, values: [(name: String, value: ParameterValue)]) {
    self.entry = entry
    self.values = values
    self.prepared = PreparedRequest(entry.descriptor, values)
  }

  /// The choice as text, every parameter given: `org.x.slide(direction: left)`.
  public var description: String {
    guard !values.isEmpty else { return entry.descriptor.id }
    return entry.descriptor.id + "("
      + values.map { "\($0.name): \($0.value.text)" }.joined(separator: ", ") + ")"
  }
}

/// Why an animator choice could not be used; the wording lives in ``description``.
public enum ChoiceError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The animator is unknown or ambiguous.
  case lookup(RegistryLookupError)
  /// An argument names no parameter of the animator.
  case unknownParameter(animator: String, name: String, suggestion: String?, column: Int)
  /// An argument's value is invalid.
  case badValue(animator: String, error: ParameterError, column: Int)
  /// A parameter was not given and has no default.
  case missingParameter(animator: String, name: String)
  /// One of the errors above about an object's parameters (its id in `animator`):
  /// worded with the object's kind instead of `animator`.
  indirect case ofObject(kind: ObjectDescriptor.Kind, error: ChoiceError)

  /// The message.
  public var description: String { message(naming: "animator") }

  /// The message, calling what was chosen `noun`.
  private func message(naming noun: String) -> String {
    switch self {
    case .lookup(let error):
      "\(error)"
    case .unknownParameter(let animator, let name, let suggestion, _):
      "\(noun) '\(animator)' has no parameter '\(name)'"
        + (suggestion.map { "; did you mean '\($0)'?" }
          ?? "; run 'transhost info \(animator)' to see its parameters")
    case .badValue(let animator, let error, _):
      "\(noun) '\(animator)': \(error.reason)"
    case .missingParameter(let animator, let name):
      "\(noun) '\(animator)' needs parameter '\(name)'"
    case .ofObject(let kind, let error):
      error.message(naming: "\(kind)")
    }
  }

  /// The 1-based column within the choice text, when known.
  public var column: Int? {
    switch self {
    case .unknownParameter(_, _, _, let column), .badValue(_, _, let column): column
    case .lookup, .missingParameter: nil
    case .ofObject(_, let error): error.column
    }
  }
}

extension PluginRegistry {
  /// Checks `choice` against the animators and their parameters.
  public func resolve(_ choice: AnimatorChoice) -> Result<ResolvedChoice, ChoiceError> {
    let entry: Entry
    switch self.entry(named: choice.name) {
    case .success(let found): entry = found
    case .failure(let error): return .failure(.lookup(error))
    }
    return Self.values(of: choice, for: entry.descriptor.id, declared: entry.descriptor.parameters)
      .map { ResolvedChoice(entry: entry, values: $0) }
  }

  /// A value for every parameter of `declared` (those of `id`): the arguments of `choice`
  /// checked, defaults filled in. An animator's and an object's parameters are checked
  /// alike.
  static func values(
    of choice: AnimatorChoice, for id: String, declared parameters: [AnimatorParameter]
  ) -> Result<[(name: String, value: ParameterValue)], ChoiceError> {
    let declared = parameters.map(\.name)
    for argument in choice.arguments where !declared.contains(argument.name) {
      return .failure(
        .unknownParameter(
          animator: id, name: argument.name,
          suggestion: nearestName(to: argument.name, in: declared), column: argument.column))
    }
    var values: [(name: String, value: ParameterValue)] = []
    for parameter in parameters {
      let given = choice.arguments.first(where: { $0.name == parameter.name })
      if given == nil && parameter.kind == .view && parameter.defaultValue == nil {
        // A view parameter is optional: the animator gets no view.
        values.append((parameter.name, .view("")))
        continue
      }
      guard let text = given?.value ?? parameter.defaultValue else {
        return .failure(.missingParameter(animator: id, name: parameter.name))
      }
      switch ParameterValue.parse(text, for: parameter) {
      case .success(let value): values.append((parameter.name, value))
      case .failure(let error):
        return .failure(.badValue(animator: id, error: error, column: given?.column ?? 1))
      }
    }
    return .success(values)
  }
}

/// The view called `name` in the window (depth first), then in `roots` that are out of
/// the window (a presenter's view removed by a full-screen presentation), or, for a
/// dotted name such as `home.button`, the view `button` inside the view of controller
/// `home` (`home.view`).
func findView(named name: String, in engine: Engine, also roots: [View] = []) -> View? {
  var all = engine.window.rootView.subtree
  for root in roots where !root.isInWindow { all += root.subtree }
  if let exact = all.first(where: { $0.name == name }) { return exact }
  let parts = name.split(separator: ".").map(String.init)
  guard parts.count >= 2 else { return nil }
  var scope = all.first(where: { $0.name == parts[0] || $0.name == parts[0] + ".view" })
  for part in parts.dropFirst() {
    scope = scope?.subtree.dropFirst().first(where: { $0.name == part })
  }
  return scope
}
