#if canImport(Glibc)
  import Glibc
#endif

/// The host's own standard output and standard error: close-on-exec duplicates of
/// descriptors 1 and 2 numbered ``minimum`` or above, made when first used (the command
/// line uses them before any plugin is loaded). Everything the host prints goes there,
/// so a plugin that prints, redirects or closes descriptors 0 to 99 cannot mix text into
/// the host's output or silence it; one that closes the host's own descriptors makes the
/// host's next write fail, and that failure is reported.
public enum HostDescriptors {
  /// The lowest number the host gives its own descriptors.
  public static let minimum: Int32 = 100

  /// The host's standard output, or -1 when descriptor 1 was not open (every write
  /// then fails with `EBADF`).
  public static let standardOutput: Int32 = duplicate(1)

  /// The host's standard error, or -1 when descriptor 2 was not open.
  public static let standardError: Int32 = duplicate(2)

  private static func duplicate(_ descriptor: Int32) -> Int32 {
    switch DescriptorIO.duplicate(descriptor, atLeast: minimum) {
    case .success(let copy): return copy
    case .failure: return -1
    }
  }
}
