import CTransitionABI
import TransitionEngine

/// A delegate made by a plugin's object factory (``HostBridge/makeObject(_:in:operation:style:interactive:parameters:chosenBy:)``),
/// typed by its kind. The host owns it and calls its `destroy` when the run ends.
public enum PluginObject {
  /// A `UIViewControllerTransitioningDelegate`: set it as a controller's
  /// `transitioningDelegate`.
  case transitioningDelegate(PluginTransitioningDelegate)
  /// A `UINavigationControllerDelegate`: set it as a navigation controller's `delegate`.
  case navigationDelegate(PluginNavigationDelegate)
  /// A `UITabBarControllerDelegate`: set it as a tab bar controller's `delegate`.
  case tabBarDelegate(PluginTabBarDelegate)

  /// The kind of delegate `create_object` makes for a descriptor of `kind`, or nil for
  /// a kind that is not a delegate (view controllers) or unknown.
  public enum Kind: Int32, Sendable, CaseIterable {
    /// TRANSHOST_OBJECT_TRANSITIONING_DELEGATE
    case transitioningDelegate = 0
    /// TRANSHOST_OBJECT_NAVIGATION_DELEGATE
    case navigationDelegate = 1
    /// TRANSHOST_OBJECT_TAB_BAR_DELEGATE
    case tabBarDelegate = 2
  }
}

/// Why a plugin's object factory could not make a delegate. Each case names the object id.
public enum ObjectCreationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The plugin could not be loaded into this process.
  case pluginNotLoadable(id: String, error: PluginLoadError)
  /// The plugin has no object factory, or one whose struct is too small.
  case noObjectFactory(id: String, path: String)
  /// `create_object` returned an error status.
  case createFailed(id: String, status: Int32)
  /// `create_object` succeeded but gave nothing.
  case createReturnedNothing(id: String)
  /// The object's struct is smaller than the delegate header.
  case objectTooSmall(id: String, size: UInt32, needed: Int)

  /// The message.
  public var description: String {
    switch self {
    case .pluginNotLoadable(let id, let error):
      "plugin object '\(id)' could not be loaded: \(error.reason)"
    case .noObjectFactory(let id, let path):
      "plugin object '\(id)': '\(path)' has no usable object factory "
        + "(\(TRANSHOST_OBJECT_FACTORY_ID)); export one from get_factory"
    case .createFailed(let id, let status):
      "plugin object '\(id)' could not be created: create_object returned \(status) "
        + "(\(statusName(status)))"
    case .createReturnedNothing(let id):
      "plugin object '\(id)': create_object returned TRANSHOST_OK but no object"
    case .objectTooSmall(let id, let size, let needed):
      "plugin object '\(id)': create_object gave a delegate of \(size) bytes; a delegate "
        + "struct needs at least \(needed) (set struct_size to sizeof the struct)"
    }
  }
}

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
    let raw = calling(id, call: "get_factory") {
      handles.entry.pointee.get_factory?(TRANSHOST_OBJECT_FACTORY_ID)
    }
    let factory = raw?.assumingMemoryBound(to: transhost_object_factory_t.self)
    guard let factory,
      fieldIsPresent(\transhost_object_factory_t.create_object, size: factory.pointee.struct_size),
      let create = factory.pointee.create_object
    else { return .failure(.noObjectFactory(id: id, path: plugin.path)) }
    var out: UnsafeMutableRawPointer?
    let status = withObjectRequest(operation, style, interactive, parameters) { request in
      calling(id, call: "create_object") { create(id, request, UnsafePointer(host), &out) }
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

extension PluginObject {
  /// The engine-side delegate.
  var wrapper: any HostOwnedDelegate {
    switch self {
    case .transitioningDelegate(let delegate): delegate
    case .navigationDelegate(let delegate): delegate
    case .tabBarDelegate(let delegate): delegate
    }
  }
}

/// A delegate wrapper whose plugin struct the host may own: `destroyObject()` calls the
/// struct's `destroy` (if its struct_size covers it and it is set) as the plugin's code.
protocol HostOwnedDelegate: AnyObject {
  func destroyObject()
}
