import Testing
import TransitionEngine

/// ``Swift/String/escapedForTerminal``: the one escaping of text from plugins, so that
/// it stays on its line and cannot drive the terminal.
@Suite struct PrintableTextTests {
  @Test(
    "control characters, separators and bidirectional controls are escaped; the rest kept",
    arguments: [
      ("org.example.fade", "org.example.fade"),
      ("two\nlines", #"two\nlines"#),
      ("tab\there\rreturn", #"tab\there\rreturn"#),
      ("\u{1B}[31mred\u{1B}[0m", #"\u{1B}[31mred\u{1B}[0m"#),
      ("bell\u{7} nul\u{0} del\u{7F}", #"bell\u{7} nul\u{0} del\u{7F}"#),
      ("c1\u{85}\u{9B}", #"c1\u{85}\u{9B}"#),
      ("line\u{2028}para\u{2029}", #"line\u{2028}para\u{2029}"#),
      ("\u{202E}reversed\u{2066}isolate\u{200F}", #"\u{202E}reversed\u{2066}isolate\u{200F}"#),
      (#"back\slash"#, #"back\\slash"#),
      ("café → ✓ 🎬 日本", "café → ✓ 🎬 日本"),
    ])
  func escapes(text: String, expected: String) {
    #expect(text.escapedForTerminal == expected)
  }
}
