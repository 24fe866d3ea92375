import Testing
import TransitionEngine

@testable import PluginHost

/// The plugin cache's binary coding: what is written reads back equal, each string is
/// stored once, and damaged bytes give an error, never a crash or a huge allocation.
@Suite struct CacheWriterTests {
  /// The bytes of a table and body as ``PluginCache/encode(_:seal:)`` lays them out.
  static func bytes(_ writer: CacheWriter) -> [UInt8] { writer.table + writer.body }

  @Test(
    "whole numbers and floating-point bit patterns read back equal",
    arguments: [0, 1, -1, 63, -64, 64, 300, Int64.max, Int64.min])
  func numbers(value: Int64) throws {
    var writer = CacheWriter()
    writer.append(signed: value)
    writer.append(unsigned: UInt64(bitPattern: value))
    writer.append(Double(bitPattern: UInt64(bitPattern: value)))
    let bytes = Self.bytes(writer)
    var reader = CacheReader(bytes, in: bytes.indices)
    try reader.readTable()
    #expect(try reader.signed() == value)
    #expect(try reader.unsigned() == UInt64(bitPattern: value))
    #expect(try reader.number().bitPattern == UInt64(bitPattern: value))
    #expect(reader.isAtEnd)
  }

  @Test("a string written many times is stored once, and every reference reads it back")
  func sharedStrings() throws {
    let loader = "LD_LIBRARY_PATH=; LD_PRELOAD=; ld.so.cache=1733400000.123456789"
    var writer = CacheWriter()
    for _ in 0..<100 { writer.append(loader) }
    writer.append(optional: nil)
    writer.append(optional: "é")
    let bytes = Self.bytes(writer)
    // Count 2, then each length and bytes; then 100 references and two optionals.
    #expect(bytes.count == 1 + (1 + loader.utf8.count) + (1 + 2) + 100 + 2)
    var reader = CacheReader(bytes, in: bytes.indices)
    try reader.readTable()
    for _ in 0..<100 { #expect(try reader.string() == loader) }
    #expect(try reader.optionalString() == nil)
    #expect(try reader.optionalString() == "é")
    #expect(reader.isAtEnd)
  }

  @Test(
    "entries that refer to the strings of the entry before give the bytes a writer without entries gives"
  )
  func entriesReferToEarlierStrings() throws {
    let runs = [["a", "b", "c"], ["a", "b", "d"], ["a", "x", "c", "e"], [], ["b", "a"]]
    var entries = CacheWriter()
    var plain = CacheWriter()
    for run in runs {
      entries.beginEntry()
      for text in run {
        entries.append(text)
        plain.append(text)
      }
    }
    #expect(Self.bytes(entries) == Self.bytes(plain))
    let bytes = Self.bytes(entries)
    var reader = CacheReader(bytes, in: bytes.indices)
    try reader.readTable()
    for text in runs.joined() { #expect(try reader.string() == text) }
    #expect(reader.isAtEnd)
  }

  @Test(
    "strings are stored once whether the table is searched (few strings) or hashed (many)",
    arguments: [3, 24, 25, 60])
  func searchedThenHashed(count: Int) throws {
    let texts = (0..<count).map { "string \($0)" }
    var writer = CacheWriter()
    for text in texts + texts.reversed() + texts { writer.append(text) }
    let bytes = Self.bytes(writer)
    var reader = CacheReader(bytes, in: bytes.indices)
    #expect(try reader.count() == count)
    reader = CacheReader(bytes, in: bytes.indices)
    try reader.readTable()
    for text in texts + texts.reversed() + texts { #expect(try reader.string() == text) }
    #expect(reader.isAtEnd)
  }

  @Test("descriptors that repeat the last one's styles, operations or parameters read back equal")
  func repeatedArrays() throws {
    func descriptor(
      _ id: String, styles: [ModalPresentationStyle], operations: [TransitionOperation],
      parameters: [AnimatorParameter]
    ) -> AnimatorDescriptor {
      AnimatorDescriptor(
        id: id, name: "N", version: "1", vendor: "V", summary: "", styles: styles,
        operations: operations, supportsInteractive: false, defaultDuration: 0.3,
        parameters: parameters)
    }
    let fade = AnimatorParameter(
      name: "fade", kind: .number, defaultValue: "0.5", summary: "how much", range: 0...1)
    let tint = AnimatorParameter(
      name: "tint", kind: .choice, defaultValue: "red", summary: "", choices: ["red", "blue"])
    let descriptors = [
      descriptor("a", styles: [.custom, .fullScreen], operations: [.present], parameters: [fade]),
      descriptor("b", styles: [.custom, .fullScreen], operations: [.present], parameters: [fade]),
      descriptor("c", styles: [.custom], operations: [.present, .dismiss], parameters: []),
      descriptor("d", styles: [.custom], operations: [.present], parameters: [fade, tint]),
      descriptor("e", styles: [.custom, .fullScreen], operations: [.present], parameters: [fade]),
    ]
    var writer = CacheWriter()
    for descriptor in descriptors { writer.append(descriptor) }
    let bytes = Self.bytes(writer)
    var reader = CacheReader(bytes, in: bytes.indices)
    try reader.readTable()
    for descriptor in descriptors { #expect(try AnimatorDescriptor(from: &reader) == descriptor) }
    #expect(reader.isAtEnd)
  }

  @Test(
    "damaged bytes are an error that says what is wrong",
    arguments: [
      ([0x01, 0x05, 0x61], "count 5 past the end"),
      ([0x00, 0x07], "string 7 not in the table"),
      ([0x00, 0x80], "cut short"),
      ([0x00] + [UInt8](repeating: 0xFF, count: 9) + [0x02], "number out of range"),
      ([0x00, 0x02], "bad flag 2"),
    ] as [([UInt8], String)])
  func damaged(bytes: [UInt8], message: String) throws {
    var reader = CacheReader(bytes, in: bytes.indices)
    var failure: ScanOutcome.DecodingError?
    do throws(ScanOutcome.DecodingError) {
      try reader.readTable()
      switch message {
      case "string 7 not in the table": _ = try reader.string()
      case "bad flag 2": _ = try reader.flag()
      default: _ = try reader.unsigned()
      }
    } catch {
      failure = error
    }
    #expect(failure?.description == message)
  }
}

/// The same entries give the same file, whatever order the dictionary holds them in:
/// two entries for one path (the file replaced since it was scanned) once tied in the
/// order of writing, so reading a file and writing it again could change its bytes
/// (found by the PluginCache fuzz target).
@Suite struct PluginCacheEncodingOrderTests {
  static func key(inode: UInt64, changedNanoseconds: Int) -> PluginCacheKey {
    PluginCacheKey(
      realPath: "/plugins/libpush.so",
      identity: FileIdentity(
        device: 1, inode: inode, size: 4096, modifiedSeconds: 10, modifiedNanoseconds: 0,
        changedSeconds: 20, changedNanoseconds: changedNanoseconds),
      host: "ABI 1.7", loader: "loader")
  }

  @Test("entries for one path with different identities are written in one order")
  func tiesAreOrdered() throws {
    let seal = PluginCacheSeal(key: [UInt8](repeating: 3, count: PluginCacheSeal.keySize))
    let keys = [
      Self.key(inode: 7, changedNanoseconds: 1), Self.key(inode: 5, changedNanoseconds: 2),
      Self.key(inode: 7, changedNanoseconds: 0), Self.key(inode: 9, changedNanoseconds: 5),
    ]
    var files: Set<[UInt8]> = []
    // Dictionaries of other capacities and insertion orders iterate in other orders.
    for capacity in [0, 4, 64, 1024] {
      for order in [keys, keys.reversed(), [keys[2], keys[0], keys[3], keys[1]]] {
        var entries: [PluginCacheKey: CachedOutcome] = [:]
        entries.reserveCapacity(capacity)
        for key in order { entries[key] = .notAPlugin }
        files.insert(PluginCache.encode(entries, seal: seal))
      }
    }
    #expect(files.count == 1)
    let file = try #require(files.first)
    let read = try PluginCache.parse(file, seal: seal).get()
    #expect(Set(read.keys) == Set(keys))
    #expect(PluginCache.encode(read, seal: seal) == file)
  }

  @Test("the order is by path first, then by identity")
  func orderOfKeys() {
    let early = Self.key(inode: 5, changedNanoseconds: 9)
    let late = Self.key(inode: 7, changedNanoseconds: 0)
    #expect(PluginCache.writesBefore(early, late))
    #expect(!PluginCache.writesBefore(late, early))
    #expect(!PluginCache.writesBefore(early, early))
  }
}
