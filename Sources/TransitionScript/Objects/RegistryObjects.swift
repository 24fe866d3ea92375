import PluginHost
import TransitionEngine

/// The plugin objects a registry holds, as a script names and makes them: class ids and
/// delegates are looked up (id or short name, parameters checked as an animator's are)
/// in the registry's object descriptors, and made through its host, the one
/// ``HostBridge`` of the process (the object factory's `create_controller` and
/// `create_object`).
public struct RegistryObjects: ScriptObjectResolving, ScriptObjectMaking {
  /// The registry the objects come from.
  public let registry: PluginRegistry

  /// The objects of `registry`.
  public init(registry: PluginRegistry) { self.registry = registry }

  public func resolveObject(
    _ choice: AnimatorChoice
  ) -> Result<ScriptObject, ScriptObjectLookupError> {
    registry.resolveObject(choice).map { resolved in
      ScriptObject(
        kind: ScriptObject.Kind(resolved.entry.descriptor.kind), id: resolved.entry.descriptor.id,
        description: resolved.description, payload: resolved)
    }.mapError(Self.lookupError)
  }

  public func makeController(
    _ object: ScriptObject, name: String, engine: Engine
  ) -> Result<ViewController, ScriptObjectCreationError> {
    guard let resolved = object.payload as? ResolvedObject else {
      return .failure(
        ScriptObjectCreationError(id: object.id, reason: "it is not a registry object"))
    }
    return registry.host.makeController(
      resolved.entry.descriptor.id, name: name, plugin: resolved.entry.plugin,
      parameters: resolved.values
    )
    .map { $0 as ViewController }
    .mapError { ScriptObjectCreationError(id: object.id, reason: "\($0)") }
  }

  /// The delegate `object`; the script makes it the controller's delegate for one
  /// transition, so its answers name that link ("transitioning delegate of 'detail'").
  public func makeDelegate(
    _ object: ScriptObject, engine: Engine
  ) -> Result<ScriptDelegate, ScriptObjectCreationError> {
    guard let resolved = object.payload as? ResolvedObject,
      let kind = PluginObject.Kind(resolved.entry.descriptor.kind)
    else {
      return .failure(ScriptObjectCreationError(id: object.id, reason: "it is not a delegate"))
    }
    let descriptor = resolved.entry.descriptor
    let operation: TransitionOperation =
      switch kind {
      case .transitioningDelegate: .present
      case .navigationDelegate: .push
      case .tabBarDelegate: .tab
      }
    return registry.host.makeObject(
      descriptor.id, in: resolved.entry.plugin, kind: kind, operation: operation,
      style: descriptor.styles.first ?? .none, parameters: resolved.values
    )
    .map(ScriptDelegate.init)
    .mapError { ScriptObjectCreationError(id: object.id, reason: "\($0)") }
  }

  /// A registry's refusal in the words the checker gives it.
  static func lookupError(_ error: ChoiceError) -> ScriptObjectLookupError {
    switch error {
    case .ofObject(_, let inner): lookupError(inner)
    case .lookup(.unknown(let name, let suggestion)),
      .lookup(.unknownObject(let name, let suggestion)):
      .unknown(name: name, suggestion: suggestion)
    case .lookup(.ambiguous(let name, let ids)): .ambiguous(name: name, candidates: ids)
    case .lookup(let other): .badValue(message: "\(other)", column: nil)
    case .unknownParameter(let id, let name, let suggestion, let column):
      .unknownParameter(id: id, name: name, suggestion: suggestion, column: column)
    case .badValue(_, let problem, let column): .badValue(message: "\(problem)", column: column)
    case .missingParameter: .badValue(message: "\(error)", column: nil)
    }
  }
}

extension ScriptObject.Kind {
  /// The kind a registered object of `kind` has in a script.
  init(_ kind: ObjectDescriptor.Kind) {
    switch kind {
    case .viewController: self = .viewController
    case .transitioningDelegate: self = .transitioningDelegate
    case .navigationDelegate: self = .navigationDelegate
    case .tabBarDelegate: self = .tabBarDelegate
    }
  }
}

extension ScriptDelegate {
  /// The engine-side delegate of `object`.
  init(_ object: PluginObject) {
    switch object {
    case .transitioningDelegate(let delegate): self = .transitioning(delegate)
    case .navigationDelegate(let delegate): self = .navigation(delegate)
    case .tabBarDelegate(let delegate): self = .tabBar(delegate)
    }
  }
}
