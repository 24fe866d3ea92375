#if canImport(Glibc)
  import Glibc
#endif

/// Catches what plugin code running in this process writes to standard output and
/// standard error. While it is started, descriptors 1 and 2 are unnamed temporary files
/// (``SpoolFile``), never the host's output (which goes through ``HostDescriptors``), so
/// a plugin's `printf`, `print` or `write(1, …)` cannot mix into an account or JSON Lines.
/// ``collect()`` hands over what was written since the last call, at most ``limit``
/// bytes of each stream over the capture's life (the rest counted, not kept), empties
/// the files, and points 1 and 2 at them again (a plugin may have closed or replaced
/// them).
public final class PluginOutputCapture {
  /// What a plugin wrote to one stream since the last collection.
  public struct Captured: Sendable, Equatable {
    /// `standard output` or `standard error`.
    public let stream: String
    /// The first bytes written, as many as the limit left.
    public let shown: [UInt8]
    /// How many bytes were written in all.
    public let total: Int
  }

  /// How many bytes of each stream are shown over a capture's life (64 KiB).
  public static let limit = 1 << 16

  private let files: [SpoolFile]
  private var shown = [0, 0]
  private static let streams: [(descriptor: Int32, name: String)] = [
    (1, "standard output"), (2, "standard error"),
  ]

  private init(files: [SpoolFile]) {
    self.files = files
    redirect()
  }

  /// Starts catching descriptors 1 and 2, or the error when no temporary file can be made.
  public static func start() -> Result<PluginOutputCapture, SystemError> {
    var files: [SpoolFile] = []
    for _ in streams {
      switch SpoolFile.make() {
      case .success(let file): files.append(file)
      case .failure(let error): return .failure(error)
      }
    }
    return .success(PluginOutputCapture(files: files))
  }

  /// What was written since the last call, one entry per stream that was written to.
  public func collect() -> [Captured] {
    fflush(nil)
    var result: [Captured] = []
    for (position, file) in files.enumerated() {
      let size = Int(lseek(file.descriptor, 0, SEEK_END))
      guard size > 0 else { continue }
      let room = min(size, max(Self.limit - shown[position], 0))
      var bytes = [UInt8](repeating: 0, count: room)
      let read = bytes.withUnsafeMutableBytes { pread(file.descriptor, $0.baseAddress, room, 0) }
      bytes.removeLast(room - max(read, 0))
      shown[position] += bytes.count
      result.append(Captured(stream: Self.streams[position].name, shown: bytes, total: size))
      _ = ftruncate(file.descriptor, 0)
      _ = lseek(file.descriptor, 0, SEEK_SET)
    }
    redirect()
    return result
  }

  private func redirect() {
    for (position, stream) in Self.streams.enumerated() {
      _ = dup2(files[position].descriptor, stream.descriptor)
    }
  }
}
