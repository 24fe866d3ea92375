import Foundation
import Testing

/// The help pages' OPTIONS sections, drawn from the option table: every help line
/// starts at its page's column.
@Suite struct HelpTextTests {
  @Test(
    "every OPTIONS line of a help page is a label or help at the page's column",
    arguments: [(["--help"], 24), (["help", "run"], 18), (["help", "validate"], 22)])
  func optionColumns(arguments: [String], column: Int) throws {
    let result = try CLITests.transhost(arguments)
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    let start = try #require(lines.firstIndex(of: "OPTIONS:"))
    let section = lines[(start + 1)...].prefix { !$0.isEmpty }
    #expect(section.count > 3)
    for line in section {
      let indent = line.prefix { $0 == " " }.count
      let isLabel = indent == 2 && line.dropFirst(2).hasPrefix("-")
      #expect(isLabel || indent == column, "misaligned: '\(line)'")
    }
  }
}
