import TransitionEngine

/// An object choice checked against the registry (`with delegate ID(params)`, a mapping
/// or the ranked default naming a delegate, `controller NAME class ID`): the object and a
/// value for every parameter it declares (defaults filled in), checked as an animator's.
public struct ResolvedObject: Sendable {
  /// The object.
  public let entry: PluginRegistry.ObjectEntry
  /// A value per declared parameter, in declaration order.
  public let values: [(name: String, value: ParameterValue)]

  /// The choice as text, every parameter given: `org.x.sheet(height: 0.5)`.
  public var description: String {
    guard !values.isEmpty else { return entry.descriptor.id }
    return entry.descriptor.id + "("
      + values.map { "\($0.name): \($0.value.text)" }.joined(separator: ", ") + ")"
  }
}

/// What a choice that may name an animator or a delegate resolved to (a mapping, the
/// ranked default): the value the resolver decides with, and hands on as it is.
public enum ResolvedTarget: Sendable {
  /// An animator, made by its plugin's animator factory.
  case animator(ResolvedChoice)
  /// A delegate, made by its plugin's object factory and asked for the animator.
  case delegate(ResolvedObject)

  /// The id chosen.
  public var id: String {
    switch self {
    case .animator(let choice): choice.entry.descriptor.id
    case .delegate(let object): object.entry.descriptor.id
    }
  }

  /// The choice as text, every parameter given.
  public var description: String {
    switch self {
    case .animator(let choice): choice.description
    case .delegate(let object): object.description
    }
  }

  /// Whether what was chosen declares `operation` in `style`.
  public func serves(_ operation: TransitionOperation, style: ModalPresentationStyle) -> Bool {
    switch self {
    case .animator(let choice): choice.entry.descriptor.serves(operation, style: style)
    case .delegate(let object): object.entry.descriptor.serves(operation, style: style)
    }
  }
}
