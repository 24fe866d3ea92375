#if canImport(Glibc)
  import Glibc
#endif

/// Writing to file descriptors without Foundation: the one loop every writer of the
/// package uses (the command line's output, reports, pictures, the cache, the harness).
public enum DescriptorIO {
  /// Writes every byte of `bytes` to `descriptor`, retrying after interruptions and
  /// short writes; the error when the descriptor stops taking them (a write that takes
  /// nothing counts as `EIO`).
  public static func write(
    _ bytes: UnsafeRawBufferPointer, to descriptor: Int32
  ) -> Result<
    Void, SystemError
  > {
    guard let base = bytes.baseAddress else { return .success(()) }
    var offset = 0
    while offset < bytes.count {
      let written = Glibc.write(descriptor, base + offset, bytes.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        return .failure(.current)
      }
      guard written > 0 else { return .failure(SystemError(code: EIO)) }
      offset += written
    }
    return .success(())
  }

  /// Writes every byte of `bytes` to `descriptor`; the error when it fails.
  public static func write(_ bytes: [UInt8], to descriptor: Int32) -> Result<Void, SystemError> {
    bytes.withUnsafeBytes { write($0, to: descriptor) }
  }

  /// Writes all of `bytes` to `descriptor`, retrying after interruptions; false when
  /// the descriptor stops taking them.
  @discardableResult
  public static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
    if case .failure = write(bytes, to: descriptor) { return false }
    return true
  }

  /// Writes all of `text`, as UTF-8, to `descriptor`.
  @discardableResult
  public static func writeAll(_ text: String, to descriptor: Int32) -> Bool {
    writeAll(Array(text.utf8), to: descriptor)
  }

  /// Closes `descriptor`; the error when the close reports one (a delayed write
  /// error on some file systems). An interrupted close is not retried: on Linux the
  /// descriptor is gone either way.
  public static func close(_ descriptor: Int32) -> Result<Void, SystemError> {
    if Glibc.close(descriptor) == 0 || errno == EINTR { return .success(()) }
    return .failure(.current)
  }

  /// A close-on-exec duplicate of `descriptor` numbered `minimum` or above, or the
  /// error (`EBADF` when `descriptor` is not open).
  public static func duplicate(
    _ descriptor: Int32, atLeast minimum: Int32
  ) -> Result<
    Int32, SystemError
  > {
    let copy = fcntl(descriptor, F_DUPFD_CLOEXEC, minimum)
    return copy < 0 ? .failure(.current) : .success(copy)
  }
}
