#if canImport(Glibc)
  import Glibc
#endif

/// Which version of which file a plugin is: device, inode, size and modification time
/// (to the nanosecond), as `fstat` gives them on an open descriptor.
///
/// A plugin is known by its identity from the moment the host first opens it: the scan
/// helper loads only a file with that identity, the cache keeps an outcome for that
/// identity, and the host later loads only a file with that identity, checked on the
/// very descriptor it hands to `dlopen`. A file that is renamed over, rewritten, or
/// reached through a directory swapped in between has another identity and is refused
/// (``PluginLoadError/changedSinceScan(path:scanned:found:)``), never loaded unscanned.
public struct FileIdentity: Hashable, Sendable, CustomStringConvertible {
  /// `st_dev`.
  public let device: UInt64
  /// `st_ino`.
  public let inode: UInt64
  /// `st_size`.
  public let size: Int64
  /// `st_mtim.tv_sec`.
  public let modifiedSeconds: Int
  /// `st_mtim.tv_nsec`.
  public let modifiedNanoseconds: Int

  /// The identity in `info`.
  init(_ info: stat) {
    self.init(
      device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
      modifiedSeconds: Int(info.st_mtim.tv_sec), modifiedNanoseconds: Int(info.st_mtim.tv_nsec))
  }

  /// An identity from its parts.
  public init(
    device: UInt64, inode: UInt64, size: Int64, modifiedSeconds: Int, modifiedNanoseconds: Int
  ) {
    self.device = device
    self.inode = inode
    self.size = size
    self.modifiedSeconds = modifiedSeconds
    self.modifiedNanoseconds = modifiedNanoseconds
  }

  /// The identity of the file at `path` now (following links), or nil.
  static func current(of path: String) -> FileIdentity? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return FileIdentity(info)
  }

  /// `device 2049, inode 1234, 16256 bytes, modified 1700000000.123456789`.
  public var description: String {
    let nanoseconds = String(modifiedNanoseconds)
    let padded = String(repeating: "0", count: max(0, 9 - nanoseconds.count)) + nanoseconds
    return "device \(device), inode \(inode), \(size) bytes, modified \(modifiedSeconds).\(padded)"
  }

  /// The identity as the scan helper's argument: `=device:inode:size:seconds:nanoseconds`.
  var argument: String {
    "=" + String(device) + ":" + String(inode) + ":" + String(size) + ":"
      + String(modifiedSeconds) + ":" + String(modifiedNanoseconds)
  }

  /// The identity in a scan helper's argument, or nil when it is not one.
  init?(argument: String) {
    guard argument.hasPrefix("=") else { return nil }
    let parts = argument.dropFirst().split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 5, let device = UInt64(parts[0]), let inode = UInt64(parts[1]),
      let size = Int64(parts[2]), let seconds = Int(parts[3]), let nanoseconds = Int(parts[4])
    else { return nil }
    self.init(
      device: device, inode: inode, size: size, modifiedSeconds: seconds,
      modifiedNanoseconds: nanoseconds)
  }
}
