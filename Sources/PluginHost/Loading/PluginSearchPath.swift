import CHostSupport

#if canImport(Glibc)
  import Glibc
#endif

/// A directory searched for plugins, and why it is searched.
public struct PluginDirectory: Hashable, Sendable {
  /// Where the directory came from, in search order.
  public enum Origin: String, Hashable, Sendable {
    /// `--plugin-path`.
    case option = "--plugin-path"
    /// `TRANSHOST_PLUGIN_PATH`.
    case environment = "TRANSHOST_PLUGIN_PATH"
    /// The directory of the `transhost` executable (a `swift build` output).
    case executable = "executable directory"
    /// `<prefix>/lib/transhost/plugins` beside an installed `<prefix>/bin/transhost`.
    case installed = "installed plugins"
  }

  /// The absolute path.
  public let path: String
  /// Where it came from.
  public let origin: Origin

  /// Creates a directory entry.
  public init(path: String, origin: Origin) {
    self.path = path
    self.origin = origin
  }
}

/// The plugin search path: `--plugin-path` directories, then `TRANSHOST_PLUGIN_PATH`,
/// then the executable's directory, then `<prefix>/lib/transhost/plugins`. Relative
/// directories are made absolute against the current directory; duplicates (same real
/// path) are kept once, at their first place.
public enum PluginSearchPath {
  /// The directories to search, in order.
  public static func directories(
    option: [String], environmentValue: String?, executablePath: String?,
    currentDirectory: String
  ) -> [PluginDirectory] {
    var result: [PluginDirectory] = []
    var seen: Set<String> = []
    func add(_ raw: String, _ origin: PluginDirectory.Origin) {
      guard !raw.isEmpty else { return }
      let absolute = raw.hasPrefix("/") ? raw : currentDirectory + "/" + raw
      let key = realPath(absolute) ?? normalized(absolute)
      guard seen.insert(key).inserted else { return }
      result.append(PluginDirectory(path: normalized(absolute), origin: origin))
    }
    for entry in option { for part in entry.split(separator: ":") { add(String(part), .option) } }
    for part in (environmentValue ?? "").split(separator: ":") { add(String(part), .environment) }
    if let executablePath {
      let directory = parent(of: executablePath)
      add(directory, .executable)
      if lastComponent(of: directory) == "bin" {
        add(parent(of: directory) + "/lib/transhost/plugins", .installed)
      }
    }
    return result
  }

  /// `TRANSHOST_PLUGIN_PATH`, read with `secure_getenv` so that a set-user-ID process
  /// ignores it.
  public static func environmentValue() -> String? {
    guard let value = secure_getenv("TRANSHOST_PLUGIN_PATH") else { return nil }
    return String(cString: value)
  }

  /// The running executable's path, from `/proc/self/exe`.
  public static func executablePath() -> String? {
    var buffer = [CChar](repeating: 0, count: 4096)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard count > 0 else { return nil }
    return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// The current directory.
  public static func currentDirectory() -> String {
    // glibc allocates the buffer when given none.
    guard let path = getcwd(nil, 0) else { return "/" }
    defer { free(path) }
    return String(cString: path)
  }

  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  static func normalized(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/") {
      if part == "." { continue }
      if part == ".." {
        _ = parts.popLast()
        continue
      }
      parts.append(part)
    }
    return "/" + parts.joined(separator: "/")
  }

  static func parent(of path: String) -> String {
    let parts = normalized(path).split(separator: "/").dropLast()
    return "/" + parts.joined(separator: "/")
  }

  static func lastComponent(of path: String) -> String {
    String(normalized(path).split(separator: "/").last ?? "")
  }
}
