import Testing
import TransitionEngine

/// ``Swift/String/escapedForTerminal``: text from a plugin stays on its line.
@Suite struct PrintableTextTests {
  @Test(
    "control characters, separators and bidirectional controls are escaped",
    arguments: [
      ("plain name", "plain name"),
      ("two\nlines", "two\\nlines"),
      ("tab\there\rreturn", "tab\\there\\rreturn"),
      ("\u{1B}[2Jcleared", "\\u{1B}[2Jcleared"),
      ("bell\u{7} nul\u{0} del\u{7F}", "bell\\u{7} nul\\u{0} del\\u{7F}"),
      ("c1\u{85}\u{9B}", "c1\\u{85}\\u{9B}"),
      ("line\u{2028}para\u{2029}", "line\\u{2028}para\\u{2029}"),
      ("\u{202E}reversed\u{2066}isolate", "\\u{202E}reversed\\u{2066}isolate"),
      ("café → ✓", "café → ✓"),
    ])
  func escapes(text: String, expected: String) {
    #expect(text.escapedForTerminal == expected)
  }
}
