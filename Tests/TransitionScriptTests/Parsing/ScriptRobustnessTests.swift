import Testing

@testable import TransitionScript

/// Malformed lines of every sort (garbage, unicode, huge numbers, unbalanced
/// parentheses, empty tokens): each gives a diagnostic on its own line, with a column
/// inside the line, and nothing crashes.
@Suite struct ScriptRobustnessTests {
  /// Valid lines the malformed one follows, so that names resolve.
  static let setup = [
    "controller home", "controller detail", "controller first", "tabs main first", "root home",
  ]

  /// A malformed line, shown by its Swift escape in test names.
  struct Line: CustomTestStringConvertible, Sendable {
    let text: String
    init(_ text: String) { self.text = text }
    var testDescription: String {
      let shown = text.count > 60 ? String(text.prefix(60)) + "…" : text
      return shown.debugDescription
    }
  }

  static let lines: [Line] = [
    // Garbage.
    Line("@@@@"), Line("}{"), Line("((((("), Line(")))))"), Line(","), Line(",,,"), Line("\t\t  ,"),
    Line(String(repeating: "x", count: 10_000)), Line("#FFFFFF"), Line("expect expect"),
    Line("root root"), Line("interactive interactive dismiss detail"), Line("interactive"),
    Line("present present present"),
    // Unicode.
    Line("コントローラー home"), Line("controller 家 color 🎨"), Line("controller home color ＃ＦＦＦＦＦＦ"),
    Line("controller home\u{00A0}color red"), Line("view home.\u{0301}x frame 0,0,1,1"),
    Line("present\u{0007}detail from home"), Line("\u{0000}"), Line("root h\u{200B}ome"),
    Line("expect home visible at ５"),
    // Huge, tiny and non-numbers.
    Line("window 1e999x1e999"), Line("window -390x844"), Line("window 390x844x2"),
    Line("window 0x0"),
    Line("fps 99999999999999999999999"), Line("fps -1"), Line("fps nan"), Line("fps inf"),
    Line("wait 1e309"), Line("wait nan"), Line("wait -0.0001"), Line("update 1.0000001"),
    Line("update -inf"),
    Line("drag nan to 1 over 1"), Line("drag 0 to 1 over -1e-300"),
    Line("select main 99999999999999999999"),
    Line("select main 1e300"), Line("select main 0x10"), Line("expect home alpha 0x"),
    Line("expect home visible at 1e400"), Line("controller home alpha 1e999"),
    // Unbalanced parentheses and broken animator choices.
    Line("present detail from home style custom with fade(duration: 0.3"),
    Line("present detail from home style custom with fade)duration: 0.3("),
    Line("present detail from home style custom with fade((duration: 1))"),
    Line("present detail from home style custom with fade(duration: \"0.3)"),
    Line("present detail from home style custom with (fade)"), Line("controller (home)"),
    Line("use =="), Line("use custom==fade"), Line("use custom=fade(,)"),
    Line("use custom=fade(: 1)"),
    Line("use custom=fade(duration: 1"),
    // Empty tokens and missing parts.
    Line("tabs t ,"), Line("tabs t a,,b"), Line("expect home frame ,,,"),
    Line("expect home frame 1,2,3,4,5"),
    Line("view home.b frame ,,,"), Line("view home..b frame 0,0,1,1"),
    Line("view .home frame 0,0,1,1"),
    Line("expect callbacks home..viewDidAppear"), Line("expect home visible at"),
    Line("expect at 1"),
    Line("select main"), Line("drag to over"), Line("finish speed"), Line("tabs t.x first"),
    Line("navigation a.b root home"),
  ]

  @Test("a malformed line gives a diagnostic", arguments: lines)
  func malformed(_ line: Line) throws {
    let registry = try ScriptFixturePlugins.registry()
    let text = ScriptTesting.text(Self.setup + [line.text])
    let diagnostic = try #require(ScriptTesting.diagnostic(text, registry: registry))
    #expect(diagnostic.line == Self.setup.count + 1)
    #expect(diagnostic.column >= 1)
    #expect(diagnostic.column <= line.text.count + 1)
    // The line as written, a control character (refused where it stands) shown as "?".
    let shown = String(line.text.map { ScriptText.refusedName($0) == nil ? $0 : "?" })
    #expect(diagnostic.sourceLine == shown)
    #expect(
      diagnostic.rendered.hasPrefix(
        "test.transhost:\(Self.setup.count + 1):\(diagnostic.column): error: "))
  }

  @Test("there are more than forty malformed lines")
  func enough() {
    #expect(Self.lines.count > 40)
  }

  @Test("a byte order mark before the first command is ignored")
  func byteOrderMark() throws {
    let script = try ScriptParser.parse("\u{FEFF}controller home\nroot home\n", file: "t.transhost")
      .get()
    #expect(script.commands.count == 2)
  }
}
