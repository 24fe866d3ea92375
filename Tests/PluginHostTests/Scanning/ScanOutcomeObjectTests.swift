import Testing
import TranshostTestSupport
import TransitionEngine

@testable import PluginHost

/// The scan report and the cache keep a plugin's object descriptors; a line of the
/// version-2 format (before objects) does not decode and is scanned again.
@Suite struct ScanOutcomeObjectTests {
  static let sheet = ObjectDescriptor(
    kind: .transitioningDelegate, id: "org.x.sheet", name: "Sheet", version: "1.0.0",
    vendor: "x", summary: "A sheet.", styles: [.custom, .pageSheet],
    operations: [.present, .dismiss],
    parameters: [
      AnimatorParameter(
        name: "height", kind: .number, defaultValue: "0.5", summary: "", range: 0.25...1)
    ], rank: AnimatorRank(300))
  static let detail = ObjectDescriptor(
    kind: .viewController, id: "org.x.detail", name: "Detail", version: "2", vendor: "",
    summary: "", styles: [], operations: [], parameters: [], rank: .none)

  static func outcome(objects: [ObjectDescriptor]) -> ScanOutcome {
    .plugin(
      ScannedPlugin(
        builtWith: "gcc", abiMinor: 3, descriptors: [], objectDescriptors: objects,
        refusedDescriptors: [
          .badObjectDescriptor(path: "/p.so", index: 2, reason: "'org.x.tabs' has no name"),
          .objectFactoryTooSmall(path: "/p.so", size: 8, needed: 40),
        ], handles: nil))
  }

  @Test("object descriptors and their refusals round-trip through the JSON, byte for byte")
  func roundTrip() throws {
    let json = Self.outcome(objects: [Self.sheet, Self.detail]).json
    #expect(json.text.contains(#""kind":"transitioningDelegate","id":"org.x.sheet""#))
    let read = try ScanOutcome(json: json, path: "/p.so")
    guard case .plugin(let plugin) = read else {
      Issue.record("not a plugin")
      return
    }
    #expect(plugin.objectDescriptors == [Self.sheet, Self.detail])
    #expect(
      plugin.refusedDescriptors == [
        .badObjectDescriptor(path: "/p.so", index: 2, reason: "'org.x.tabs' has no name"),
        .objectFactoryTooSmall(path: "/p.so", size: 8, needed: 40),
      ])
    #expect(read.json.text == json.text)
  }

  @Test("an outcome without objects (the version-2 format) or with an unknown kind does not decode")
  func oldLineIsStale() throws {
    guard case .object(let members) = Self.outcome(objects: [Self.sheet]).json else {
      Issue.record("not an object")
      return
    }
    let old = JSONValue.object(members.filter { $0.0 != "objects" })
    #expect(throws: (any Error).self) { try ScanOutcome(json: old, path: "/p.so") }
    guard case .object(var sheet) = ScanOutcome.json(for: Self.sheet) else {
      Issue.record("not an object")
      return
    }
    sheet[0] = ("kind", .string("presentationController"))
    #expect(throws: (any Error).self) { try ScanOutcome.objectDescriptor(from: .object(sheet)) }
    #expect(PluginCache.formatLine == "transhost plugin cache, version 4")
  }
}

/// Objects through the real cache: a warm scan gives the objects a cold one found.
@Suite(.serialized) struct ObjectCacheTests {
  @Test("a warm scan from the cache gives the same objects and refusals, loading nothing")
  func warmScanKeepsObjects() throws {
    let plugins = try TestDirectory.make("object-cache")
    try FixtureCompiler.compile(
      "objects", into: plugins, defines: ["OBJ2_KIND=9", "OBJ0_RANK=TRANSHOST_RANK_PRIMARY"])
    let cache = PluginCache(directory: try TestDirectory.make("object-cache-dir").path)
    func scan() -> PluginRegistry {
      PluginRegistry.scan(
        directories: [PluginDirectory(path: plugins.path, origin: .option)],
        scanner: .helper(executable: TranshostBinary.path), cache: cache)
    }
    let cold = scan()
    #expect(cold.statistics.scannedByHelpers == 1)
    #expect(cold.objects.count == 3)
    #expect(cold.refused.count == 1)
    let warm = scan()
    #expect(warm.statistics.fromCache == 1)
    #expect(warm.statistics.scannedByHelpers == 0)
    #expect(warm.objects.map(\.descriptor) == cold.objects.map(\.descriptor))
    #expect(warm.refused == cold.refused)
    #expect(warm.items.map(\.id) == cold.items.map(\.id))
    #expect(warm.objects.allSatisfy { !$0.plugin.isLoaded })
  }
}
