#if canImport(Glibc)
  import Glibc
#endif

/// The libraries a 64-bit little-endian ELF file names as `DT_NEEDED`, read from an open
/// descriptor without loading it: how a scan knows that a plugin is a Swift one that
/// needs Foundation before `dlopen` maps it (``FoundationPreload``).
///
/// Only a hint for speed: a file it cannot read, or one laid out in a way it does not
/// follow, gives no names, and the library is then loaded as it would be anyway.
enum ELFDependencies {
  /// The most bytes read of a dynamic section or of its string table.
  static let maximumTableBytes = 1 << 20

  /// The `DT_NEEDED` names of the file open on `descriptor`, `size` bytes long, whose first
  /// bytes are `header` (64 or more: tables that lie inside them are not read again);
  /// empty when it has none or they cannot be read.
  static func neededLibraries(descriptor: Int32, size: Int, header: [UInt8]) -> [String] {
    // ELF, 64-bit, little-endian, with program headers of the 64-bit size.
    guard header.count >= 64, header[0] == 0x7F, header[1] == 0x45, header[2] == 0x4C,
      header[3] == 0x46, header[4] == 2, header[5] == 1
    else { return [] }
    let programHeaders = integer(header, at: 32, count: 8)
    let entrySize = integer(header, at: 54, count: 2)
    let entryCount = integer(header, at: 56, count: 2)
    guard entrySize >= 56, programHeaders < size, entryCount < 1 << 12 else { return [] }
    guard
      let table = read(
        descriptor, at: programHeaders, count: entrySize * entryCount, size: size, from: header)
    else { return [] }
    var loads: [(address: Int, offset: Int, length: Int)] = []
    var dynamic: (offset: Int, length: Int)?
    for index in 0..<entryCount {
      let start = index * entrySize
      let type = integer(table, at: start, count: 4)
      let offset = integer(table, at: start + 8, count: 8)
      let address = integer(table, at: start + 16, count: 8)
      let length = integer(table, at: start + 32, count: 8)
      if type == 1 { loads.append((address, offset, length)) }  // PT_LOAD
      if type == 2 { dynamic = (offset, length) }  // PT_DYNAMIC
    }
    guard let dynamic, dynamic.length <= maximumTableBytes,
      let entries = read(
        descriptor, at: dynamic.offset, count: dynamic.length, size: size, from: header)
    else { return [] }
    var needed: [Int] = []
    var stringTable: Int?
    var stringTableSize: Int?
    for start in stride(from: 0, to: entries.count - 15, by: 16) {
      let tag = integer(entries, at: start, count: 8)
      let value = integer(entries, at: start + 8, count: 8)
      switch tag {
      case 0: break  // DT_NULL
      case 1: needed.append(value)  // DT_NEEDED
      case 5: stringTable = value  // DT_STRTAB, an address
      case 10: stringTableSize = value  // DT_STRSZ
      default: continue
      }
      if tag == 0 { break }
    }
    // Only as much of the string table as the names need (a Swift library's is large).
    guard let last = needed.max(), let address = stringTable, let tableSize = stringTableSize,
      let load = loads.first(where: { address >= $0.address && address < $0.address + $0.length })
    else { return [] }
    let length = min(tableSize, last + 256)
    guard length <= maximumTableBytes,
      let strings = read(
        descriptor, at: address - load.address + load.offset, count: length, size: size,
        from: header)
    else { return [] }
    return needed.compactMap { offset in
      guard offset < strings.count else { return nil }
      let name = strings[offset...].prefix { $0 != 0 }
      return String(decoding: name, as: UTF8.self)
    }
  }

  /// The little-endian `count`-byte integer at `offset` of `bytes` (0 past the end).
  private static func integer(_ bytes: [UInt8], at offset: Int, count: Int) -> Int {
    guard offset >= 0, offset + count <= bytes.count else { return 0 }
    var value: UInt64 = 0
    for step in (0..<count).reversed() { value = value << 8 | UInt64(bytes[offset + step]) }
    return Int(truncatingIfNeeded: value & (1 << 62 - 1))
  }

  /// `count` bytes at `offset` of the file, when they lie inside its `size` bytes: from
  /// `start` (the file's first bytes) when they lie inside it, else read.
  private static func read(
    _ descriptor: Int32, at offset: Int, count: Int, size: Int, from start: [UInt8]
  ) -> [UInt8]? {
    guard count > 0, offset >= 0, offset <= size - count else { return nil }
    if offset <= start.count - count { return Array(start[offset..<(offset + count)]) }
    var bytes = [UInt8](repeating: 0, count: count)
    guard pread(descriptor, &bytes, count, off_t(offset)) == count else { return nil }
    return bytes
  }
}
