import Testing

@testable import TranshostCommandLine

/// The searches written in place of `_StringProcessing`'s `firstRange(of:)` and
/// `replacing(_:with:)`: the same answers, character by character.
@Suite struct StringSearchTests {
  @Test(
    "firstRange(ofText:) finds the first whole occurrence, or none",
    arguments: [
      ("a; b; c", "; ", 1), ("one  two", "  ", 3), ("aab", "ab", 1), ("abc", "abcd", nil),
      ("", "x", nil), ("x", "x", 0), ("e\u{301}e", "e", 1), ("tail (", " (", 4),
    ] as [(String, String, Int?)])
  func firstRange(text: String, search: String, offset: Int?) {
    let range = text.firstRange(ofText: search)
    #expect(range.map { text.distance(from: text.startIndex, to: $0.lowerBound) } == offset)
    #expect(range.map { String(text[$0]) } == offset.map { _ in search })
  }

  @Test("firstRange(ofText:) in a substring answers in the substring's indices")
  func firstRangeInSubstring() {
    let line = "    label  its text"
    let words = line.dropFirst(4)
    let gap = words.firstRange(ofText: "  ")
    #expect(gap.map { String(words[..<$0.lowerBound]) } == "label")
  }

  @Test(
    "replacingEvery replaces each occurrence of a character, and only it",
    arguments: [
      ("trans-host-x", "-" as Character, "_", "trans_host_x"), ("it's", "'", #"'\''"#, #"it'\''s"#),
      ("none", "-", "_", "none"), ("", "-", "_", ""), ("--", "-", "", ""),
      ("e\u{301}-e", "e", "E", "e\u{301}-E"),
    ] as [(String, Character, String, String)])
  func replacingEvery(text: String, character: Character, replacement: String, expected: String) {
    #expect(text.replacingEvery(character, with: replacement) == expected)
  }
}
