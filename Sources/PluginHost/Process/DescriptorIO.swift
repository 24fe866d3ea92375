#if canImport(Glibc)
  import Glibc
#endif

/// Writing to file descriptors without Foundation: the one loop every writer of the
/// package uses (the command line's output, reports, the cache, the harness).
public enum DescriptorIO {
  /// Writes all of `bytes` to `descriptor`, retrying after interruptions; false when
  /// the descriptor stops taking them.
  @discardableResult
  public static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return -1 }
        return write(descriptor, base + offset, buffer.count - offset)
      }
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { return false }
      offset += written
    }
    return true
  }

  /// Writes all of `text`, as UTF-8, to `descriptor`.
  @discardableResult
  public static func writeAll(_ text: String, to descriptor: Int32) -> Bool {
    writeAll(Array(text.utf8), to: descriptor)
  }
}
