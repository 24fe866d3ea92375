import Foundation
import Testing
import TranshostTestSupport

/// What the bundled plugins link. The bundled C plugin needs only C: `swift build` links
/// `libCFadeAnimator.so` without the Swift runtime (Package.swift says how), so loading
/// it drags no Swift library into a process (`ExecutableLinkTests` checks `transhost`
/// itself). `readelf` comes with binutils, which gcc (needed by every C fixture test)
/// depends on.
@Suite struct NeededLibrariesTests {
  /// The C libraries a plain C plugin may need.
  static let cLibraries: Set<String> = ["libc.so.6", "libm.so.6"]

  /// The `NEEDED` entries of the dynamic section of `library`, in order.
  static func neededLibraries(_ library: String) throws -> [String] {
    let path = TestPaths.products.appendingPathComponent(library).path
    let result = try Subprocess.run("/usr/bin/readelf", ["-d", "-W", path])
    try #require(result.status == 0, "readelf -d \(path) failed: \(result.stderr)")
    return result.stdout.split(separator: "\n").filter { $0.contains("(NEEDED)") }.compactMap {
      line in
      guard let open = line.firstIndex(of: "["), let close = line.lastIndex(of: "]") else {
        return nil
      }
      return String(line[line.index(after: open)..<close])
    }
  }

  @Test("libCFadeAnimator.so needs only C libraries")
  func cFadeNeedsOnlyC() throws {
    let needed = try Self.neededLibraries("libCFadeAnimator.so")
    #expect(needed.contains("libc.so.6"))
    #expect(needed.filter { !Self.cLibraries.contains($0) } == [])
  }

  /// The control: a Swift plugin lists the Swift runtime, so the check above can fail.
  @Test("libZoomAnimator.so, a Swift plugin, needs libswiftCore.so")
  func swiftPluginNeedsTheSwiftRuntime() throws {
    let needed = try Self.neededLibraries("libZoomAnimator.so")
    #expect(needed.contains("libswiftCore.so"))
  }
}
