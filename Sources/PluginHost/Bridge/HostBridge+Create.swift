import CTransitionABI
import TransitionEngine

/// Making animator instances: the C request built from a checked choice, the plugin's
/// `create` called with this host (the one its `init` was given), the instance checked.
extension HostBridge {
  /// Creates an instance of `choice`'s animator for one transition, through the
  /// plugin's factory, loading the plugin into this process first if it is not yet.
  /// View parameters are looked up by name in `engine`'s window.
  public func makeAnimator(
    _ choice: ResolvedChoice, operation: TransitionOperation, style: ModalPresentationStyle,
    interactive: Bool, searchRoots: [View] = []
  ) -> Result<PluginAnimator, AnimatorCreationError> {
    makeAnimator(
      choice.prepared, plugin: choice.entry.plugin, operation: operation, style: style,
      interactive: interactive, searchRoots: { searchRoots })
  }

  /// ``makeAnimator(_:operation:style:interactive:searchRoots:)``, asking for the
  /// search roots only when a view parameter names a view.
  func makeAnimator(
    _ prepared: PreparedRequest, plugin: LoadedPlugin, operation: TransitionOperation,
    style: ModalPresentationStyle, interactive: Bool, searchRoots: () -> [View]
  ) -> Result<PluginAnimator, AnimatorCreationError> {
    let descriptor = prepared.descriptor
    let factory: UnsafePointer<transhost_animator_factory_t>?
    if let known = UnsafePointer<transhost_animator_factory_t>(
      bitPattern: prepared.verifiedFactory.load(ordering: .relaxed))
    {
      factory = known
    } else {
      switch verifiedFactory(prepared, plugin: plugin) {
      case .success(let loaded): factory = loaded
      case .failure(let error): return .failure(error)
      }
    }
    var out: UnsafeMutablePointer<transhost_animator_t>?
    // Read before: the closures capture the values, not the request.
    let (name, animatorID, host) = (prepared.name, prepared.animatorID, UnsafePointer(host))
    let status = withRequest(
      prepared, operation: cOperation(operation), style: Int32(style.rawValue),
      interactive: interactive, searchRoots: searchRoots
    ) { requestPointer in
      calling(name, call: "create") {
        factory?.pointee.create?(animatorID, requestPointer, host, &out) ?? Status.unsupported
      }
    }
    guard status == Status.ok else {
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
    return .success(PluginAnimator(origin: .registered(prepared), bridge: self, instance: instance))
  }

  /// The animator factory of `plugin`, loading it into this process first if it is not
  /// yet, once `prepared`'s animator was found among what the loaded library declares
  /// (checked once: the library is never unloaded, so what it declares cannot change).
  /// Kept in `prepared` for the transitions after.
  @inline(never)
  private func verifiedFactory(
    _ prepared: PreparedRequest, plugin: LoadedPlugin
  ) -> Result<UnsafePointer<transhost_animator_factory_t>?, AnimatorCreationError> {
    let descriptor = prepared.descriptor
    let handles: LoadedPlugin.Handles
    switch plugin.handles(loadingWith: PluginLoader(host: UnsafePointer(host)), bridge: self) {
    case .success(let loaded): handles = loaded
    case .failure(let error): return .failure(.pluginNotLoadable(id: descriptor.id, error: error))
    }
    if !prepared.isVerified.load(ordering: .relaxed) {
      guard handles.descriptors.contains(descriptor) else {
        return .failure(.pluginChanged(id: descriptor.id, path: plugin.path))
      }
      prepared.isVerified.store(true, ordering: .relaxed)
    }
    if let factory = handles.factory {
      prepared.verifiedFactory.store(UInt(bitPattern: factory), ordering: .relaxed)
    }
    return .success(handles.factory)
  }

  /// Runs `body` with the C request for `prepared`: its template values copied, each
  /// view parameter's view looked up (in the window and `searchRoots`, asked for only
  /// when a view parameter names a view), valid during `body`.
  func withRequest(
    _ prepared: PreparedRequest, operation: transhost_operation, style: transhost_style,
    interactive: Bool, searchRoots: () -> [View],
    _ body: (UnsafePointer<transhost_request_t>) -> transhost_status
  ) -> transhost_status {
    let count = prepared.template.count
    return withUnsafeTemporaryAllocation(
      of: transhost_parameter_value_t.self, capacity: count
    ) { values -> transhost_status in
      _ = values.initialize(fromContentsOf: prepared.template)
      if !prepared.viewParameters.isEmpty {
        let roots = searchRoots()
        for parameter in prepared.viewParameters {
          values[parameter.index].view = viewHandle(
            for: parameter, animator: prepared.descriptor.id, searchRoots: roots)
        }
      }
      var request = transhost_request_t()
      request.struct_size = UInt32(MemoryLayout<transhost_request_t>.size)
      request.operation = operation
      request.style = style
      request.interactive = interactive
      request.parameters = UnsafePointer(values.baseAddress)
      request.parameter_count = UInt32(count)
      return withUnsafePointer(to: &request) { body($0) }
    }
  }

  /// The handle of the view a view parameter names, or 0 (reported) when there is none.
  private func viewHandle(
    for parameter: PreparedRequest.ViewParameter, animator: String, searchRoots: [View]
  ) -> UInt64 {
    let view = engine.flatMap {
      PluginHost.findView(named: parameter.viewName, in: $0, also: searchRoots)
    }
    if view == nil {
      engine?.reportViolation(
        .presentationRefused(
          reason:
            "animator '\(animator)': parameter '\(parameter.name)' names '\(parameter.viewName)', but no view "
            + "has that name in the window or the transition's controllers; the animator gets none"
        ))
    }
    return handle(for: view)
  }
}
