import Testing
import TransitionEngine

@testable import PluginHost

/// The outcome in a scan helper's report: the cache's binary form as hexadecimal text,
/// which reads back as the outcome written (refusal wording included), and text that is
/// not that form is an error that says why.
@Suite struct CachedOutcomeReportTests {
  static let path = "/p/a.so"

  static let plugin = ScanOutcome.plugin(
    ScannedPlugin(
      builtWith: "gcc 12", abiMinor: 7,
      descriptors: [
        AnimatorDescriptor(
          id: "org.x.fade", name: "Fade", version: "1.0.0", vendor: "X", summary: "é fade",
          styles: [.custom, .overFullScreen], operations: [.present, .dismiss],
          supportsInteractive: true, defaultDuration: 0.35,
          parameters: [
            AnimatorParameter(
              name: "alpha", kind: .number, defaultValue: "0.5", summary: "start alpha",
              choices: [], range: 0...1)
          ], rank: AnimatorRank(300))
      ],
      objectDescriptors: [],
      refusedDescriptors: [.initFailed(path: path, status: 3)], handles: nil))

  @Test(
    "an outcome written as report text reads back with the same JSON form",
    arguments: [
      plugin, .notAPlugin, .refused(.wrongMajor(path: path, found: 2)),
      .refused(.notLoadable(path: path, loaderMessage: "\(path): cannot open \"x\"\n")),
    ])
  func roundTrip(outcome: ScanOutcome) throws {
    let text = CachedOutcome(outcome).reportText
    #expect(text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) })
    let read = try CachedOutcome(reportText: text).outcome(path: Self.path)
    #expect(read.json.text == outcome.json.text)
  }

  @Test(
    "report text that is not the binary form is an error that says what is wrong",
    arguments: [
      ("0", "the outcome is not hexadecimal"),
      ("0g", "the outcome is not hexadecimal"),
      ("00", "cut short"),
      ("000101", "unexpected bytes after the outcome"),
      ("0009", "unknown outcome 9"),
    ])
  func damaged(text: String, message: String) {
    #expect(throws: ScanOutcome.DecodingError.self) {
      try CachedOutcome(reportText: text)
    }
    do throws(ScanOutcome.DecodingError) {
      _ = try CachedOutcome(reportText: text)
    } catch {
      #expect(error.description == message)
    }
  }

  @Test("a helper's report line with a plugin outcome reads back through the stream")
  func streamReadsReportText() throws {
    let line =
      #"{"report":1,"host":"\#(PluginCacheKey.currentHost)","path":"\#(Self.path)","outcome":""#
      + CachedOutcome(Self.plugin).reportText + "\"}\n"
    var stream = ScanReportStream(paths: [Self.path][...])
    let reports = stream.append(Array(line.utf8))
    #expect(reports.count == 1)
    let report = try #require(reports.first).outcome.get()
    #expect(report.outcome.json.text == Self.plugin.json.text)
    #expect(report.opened == nil)
    #expect(stream.isComplete)
  }

  static let identity = FileIdentity(
    device: 2049, inode: 1_234_567, size: 16_384, modifiedSeconds: 1_796_000_000,
    modifiedNanoseconds: 123_456_789, changedSeconds: -1, changedNanoseconds: 999_999_999)

  @Test(
    "the identity of a file the helper opened follows the outcome and reads back with it",
    arguments: [plugin, .notAPlugin, .refused(.initFailed(path: path, status: 7))])
  func identityFollowsTheOutcome(outcome: ScanOutcome) throws {
    var text: [UInt8] = []
    CachedOutcome(outcome).appendReportText(to: &text, opened: Self.identity)
    let read = try CachedOutcome.report(text: String(decoding: text, as: UTF8.self))
    #expect(read.opened == Self.identity)
    #expect(try read.outcome.outcome(path: Self.path).json.text == outcome.json.text)
    // The same outcome without an identity is a shorter text that reads back without one.
    let plain = CachedOutcome(outcome).reportText
    #expect(plain.utf8.count < text.count)
    #expect(try CachedOutcome.report(text: plain).opened == nil)
    // An identity cut short is not taken for one.
    let cut = String(decoding: text.dropLast(2), as: UTF8.self)
    #expect(throws: ScanOutcome.DecodingError.self) { try CachedOutcome.report(text: cut) }
  }
}
