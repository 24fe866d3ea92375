import CTransitionABI
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

  /// The message.
  public var description: String {
    switch self {
    case .lookup(let error):
      "\(error)"
    case .unknownParameter(let animator, let name, let suggestion, _):
      "animator '\(animator)' has no parameter '\(name)'"
        + (suggestion.map { "; did you mean '\($0)'?" }
          ?? "; run 'transhost info \(animator)' to see its parameters")
    case .badValue(let animator, let error, _):
      "animator '\(animator)': \(error.reason)"
    case .missingParameter(let animator, let name):
      "animator '\(animator)' needs parameter '\(name)'"
    }
  }

  /// The 1-based column within the choice text, when known.
  public var column: Int? {
    switch self {
    case .unknownParameter(_, _, _, let column), .badValue(_, _, let column): column
    case .lookup, .missingParameter: nil
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
    let descriptor = entry.descriptor
    let declared = descriptor.parameters.map(\.name)
    for argument in choice.arguments where !declared.contains(argument.name) {
      return .failure(
        .unknownParameter(
          animator: descriptor.id, name: argument.name,
          suggestion: nearestName(to: argument.name, in: declared), column: argument.column))
    }
    var values: [(name: String, value: ParameterValue)] = []
    for parameter in descriptor.parameters {
      let given = choice.arguments.first(where: { $0.name == parameter.name })
      if given == nil && parameter.kind == .view && parameter.defaultValue == nil {
        // A view parameter is optional: the animator gets no view.
        values.append((parameter.name, .view("")))
        continue
      }
      guard let text = given?.value ?? parameter.defaultValue else {
        return .failure(.missingParameter(animator: descriptor.id, name: parameter.name))
      }
      switch ParameterValue.parse(text, for: parameter) {
      case .success(let value): values.append((parameter.name, value))
      case .failure(let error):
        return .failure(
          .badValue(animator: descriptor.id, error: error, column: given?.column ?? 1))
      }
    }
    return .success(ResolvedChoice(entry: entry, values: values))
  }

  /// Creates an instance of `choice`'s animator for one transition, through the
  /// plugin's factory, loading the plugin into this process first if it is not yet.
  /// View parameters are looked up by name in `engine`'s window.
  public func makeAnimator(
    _ choice: ResolvedChoice, operation: TransitionOperation, style: ModalPresentationStyle,
    interactive: Bool, bridge: HostBridge, searchRoots: [View] = []
  ) -> Result<PluginAnimator, AnimatorCreationError> {
    makeAnimator(
      choice.prepared, plugin: choice.entry.plugin, operation: operation, style: style,
      interactive: interactive, bridge: bridge, searchRoots: { searchRoots })
  }

  /// ``makeAnimator(_:operation:style:interactive:bridge:searchRoots:)``, asking for the
  /// search roots only when a view parameter names a view.
  func makeAnimator(
    _ prepared: PreparedRequest, plugin: LoadedPlugin, operation: TransitionOperation,
    style: ModalPresentationStyle, interactive: Bool, bridge: HostBridge,
    searchRoots: () -> [View]
  ) -> Result<PluginAnimator, AnimatorCreationError> {
    let descriptor = prepared.descriptor
    let handles: LoadedPlugin.Handles
    switch plugin.handles(
      loadingWith: PluginLoader(host: UnsafePointer(loadingBridge.host)), bridge: loadingBridge)
    {
    case .success(let loaded): handles = loaded
    case .failure(let error): return .failure(.pluginNotLoadable(id: descriptor.id, error: error))
    }
    if !prepared.isVerified.load(ordering: .relaxed) {
      // The library is never unloaded, so what it declares cannot change once checked.
      guard handles.descriptors.contains(descriptor) else {
        return .failure(.pluginChanged(id: descriptor.id, path: plugin.path))
      }
      prepared.isVerified.store(true, ordering: .relaxed)
    }
    var out: UnsafeMutablePointer<transhost_animator_t>?
    let count = prepared.template.count
    let status = withUnsafeTemporaryAllocation(
      of: transhost_parameter_value_t.self, capacity: count
    ) { values -> Int32 in
      _ = values.initialize(fromContentsOf: prepared.template)
      if !prepared.viewParameters.isEmpty {
        let roots = searchRoots()
        for parameter in prepared.viewParameters {
          values[parameter.index].view = viewHandle(
            for: parameter, animator: descriptor.id, bridge: bridge, searchRoots: roots)
        }
      }
      var request = transhost_request_t()
      request.struct_size = UInt32(MemoryLayout<transhost_request_t>.size)
      request.operation = cOperation(operation)
      request.style = Int32(style.rawValue)
      request.interactive = interactive
      request.parameters = UnsafePointer(values.baseAddress)
      request.parameter_count = UInt32(count)
      return withUnsafePointer(to: &request) { requestPointer in
        bridge.calling(descriptor.id, call: "create") {
          handles.factory.pointee.create?(
            prepared.animatorID, requestPointer, UnsafePointer(bridge.host), &out)
            ?? Int32(TRANSHOST_E_UNSUPPORTED)
        }
      }
    }
    guard status == Int32(TRANSHOST_OK) else {
      return .failure(.createFailed(id: descriptor.id, status: status))
    }
    guard let instance = out else { return .failure(.createReturnedNothing(id: descriptor.id)) }
    let needed = bytesNeeded(through: \transhost_animator_t.destroy)
    guard Int(instance.pointee.struct_size) >= needed, instance.pointee.animate_transition != nil,
      instance.pointee.transition_duration != nil
    else {
      return .failure(
        .instanceTooSmall(id: descriptor.id, size: instance.pointee.struct_size, needed: needed))
    }
    return .success(PluginAnimator(request: prepared, bridge: bridge, instance: instance))
  }

  /// The handle of the view a view parameter names, or 0 (reported) when there is none.
  private func viewHandle(
    for parameter: PreparedRequest.ViewParameter, animator: String, bridge: HostBridge,
    searchRoots: [View]
  ) -> UInt64 {
    let view = bridge.engine.flatMap {
      findView(named: parameter.viewName, in: $0, also: searchRoots)
    }
    if view == nil {
      bridge.engine?.reportViolation(
        .presentationRefused(
          reason:
            "animator '\(animator)': parameter '\(parameter.name)' names '\(parameter.viewName)', but no view "
            + "has that name in the window or the transition's controllers; the animator gets none"
        ))
    }
    return bridge.handle(for: view)
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

/// Why a plugin could not create an animator instance.
public enum AnimatorCreationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// `create` returned an error status.
  case createFailed(id: String, status: Int32)
  /// `create` succeeded but gave no instance.
  case createReturnedNothing(id: String)
  /// The instance's struct is too small or lacks required functions.
  case instanceTooSmall(id: String, size: UInt32, needed: Int)
  /// The plugin, scanned in a helper process, could not be loaded into this one.
  case pluginNotLoadable(id: String, error: PluginLoadError)
  /// The plugin loaded into this process no longer declares the animator as it did
  /// when it was scanned (the file changed in between).
  case pluginChanged(id: String, path: String)

  /// The message.
  public var description: String {
    switch self {
    case .createFailed(let id, let status):
      "plugin '\(id)' could not create an animator: create returned \(status) (\(statusName(status)))"
    case .createReturnedNothing(let id):
      "plugin '\(id)' returned TRANSHOST_OK from create but no animator"
    case .instanceTooSmall(let id, let size, let needed):
      "plugin '\(id)' returned an animator of \(size) bytes without transition_duration and "
        + "animate_transition; transhost_animator_t needs \(needed)"
    case .pluginNotLoadable(let id, let error):
      "plugin '\(id)' could not be loaded: \(error.reason)"
    case .pluginChanged(let id, let path):
      "plugin '\(id)' changed since it was scanned: '\(path)' no longer declares it the same way; "
        + "run the command again"
    }
  }
}
