/// The fields of one trace event, packed into a single buffer of bytes: for each field
/// in order, the length of its name, the name's UTF-8 bytes, the length of its value and
/// the value's UTF-8 bytes (lengths as LEB128: one byte below 128).
///
/// A traced run keeps every event, so this is what most of its memory is: one
/// allocation an event (none for an event without fields), against an array of `String`
/// pairs and every string longer than 15 bytes in its own allocation. Reading it gives
/// the same `TraceEvent.Field`s, in the same order, that were packed.
// Sendable although its storage is a class (`ManagedBuffer` is never `Sendable`): the
// bytes are written once, before the storage is shared, and only read after.
struct TraceFields: Sequence, Hashable, @unchecked Sendable {
  /// The packed fields; nil when there are none.
  private let storage: Storage?

  /// The fields `pairs` (name, value), packed in order.
  init(_ pairs: [(String, String)]) {
    var count = 0
    for index in pairs.indices {
      count += Self.packedSize(pairs[index].0) + Self.packedSize(pairs[index].1)
    }
    guard count > 0 else {
      storage = nil
      return
    }
    // A buffer of its own class rather than an array of bytes: making an array of a
    // given capacity goes through unspecialised generic code, which cost more than the
    // rest of the packing.
    let storage = unsafeDowncast(
      Storage.create(minimumCapacity: count) { _ in count }, to: Storage.self)
    storage.withUnsafeMutablePointerToElements { start in
      let buffer = UnsafeMutableBufferPointer(start: start, count: count)
      var offset = 0
      for index in pairs.indices {
        offset = Self.write(pairs[index].0, into: buffer, at: offset)
        offset = Self.write(pairs[index].1, into: buffer, at: offset)
      }
    }
    self.storage = storage
  }

  /// The bytes `text` takes once packed: its length, then its UTF-8 bytes.
  private static func packedSize(_ text: String) -> Int {
    var length = text.utf8.count
    var size = length + 1
    while length >= 0x80 {
      length >>= 7
      size += 1
    }
    return size
  }

  /// Writes `text` (its length, then its UTF-8 bytes) into `buffer` from `offset`, which
  /// has room for it (``packedSize(_:)``); returns the offset after it. The bytes are
  /// copied at once when the string is contiguous (native or small), as it is here.
  private static func write(
    _ text: String, into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int
  ) -> Int {
    var offset = offset
    var length = text.utf8.count
    while length >= 0x80 {
      buffer[offset] = UInt8(truncatingIfNeeded: length) | 0x80
      offset += 1
      length >>= 7
    }
    buffer[offset] = UInt8(length)
    offset += 1
    let end = offset + text.utf8.count
    precondition(end <= buffer.count, "trace field larger than measured")
    let copied: Void? = text.utf8.withContiguousStorageIfAvailable { source in
      guard let from = source.baseAddress, let to = buffer.baseAddress else { return }
      (to + offset).initialize(from: from, count: source.count)
    }
    if copied == nil {
      for byte in text.utf8 {
        buffer[offset] = byte
        offset += 1
      }
    }
    return end
  }

  /// The packed bytes: their count in the header, the bytes after it, written once when
  /// made and never changed.
  final class Storage: ManagedBuffer<Int, UInt8> {
    /// Calls `body` with the bytes.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
      withUnsafeMutablePointers { count, start in
        body(UnsafeBufferPointer(start: start, count: count.pointee))
      }
    }
  }

  /// The fields one at a time, each unpacked as it is reached.
  struct Iterator: IteratorProtocol {
    fileprivate let storage: Storage?
    fileprivate var offset = 0

    mutating func next() -> TraceEvent.Field? {
      guard let storage else { return nil }
      return storage.withBytes { bytes in
        guard offset < bytes.count else { return nil }
        let name = Self.string(in: bytes, at: &offset)
        return TraceEvent.Field(name: name, value: Self.string(in: bytes, at: &offset))
      }
    }

    /// Reads the length at `offset` and the string of that many bytes after it, and
    /// moves `offset` past both.
    private static func string(
      in bytes: UnsafeBufferPointer<UInt8>, at offset: inout Int
    )
      -> String
    {
      let length = TraceFields.length(in: bytes, at: &offset)
      let end = Swift.min(offset + length, bytes.count)
      defer { offset = end }
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self)
    }
  }

  /// Reads the length at `offset` in `bytes` and moves `offset` past it.
  fileprivate static func length(
    in bytes: UnsafeBufferPointer<UInt8>, at offset: inout Int
  )
    -> Int
  {
    var length = 0
    var shift = 0
    while offset < bytes.count {
      let byte = bytes[offset]
      offset += 1
      length |= Int(byte & 0x7F) << shift
      shift += 7
      if byte < 0x80 { break }
    }
    return length
  }

  func makeIterator() -> Iterator { Iterator(storage: storage) }

  /// Whether there are no fields.
  var isEmpty: Bool { storage == nil }

  /// How many fields there are, counted by skipping from length to length (not kept:
  /// a second word in every event's buffer cost more memory than counting costs time).
  var count: Int {
    guard let storage else { return 0 }
    return storage.withBytes { bytes in
      var strings = 0
      var offset = 0
      while offset < bytes.count {
        let length = TraceFields.length(in: bytes, at: &offset)
        offset += length
        strings += 1
      }
      return strings / 2
    }
  }

  /// The number of fields, so that an array of them is made at its size at once.
  var underestimatedCount: Int { count }

  /// The fields as (name, value) pairs.
  var pairs: [(String, String)] { map { ($0.name, $0.value) } }

  // Equal as the fields are (strings compare by canonical equivalence, not bytes).
  static func == (lhs: TraceFields, rhs: TraceFields) -> Bool {
    switch (lhs.storage, rhs.storage) {
    case (nil, nil): return true
    case (let left?, let right?):
      let sameBytes = left.withBytes { leftBytes in
        right.withBytes { rightBytes in leftBytes.elementsEqual(rightBytes) }
      }
      return sameBytes || lhs.elementsEqual(rhs)
    default: return false
    }
  }

  func hash(into hasher: inout Hasher) {
    for field in self { hasher.combine(field) }
  }
}
