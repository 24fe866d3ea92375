import CTransitionABI

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
  /// The object chosen to serve a transition is a view controller, not a delegate.
  case notADelegate(id: String)

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
    case .notADelegate(let id):
      "plugin object '\(id)' is a view controller, not a delegate; make it with "
        + "'controller NAME class \(id)'"
    }
  }
}
