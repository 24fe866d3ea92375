#if canImport(Glibc)
  import Glibc
#endif

/// A plugin directory's own record of what scanning its plugins gave, read when the
/// user's plugin cache has no entry for a file, so that the first `list` after an install
/// (an empty cache: a new user, a new `XDG_CACHE_HOME`) starts no helper and loads
/// nothing. Written beside the plugins by `transhost __index DIR`, which scans `DIR` in
/// helper processes as `list` does; `scripts/install.sh` runs it (as GIO's
/// `gio-querymodules` writes `giomodule.cache` into a module directory).
///
/// It has the cache's binary form (``PluginCache/encode(_:seal:formatLine:)``) and keys
/// (``PluginCacheKey``: real path, identity, host, loader), with its own format line; it
/// ends with an HMAC-SHA-256 under a key everyone knows, a checksum that tells a damaged
/// or hand-edited file, not who wrote it. Its trust is that of the plugins beside it: it
/// is read only when it is a regular file, opened without following links, owned by root
/// or this user and writable by nobody else, in a directory that passed the plugin
/// directory checks (the scan checks them before any file in it is used); whoever can
/// write it can replace the plugins themselves, which transhost would load. An entry is
/// used only for a file whose identity matches the host's `fstat` of it now, under this
/// host and loader environment, and the library is loaded later only if the descriptor
/// `dlopen` gets still has that identity. A file not in the index is scanned in a helper
/// as before.
public struct PluginDirectoryIndex: Sendable {
  /// The index file's name, in the plugin directory.
  public static let fileName = "transhost-plugins.index"
  /// The first line of the file.
  static let formatLine = "transhost plugin directory index, version 1"
  /// The hidden command that writes one: `transhost __index DIR...`.
  public static let subcommand = "__index"
  /// The checksum's key: public, written here.
  static let checksum = PluginCacheSeal(key: Array("transhost plugin directory index".utf8))

  /// The plugin directory.
  public let directory: String

  /// The index of the plugins in `directory`.
  public init(directory: String) {
    self.directory = directory
  }

  /// The index file.
  public var path: String { directory + "/" + Self.fileName }

  /// The entries; nil when there is no index, the reason when it is not used.
  func read() -> Result<[PluginCacheKey: CachedOutcome]?, PluginCache.Problem> {
    let bytes: [UInt8]
    switch PluginCache.readCheckedFile(
      path, privateToUser: false, maximumSize: PluginCache.maximumSize)
    {
    case .failure(let problem): return .failure(problem)
    case .success(nil): return .success(nil)
    case .success(let read?): bytes = read
    }
    switch PluginCache.parse(bytes, seal: Self.checksum, formatLine: Self.formatLine) {
    case .success(let entries): return .success(entries)
    case .failure(.notThisVersion):
      return .failure(.corrupt(path: path, reason: "not a version 1 directory index"))
    case .failure(.truncated): return .failure(.truncated(path: path))
    case .failure(.sealMismatch):
      return .failure(
        .corrupt(path: path, reason: "its checksum does not match: damaged or edited"))
    case .failure(.malformed(let reason)): return .failure(.corrupt(path: path, reason: reason))
    }
  }

  /// Writes `entries` atomically, mode 0644 (readable by everyone, as the plugins are);
  /// returns why not when it cannot.
  func write(_ entries: [PluginCacheKey: CachedOutcome]) -> String? {
    PluginCache.write(
      PluginCache.encode(entries, seal: Self.checksum, formatLine: Self.formatLine), to: path,
      mode: 0o644)
  }
}
