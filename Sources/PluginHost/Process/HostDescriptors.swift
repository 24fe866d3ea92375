#if canImport(Glibc)
  import Glibc
#endif

/// The host's own standard output and standard error: close-on-exec duplicates of
/// descriptors 1 and 2 numbered ``minimum`` or above, made when first used (the command
/// line uses them before any plugin is loaded). Everything the host prints goes there,
/// so a plugin that prints, redirects or closes descriptors 0 to 99 cannot mix text into
/// the host's output or silence it; one that closes the host's own descriptors makes the
/// host's next write fail, and that failure is reported. What each one is (device,
/// inode and file type) is recorded when it is made, so one that plugin code replaced
/// with `dup2` (``isReplaced(_:)``) is found before the host writes to it.
public enum HostDescriptors {
  /// The lowest number the host gives its own descriptors.
  public static let minimum: Int32 = 100

  /// The host's standard output, or -1 when descriptor 1 was not open (every write
  /// then fails with `EBADF`).
  public static var standardOutput: Int32 { output.descriptor }

  /// The host's standard error, or -1 when descriptor 2 was not open.
  public static var standardError: Int32 { error.descriptor }

  private static let output = Duplicate(of: 1)
  private static let error = Duplicate(of: 2)

  /// Whether `descriptor`, one of the host's own, is open on another file than the one
  /// it was made for (plugin code `dup2`ed something over it). A closed descriptor is
  /// not replaced: writing to it fails with `EBADF`, reported as such.
  public static func isReplaced(_ descriptor: Int32) -> Bool {
    guard descriptor >= 0,
      let made = [output, error].first(where: { $0.descriptor == descriptor })?.file,
      let now = File(descriptor)
    else { return false }
    return now != made
  }

  /// The file a descriptor is open on: device, inode and file type.
  private struct File: Equatable, Sendable {
    let device: UInt64
    let inode: UInt64
    let type: UInt32

    init?(_ descriptor: Int32) {
      var info = stat()
      guard fstat(descriptor, &info) == 0 else { return nil }
      device = UInt64(info.st_dev)
      inode = UInt64(info.st_ino)
      type = UInt32(info.st_mode & S_IFMT)
    }
  }

  /// A duplicate of a standard descriptor and the file it was made on.
  private struct Duplicate: Sendable {
    let descriptor: Int32
    let file: File?

    init(of standard: Int32) {
      switch DescriptorIO.duplicate(standard, atLeast: minimum) {
      case .success(let copy): descriptor = copy
      case .failure: descriptor = -1
      }
      file = File(descriptor)
    }
  }
}
