/// Reads what ``CacheWriter`` wrote, checking every read against the end of the bytes:
/// a damaged file gives a ``ScanOutcome/DecodingError``, never a crash or a huge
/// allocation (a count is never believed beyond the bytes left to hold it).
struct CacheReader {
  typealias DecodingError = ScanOutcome.DecodingError

  private let bytes: [UInt8]
  /// The next byte to read.
  private(set) var position: Int
  /// Where the readable bytes end.
  private let end: Int
  /// The string table, once read.
  private var strings: [String] = []
  /// The arrays of descriptors last read, to read again for the same bytes
  /// (``array(reusing:_:)``).
  var lastArrays = LastArrays()

  /// A reader of `bytes[range]`.
  init(_ bytes: [UInt8], in range: Range<Int>) {
    self.bytes = bytes
    self.position = range.lowerBound
    self.end = range.upperBound
  }

  /// Whether every byte has been read.
  var isAtEnd: Bool { position == end }

  /// Reads the string table (``CacheWriter/table``); later strings refer to it.
  mutating func readTable() throws(DecodingError) {
    let count = try self.count()
    strings.reserveCapacity(count)
    for _ in 0..<count {
      let length = try self.count()
      let start = position
      position += length
      strings.append(String(decoding: bytes[start..<position], as: UTF8.self))
    }
  }

  /// Reads a whole number of at most 64 bits.
  mutating func unsigned() throws(DecodingError) -> UInt64 {
    var value: UInt64 = 0
    var shift: UInt64 = 0
    while true {
      guard position < end else { throw DecodingError(description: "cut short") }
      let byte = bytes[position]
      position += 1
      guard shift < 64, shift < 63 || byte <= 1 else {
        throw DecodingError(description: "number out of range")
      }
      value |= UInt64(byte & 0x7F) << shift
      if byte < 0x80 { return value }
      shift += 7
    }
  }

  /// Reads a zigzag-encoded signed whole number.
  mutating func signed() throws(DecodingError) -> Int64 {
    let raw = try unsigned()
    return Int64(bitPattern: raw >> 1) ^ -Int64(bitPattern: raw & 1)
  }

  /// Reads a signed whole number that fits an `Int32`.
  mutating func int32() throws(DecodingError) -> Int32 {
    guard let value = Int32(exactly: try signed()) else {
      throw DecodingError(description: "number out of range")
    }
    return value
  }

  /// Reads a whole number that fits a `UInt32`.
  mutating func uint32() throws(DecodingError) -> UInt32 {
    guard let value = UInt32(exactly: try unsigned()) else {
      throw DecodingError(description: "number out of range")
    }
    return value
  }

  /// Reads a count or an index: at most the number of bytes left, since each element
  /// takes at least one.
  mutating func count() throws(DecodingError) -> Int {
    let value = try unsigned()
    guard value <= UInt64(end - position) else {
      throw DecodingError(description: "count \(value) past the end")
    }
    return Int(value)
  }

  /// Reads what ``CacheWriter/append(_:)-(FileIdentity)`` wrote.
  mutating func identity() throws(DecodingError) -> FileIdentity {
    FileIdentity(
      device: try unsigned(), inode: try unsigned(), size: try signed(),
      modifiedSeconds: Int(try signed()), modifiedNanoseconds: Int(try signed()),
      changedSeconds: Int(try signed()), changedNanoseconds: Int(try signed()))
  }

  /// Reads a flag.
  mutating func flag() throws(DecodingError) -> Bool {
    guard position < end else { throw DecodingError(description: "cut short") }
    let byte = bytes[position]
    position += 1
    guard byte <= 1 else { throw DecodingError(description: "bad flag \(byte)") }
    return byte == 1
  }

  /// Reads a number's 8-byte bit pattern.
  mutating func number() throws(DecodingError) -> Double {
    guard end - position >= 8 else { throw DecodingError(description: "cut short") }
    var bits: UInt64 = 0
    for offset in (0..<8).reversed() { bits = bits << 8 | UInt64(bytes[position + offset]) }
    position += 8
    return Double(bitPattern: bits)
  }

  /// Reads a reference to the string table.
  mutating func string() throws(DecodingError) -> String {
    let index = try unsigned()
    guard index < UInt64(strings.count) else {
      throw DecodingError(description: "string \(index) not in the table")
    }
    return strings[Int(index)]
  }

  /// Reads 0 for nil, else a string's index plus 1.
  mutating func optionalString() throws(DecodingError) -> String? {
    let index = try unsigned()
    guard index > 0 else { return nil }
    guard index <= UInt64(strings.count) else {
      throw DecodingError(description: "string \(index - 1) not in the table")
    }
    return strings[Int(index - 1)]
  }

  /// Reads what ``array(_:)`` does, or, when the bytes here are those `last` was read
  /// from, takes `last`'s array again and moves past them: the same bytes (string
  /// indices into the same table) read the same way, so 200 descriptors that declare
  /// the same styles share one array instead of making 200.
  mutating func array<Element>(
    reusing last: inout LastArray<Element>,
    _ element: (inout CacheReader) throws(DecodingError) -> Element
  ) throws(DecodingError) -> [Element] {
    let length = last.bytes.count
    if length > 0, end - position >= length,
      bytes[position..<position + length].elementsEqual(bytes[last.bytes])
    {
      position += length
      return last.value
    }
    let start = position
    let value = try array(element)
    last = LastArray(bytes: start..<position, value: value)
    return value
  }

  /// Reads a count, then that many elements with `element`.
  mutating func array<Element>(
    _ element: (inout CacheReader) throws(DecodingError) -> Element
  ) throws(DecodingError) -> [Element] {
    let count = try self.count()
    var elements: [Element] = []
    elements.reserveCapacity(count)
    for _ in 0..<count { elements.append(try element(&self)) }
    return elements
  }
}

/// An array ``CacheReader`` read, and the bytes it was read from.
struct LastArray<Element> {
  /// Where the array's bytes are.
  var bytes: Range<Int> = 0..<0
  /// What they read as.
  var value: [Element] = []
}
