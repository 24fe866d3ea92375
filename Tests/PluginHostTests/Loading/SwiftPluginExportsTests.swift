import Foundation
import Testing
import TranshostTestSupport

/// The bundled Swift plugins are linked as Package.swift's `swiftPluginLinkerSettings`
/// says: each exports its `transhost_` entry and nothing of the TransitionKit SDK linked
/// into it, and its relative relocations are packed (DT_RELR). Both keep the image that
/// every loaded plugin maps small (docs/PERFORMANCE.md, `memory.plugins`). Linked as
/// before, `libSlideUpAnimator.so` exported 3,927 symbols and had 3,379 relative
/// relocations in `.rela.dyn`.
@Suite struct SwiftPluginExportsTests {
  /// The Swift plugins `swift build` makes.
  static let swiftPlugins = [
    "libSlideUpAnimator.so", "libZoomAnimator.so", "libCrossDissolveAnimator.so",
    "libPushAnimator.so", "libSpringCardAnimator.so", "libBottomSheetPlugin.so",
    "libZoomDetailPlugin.so",
  ]

  /// `readelf` with `arguments` on the bundled library `library`: its standard output.
  static func readelf(_ arguments: [String], _ library: String) throws -> String {
    let path = TestPaths.products.appendingPathComponent(library).path
    let result = try Subprocess.run("/usr/bin/readelf", arguments + ["-W", path])
    try #require(result.status == 0, "readelf \(arguments) \(path) failed: \(result.stderr)")
    return result.stdout
  }

  /// The names of the symbols `library` defines in its dynamic symbol table.
  static func definedDynamicSymbols(_ library: String) throws -> [String] {
    try readelf(["--dyn-syms"], library).split(separator: "\n").compactMap { line in
      let fields = line.split(separator: " ")
      // Num: Value Size Type Bind Vis Ndx Name, Num a number ("Num:" in the header).
      guard fields.count >= 8, fields[0].hasSuffix(":"),
        fields[0].dropLast().allSatisfy(\.isNumber),
        fields[6] != "UND"
      else { return nil }
      return String(fields[7])
    }
  }

  @Test("a bundled Swift plugin exports only transhost_entry_v1", arguments: swiftPlugins)
  func exportsOnlyTheEntry(library: String) throws {
    #expect(try Self.definedDynamicSymbols(library) == ["transhost_entry_v1"])
  }

  @Test("a bundled Swift plugin packs its relative relocations", arguments: swiftPlugins)
  func packsRelativeRelocations(library: String) throws {
    #expect(try Self.readelf(["-d"], library).contains("(RELR)"))
  }

  /// The control: the C fade plugin, linked without these settings, keeps its relative
  /// relocations in `.rela.dyn` and has no DT_RELR, so the check above can fail.
  @Test("libCFadeAnimator.so, linked the usual way, has unpacked relative relocations")
  func cPluginKeepsUnpackedRelocations() throws {
    #expect(try Self.readelf(["-r"], "libCFadeAnimator.so").contains("_RELATIVE"))
    #expect(try !Self.readelf(["-d"], "libCFadeAnimator.so").contains("(RELR)"))
  }
}
