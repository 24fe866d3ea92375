import Foundation
import Testing
import TranshostTestSupport

/// The `transhost` executable does not link Foundation: mapping Foundation, its
/// internationalisation and ICU at start costs every `transhost` process (a warm `list`,
/// `--version`, each scan helper) about 9 M instructions in the dynamic loader
/// (docs/PERFORMANCE.md, issue 16). Plugins that need Foundation load it themselves.
@Suite struct ExecutableLinkTests {
  @Test("transhost needs no Foundation library; libswiftCore.so is there, so the check can fail")
  func transhostNeedsNoFoundation() throws {
    let path = TranshostBinary.path
    let result = try Subprocess.run("/usr/bin/readelf", ["-d", "-W", path])
    try #require(result.status == 0, "readelf -d \(path) failed: \(result.stderr)")
    let needed = result.stdout.split(separator: "\n").filter { $0.contains("(NEEDED)") }
    #expect(needed.contains { $0.contains("[libswiftCore.so]") })
    #expect(needed.filter { $0.contains("Foundation") } == [])
  }
}
