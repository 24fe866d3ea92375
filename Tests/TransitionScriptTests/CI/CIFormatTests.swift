import Testing
import TransitionEngine

@testable import TransitionScript

/// The CI formats made from typed results: annotation escaping, JUnit XML text, the
/// result record an isolated helper sends, the summary.
@Suite struct CIFormatTests {
  static let result: ScriptResult = {
    var result = ScriptResult(file: "a,b:c.transhost")
    result.transitions = 2
    result.virtualTime = 1.25
    result.expectations = [
      ExpectationResult(
        line: 5, column: 1, transition: TransitionName(index: 1, label: "present <d> & \"e\""),
        text: "detail alpha 1", passed: false, actual: "alpha is 0.5\nnext\u{1}"),
      ExpectationResult(
        line: 6, column: 3, transition: nil, text: "home visible", passed: true, actual: ""),
    ]
    result.warnings = [
      RunWarning(
        source: .pitfall, id: "TK-BLACK-SCREEN", line: 7,
        transition: TransitionName(index: 2, label: "dismiss"), message: "100% black\r\n")
    ]
    result.crashes = [
      CrashedTransition(
        line: 4, transition: TransitionName(index: 1, label: "present"), reason: "SIGSEGV")
    ]
    return result
  }()

  @Test("message data escapes %, return and newline; properties also : and ,")
  func annotationEscaping() {
    #expect(GitHubAnnotation.escapeData("50% a\r\nb: c, d") == "50%25 a%0D%0Ab: c, d")
    #expect(GitHubAnnotation.escapeData("\u{1B}[2J\t\\") == "\\u{1B}[2J\t\\")
    #expect(GitHubAnnotation.escapeProperty("50% a\r\nb: c, d") == "50%25 a%0D%0Ab%3A c%2C d")
    let annotations = GitHubAnnotation.run([Self.result], strict: false).map(\.command)
    #expect(
      annotations == [
        "::error file=a%2Cb%3Ac.transhost,line=5,col=1,title=expectation failed::expect detail "
          + "alpha 1: alpha is 0.5%0Anext\\u{1}\n",
        "::error file=a%2Cb%3Ac.transhost,line=4,title=transition 1 crashed::SIGSEGV\n",
        "::warning file=a%2Cb%3Ac.transhost,line=7,title=warning::TK-BLACK-SCREEN: 100%25 "
          + "black%0D%0A\n",
      ])
    #expect(
      GitHubAnnotation.run([Self.result], strict: true).last?.command.hasPrefix(
        "::error file=a%2Cb%3Ac.transhost,line=7,title=warning (strict)::") == true)
  }

  @Test("JUnit text: counts, escaped attributes and content, virtual time")
  func junitText() {
    let xml = JUnitReport.run([Self.result], strict: true).xml
    let head = [
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n",
      "<testsuites name=\"transhost run\" tests=\"4\" failures=\"2\" errors=\"1\" time=\"1.25\">\n",
      "  <testsuite name=\"a,b:c.transhost\" tests=\"4\" failures=\"2\" errors=\"1\" ",
      "skipped=\"0\" time=\"1.25\">\n",
      "    <testcase name=\"line 5: expect detail alpha 1\" classname=\"a,b:c.transhost: ",
      "transition 1 (present &lt;d&gt; &amp; &quot;e&quot;)\" time=\"0\">\n",
      "      <failure message=\"expect detail alpha 1: alpha is 0.5&#10;next\u{FFFD}\" ",
      "type=\"expectation\">a,b:c.transhost:5: expectation failed: expect detail alpha 1: ",
      "alpha is 0.5\nnext\u{FFFD}</failure>\n",
    ].joined()
    #expect(xml.hasPrefix(head))
    #expect(
      xml.contains(
        "    <testcase name=\"line 6: expect home visible\" classname=\"a,b:c.transhost: before "
          + "any transition\" time=\"0\"/>\n"))
    #expect(xml.contains("type=\"crash\">a,b:c.transhost:4: transition 1 failed: SIGSEGV</error>"))
    #expect(
      xml.contains(
        "<failure message=\"TK-BLACK-SCREEN: 100% black&#13;&#10;\" type=\"warning\">"))
    #expect(!JUnitReport.run([Self.result], strict: false).xml.contains("type=\"warning\""))
  }

  @Test("a result survives its record, as an isolated helper sends it")
  func recordRoundTrip() {
    #expect(ScriptResult(record: Self.result.record) == Self.result)
    let invalid = ScriptResult(
      diagnostic: FileDiagnostic(file: "x", line: 3, column: 2, message: "bad", hint: "fix"))
    #expect(ScriptResult(record: invalid.record) == invalid)
    #expect(ScriptResult(record: .object([])) == nil)
  }

  @Test("the summary counts scripts, transitions, expectations, crashes and warnings")
  func summary() {
    let invalid = ScriptResult(
      diagnostic: FileDiagnostic(file: "x", line: nil, column: nil, message: "unreadable"))
    let summary = RunSummary([Self.result, invalid])
    #expect(
      summary.text
        == "summary: 2 scripts (1 not run), 2 transitions (1 crashed), 2 expectations: 1 passed, "
        + "1 failed; 1 warning")
    #expect(
      strictAccount([Self.result, invalid])
        == "strict: 1 warning fails this run:\n  a,b:c.transhost:7: warning: TK-BLACK-SCREEN: "
        + "100% black\r\n\n")
  }
}
