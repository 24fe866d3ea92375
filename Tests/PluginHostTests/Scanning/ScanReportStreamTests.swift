import Testing

@testable import PluginHost

/// How a batch helper's report channel is cut into one report per file: by what was
/// written, never by how it arrived.
struct ScanReportStreamTests {
  static let paths = ["/p/a.so", "/p/b.so", "/p/c.so"]

  /// A sound report line on `path` ("not a plugin").
  static func line(_ path: String) -> String {
    #"{"report":1,"host":"\#(PluginCacheKey.currentHost)","path":"\#(path)","outcome":{"outcome":"notAPlugin"}}"#
      + "\n"
  }

  /// Each report as `index: outcome` text, fed all at once or a byte at a time.
  static func reports(
    _ text: String, byteByByte: Bool
  ) -> (reports: [String], stream: ScanReportStream) {
    var stream = ScanReportStream(paths: paths[...])
    var reports: [ScanReportStream.Report] = []
    let bytes = Array(text.utf8)
    if byteByByte {
      for byte in bytes { reports += stream.append([byte]) }
    } else {
      reports = stream.append(bytes)
    }
    let texts = reports.map { report in
      switch report.outcome {
      case .success(let read): "\(report.index): \(read.outcome.json.text)"
      case .failure(let error): "\(report.index): \(error.description)"
      }
    }
    return (texts, stream)
  }

  @Test(
    "the same bytes give the same reports however they arrive",
    arguments: [
      (
        line(paths[0]) + line(paths[1]) + line(paths[2]),
        [
          #"0: {"outcome":"notAPlugin"}"#, #"1: {"outcome":"notAPlugin"}"#,
          #"2: {"outcome":"notAPlugin"}"#,
        ], nil as Int?
      ),
      (
        line(paths[0]) + "junk\n" + line(paths[1]) + line(paths[2]),
        [
          #"0: {"outcome":"notAPlugin"}"#, "1: more than one line",
        ], 1
      ),
      (
        line(paths[0]) + "junk" + line(paths[1]) + line(paths[2]),
        [
          #"0: {"outcome":"notAPlugin"}"#, "1: expected a value at byte 1",
        ], 1
      ),
      (
        line(paths[0]) + line(paths[1]) + "partial",
        [
          #"0: {"outcome":"notAPlugin"}"#, #"1: {"outcome":"notAPlugin"}"#,
        ], nil
      ),
    ])
  func timing(text: String, expected: [String], unreadable: Int?) {
    let whole = Self.reports(text, byteByByte: false)
    let bytes = Self.reports(text, byteByByte: true)
    #expect(whole.reports == expected)
    #expect(bytes.reports == expected)
    #expect(whole.stream.unreadableIndex == unreadable)
    #expect(bytes.stream.unreadableIndex == unreadable)
  }

  @Test("what a helper left about the file it died on is kept for its refusal")
  func remainder() {
    let result = Self.reports(Self.line(Self.paths[0]) + "half a rep", byteByByte: true)
    #expect(result.stream.current == 1)
    #expect(!result.stream.isComplete)
    #expect(result.stream.remainder == Array("half a rep".utf8))
  }
}
