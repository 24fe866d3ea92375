import PluginHost

/// Where a picture is written: a file (through a ``BufferedWriter``) or memory.
protocol PictureOutput: AnyObject {
  /// Adds `text`, as UTF-8.
  func write(_ text: String)
  /// Adds `bytes`.
  func write(_ bytes: UnsafeRawBufferPointer)
}

/// Where a picture writer sets parts aside until the picture can be completed: a
/// ``SpoolFile`` on disk for a run, memory for one picture made in memory.
protocol PictureSpool: PictureOutput {
  /// Hands back everything written, in order, in pieces; the error when it cannot.
  func replay(_ body: (UnsafeRawBufferPointer) -> Void) -> SystemError?
}

extension BufferedWriter: PictureOutput {}

extension SpoolFile: PictureSpool {
  func write(_ text: String) { writer.write(text) }
  func write(_ bytes: UnsafeRawBufferPointer) { writer.write(bytes) }

  func replay(_ body: (UnsafeRawBufferPointer) -> Void) -> SystemError? {
    if case .failure(let error) = read(body) { return error }
    return nil
  }
}

/// Bytes held in memory, as output and as a spool.
final class MemoryText: PictureSpool {
  private(set) var bytes: [UInt8] = []

  func write(_ text: String) { bytes.append(contentsOf: text.utf8) }
  func write(_ chunk: UnsafeRawBufferPointer) { bytes.append(contentsOf: chunk) }

  func replay(_ body: (UnsafeRawBufferPointer) -> Void) -> SystemError? {
    bytes.withUnsafeBytes(body)
    return nil
  }

  /// The bytes as text.
  var text: String { String(decoding: bytes, as: UTF8.self) }
}
