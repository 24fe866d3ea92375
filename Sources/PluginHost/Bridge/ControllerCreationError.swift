/// Why a plugin could not make one of its registered view controllers.
public enum ControllerCreationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The bridge is attached to no run: controllers live in a run's engine.
  case noRun(id: String)
  /// The plugin could not be loaded into this process.
  case pluginNotLoadable(id: String, error: PluginLoadError)
  /// The plugin's entry offers no object factory (`TRANSHOST_OBJECT_FACTORY_ID`).
  case noObjectFactory(id: String, path: String)
  /// The object factory's struct is too small or has no `create_controller`.
  case factoryTooSmall(id: String, size: UInt32, needed: Int)
  /// `create_controller` returned an error status.
  case createFailed(id: String, status: Int32)
  /// `create_controller` returned TRANSHOST_OK but no controller.
  case createReturnedNothing(id: String)
  /// `create_controller` returned a controller it did not make with `controller_create`
  /// during that call.
  case notMadeByCreate(id: String, handle: UInt64)

  /// The message.
  public var description: String {
    switch self {
    case .noRun(let id):
      "view controller '\(id)' can only be made during a run; attach the host to an engine first"
    case .pluginNotLoadable(let id, let error):
      "plugin '\(id)' could not be loaded: \(error.reason)"
    case .noObjectFactory(let id, let path):
      "plugin '\(id)' ('\(path)') offers no object factory (org.transhost.object-factory/1); "
        + "its get_factory must return one to serve view controllers"
    case .factoryTooSmall(let id, let size, let needed):
      "plugin '\(id)' has an object factory of \(size) bytes without create_controller; "
        + "transhost_object_factory_t needs \(needed)"
    case .createFailed(let id, let status):
      "plugin '\(id)' could not create a view controller: create_controller returned \(status) "
        + "(\(statusName(status)))"
    case .createReturnedNothing(let id):
      "plugin '\(id)' returned TRANSHOST_OK from create_controller but no controller; "
        + "make it with controller_create and return its handle"
    case .notMadeByCreate(let id, let handle):
      "plugin '\(id)' returned controller \(handle) from create_controller, which it did not "
        + "make with controller_create during that call; return the controller it made"
    }
  }
}
