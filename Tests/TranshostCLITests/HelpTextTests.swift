import Foundation
import Testing

/// The help pages: OPTIONS sections drawn from the option table, every help line at its
/// page's column, and every line within 80 columns.
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

  @Test(
    "every help page fits 80 columns, its paragraphs wrapped",
    arguments: [
      ["--help"], ["help", "run"], ["help", "list"], ["help", "info"], ["help", "validate"],
    ])
  func fitsEightyColumns(arguments: [String]) throws {
    let result = try CLITests.transhost(arguments)
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count > 10)
    for line in lines {
      #expect(line.count <= 80, "\(line.count) columns: '\(line)'")
    }
  }

  @Test("the run page shows plugin names escaped as \\n, not with a line break")
  func escapesShownLiterally() throws {
    let result = try CLITests.transhost(["help", "run"])
    #expect(result.stdout.contains("printed escaped (\\n, \\u{1B})"))
  }
}
