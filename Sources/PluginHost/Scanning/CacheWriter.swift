/// Writes the binary form of the plugin cache's entries (``PluginCache``): whole numbers
/// as LEB128 variable-length integers (signed ones zigzag-encoded first), other numbers
/// as their 8-byte IEEE 754 bit pattern (so a value read back is the value written), and
/// every string once, in a table written before the entries, which refer to it by index.
///
/// The table is what makes the file small: the host and loader strings of every entry,
/// vendors, versions, operations and parameter names are each written once, and the
/// seal (``PluginCacheSeal``) is paid per byte.
struct CacheWriter {
  /// The entries' bytes, written after the string table.
  private(set) var body: [UInt8] = []
  /// Each distinct string, in the order first written.
  private var strings: [String] = []
  /// Each string's index in ``strings``.
  private var indices: [String: Int] = [:]
  /// The string indices the entry before this one referred to, in order, and those this
  /// one has so far (``beginEntry()``): entries of copies of one plugin refer to the same
  /// strings in the same order, so a string is first compared with the one at its place
  /// in the entry before, and hashed only when it differs.
  private var previousReferences: [Int] = []
  private var references: [Int] = []
  /// Whether a string written twice is written once (else each reference adds one).
  private let sharesStrings: Bool

  /// A writer that keeps every distinct string once when `sharesStrings` (the cache:
  /// hundreds of entries repeat the same host, vendor and parameter strings), or adds
  /// one per reference (a scan helper's report: one outcome of a dozen mostly distinct
  /// strings, where searching the table for each cost more than the bytes it saves).
  /// A reader reads either.
  init(sharesStrings: Bool = true) {
    self.sharesStrings = sharesStrings
  }

  /// Appends a whole number of at most 64 bits, 7 bits a byte, low bits first.
  mutating func append(unsigned value: UInt64) {
    Self.append(value, to: &body)
  }

  /// Appends a signed whole number, zigzag-encoded (small magnitudes stay short).
  mutating func append(signed value: Int64) {
    append(unsigned: UInt64(bitPattern: (value << 1) ^ (value >> 63)))
  }

  /// Appends a count or an index (never negative).
  mutating func append(count: Int) {
    append(unsigned: UInt64(count))
  }

  /// Appends a flag as one byte, 0 or 1.
  mutating func append(_ flag: Bool) {
    body.append(flag ? 1 : 0)
  }

  /// Appends a number's 8-byte bit pattern, little-endian.
  mutating func append(_ number: Double) {
    var bits = number.bitPattern
    for _ in 0..<8 {
      body.append(UInt8(truncatingIfNeeded: bits))
      bits >>= 8
    }
  }

  /// Appends a file's identity: device and inode, then its size and times, signed.
  mutating func append(_ identity: FileIdentity) {
    append(unsigned: identity.device)
    append(unsigned: identity.inode)
    append(signed: identity.size)
    append(signed: Int64(identity.modifiedSeconds))
    append(signed: Int64(identity.modifiedNanoseconds))
    append(signed: Int64(identity.changedSeconds))
    append(signed: Int64(identity.changedNanoseconds))
  }

  /// Appends a reference to `string` in the table, adding it there the first time.
  mutating func append(_ string: String) {
    append(count: index(of: string))
  }

  /// Appends 0 for nil, else the string's index plus 1.
  mutating func append(optional string: String?) {
    append(count: string.map { index(of: $0) + 1 } ?? 0)
  }

  /// Appends a count, then each element as `element` writes it.
  mutating func append<Element>(
    _ elements: [Element], _ element: (inout CacheWriter, Element) -> Void
  ) {
    append(count: elements.count)
    for item in elements { element(&self, item) }
  }

  /// Starts the next entry: its strings are compared with the last entry's first.
  mutating func beginEntry() {
    swap(&previousReferences, &references)
    references.removeAll(keepingCapacity: true)
  }

  /// The string table: its count, then each string's UTF-8 length and bytes.
  var table: [UInt8] {
    var bytes: [UInt8] = []
    appendTable(to: &bytes)
    return bytes
  }

  /// Appends ``table`` to `bytes`.
  func appendTable(to bytes: inout [UInt8]) {
    Self.append(UInt64(strings.count), to: &bytes)
    for var string in strings {
      string.withUTF8 { text in
        Self.append(UInt64(text.count), to: &bytes)
        bytes.append(contentsOf: text)
      }
    }
  }

  private mutating func index(of string: String) -> Int {
    guard sharesStrings else {
      strings.append(string)
      return strings.count - 1
    }
    let place = references.count
    if place < previousReferences.count, strings[previousReferences[place]] == string {
      references.append(previousReferences[place])
      return previousReferences[place]
    }
    let index: Int
    if let found = indices.isEmpty ? strings.firstIndex(of: string) : indices[string] {
      index = found
    } else {
      index = strings.count
      strings.append(string)
      if !indices.isEmpty || strings.count > Self.searchedStrings {
        if indices.isEmpty {
          for (position, text) in strings.enumerated() { indices[text] = position }
        } else {
          indices[string] = index
        }
      }
    }
    references.append(index)
    return index
  }

  /// Up to this many strings, the table is searched from its start rather than hashed
  /// (``indices`` stays empty): a scan helper's report writes one outcome, about a dozen
  /// strings, and comparing it with each costs less than hashing it and growing a
  /// dictionary.
  private static let searchedStrings = 24

  private static func append(_ value: UInt64, to bytes: inout [UInt8]) {
    var rest = value
    while rest >= 0x80 {
      bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
      rest >>= 7
    }
    bytes.append(UInt8(rest))
  }
}
