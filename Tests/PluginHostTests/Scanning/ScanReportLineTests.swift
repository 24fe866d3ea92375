import Testing
import TransitionEngine

@testable import PluginHost

/// A forked helper's report line: the same bytes the JSON writer gives, read without
/// parsing JSON when it has exactly that form, and read as JSON (with the same outcome
/// or the same error) when it has any other.
@Suite struct ScanReportLineTests {
  static let paths = ["/p/a.so", "/p/quote\"and\\slash.so", "/p/new\nline é.so"]

  /// The line as the JSON writer makes it.
  static func jsonLine(path: String, outcome: ScanOutcome) -> [UInt8] {
    var bytes: [UInt8] = []
    JSONValue.object([
      ("report", .integer(PluginScanHelper.reportVersion)),
      ("host", .string(PluginCacheKey.currentHost)), ("path", .string(path)),
      ("outcome", .string(CachedOutcome(outcome).reportText)),
    ]).write(to: &bytes)
    return bytes + [UInt8(ascii: "\n")]
  }

  @Test("the line is the JSON writer's, and reads back without JSON", arguments: paths)
  func sameBytes(path: String) throws {
    let outcome = CachedOutcomeReportTests.plugin
    let line = ScanReportLine.line(
      head: ScanReportLine.head(path: path), outcome: CachedOutcome(outcome))
    #expect(line == Self.jsonLine(path: path, outcome: outcome))
    let read = try #require(
      ScanReportLine.outcome(of: line.dropLast()[...], head: ScanReportLine.head(path: path)))
    #expect(try read.outcome.outcome(path: path).json.text == outcome.json.text)
    #expect(read.opened == nil)
    let viaStream = PluginScanHelper.readReport(
      line[...], path: path, head: ScanReportLine.head(path: path))
    #expect(try viaStream.get().outcome.json.text == outcome.json.text)
    #expect(try viaStream.get().opened == nil)
  }

  @Test(
    "an executed helper's JSON report gives the identity of the file it opened, when it says one")
  func jsonReportWithIdentity() throws {
    let path = "/p/a.so"
    let outcome = CachedOutcomeReportTests.plugin
    let identity = CachedOutcomeReportTests.identity
    func line(_ opened: String?) -> [UInt8] {
      var members: [(String, JSONValue)] = [
        ("report", .integer(PluginScanHelper.reportVersion)),
        ("host", .string(PluginCacheKey.currentHost)), ("path", .string(path)),
        ("outcome", outcome.json),
      ]
      if let opened { members.append(("opened", .string(opened))) }
      var bytes: [UInt8] = []
      JSONValue.object(members).write(to: &bytes)
      return bytes + [UInt8(ascii: "\n")]
    }
    let with = try PluginScanHelper.readReport(line(identity.argument)[...], path: path).get()
    #expect(with.opened == identity)
    #expect(with.outcome.json.text == outcome.json.text)
    #expect(try PluginScanHelper.readReport(line(nil)[...], path: path).get().opened == nil)
    // Something that is not an identity is no identity, and the outcome still reads.
    let odd = try PluginScanHelper.readReport(line("=1:2")[...], path: path).get()
    #expect(odd.opened == nil)
    #expect(odd.outcome.json.text == outcome.json.text)
  }

  @Test("a line with the identity of the file the helper opened gives it, read either way")
  func lineWithIdentity() throws {
    let path = "/p/a.so"
    let outcome = CachedOutcomeReportTests.plugin
    let identity = CachedOutcomeReportTests.identity
    let line = ScanReportLine.line(
      head: ScanReportLine.head(path: path), outcome: CachedOutcome(outcome), opened: identity)
    let fast = try PluginScanHelper.readReport(
      line[...], path: path, head: ScanReportLine.head(path: path)
    ).get()
    let json = try PluginScanHelper.readReport(line[...], path: path).get()
    #expect(fast.opened == identity)
    #expect(json.opened == identity)
    #expect(fast.outcome.json.text == outcome.json.text)
    #expect(json.outcome.json.text == outcome.json.text)
  }

  @Test(
    "a line of another form is left to the JSON reader, which gives the same result",
    arguments: [
      // Another file's head.
      (#""path":"/p/b.so","outcome":"0001"}"#, false),
      // Not only digits: a string the JSON reader reads differently.
      (#""path":"/p/a.so","outcome":"0","x":"1"}"#, false),
      // Digits that do not read as an outcome: an error from either reader.
      (#""path":"/p/a.so","outcome":"0009"}"#, false),
      (#""path":"/p/a.so","outcome":"000"}"#, false),
      // Not a plugin, read without JSON.
      (#""path":"/p/a.so","outcome":"0001"}"#, true),
    ])
  func otherForms(rest: String, isRead: Bool) {
    let text = #"{"report":1,"host":""# + PluginCacheKey.currentHost + #"","# + rest
    let line = Array(text.utf8)
    let head = ScanReportLine.head(path: "/p/a.so")
    #expect((ScanReportLine.outcome(of: line[...], head: head) != nil) == isRead)
    let fast = PluginScanHelper.readReport(line[...], path: "/p/a.so", head: head)
    let json = PluginScanHelper.readReport(line[...], path: "/p/a.so")
    #expect(Self.describe(fast) == Self.describe(json))
  }

  static func describe(
    _ result: Result<PluginScanHelper.Report, ScanOutcome.DecodingError>
  ) -> String {
    switch result {
    case .success(let report): report.outcome.json.text
    case .failure(let error): "error: \(error.description)"
    }
  }
}
