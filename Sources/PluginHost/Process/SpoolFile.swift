#if canImport(Glibc)
  import Glibc
#endif

/// An unnamed temporary file (created in `$TMPDIR` or `/tmp` and unlinked at once, so
/// nothing is left behind however the process ends): a place to set output aside while
/// a run goes on, so that memory holds one piece of it at a time. Its descriptor is
/// numbered ``HostDescriptors/minimum`` or above and closed on exec, out of reach of a
/// plugin that closes the low descriptors.
public final class SpoolFile {
  /// The open file.
  public let descriptor: Int32
  /// Writes to the end of the file.
  public let writer: BufferedWriter

  private init(descriptor: Int32) {
    self.descriptor = descriptor
    writer = BufferedWriter(descriptor: descriptor)
  }

  deinit { _ = DescriptorIO.close(descriptor) }

  /// A new empty spool file, or the error that prevented it.
  public static func make() -> Result<SpoolFile, SystemError> {
    let directory =
      ProcessEnvironment.current()["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    var template = Array((directory + "/transhost-spool-XXXXXX").utf8CString)
    let opened = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
      guard let base = buffer.baseAddress else { return -1 }
      let descriptor = mkstemp(base)
      if descriptor >= 0 { unlink(base) }
      return descriptor
    }
    guard opened >= 0 else { return .failure(.current) }
    let moved = DescriptorIO.duplicate(opened, atLeast: HostDescriptors.minimum)
    _ = DescriptorIO.close(opened)
    return moved.map { SpoolFile(descriptor: $0) }
  }

  /// Hands everything written so far to `body`, in pieces of up to 64 KiB, from the
  /// start; the error when the file cannot be read back.
  public func read(_ body: (UnsafeRawBufferPointer) -> Void) -> Result<Void, SystemError> {
    guard writer.flush() else { return .failure(writer.failure ?? SystemError(code: EIO)) }
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    var offset: off_t = 0
    while true {
      let count = buffer.withUnsafeMutableBytes {
        pread(descriptor, $0.baseAddress, $0.count, offset)
      }
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(.current)
      }
      if count == 0 { return .success(()) }
      buffer.withUnsafeBytes { body(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
      offset += off_t(count)
    }
  }
}
