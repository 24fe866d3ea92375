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

  /// The functions a warm `list` runs, listed in `Linker/transhost.order` by
  /// `scripts/transhost-symbol-order.sh`, lie together in `transhost`'s code (Package.swift,
  /// `hostExecutableLinkerSettings`), so that a `list` faults in a few 64 KB windows of
  /// code instead of one in every part of it (docs/PERFORMANCE.md, "the warm `list`'s page
  /// faults"). Linked without the order, the same functions of a release build span 2.9 MB,
  /// with it 193 KB: their sizes and 16-byte alignment, and a C object's whole `.text`
  /// (the C targets have no section a function) allowed for.
  @Test("the functions a warm list runs lie together in transhost's code")
  func listPathIsTogether() throws {
    let orderPath = TestPaths.packageRoot.appendingPathComponent("Linker/transhost.order").path
    let ordered = Set(
      try String(contentsOfFile: orderPath, encoding: .utf8).split(separator: "\n").map(
        String.init))
    let result = try Subprocess.run("/usr/bin/readelf", ["-s", "-W", TranshostBinary.path])
    try #require(result.status == 0, "readelf -s failed: \(result.stderr)")
    var functions: [String: (address: UInt64, size: UInt64)] = [:]
    for line in result.stdout.split(separator: "\n") {
      // Num: Value Size Type Bind Vis Ndx Name
      let fields = line.split(separator: " ")
      guard fields.count >= 8, fields[3] == "FUNC", fields[6] != "UND",
        ordered.contains(String(fields[7])), let address = UInt64(fields[1], radix: 16),
        let size = UInt64(fields[2])
      else { continue }
      functions[String(fields[7])] = (address, size)
    }
    // An unoptimised build names fewer of them (no specialisations), but most.
    try #require(functions.count >= 100, "only \(functions.count) of the ordered functions found")
    let start = functions.values.map(\.address).min() ?? 0
    let end = functions.values.map { $0.address + $0.size }.max() ?? 0
    let sizes = functions.values.reduce(0) { $0 + $1.size }
    #expect(end - start <= sizes + 16 * UInt64(functions.count) + 16384)
  }
}
