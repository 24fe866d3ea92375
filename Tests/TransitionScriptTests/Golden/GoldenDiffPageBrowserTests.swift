import Foundation
import Testing

@testable import TransitionScript

/// The golden diff page in headless Chromium, run whenever Chromium is installed (and
/// skipped, saying what to install, without it), as the other browser tests are.
@Suite(
  "Golden diff page in a browser", .serialized,
  .enabled(if: Chromium.locate() != nil, Chromium.skipNote))
struct GoldenDiffPageBrowserTests {
  @Test("the page draws both filmstrips, and the differing frame's outline shows")
  func page() throws {
    let chromium = try #require(Chromium.locate())
    let (directory, isKept) = try PictureDirectory.make()
    defer { if !isKept { try? FileManager.default.removeItem(at: directory) } }
    let golden = try GoldenFileTests.golden(GoldenFileTests.script(cardY: 100))
    let run = try GoldenFileTests.golden(GoldenFileTests.script(cardY: 160))
    let comparison = GoldenComparison(expected: golden, actual: run, tolerances: GoldenTolerances())
    let text = GoldenDiffPage.render(
      comparison, script: "cards.transhost", goldenPath: "__goldens__/cards.golden",
      tolerances: GoldenTolerances())
    // The same page without the rule that outlines the first differing frame.
    let rule = " { stroke: #F04438; stroke-width: 5px; }"
    #expect(text.contains(rule))
    let unmarked = text.replacingOccurrences(of: rule, with: " { }")
    let page = directory.appendingPathComponent("cards.diff.html")
    let plain = directory.appendingPathComponent("unmarked.html")
    try text.write(to: page, atomically: true, encoding: .utf8)
    try unmarked.write(to: plain, atomically: true, encoding: .utf8)
    let shot = directory.appendingPathComponent("diff.png")
    let plainShot = directory.appendingPathComponent("unmarked.png")
    try chromium.screenshot(page.absoluteString, to: shot, width: 1400, height: 1000)
    try chromium.screenshot(plain.absoluteString, to: plainShot, width: 1400, height: 1000)
    let stats = try PNGStats(shot.path, comparedTo: plainShot.path)
    // Frames, labels, text and charts make many colours; a blank page has one.
    #expect(stats.colors > 200)
    // The outlines of the marked frame in both strips: two rectangles' edges, 5 px wide.
    #expect((stats.differing ?? 0) > 2_000)
  }
}
