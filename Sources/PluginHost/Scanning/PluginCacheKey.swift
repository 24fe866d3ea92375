#if canImport(Glibc)
  import Glibc
#endif

/// What one cached scan is valid for: one version of one file (real path, device,
/// inode, size, modification and change time to the nanosecond), scanned by this host (ABI
/// major.minor and transhost version) under this dynamic-loader environment
/// (`LD_LIBRARY_PATH`, `LD_PRELOAD`, and when `/etc/ld.so.cache` last changed, so a
/// plugin refused for a missing library is scanned again once libraries change).
struct PluginCacheKey: Hashable, Sendable {
  /// The file's real path (links in the directories above resolved).
  let realPath: String
  /// The file's device, inode, size, modification and change time.
  let identity: FileIdentity
  /// `ABI 1.0, transhost 0.1.0`.
  let host: String
  /// The loader environment's fingerprint.
  let loader: String

  /// This host's identity in keys.
  static let currentHost = "ABI \(hostABIMajor).\(hostABIMinor), transhost \(transhostVersion)"

  /// The key for the file whose real path is `realPath` and identity `identity`, under
  /// `loader`, scanned by this host.
  init(realPath: String, identity: FileIdentity, host: String = currentHost, loader: String) {
    self.realPath = realPath
    self.identity = identity
    self.host = host
    self.loader = loader
  }

  /// Hashes the path and the identity only: the host and loader strings (100 to 200
  /// bytes) are the same in nearly every key, so hashing them, twice a file on a warm
  /// `list`, would cost much and tell keys apart little. Equality still compares them.
  func hash(into hasher: inout Hasher) {
    hasher.combine(realPath)
    hasher.combine(identity)
  }

  /// Whether the file at ``realPath`` is still this version (for pruning the cache).
  var isCurrent: Bool { FileIdentity.current(of: realPath) == identity }

  /// The fingerprint of the dynamic loader's environment now.
  static func currentLoaderEnvironment() -> String {
    func variable(_ name: String) -> String {
      getenv(name).map { String(cString: $0) } ?? ""
    }
    var info = stat()
    let cache =
      stat("/etc/ld.so.cache", &info) == 0
      ? "\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)" : "none"
    return "LD_LIBRARY_PATH=\(variable("LD_LIBRARY_PATH")); LD_PRELOAD=\(variable("LD_PRELOAD")); "
      + "ld.so.cache=\(cache)"
  }
}
