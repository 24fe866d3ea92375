import Foundation
import Testing
import TranshostTestSupport

/// The bundled Swift plugins are laid out so that loading one and never using it keeps
/// little of its code resident (Package.swift, `swiftPluginLinkerSettings`;
/// docs/PERFORMANCE.md, `memory.plugins`): the code segment starts on a 64 KB boundary of
/// the file and of memory, its `.plt` comes first, and the functions a load runs (listed in
/// `Plugins/swift-plugin.order` by `scripts/plugin-symbol-order.sh`) follow it, all inside
/// the segment's first 64 KB, the window the kernel maps around one page fault. Linked as
/// before, `libSlideUpAnimator.so`'s `.plt` was at the end of `.text` and those functions
/// were spread over 230 KB of it.
@Suite struct SwiftPluginLayoutTests {
  static let window: UInt64 = 0x10000

  /// Where the functions of a load must end. In an optimised build they take about 26 KB,
  /// in one window; unoptimised (the test suite's build), the same objects take 96 KB, so
  /// the check there is two windows, still far from the 1.2 MB of `.text` they were spread
  /// over before.
  static let loadPathLimit: UInt64 = {
    #if DEBUG
      2 * window
    #else
      window
    #endif
  }()

  /// A loadable segment: its flags, file offset and address.
  struct Segment {
    let flags: String
    let offset: UInt64
    let address: UInt64
  }

  static func segments(_ library: String) throws -> [Segment] {
    try SwiftPluginExportsTests.readelf(["-l"], library).split(separator: "\n").compactMap {
      line in
      let fields = line.split(separator: " ")
      // LOAD Offset VirtAddr PhysAddr FileSiz MemSiz Flg... Align
      guard fields.first == "LOAD", fields.count >= 8,
        let offset = UInt64(fields[1].dropFirst(2), radix: 16),
        let address = UInt64(fields[2].dropFirst(2), radix: 16)
      else { return nil }
      return Segment(
        flags: fields[6...].dropLast().joined(separator: " "), offset: offset, address: address)
    }
  }

  /// The code segment: the loadable segment with the execute flag.
  static func codeSegment(_ library: String) throws -> Segment {
    let code = try segments(library).filter { $0.flags.contains("E") }
    try #require(code.count == 1, "\(library) has \(code.count) executable segments")
    return code[0]
  }

  /// The start address of each section named in `names`.
  static func sectionAddresses(_ library: String) throws -> [String: UInt64] {
    var found: [String: UInt64] = [:]
    for line in try SwiftPluginExportsTests.readelf(["-S"], library).split(separator: "\n") {
      // [Nr] Name Type Address Off Size ...: "[ 5]" may be split in two fields.
      let fields = line.split(separator: " ", omittingEmptySubsequences: true)
      guard let name = fields.firstIndex(where: { $0.hasPrefix(".") }),
        name + 2 < fields.count,
        let address = UInt64(fields[name + 2], radix: 16)
      else { continue }
      found[String(fields[name])] = address
    }
    return found
  }

  /// The address of every symbol of `library`'s symbol table named in `names`.
  static func symbolAddresses(_ library: String, names: Set<String>) throws -> [String: UInt64] {
    var found: [String: UInt64] = [:]
    for line in try SwiftPluginExportsTests.readelf(["-s"], library).split(separator: "\n") {
      // Num: Value Size Type Bind Vis Ndx Name
      let fields = line.split(separator: " ")
      guard fields.count >= 8, fields[3] == "FUNC", fields[6] != "UND",
        names.contains(String(fields[7])), let value = UInt64(fields[1], radix: 16)
      else { continue }
      found[String(fields[7])] = value
    }
    return found
  }

  static let orderedSymbols: Set<String> = {
    let path = TestPaths.packageRoot.appendingPathComponent("Plugins/swift-plugin.order").path
    let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    return Set(text.split(separator: "\n").map(String.init))
  }()

  @Test(
    "a bundled Swift plugin's code segment starts on a 64 KB boundary",
    arguments: SwiftPluginExportsTests.swiftPlugins)
  func codeSegmentIsAligned(library: String) throws {
    let code = try Self.codeSegment(library)
    #expect(code.offset % Self.window == 0, "file offset 0x\(String(code.offset, radix: 16))")
    #expect(code.address % Self.window == 0, "address 0x\(String(code.address, radix: 16))")
  }

  @Test(
    "a bundled Swift plugin's .plt comes first in its code segment, before .text",
    arguments: SwiftPluginExportsTests.swiftPlugins)
  func pltComesFirst(library: String) throws {
    let code = try Self.codeSegment(library)
    let sections = try Self.sectionAddresses(library)
    let plt = try #require(sections[".plt"], "\(library) has no .plt")
    let text = try #require(sections[".text"], "\(library) has no .text")
    #expect(plt < text)
    #expect(plt - code.address < Self.window)
  }

  @Test(
    "the functions a load runs lie at the start of a bundled Swift plugin's code",
    arguments: SwiftPluginExportsTests.swiftPlugins)
  func loadPathIsInTheFirstWindow(library: String) throws {
    try #require(
      Self.orderedSymbols.contains("transhost_entry_v1"),
      "Plugins/swift-plugin.order is missing or does not list transhost_entry_v1")
    let found = try Self.symbolAddresses(library, names: Self.orderedSymbols)
    // Each plugin has its entry and TransitionKitPlugin.entry (emitted into the plugin);
    // the rest of the list is in the shared TransitionKit (below).
    #expect(found["transhost_entry_v1"] != nil)
    #expect(found.count >= 2, "only \(found.count) of the listed functions are in \(library)")
    try Self.expectInFirstWindow(found, library)
  }

  @Test("the functions a load runs lie at the start of the shared TransitionKit's code")
  func sharedLibraryLoadPathIsInTheFirstWindow() throws {
    let name = try #require(
      SharedTransitionKitTests.sharedLibraries("libSlideUpAnimator.so").first)
    let library = "transitionkit/" + name
    let found = try Self.symbolAddresses(library, names: Self.orderedSymbols)
    #expect(found.count >= 10, "only \(found.count) of the listed functions are in \(library)")
    try Self.expectInFirstWindow(found, library)
  }

  /// Checks that each function of `found` lies in the first ``loadPathLimit`` bytes of
  /// `library`'s code.
  static func expectInFirstWindow(_ found: [String: UInt64], _ library: String) throws {
    let code = try codeSegment(library)
    for (name, address) in found.sorted(by: { $0.key < $1.key }) {
      #expect(
        address >= code.address && address - code.address < loadPathLimit,
        "\(name) is at 0x\(String(address, radix: 16)), code starts at 0x\(String(code.address, radix: 16))"
      )
    }
  }
}
