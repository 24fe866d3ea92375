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
    header.withUnsafeBytes { head in neededLibraries(descriptor: descriptor, size: size, head: head)
    }
  }

  /// ``neededLibraries(descriptor:size:header:)`` on the file's first bytes `head`: each
  /// table is read in place from `head` when it lies there, else into temporary storage,
  /// and only the names themselves become strings.
  private static func neededLibraries(
    descriptor: Int32, size: Int, head: UnsafeRawBufferPointer
  ) -> [String] {
    // ELF, 64-bit, little-endian, with program headers of the 64-bit size.
    guard head.count >= 64, head[0] == 0x7F, head[1] == 0x45, head[2] == 0x4C,
      head[3] == 0x46, head[4] == 2, head[5] == 1
    else { return [] }
    let programHeaders = integer(head, at: 32, count: 8)
    let entrySize = integer(head, at: 54, count: 2)
    let entryCount = integer(head, at: 56, count: 2)
    guard entrySize >= 56, programHeaders < size, entryCount < 1 << 12 else { return [] }
    return withBytes(
      descriptor, at: programHeaders, count: entrySize * entryCount, size: size, head: head
    ) { table in
      var dynamic: (offset: Int, length: Int)?
      for index in 0..<entryCount where integer(table, at: index * entrySize, count: 4) == 2 {
        // PT_DYNAMIC
        let start = index * entrySize
        dynamic = (
          integer(table, at: start + 8, count: 8), integer(table, at: start + 32, count: 8)
        )
      }
      guard let dynamic, dynamic.length <= maximumTableBytes else { return [] }
      return withBytes(
        descriptor, at: dynamic.offset, count: dynamic.length, size: size, head: head
      ) { entries in
        var needed: [Int] = []
        var stringTable: Int?
        var stringTableSize: Int?
        for start in stride(from: 0, to: entries.count - 15, by: 16) {
          let tag = integer(entries, at: start, count: 8)
          let value = integer(entries, at: start + 8, count: 8)
          if tag == 0 { break }  // DT_NULL
          if tag == 1 { needed.append(value) }  // DT_NEEDED
          if tag == 5 { stringTable = value }  // DT_STRTAB, an address
          if tag == 10 { stringTableSize = value }  // DT_STRSZ
        }
        // The string table's file offset, from the loaded segment (PT_LOAD) holding it.
        guard let last = needed.max(), let address = stringTable,
          let tableSize = stringTableSize,
          let load = (0..<entryCount).lazy.map({ $0 * entrySize }).first(where: {
            let start = integer(table, at: $0 + 16, count: 8)
            return integer(table, at: $0, count: 4) == 1 && address >= start
              && address < start + integer(table, at: $0 + 32, count: 8)
          })
        else { return [] }
        // Only as much of the string table as the names need (a Swift library's is large).
        let length = min(tableSize, last + 256)
        let offset =
          address - integer(table, at: load + 16, count: 8)
          + integer(table, at: load + 8, count: 8)
        guard length <= maximumTableBytes else { return [] }
        return withBytes(descriptor, at: offset, count: length, size: size, head: head) {
          strings in
          needed.compactMap { start in
            guard start < strings.count else { return nil }
            var end = start
            while end < strings.count, strings[end] != 0 { end += 1 }
            return String(
              decoding: UnsafeRawBufferPointer(rebasing: strings[start..<end]), as: UTF8.self)
          }
        }
      }
    }
  }

  /// The little-endian `count`-byte integer at `offset` of `bytes` (0 past the end).
  private static func integer(_ bytes: UnsafeRawBufferPointer, at offset: Int, count: Int) -> Int {
    guard offset >= 0, offset + count <= bytes.count else { return 0 }
    var value: UInt64 = 0
    for step in (0..<count).reversed() { value = value << 8 | UInt64(bytes[offset + step]) }
    return Int(truncatingIfNeeded: value & (1 << 62 - 1))
  }

  /// `body` on the `count` bytes at `offset` of the file, when they lie inside its `size`
  /// bytes: in place in `head` (the file's first bytes) when they lie there, else read into
  /// temporary storage; `[]` when they cannot be read.
  private static func withBytes(
    _ descriptor: Int32, at offset: Int, count: Int, size: Int, head: UnsafeRawBufferPointer,
    _ body: (UnsafeRawBufferPointer) -> [String]
  ) -> [String] {
    guard count > 0, offset >= 0, offset <= size - count else { return [] }
    if offset <= head.count - count {
      return body(UnsafeRawBufferPointer(rebasing: head[offset..<(offset + count)]))
    }
    return withUnsafeTemporaryAllocation(byteCount: count, alignment: 8) { buffer in
      guard let base = buffer.baseAddress, pread(descriptor, base, count, off_t(offset)) == count
      else { return [] }
      return body(UnsafeRawBufferPointer(buffer))
    }
  }
}
