import CTransitionABI
import TransitionEngine

/// Making delegates through a plugin's object factory (ABI 1.3).
extension HostBridge {
  /// Creates delegate `id` of `kind` from `plugin`'s object factory
  /// (`TRANSHOST_OBJECT_FACTORY_ID`), loading the plugin first if it is not yet, for a
  /// first transition of `operation` in `style`; `parameters` are the request's values,
  /// every declared one present, in declaration order (view values name no view: 0).
  /// Its answers carry `chosenBy` as their link (nil: the controller's own delegate).
  /// The host destroys the object when the run ends (``attach(_:)``, ``reset()``).
  public func makeObject(
    _ id: String, in plugin: LoadedPlugin, kind: PluginObject.Kind,
    operation: TransitionOperation, style: ModalPresentationStyle, interactive: Bool = false,
    parameters: [(name: String, value: ParameterValue)] = [], chosenBy: ChoiceLink? = nil
  ) -> Result<PluginObject, ObjectCreationError> {
    let handles: LoadedPlugin.Handles
    switch plugin.handles(loadingWith: PluginLoader(host: UnsafePointer(host)), bridge: self) {
    case .success(let loaded): handles = loaded
    case .failure(let error): return .failure(.pluginNotLoadable(id: id, error: error))
    }
    let name = PluginName(id)
    let raw = calling(name, call: "get_factory") {
      handles.entry.pointee.get_factory?(TRANSHOST_OBJECT_FACTORY_ID)
    }
    let factory = raw?.assumingMemoryBound(to: transhost_object_factory_t.self)
    guard let factory,
      fieldIsPresent(\transhost_object_factory_t.create_object, size: factory.pointee.struct_size),
      let create = factory.pointee.create_object
    else { return .failure(.noObjectFactory(id: id, path: plugin.path)) }
    var out: UnsafeMutableRawPointer?
    let status = withObjectRequest(operation, style, interactive, parameters) { request in
      calling(name, call: "create_object") { create(id, request, UnsafePointer(host), &out) }
    }
    guard status == Status.ok else { return .failure(.createFailed(id: id, status: status)) }
    guard let out else { return .failure(.createReturnedNothing(id: id)) }
    let size = out.load(as: UInt32.self)
    guard size >= 16 else { return .failure(.objectTooSmall(id: id, size: size, needed: 16)) }
    let object: PluginObject
    switch kind {
    case .transitioningDelegate:
      let pointer = out.assumingMemoryBound(to: transhost_transitioning_delegate_t.self)
      object = .transitioningDelegate(
        PluginTransitioningDelegate(pointer, plugin: id, bridge: self, chosenBy: chosenBy))
    case .navigationDelegate:
      let pointer = out.assumingMemoryBound(to: transhost_navigation_delegate_t.self)
      object = .navigationDelegate(
        PluginNavigationDelegate(pointer, plugin: id, bridge: self, chosenBy: chosenBy))
    case .tabBarDelegate:
      let pointer = out.assumingMemoryBound(to: transhost_tab_bar_delegate_t.self)
      object = .tabBarDelegate(
        PluginTabBarDelegate(pointer, plugin: id, bridge: self, chosenBy: chosenBy))
    }
    let wrapper = object.wrapper
    objects.own(wrapper) { wrapper.destroyObject() }
    objects.setDelegates[out] = object.wrapper
    return .success(object)
  }

  /// Calls `body` with a request for `create_object`, valid during the call.
  private func withObjectRequest(
    _ operation: TransitionOperation, _ style: ModalPresentationStyle, _ interactive: Bool,
    _ parameters: [(name: String, value: ParameterValue)],
    _ body: (UnsafePointer<transhost_request_t>) -> transhost_status
  ) -> transhost_status {
    let names = parameters.map { duplicateCString($0.name) }
    let texts = parameters.map { duplicateCString($0.value.text) }
    defer { (names + texts).forEach { $0.deallocate() } }
    var values = parameters.indices.map { index -> transhost_parameter_value_t in
      var value = transhost_parameter_value_t()
      value.name = UnsafePointer(names[index])
      value.text = UnsafePointer(texts[index])
      switch parameters[index].value {
      case .number(let number): value.number = number
      case .bool(let flag): value.flag = flag
      default: break
      }
      return value
    }
    return values.withUnsafeMutableBufferPointer { buffer in
      var request = transhost_request_t()
      request.struct_size = UInt32(MemoryLayout<transhost_request_t>.size)
      request.operation = cOperation(operation)
      request.style = Int32(style.rawValue)
      request.interactive = interactive
      request.parameters = UnsafePointer(buffer.baseAddress)
      request.parameter_count = UInt32(buffer.count)
      return withUnsafePointer(to: &request) { body($0) }
    }
  }
}
