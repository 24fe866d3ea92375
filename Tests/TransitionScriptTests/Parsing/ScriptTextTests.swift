import PluginHost
import Testing

@testable import TransitionScript

/// A script file's bytes become lines in one way, shared by the loader, the parser and
/// every diagnostic: lines end at "\n" or "\r\n", and any other control or line-separator
/// character is refused where it stands. Before, the loader counted U+2028, VT and a lone
/// CR as line ends while the parser split on "\n" only, so two inputs crashed the host
/// (it indexed a line past the end) and a VT gave a wrong line number.
@Suite struct ScriptTextTests {
  /// Bytes as read from disk, and the diagnostic `transhost run` must print for them.
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let bytes: [UInt8]
    let rendered: String
    init(_ name: String, _ bytes: [UInt8], _ rendered: String) {
      self.name = name
      self.bytes = bytes
      self.rendered = rendered
    }
    var testDescription: String { name }
  }

  static let hint =
    "hint: a script is UTF-8 text, one command a line, lines ending in \\n or \\r\\n"
    + " (see docs/SCRIPT.md)\n"

  static let cases: [Case] = [
    Case(
      "a bidirectional override in a name (Trojan-source style)",
      Array("controller home\nroot home\ncontroller a\u{202E}b\n".utf8),
      "x.transhost:3:13: error: this is not script text: the bidirectional control U+202E"
        + " here\n 3 | controller a?b\n   |             ^\n" + hint),
    Case(
      "a byte order mark inside the file", Array("controller home\n\u{FEFF}root home\n".utf8),
      "x.transhost:2:1: error: this is not script text: a byte order mark that does not"
        + " start the file here\n 2 | ?root home\n   | ^\n" + hint),
    Case(
      "U+2028 then invalid UTF-8 (crashed the host)", [0xE2, 0x80, 0xA8, 0xFF],
      "x.transhost:1:1: error: this is not script text: U+2028 LINE SEPARATOR here\n"
        + " 1 | ??\n   | ^\n" + hint),
    Case(
      "a vertical tab then invalid UTF-8 on line 2 (was reported on line 3)",
      Array("controller a\n\u{0B}".utf8) + [0xFF],
      "x.transhost:2:1: error: this is not script text: a vertical tab here\n"
        + " 2 | ??\n   | ^\n" + hint),
    Case(
      "invalid UTF-8 after a lone carriage return",
      Array("controller a\r".utf8) + [0xC3],
      "x.transhost:1:13: error: this is not script text: a carriage return that does not"
        + " end a line here\n 1 | controller a??\n   |             ^\n" + hint),
    Case(
      "invalid UTF-8 on the third line", Array("controller a\r\n\nroot ".utf8) + [0xC0, 0x80],
      "x.transhost:3:6: error: this is not script text: invalid UTF-8 here\n"
        + " 3 | root ??\n   |      ^\n" + hint),
    Case(
      "an escape sequence in a view name",
      Array("controller a\nview a.b\u{1B}[2Kwindow: forged frame 0,0,1,1\n".utf8),
      "x.transhost:2:9: error: this is not script text: an escape character here\n"
        + " 2 | view a.b?[2Kwindow: forged frame 0,0,1,1\n   |         ^\n" + hint),
    Case(
      "a NUL byte", Array("controller a\u{0}b\n".utf8),
      "x.transhost:1:13: error: this is not script text: a NUL byte here\n"
        + " 1 | controller a?b\n   |             ^\n" + hint),
    Case(
      "a C1 control character", Array("controller a\u{9B}\n".utf8),
      "x.transhost:1:13: error: this is not script text: the control character U+009B here\n"
        + " 1 | controller a?\n   |             ^\n" + hint),
  ]

  @Test(
    "bytes that are not script text give a diagnostic at the right line:column", arguments: cases)
  func refused(_ testCase: Case) throws {
    let result = ScriptFile.load(
      contents: testCase.bytes, file: "x.transhost", registry: ScriptTesting.emptyRegistry())
    guard case .failure(.invalid(let diagnostic)) = result else {
      Issue.record("expected a diagnostic, got \(result)")
      return
    }
    #expect(diagnostic.rendered == testCase.rendered)
  }

  @Test("the parser refuses the same characters when handed text directly")
  func parserRefusesControlCharacters() throws {
    let result = ScriptParser.parse("controller a\u{2029}root a\n", file: "x.transhost")
    guard case .failure(let diagnostic) = result else {
      Issue.record("expected a diagnostic")
      return
    }
    #expect(diagnostic.line == 1)
    #expect(diagnostic.column == 13)
    #expect(diagnostic.message == "this is not script text: U+2029 PARAGRAPH SEPARATOR here")
  }

  @Test("lines end at \\n and \\r\\n, a final \\r and a byte order mark are dropped")
  func lines() {
    #expect(ScriptText("\u{FEFF}a\r\nb\n\nc\r").lines == ["a", "b", "", "c"])
    #expect(ScriptText("a\nb\n").lines == ["a", "b", ""])
    #expect(ScriptText("").lines == [""])
  }

  @Test("tabs, non-ASCII letters and U+FFFD written as text are script text")
  func acceptedText() throws {
    let bytes = Array("controller 家\tcolor red\ncontroller b # \u{FFFD}\nroot b\n".utf8)
    let result = ScriptFile.load(
      contents: bytes, file: "x.transhost", registry: ScriptTesting.emptyRegistry())
    guard case .success(let script) = result else {
      Issue.record("expected a script, got \(result)")
      return
    }
    #expect(script.commands.count == 3)
  }
}
