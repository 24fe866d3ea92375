import Foundation
import Testing
import TranshostTestSupport

/// The `transhost` executable does not link Foundation: mapping Foundation, its
/// internationalisation and ICU at start costs every `transhost` process (a warm `list`,
/// `--version`, each scan helper) about 9 M instructions in the dynamic loader
/// (docs/PERFORMANCE.md, issue 16). Plugins that need Foundation load it themselves.
@Suite struct ExecutableLinkTests {
  /// The `(NEEDED)` lines of `readelf -d` on the `transhost` binary.
  static func neededEntries() throws -> [Substring] {
    let path = TranshostBinary.path
    let result = try Subprocess.run("/usr/bin/readelf", ["-d", "-W", path])
    try #require(result.status == 0, "readelf -d \(path) failed: \(result.stderr)")
    return result.stdout.split(separator: "\n").filter { $0.contains("(NEEDED)") }
  }

  @Test("transhost needs no Foundation library; libswiftCore.so is there, so the check can fail")
  func transhostNeedsNoFoundation() throws {
    let needed = try Self.neededEntries()
    #expect(needed.contains { $0.contains("[libswiftCore.so]") })
    #expect(needed.filter { $0.contains("Foundation") } == [])
  }

  /// Nor Swift concurrency, string processing or its regex parser, which every Swift module
  /// imports implicitly (the host's modules are compiled without those imports): loading
  /// them costs every `transhost` process about 1.5 M instructions and 90 page faults at
  /// start (docs/PERFORMANCE.md, "Issue 16, third session"). Swift plugins that use them
  /// load them with themselves.
  @Test(
    "transhost needs no libswift_Concurrency, _StringProcessing or _RegexParser",
    arguments: [
      "libswift_Concurrency.so", "libswift_StringProcessing.so", "libswift_RegexParser.so",
    ])
  func transhostNeedsNoImplicitModules(library: String) throws {
    let needed = try Self.neededEntries()
    #expect(needed.contains { $0.contains("[libswiftCore.so]") })
    #expect(needed.filter { $0.contains("[\(library)]") } == [])
  }
}
