import Foundation
import Testing
import TranshostTestSupport

@testable import PluginHost

/// The bundled Swift plugins share one TransitionKit library, linked once by
/// Plugins/swift-plugin-link.sh into `transitionkit/libTransitionKit-HASH.so` beside them
/// (docs/PERFORMANCE.md, "Issue 16, third session"); the host loads it from the plugin's
/// directory before the plugin (``SharedTransitionKit``).
@Suite(.serialized) struct SharedTransitionKitTests {
  /// The shared libraries `library` (a bundled plugin) names as `DT_NEEDED`.
  static func sharedLibraries(_ library: String) throws -> [String] {
    try SwiftPluginExportsTests.readelf(["-d"], library).split(separator: "\n").compactMap {
      line in
      guard line.contains("(NEEDED)"), let open = line.firstIndex(of: "["),
        let close = line.lastIndex(of: "]")
      else { return nil }
      let name = String(line[line.index(after: open)..<close])
      return name.hasPrefix("libTransitionKit") ? name : nil
    }
  }

  @Test("every bundled Swift plugin needs the same shared TransitionKit, found beside it")
  func pluginsNeedOneSharedLibrary() throws {
    var names: Set<String> = []
    for library in SwiftPluginExportsTests.swiftPlugins + ["libTransitionCorpus.so"] {
      let needed = try Self.sharedLibraries(library)
      #expect(needed.count == 1, "\(library) needs \(needed)")
      #expect(needed.allSatisfy(SharedTransitionKit.isLibraryName), "\(needed)")
      names.formUnion(needed)
      #expect(
        try SwiftPluginExportsTests.readelf(["-d"], library).contains("$ORIGIN/transitionkit"))
    }
    let name = try #require(names.count == 1 ? names.first : nil, "\(names)")
    let path = TestPaths.products.appendingPathComponent("transitionkit/\(name)").path
    #expect(FileManager.default.fileExists(atPath: path), "\(path)")
  }

  /// Each plugin carried the SDK's 370 KB of code before; now its code is its own.
  @Test(
    "a bundled Swift plugin's code segment holds its own code, not the SDK's",
    arguments: SwiftPluginExportsTests.swiftPlugins)
  func pluginCodeIsSmall(library: String) throws {
    let line = try #require(
      SwiftPluginExportsTests.readelf(["-l"], library).split(separator: "\n").first {
        $0.contains("LOAD") && $0.contains("R E")
      })
    let fields = line.split(separator: " ")
    let size = try #require(Int(fields[4].dropFirst(2), radix: 16))
    #expect(size < 0x10000, "\(library): \(size) bytes of code")
  }

  @Test("plugins sharing the SDK each list their own animators, and nothing is refused")
  func eachPluginListsItsOwn() throws {
    let registry = PluginRegistry.scan(directories: [
      PluginDirectory(path: TestPaths.products.path, origin: .option)
    ])
    #expect(registry.refused.map(\.description) == [])
    #expect(registry.shadowed.isEmpty)
    func ids(_ file: String) -> [String] {
      registry.entries.filter { $0.plugin.path.hasSuffix("/" + file) }.map(\.descriptor.id)
    }
    #expect(ids("libSlideUpAnimator.so") == ["org.transhost.slide-up"])
    #expect(ids("libZoomAnimator.so") == ["org.transhost.zoom"])
    #expect(ids("libPushAnimator.so") == ["org.transhost.push"])
    #expect(
      registry.objects.filter { $0.plugin.path.hasSuffix("/libBottomSheetPlugin.so") }
        .map(\.descriptor.id) == ["org.transhost.bottom-sheet"])
  }

  @Test("a plugin copied without its shared TransitionKit is refused, naming the library")
  func pluginWithoutSharedLibrary() throws {
    let directory = try TestDirectory.make("shared-sdk-missing")
    try FileManager.default.copyItem(
      at: TestPaths.products.appendingPathComponent("libSlideUpAnimator.so"),
      to: directory.appendingPathComponent("libSlideUpAnimator.so"))
    // Scanned by a helper process: this one may hold the library already (other tests
    // loaded the bundled plugins), and the loader would then take it by its name.
    let registry = PluginRegistry.scan(
      directories: [PluginDirectory(path: directory.path, origin: .option)],
      scanner: .helper(executable: TranshostBinary.path))
    #expect(registry.entries.isEmpty)
    let name = try #require(Self.sharedLibraries("libSlideUpAnimator.so").first)
    #expect(registry.refused.map(\.description).count == 1)
    let description = try #require(registry.refused.first?.description)
    #expect(description.contains(name))
    // It says where the library goes.
    #expect(description.contains("copy \(name) from the transitionkit directory"))
    #expect(description.contains(directory.path + "/transitionkit/" + name))
  }

  @Test("the advice is added only for a missing shared TransitionKit")
  func explainOnlySharedLibraries() throws {
    let directory = try TestDirectory.make("shared-sdk-explain")
    let missing =
      "libTransitionKit-0123456789abcdef.so: cannot open shared object file: No such file or directory"
    #expect(
      SharedTransitionKit.explain(missing, pluginDirectory: directory.path)
        .hasSuffix(
          "copy libTransitionKit-0123456789abcdef.so from the transitionkit directory beside"
            + " them to \(directory.path)/transitionkit/libTransitionKit-0123456789abcdef.so"
            + " (scripts/install.sh installs both)"))
    let other = "libfoo.so: cannot open shared object file: No such file or directory"
    #expect(SharedTransitionKit.explain(other, pluginDirectory: directory.path) == other)
    // Present but refused (here: writable by others) is said as such.
    let shared = directory.appendingPathComponent("transitionkit")
    try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
    let library = shared.appendingPathComponent("libTransitionKit-0123456789abcdef.so")
    try Data().write(to: library)
    #expect(
      SharedTransitionKit.explain(missing, pluginDirectory: directory.path)
        .contains("\(library.path) exists but was refused"))
  }

  @Test(
    "the name of a shared TransitionKit library",
    arguments: [
      ("libTransitionKit-0123456789abcdef.so", true),
      ("libTransitionKit-0123456789ABCDEF.so", false),
      ("libTransitionKit-0123456789abcde.so", false),
      ("libTransitionKit.so", false),
      ("libTransitionKit-0123456789abcdef.so.1", false),
      ("libFoundation.so", false),
    ])
  func libraryName(name: String, isShared: Bool) {
    #expect(SharedTransitionKit.isLibraryName(name) == isShared)
  }
}
