#if canImport(Glibc)
  import Glibc
#endif

/// What one cached scan is valid for: one version of one file (real path, device,
/// inode, size, modification time to the nanosecond), scanned by this host (ABI
/// major.minor and transhost version) under this dynamic-loader environment
/// (`LD_LIBRARY_PATH`, `LD_PRELOAD`, and when `/etc/ld.so.cache` last changed, so a
/// plugin refused for a missing library is scanned again once libraries change).
struct PluginCacheKey: Hashable, Sendable {
  /// The file's real path (links in the directories above resolved).
  let realPath: String
  /// `st_dev`.
  let device: UInt64
  /// `st_ino`.
  let inode: UInt64
  /// `st_size`.
  let size: Int64
  /// `st_mtim.tv_sec`.
  let modifiedSeconds: Int
  /// `st_mtim.tv_nsec`.
  let modifiedNanoseconds: Int
  /// `ABI 1.0, transhost 0.1.0`.
  let host: String
  /// The loader environment's fingerprint.
  let loader: String

  /// This host's identity in keys.
  static let currentHost = "ABI \(hostABIMajor).\(hostABIMinor), transhost \(transhostVersion)"

  /// The key for the file whose real path is `realPath` and `fstat` is `info`, under
  /// `loader`.
  init(realPath real: String, info: stat, loader: String) {
    self.init(
      realPath: real, device: UInt64(info.st_dev), inode: UInt64(info.st_ino),
      size: Int64(info.st_size), modifiedSeconds: Int(info.st_mtim.tv_sec),
      modifiedNanoseconds: Int(info.st_mtim.tv_nsec), host: Self.currentHost, loader: loader)
  }

  init(
    realPath: String, device: UInt64, inode: UInt64, size: Int64, modifiedSeconds: Int,
    modifiedNanoseconds: Int, host: String, loader: String
  ) {
    self.realPath = realPath
    self.device = device
    self.inode = inode
    self.size = size
    self.modifiedSeconds = modifiedSeconds
    self.modifiedNanoseconds = modifiedNanoseconds
    self.host = host
    self.loader = loader
  }

  /// Whether the file at ``realPath`` is still this version (for pruning the cache).
  var isCurrent: Bool {
    var info = stat()
    guard stat(realPath, &info) == 0 else { return false }
    return UInt64(info.st_dev) == device && UInt64(info.st_ino) == inode
      && Int64(info.st_size) == size && Int(info.st_mtim.tv_sec) == modifiedSeconds
      && Int(info.st_mtim.tv_nsec) == modifiedNanoseconds
  }

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
