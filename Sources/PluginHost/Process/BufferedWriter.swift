#if canImport(Glibc)
  import Glibc
#endif

/// Collects output and writes it to a descriptor in large pieces (one `write` per
/// 64 KiB instead of per line), checking every write: the first failure is kept, with
/// its `errno`, and nothing more is written after it. With a `check`, each write first
/// asks it whether the descriptor may still be written; once it says no, the writer is
/// ``stopped`` and writes nothing more.
public final class BufferedWriter {
  /// The descriptor written to.
  public let descriptor: Int32
  /// The first write that failed, or nil.
  public private(set) var failure: SystemError?
  /// How many bytes reached the descriptor.
  public private(set) var bytesWritten = 0
  /// Whether `check` refused a write (and so nothing more was written).
  public private(set) var stopped = false
  private var bytes: [UInt8] = []
  private let capacity: Int
  private let check: (() -> Bool)?

  /// A writer to `descriptor`, holding up to `capacity` bytes before it writes, and
  /// writing only while `check` (when given) returns true.
  public init(descriptor: Int32, capacity: Int = 1 << 16, check: (() -> Bool)? = nil) {
    self.descriptor = descriptor
    self.capacity = capacity
    self.check = check
    bytes.reserveCapacity(capacity)
  }

  /// Adds `text`, as UTF-8; writes when the buffer is full.
  public func write(_ text: String) {
    guard failure == nil, !stopped else { return }
    bytes.append(contentsOf: text.utf8)
    if bytes.count >= capacity { flush() }
  }

  /// Adds `chunk`; writes when the buffer is full.
  public func write(_ chunk: UnsafeRawBufferPointer) {
    guard failure == nil, !stopped else { return }
    bytes.append(contentsOf: chunk)
    if bytes.count >= capacity { flush() }
  }

  /// Writes what is held; false once any write has failed.
  @discardableResult
  public func flush() -> Bool {
    guard failure == nil, !stopped else { return false }
    guard !bytes.isEmpty else { return true }
    if let check, !check() {
      stopped = true
      bytes.removeAll()
      return false
    }
    switch DescriptorIO.write(bytes, to: descriptor) {
    case .success: bytesWritten += bytes.count
    case .failure(let error): failure = error
    }
    bytes.removeAll(keepingCapacity: true)
    return failure == nil
  }
}
