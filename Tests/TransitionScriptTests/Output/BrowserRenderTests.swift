import Foundation
import Testing

@testable import TransitionScript

/// Renders the pictures in headless Chromium and looks at the pixels. They run whenever
/// Chromium is installed (`.ci/run` installs it, and fails if it cannot); without it the
/// suite is skipped with one line that says what to install.
@Suite(
  "Pictures in a browser", .serialized, .enabled(if: Chromium.locate() != nil, Chromium.skipNote))
struct BrowserRenderTests {
  let recordings = [SampleRecordings.slideUp(), SampleRecordings.cancelledPush()]

  @Test("the scrubber page shows the first frame on load and another at #frame=last")
  func scrubberPage() throws {
    let chromium = try #require(Chromium.locate())
    let (directory, isKept) = try PictureDirectory.make()
    defer { if !isKept { try? FileManager.default.removeItem(at: directory) } }
    let page = directory.appendingPathComponent("run.html")
    try ScrubberHTML.render(recordings).write(to: page, atomically: true, encoding: .utf8)
    let first = directory.appendingPathComponent("first.png")
    let last = directory.appendingPathComponent("last.png")
    try chromium.screenshot(page.absoluteString, to: first)
    try chromium.screenshot(page.absoluteString + "#frame=last", to: last)

    // The stage, left under the title, is drawn without any interaction.
    let stage = (x: 70, y: 200, width: 220, height: 480)
    let stats = try PNGStats(first.path, comparedTo: last.path, region: stage)
    // Text, the stage, the table and the filmstrip make many colours; a blank page has one.
    #expect(stats.colors > 200)
    #expect((stats.regionColors ?? 0) > 10)
    // At the last frame the card has slid up: many pixels change.
    #expect((stats.differing ?? 0) > 20_000)
  }

  @Test("the filmstrip SVG draws frames that differ from each other")
  func filmstrip() throws {
    let chromium = try #require(Chromium.locate())
    let (directory, isKept) = try PictureDirectory.make()
    defer { if !isKept { try? FileManager.default.removeItem(at: directory) } }
    let picture = directory.appendingPathComponent("run.svg")
    try FilmstripSVG.render(recordings).write(to: picture, atomically: true, encoding: .utf8)
    let shot = directory.appendingPathComponent("strip.png")
    try chromium.screenshot(picture.absoluteString, to: shot)

    // The first and the last frame of the first strip: same size, different pictures.
    let top = Int(FilmstripSVG.margin + FilmstripSVG.headerHeight) + 1
    let step = 160 * 0.41 + FilmstripSVG.frameGap
    let firstFrame = (x: Int(FilmstripSVG.margin) + 1, y: top, width: 157, height: 340)
    let lastFrameX = Int(FilmstripSVG.margin + 5 * step) + 1
    let stats = try PNGStats(shot.path, region: firstFrame, offset: (x: lastFrameX, y: top))
    #expect(stats.colors > 100)
    #expect((stats.regionColors ?? 0) > 10)
    let differing = stats.regionDiffering ?? 0
    #expect(differing > 5_000)
  }

  @Test("in Chromium, the flipped card's near edge is drawn taller than its far edge")
  func flipInBrowser() throws {
    let chromium = try #require(Chromium.locate())
    // `TRANSHOST_KEEP_PICTURES` keeps the pictures there, the whole flip's strip too.
    let (directory, isKept) = try PictureDirectory.make()
    defer { if !isKept { try? FileManager.default.removeItem(at: directory) } }
    if isKept {
      try FilmstripSVG.render([SampleRecordings.flip(frameCount: 6, finalAngle: 150)]).write(
        to: directory.appendingPathComponent("flip-strip.svg"), atomically: true, encoding: .utf8)
    }
    // One frame, turned 60°: a strip of one.
    let full = SampleRecordings.flip(frameCount: 3, finalAngle: 60)
    let flipped = TransitionRecording(
      index: 1, label: full.label, animator: full.animator, reason: "", duration: 0.5,
      startTime: 0, endTime: 0.5, outcome: "completed", frames: [full.frames[2]], series: [],
      windowSize: full.windowSize)
    let picture = directory.appendingPathComponent("flip.svg")
    try FilmstripSVG.render([flipped]).write(to: picture, atomically: true, encoding: .utf8)
    let shot = directory.appendingPathComponent("flip.png")
    try chromium.screenshot(picture.absoluteString, to: shot, width: 400, height: 500)
    let stats = try PNGStats(shot.path, color: (red: 255, green: 0, blue: 255))
    let left = try #require(stats.colorLeft, "no magenta card in the screenshot")
    let right = try #require(stats.colorRight)
    // 400 points tall at 0.41: about 164 pixels flat; the near edge more, the far less.
    #expect(left > 170)
    #expect(right < 150)
  }

  /// The counters ("frame N of M") of a page's transitions, in order.
  static func counters(in dom: String) -> [String] {
    dom.matches(of: /<span class="counter">([^<]*)<\/span>/).map { String($0.output.1) }
  }

  @Test("#frame=N opens every transition at the frame its counter calls N; transition=K only K")
  func frameFragment() throws {
    let chromium = try #require(Chromium.locate())
    let (directory, isKept) = try PictureDirectory.make()
    defer { if !isKept { try? FileManager.default.removeItem(at: directory) } }
    let page = directory.appendingPathComponent("run.html")
    try ScrubberHTML.render(recordings).write(to: page, atomically: true, encoding: .utf8)
    let counts = recordings.map(\.frames.count)
    #expect(counts.allSatisfy { $0 > 3 })
    let onLoad = try chromium.dom(page.absoluteString, scratch: directory)
    #expect(Self.counters(in: onLoad) == counts.map { "frame 1 of \($0)" })
    let third = try chromium.dom(page.absoluteString + "#frame=3", scratch: directory)
    #expect(Self.counters(in: third) == counts.map { "frame 3 of \($0)" })
    let last = try chromium.dom(page.absoluteString + "#frame=last", scratch: directory)
    #expect(Self.counters(in: last) == counts.map { "frame \($0) of \($0)" })
    let second = recordings[1].index
    let one = try chromium.dom(
      page.absoluteString + "#transition=\(second)&frame=2", scratch: directory)
    #expect(Self.counters(in: one) == ["frame 1 of \(counts[0])", "frame 2 of \(counts[1])"])
  }

  @Test("the page follows the fragment when it changes after load")
  func followsHashChange() throws {
    let chromium = try #require(Chromium.locate())
    let (directory, isKept) = try PictureDirectory.make()
    defer { if !isKept { try? FileManager.default.removeItem(at: directory) } }
    try ScrubberHTML.render(recordings).write(
      to: directory.appendingPathComponent("run.html"), atomically: true, encoding: .utf8)
    // A harness page loads the run page in a frame, changes its fragment once it has
    // loaded, and copies the counters it then shows into its own DOM.
    let harness = directory.appendingPathComponent("harness.html")
    try """
    <!DOCTYPE html><html><body><iframe id="run" src="run.html"></iframe><pre id="out"></pre>
    <script>
    var frame = document.getElementById("run");
    frame.addEventListener("load", function () {
      frame.contentWindow.location.hash = "frame=4";
      setTimeout(function () {
        var counters = frame.contentDocument.querySelectorAll(".clock .counter");
        document.getElementById("out").textContent = Array.prototype.map.call(counters,
          function (node) { return node.textContent; }).join("|");
      }, 200);
    });
    </script></body></html>
    """.write(to: harness, atomically: true, encoding: .utf8)
    let dom = try chromium.dom(harness.absoluteString, scratch: directory)
    let out = try #require(dom.firstMatch(of: /<pre id="out">([^<]*)<\/pre>/)?.output.1)
    #expect(out == recordings.map { "frame 4 of \($0.frames.count)" }.joined(separator: "|"))
  }
}
