#if canImport(Glibc)
  import Glibc
#endif

/// Which version of which file a plugin is: device, inode, size, modification time and
/// change time (both to the nanosecond), as `fstat` gives them on an open descriptor.
///
/// The change time (`st_ctime`) is what tells a file rewritten in place from the one
/// scanned: `touch -d` or `cp -p` can set the modification time back, and keep the size,
/// but every write, `chmod` or `utimes` sets the change time to now, and no call sets it
/// to a chosen value.
///
/// A plugin is known by its identity from the moment it is first opened and checked, by
/// the host (the scan helper then loads only a file with that identity) or, in a cold scan
/// with forked helpers, by the helper itself (which reports the identity of the
/// descriptor it loaded): the cache keeps an outcome for that identity, and the host later
/// loads only a file with that identity, checked on the very descriptor it hands to
/// `dlopen`. A file that is renamed over, rewritten, or
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
  /// `st_ctim.tv_sec`.
  public let changedSeconds: Int
  /// `st_ctim.tv_nsec`.
  public let changedNanoseconds: Int

  /// The identity in `info`.
  init(_ info: stat) {
    self.init(
      device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
      modifiedSeconds: Int(info.st_mtim.tv_sec), modifiedNanoseconds: Int(info.st_mtim.tv_nsec),
      changedSeconds: Int(info.st_ctim.tv_sec), changedNanoseconds: Int(info.st_ctim.tv_nsec))
  }

  /// An identity from its parts.
  public init(
    device: UInt64, inode: UInt64, size: Int64, modifiedSeconds: Int, modifiedNanoseconds: Int,
    changedSeconds: Int, changedNanoseconds: Int
  ) {
    self.device = device
    self.inode = inode
    self.size = size
    self.modifiedSeconds = modifiedSeconds
    self.modifiedNanoseconds = modifiedNanoseconds
    self.changedSeconds = changedSeconds
    self.changedNanoseconds = changedNanoseconds
  }

  /// The identity of the file at `path` now (following links), or nil.
  static func current(of path: String) -> FileIdentity? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return FileIdentity(info)
  }

  /// `device 2049, inode 1234, 16256 bytes, modified 1700000000.123456789, changed
  /// 1700000000.123456789`.
  public var description: String {
    func time(_ seconds: Int, _ nanoseconds: Int) -> String {
      let digits = String(nanoseconds)
      return String(seconds) + "." + String(repeating: "0", count: max(0, 9 - digits.count))
        + digits
    }
    return "device \(device), inode \(inode), \(size) bytes, modified "
      + time(modifiedSeconds, modifiedNanoseconds) + ", changed "
      + time(changedSeconds, changedNanoseconds)
  }

  /// The identity as the scan helper's argument:
  /// `=device:inode:size:seconds:nanoseconds:changedSeconds:changedNanoseconds`.
  var argument: String {
    "=" + String(device) + ":" + String(inode) + ":" + String(size) + ":"
      + String(modifiedSeconds) + ":" + String(modifiedNanoseconds) + ":"
      + String(changedSeconds) + ":" + String(changedNanoseconds)
  }

  /// The identity in a scan helper's argument, or nil when it is not one.
  init?(argument: String) {
    guard argument.hasPrefix("=") else { return nil }
    let parts = argument.dropFirst().split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 7, let device = UInt64(parts[0]), let inode = UInt64(parts[1]),
      let size = Int64(parts[2]), let seconds = Int(parts[3]), let nanoseconds = Int(parts[4]),
      let changedSeconds = Int(parts[5]), let changedNanoseconds = Int(parts[6])
    else { return nil }
    self.init(
      device: device, inode: inode, size: size, modifiedSeconds: seconds,
      modifiedNanoseconds: nanoseconds, changedSeconds: changedSeconds,
      changedNanoseconds: changedNanoseconds)
  }
}
