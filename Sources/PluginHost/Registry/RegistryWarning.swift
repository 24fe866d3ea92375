/// Something about the plugin search worth saying that refuses nothing: a directory that
/// cannot be read, a plugin built with another Swift compiler. The wording lives in
/// ``description``.
public enum RegistryWarning: Hashable, Sendable, CustomStringConvertible {
  /// A directory the user named (option or environment) cannot be read.
  case unreadableDirectory(path: String, origin: PluginDirectory.Origin)
  /// A Swift plugin was built with another compiler than the host; `warning` says which.
  case otherCompiler(path: String, warning: String)

  /// The file or directory the warning is about.
  public var path: String {
    switch self {
    case .unreadableDirectory(let path, _), .otherCompiler(let path, _): path
    }
  }

  /// The message.
  public var description: String {
    switch self {
    case .unreadableDirectory(let path, let origin):
      "plugin directory '\(path)' (from \(origin.rawValue)) cannot be read; check the path"
    case .otherCompiler(let path, let warning):
      "'\(path)' was \(warning)"
    }
  }
}
