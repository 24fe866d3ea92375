import Testing
import TransitionEngine

@testable import PluginHost

/// The scan cache keeps each descriptor's rank; a line written before ranks is stale.
@Suite struct ScanOutcomeRankTests {
  static let descriptor = AnimatorDescriptor(
    id: "org.x.fade", name: "Fade", version: "1.0.0", vendor: "", summary: "",
    styles: [.custom], operations: [.present], supportsInteractive: false,
    defaultDuration: 0.3, parameters: [], rank: AnimatorRank(300))

  @Test("a cached descriptor keeps its rank")
  func rankRoundTrips() throws {
    let json = ScanOutcome.json(for: Self.descriptor)
    #expect(json.text.contains(#""rank":300"#))
    #expect(try ScanOutcome.descriptor(from: json).rank == AnimatorRank(300))
  }

  @Test("a cached descriptor without a rank (or a negative one) does not decode: rescanned")
  func lineWithoutRankIsStale() throws {
    guard case .object(let members) = ScanOutcome.json(for: Self.descriptor) else {
      Issue.record("not an object")
      return
    }
    let old = JSONValue.object(members.filter { $0.0 != "rank" })
    #expect(throws: (any Error).self) { try ScanOutcome.descriptor(from: old) }
    let negative = JSONValue.object(members.map { $0.0 == "rank" ? ($0.0, .integer(-1)) : $0 })
    #expect(throws: (any Error).self) { try ScanOutcome.descriptor(from: negative) }
  }
}
