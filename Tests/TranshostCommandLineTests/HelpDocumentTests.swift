import Testing

@testable import TranshostCommandLine

/// Help pages read into blocks and wrapped: what the terminal shows and the manual page
/// is made from.
@Suite struct HelpDocumentTests {
  @Test(
    "words are wrapped at the width, a longer word alone on its line",
    arguments: [
      ("one two three four", 9, ["one two", "three", "four"]),
      ("one two", 80, ["one two"]),
      ("a extraordinarily b", 5, ["a", "extraordinarily", "b"]),
      ("", 10, [""]),
    ] as [(String, Int, [String])])
  func wrapping(text: String, width: Int, lines: [String]) {
    #expect(TextWrapping.wrap(text, width: width) == lines)
  }

  @Test("an indent counts in the width; the first line may have its own")
  func indents() {
    #expect(
      TextWrapping.wrap("aa bb cc dd", width: 8, indent: "  ", firstIndent: "> ")
        == ["> aa bb", "  cc dd"])
  }

  @Test("a page is read as synopsis, lists, titled paragraphs and paragraphs")
  func blocks() {
    let page = HelpDocument(
      """
      USAGE: tool run <file>
                      [--json]

      Runs each
      script.

      OPTIONS:
        --json  Print JSON

      EXIT STATUS: 0 fine;
      1 not.
      Also: see --help.
      """)
    #expect(
      page.blocks == [
        .synopsis(["USAGE: tool run <file>", "                [--json]"]),
        .paragraph("Runs each script."),
        .list(title: "OPTIONS", lines: ["  --json  Print JSON"]),
        .titledParagraph(title: "EXIT STATUS", text: "0 fine; 1 not. Also: see --help."),
      ])
  }

  @Test("paragraphs are reflowed to the width; synopsis and lists are kept")
  func terminalText() {
    let page = HelpDocument(
      """
      USAGE: tool run <file> [--a-very-long-option]

      one two
      three four five

      LIST:
        kept   as it is, however long the line is
      """)
    #expect(
      page.terminalText(width: 12) == """
        USAGE: tool run <file> [--a-very-long-option]

        one two
        three four
        five

        LIST:
          kept   as it is, however long the line is
        """)
  }
}
