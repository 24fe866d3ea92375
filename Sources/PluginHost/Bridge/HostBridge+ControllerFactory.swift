import CTransitionABI
import TransitionEngine

/// Making a plugin's registered view controllers: the object factory found through the
/// plugin's entry, its `create_controller` called with this host, and the controller it
/// returns checked to be one it made with `controller_create` during that call.
extension HostBridge {
  /// Creates view controller `id` of `plugin`, named `name`, with `parameters` (every
  /// parameter the object declares, in its order, defaults filled in), loading the
  /// plugin into this process first if it is not yet.
  ///
  /// The request's operation is `TRANSHOST_OPERATION_PRESENT` and its style
  /// `TRANSHOST_STYLE_NONE` (a controller is made before any transition); view
  /// parameters are looked up by name in the window. The controller lives until the
  /// end of the run. Mirrors instantiating a `UIViewController` subclass by class.
  public func makeController(
    _ id: String, name: String, plugin: LoadedPlugin,
    parameters: [(name: String, value: ParameterValue)] = []
  ) -> Result<PluginViewController, ControllerCreationError> {
    switch plugin.handles(loadingWith: PluginLoader(host: UnsafePointer(host)), bridge: self) {
    case .success(let handles):
      return makeController(
        id, name: name, entry: handles.entry, path: plugin.path, parameters: parameters)
    case .failure(let error):
      return .failure(.pluginNotLoadable(id: id, error: error))
    }
  }

  /// ``makeController(_:name:plugin:parameters:)`` through a loaded `entry` (its file at
  /// `path`, for messages).
  func makeController(
    _ id: String, name: String, entry: UnsafePointer<transhost_entry_t>, path: String,
    parameters: [(name: String, value: ParameterValue)]
  ) -> Result<PluginViewController, ControllerCreationError> {
    guard let engine else { return .failure(.noRun(id: id)) }
    // The request's values are built as an animator's are; only the id is read. Made
    // first: its name is the one the factory's code, and the controllers it makes, run as.
    let prepared = PreparedRequest(
      AnimatorDescriptor(
        id: id, name: name, version: "", vendor: "", summary: "", styles: [], operations: [],
        supportsInteractive: false, defaultDuration: 0, parameters: []),
      parameters)
    let plugin = prepared.name
    let raw = calling(plugin, call: "get_factory") {
      entry.pointee.get_factory?(TRANSHOST_OBJECT_FACTORY_ID)
    }
    guard let raw else { return .failure(.noObjectFactory(id: id, path: path)) }
    let factory = raw.assumingMemoryBound(to: transhost_object_factory_t.self)
    let needed = bytesNeeded(through: \transhost_object_factory_t.create_controller)
    guard Int(factory.pointee.struct_size) >= needed,
      let create = factory.pointee.create_controller
    else {
      return .failure(
        .factoryTooSmall(id: id, size: factory.pointee.struct_size, needed: needed))
    }
    var out: UInt64 = 0
    let outer = pluginControllers.creation
    pluginControllers.creation = PluginControllers.Creation(object: plugin)
    let status = withRequest(
      prepared, operation: transhost_operation(TRANSHOST_OPERATION_PRESENT),
      style: transhost_style(TRANSHOST_STYLE_NONE), interactive: false,
      searchRoots: { [engine.window.rootView] }
    ) { requestPointer in
      name.withCString { cName in
        calling(plugin, call: "create_controller") {
          create(prepared.animatorID, cName, requestPointer, UnsafePointer(host), &out)
        }
      }
    }
    let made = pluginControllers.creation?.made ?? []
    pluginControllers.creation = outer
    guard status == Status.ok else { return .failure(.createFailed(id: id, status: status)) }
    guard out != 0 else { return .failure(.createReturnedNothing(id: id)) }
    guard let controller = made.first(where: { UInt64($0.id) == out }) else {
      return .failure(.notMadeByCreate(id: id, handle: out))
    }
    return .success(controller)
  }
}
