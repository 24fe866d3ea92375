import TransitionEngine

extension PluginRegistry {
  /// The object (delegate or view controller) with this id, or whose short name is `name`
  /// when that is unique among the objects.
  public func object(named name: String) -> Result<ObjectEntry, RegistryLookupError> {
    switch Self.match(name, in: objects, index: objectsByID, id: \.descriptor.id) {
    case .success(let found?): return .success(found)
    case .success(nil): break
    case .failure(let error): return .failure(error)
    }
    if let animator = entries.first(where: {
      $0.descriptor.id == name || shortName(of: $0.descriptor.id) == name
    }) {
      return .failure(.notAnObject(name: name, id: animator.descriptor.id))
    }
    let candidates = objects.flatMap { [$0.descriptor.id, shortName(of: $0.descriptor.id)] }
    return .failure(.unknownObject(name: name, suggestion: nearestName(to: name, in: candidates)))
  }

  /// The animator or object with this id, or whose short name is `name` when that is
  /// unique among both (they share one id space). Unknown names are reported as unknown
  /// animators, with the nearest animator or object id as the suggestion.
  public func item(named name: String) -> Result<RegisteredItem, RegistryLookupError> {
    switch Self.match(name, in: items, index: nil, id: \.id) {
    case .success(let found?): return .success(found)
    case .success(nil): break
    case .failure(let error): return .failure(error)
    }
    let candidates = items.flatMap { [$0.id, shortName(of: $0.id)] }
    return .failure(.unknown(name: name, suggestion: nearestName(to: name, in: candidates)))
  }

  /// Checks `choice` against the objects and their parameters, as ``resolve(_:)`` does
  /// for animators.
  public func resolveObject(_ choice: AnimatorChoice) -> Result<ResolvedObject, ChoiceError> {
    let entry: ObjectEntry
    switch object(named: choice.name) {
    case .success(let found): entry = found
    case .failure(let error): return .failure(.lookup(error))
    }
    return Self.values(of: choice, for: entry.descriptor.id, declared: entry.descriptor.parameters)
      .map { ResolvedObject(entry: entry, values: $0) }
      .mapError { .ofObject(kind: entry.descriptor.kind, error: $0) }
  }

  /// Checks `choice`, which may name an animator or a delegate (a mapping, the ranked
  /// default), against the registry: a view controller serves no transition and is
  /// refused.
  public func resolveTarget(_ choice: AnimatorChoice) -> Result<ResolvedTarget, ChoiceError> {
    switch item(named: choice.name) {
    case .failure(let error): return .failure(.lookup(error))
    case .success(.animator): return resolve(choice).map(ResolvedTarget.animator)
    case .success(.object(let entry)) where !entry.descriptor.kind.isDelegate:
      return .failure(
        .lookup(
          .notAnAnimator(name: choice.name, id: entry.descriptor.id, kind: entry.descriptor.kind)))
    case .success(.object):
      return resolveObject(choice)
        .map(ResolvedTarget.delegate)
    }
  }
}
