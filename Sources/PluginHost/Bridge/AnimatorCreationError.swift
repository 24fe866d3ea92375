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
