import Testing
import TransitionEngine

/// The one escaping of plugin-controlled text for terminals and line-based reports.
@Suite struct PrintableTextTests {
  static let cases: [(String, String)] = [
    ("org.example.fade", "org.example.fade"),
    ("two\nlines", #"two\nlines"#),
    ("tab\tand\rreturn", #"tab\tand\rreturn"#),
    ("\u{1B}[31mred\u{1B}[0m", #"\u{1b}[31mred\u{1b}[0m"#),
    ("nul\u{0}bell\u{7}del\u{7F}c1\u{85}", #"nul\u{0}bell\u{7}del\u{7f}c1\u{85}"#),
    ("line\u{2028}para\u{2029}", #"line\u{2028}para\u{2029}"#),
    ("bidi\u{202E}txt", #"bidi\u{202e}txt"#),
    (#"back\slash"#, #"back\\slash"#),
    ("café 🎬 日本", "café 🎬 日本"),
  ]

  @Test(
    "control characters, separators and overrides are shown escaped; the rest as is",
    arguments: cases)
  func escaped(text: String, shown: String) {
    #expect(PrintableText.escaped(text) == shown)
  }
}
