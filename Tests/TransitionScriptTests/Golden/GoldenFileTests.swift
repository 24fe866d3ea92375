import Foundation
import PluginHost
import Testing
import TransitionEngine

@testable import TransitionScript

/// Golden files: the text and its reading back, the comparison with tolerances, the
/// transitions added, removed and renamed, bad files, and the diff page.
@Suite struct GoldenFileTests {
  /// A card presented and dismissed by the system animator; `cardY` moves the card.
  static func script(cardY: Double = 100, presented: String = "card") -> String {
    ScriptTesting.text([
      "controller home color #F2F2F7",
      "view home.button frame 20,700,100,44 color #007AFF radius 8",
      "controller card color white",
      "view card.panel frame 20,\(formatNumber(cardY)),350,200 color #FF9500 alpha 0.5",
      "controller sheet color #1C1C1E",
      "root home",
      "fps 20",
      "present \(presented) from home style pageSheet",
      "dismiss \(presented)",
    ])
  }

  /// The golden of a run of `text`.
  static func golden(_ text: String) throws -> GoldenFile {
    let registry = ScriptTesting.emptyRegistry()
    guard
      case .success(let script) = ScriptFile.prepare(
        text, file: "dir/cards.transhost", registry: registry)
    else {
      Issue.record("the script did not prepare")
      throw CancellationError()
    }
    let runner = ScriptRunner(
      script: script, registry: registry, commandLineMappings: StyleMappings(),
      fileMappings: StyleMappings(), fps: nil)
    let report = runner.run()
    return GoldenFile(script: "dir/cards.transhost", recordings: report.recordings)
  }

  @Test("the text reads back to the same golden, and two runs give the same bytes")
  func roundTrip() throws {
    let golden = try Self.golden(Self.script())
    let again = try Self.golden(Self.script())
    #expect(golden.text == again.text)
    #expect(golden.transitions.count == 2)
    #expect(golden.script == "cards.transhost")
    let parsed = try GoldenFile.parse(golden.text, path: "g.golden").get()
    #expect(parsed == golden)
    #expect(parsed.text == golden.text)
    let lines = golden.text.split(separator: "\n").map(String.init)
    #expect(lines.first == "transhost golden 1")
    #expect(lines.contains("transition 1: present card from home (pageSheet) [line 8]"))
    #expect(lines.contains("transition 2: dismiss card to home (pageSheet) [line 9]"))
    #expect(lines.contains("  frame 1 t=0"))
    // The panel under the card, half transparent and orange, indented below it.
    #expect(
      lines.contains {
        $0.hasPrefix("          panel frame=") && $0.contains(" alpha=0.5 color=#FF9500FF")
      })
  }

  @Test("a run compared with its own golden matches")
  func matches() throws {
    let golden = try Self.golden(Self.script())
    let comparison = GoldenComparison(
      expected: golden, actual: try Self.golden(Self.script()), tolerances: GoldenTolerances())
    #expect(comparison.matches)
    #expect(comparison.entries.map(\.index) == [1, 2])
  }

  @Test("a view moved beyond the tolerance is the first difference: frame, time, view, property")
  func moved() throws {
    let golden = try Self.golden(Self.script(cardY: 100))
    let run = try Self.golden(Self.script(cardY: 110))
    let comparison = GoldenComparison(
      expected: golden, actual: run, tolerances: GoldenTolerances())
    #expect(!comparison.matches)
    #expect(!comparison.changesTransitions)
    guard case .differs(let difference) = comparison.entries[0].result else {
      Issue.record("transition 1 does not differ: \(comparison.entries[0].result)")
      return
    }
    #expect(difference.view == "panel")
    #expect(difference.property == "frame")
    #expect(difference.frame == 1)
    #expect(difference.time == 0)
    #expect(difference.tolerance == 0.5)
    #expect(difference.expected.hasPrefix("20,"))
    #expect(difference.expected != difference.actual)
    #expect(
      difference.description
        == "frame 1 (t=0 s), view 'panel', frame: \(difference.expected) in the golden, "
        + "\(difference.actual) now (tolerance 0.5)")
  }

  @Test("a change below the tolerance matches; a tighter tolerance catches it")
  func tolerance() throws {
    let golden = try Self.golden(Self.script(cardY: 100))
    let run = try Self.golden(Self.script(cardY: 100.3))
    #expect(golden.text != run.text)
    #expect(GoldenComparison(expected: golden, actual: run, tolerances: GoldenTolerances()).matches)
    var tight = GoldenTolerances()
    #expect(tight.set("position=0.1") == nil)
    let comparison = GoldenComparison(expected: golden, actual: run, tolerances: tight)
    guard case .differs(let difference) = comparison.entries[0].result else {
      Issue.record("no difference with position=0.1")
      return
    }
    #expect(difference.tolerance == 0.1)
    #expect(difference.property == "frame")
  }

  @Test("tolerances: names, numbers, errors")
  func toleranceText() {
    var tolerances = GoldenTolerances()
    #expect(tolerances.set("position=2,alpha=0.05,colour=0.1,transform=0,time=0.01") == nil)
    #expect(tolerances.description == "position=2,alpha=0.05,color=0.1,transform=0,time=0.01")
    #expect(tolerances.set("postion=1") == "unknown tolerance 'postion'; did you mean 'position'?")
    #expect(tolerances.set("alpha=-1") == "'alpha=-1' needs a number 0 or above, not '-1'")
    #expect(
      tolerances.set("alpha")
        == "'alpha' is not NAME=NUMBER (names: position, alpha, color, transform, time)")
  }

  @Test("a transition added, removed or renamed is reported as such")
  func transitionsChanged() throws {
    let golden = try Self.golden(Self.script())
    let renamed = try Self.golden(Self.script(presented: "sheet"))
    let comparison = GoldenComparison(
      expected: golden, actual: renamed, tolerances: GoldenTolerances())
    #expect(comparison.entries.map(\.result) == [.renamed, .renamed])
    #expect(comparison.changesTransitions)
    var fewer = golden
    fewer.transitions.removeLast()
    #expect(
      GoldenComparison(expected: golden, actual: fewer, tolerances: GoldenTolerances()).entries
        .map(\.result) == [.matches, .removed])
    #expect(
      GoldenComparison(expected: fewer, actual: golden, tolerances: GoldenTolerances()).entries
        .map(\.result) == [.matches, .added])
  }

  @Test(
    "a bad golden file is refused naming its line",
    arguments: [
      ("", 1, "the first line must be 'transhost golden 1', not ''"),
      (
        "transhost golden 2\n", 1,
        "format version '2' is not one this transhost reads (it reads version 1)"
      ),
      (
        "transhost golden 1\nscript a\ntransition 2: x\n", 3,
        "expected 'transition 1: LABEL' (transitions are numbered from 1 in order)"
      ),
      (
        "transhost golden 1\nscript a\ntransition 1: x\n  frame 1 t=0\n    window frame=0,0,1,1 alpha=half\n",
        5, "view 'window': 'alpha' needs 1 number, not 'half'"
      ),
      (
        "transhost golden 1\nscript a\ntransition 1: x\n  frame 1 t=0\n    window frame=0,0,1,1 size=3\n",
        5, "view 'window': unknown property 'size'"
      ),
      (
        "transhost golden 1\nscript a\ntransition 1: x\n  frame 1 t=0\n    window frame=0,0,1,1\n        card frame=0,0,1,1\n",
        6, "the view is indented 1 level deeper than a subview of the view before it can be"
      ),
      (
        "transhost golden 1\nscript a\ntransition 1: x\n    window frame=0,0,1,1\n", 4,
        "a view line comes before the transition's first 'frame N t=SECONDS' line"
      ),
      (
        "transhost golden 1\nscript a\ntransition 1: x\n  tempo 3\n", 4,
        "unknown line 'tempo' in a transition (animator, duration, outcome, window, frame)"
      ),
      (
        "transhost golden 1\nscript a\ntransition 1: x\n  frame 1 t=0\n    \"card frame=0,0,1,1\n",
        5, "an unclosed quote or a malformed escape"
      ),
      (
        "transhost golden 1\ntransition 1: x\n", 2,
        "expected a 'script NAME' line before the first transition"
      ),
    ])
  func badFile(text: String, line: Int, message: String) {
    let result = GoldenFile.parse(text, path: "__goldens__/a.golden")
    guard case .failure(let error) = result else {
      Issue.record("parsed: \(text)")
      return
    }
    #expect(error.line == line)
    #expect(error.message == message)
    #expect(
      error.description
        == "__goldens__/a.golden:\(line): error: invalid golden file: \(message); fix the line, "
        + "or re-record the file with 'transhost run --record=all'")
  }

  @Test("a rotated view with layer properties is written, read back and drawn again")
  func layerRoundTrip() throws {
    var layer = DrawnLayer()
    layer.anchorPoint = Point(x: 0, y: 0.25)
    layer.zPosition = 2
    layer.sublayerTransform.m34 = -0.002
    layer.shadowOpacity = 0.3
    layer.shadowOffset = Size(width: 0, height: 4)
    layer.borderWidth = 1.5
    layer.borderColor = Color(hex: "#FF0000")
    layer.maskedCorners = CornerMask(rawValue: 3)
    layer.mask = DrawnMask(rect: Rect(x: 0, y: 0, width: 50, height: 50), cornerRadius: 25)
    let angle = Double.pi / 6
    let matrix = AffineTransform(
      a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 100, ty: 200)
    let view = DrawnView(
      name: "card", depth: 1, bounds: Rect(x: 0, y: 0, width: 100, height: 60), matrix: matrix,
      opacity: 0.75, color: Color(hex: "#336699"), cornerRadius: 12, isSnapshot: false,
      layer: layer, image: DrawnImage(name: "photo", contentMode: .top))
    let golden = GoldenView(view)
    #expect(
      golden.line
        == "      card frame=70,200,116.603,101.962 bounds=0,0,100,60 transform=0.866,0.5,-0.5,0.866 "
        + "alpha=0.75 color=#336699FF radius=12 image=\"photo\" contentMode=\"top\" "
        + "layer.anchorPoint=0,0.25 layer.zPosition=2 "
        + "layer.sublayerTransform=1,0,0,0,0,1,0,0,0,0,1,-0.002,0,0,0,1 layer.shadowOpacity=0.3 "
        + "layer.shadowOffset=0,4 layer.borderWidth=1.5 layer.borderColor=#FF0000FF "
        + "layer.maskedCorners=3 layer.mask=0,0,50,50,25")
    let drawn = golden.drawnView
    #expect(drawn.layer == layer)
    #expect(drawn.image == view.image)
    #expect(abs(drawn.matrix.tx - 100) < 0.01 && abs(drawn.matrix.ty - 200) < 0.01)
    #expect(drawn.opacity == 0.75)
  }

  @Test("names and texts that are not one word are quoted and read back")
  func quoting() throws {
    let view = GoldenView(
      name: "my \"odd\" view", depth: 0,
      properties: [
        GoldenProperty("frame", .numbers([0, 0, 10, 10])), GoldenProperty("alpha", .numbers([1])),
        GoldenProperty("image", .text("photo = big\n")), GoldenProperty("snapshot", .flag),
      ])
    let golden = GoldenFile(
      script: "a b.transhost",
      transitions: [
        GoldenTransition(
          index: 1, label: "present x [odd] from y (custom)", line: nil, isStartedByApp: true,
          animator: "fade", duration: 0.25, outcome: "completed",
          windowSize: Size(width: 10, height: 10), frames: [GoldenFrame(time: 0, views: [view])])
      ])
    #expect(
      golden.text.contains(
        "    \"my \\\"odd\\\" view\" frame=0,0,10,10 alpha=1 image=\"photo = big\\n\" snapshot\n"))
    #expect(golden.text.contains("transition 1: present x [odd] from y (custom) [app]\n"))
    #expect(try GoldenFile.parse(golden.text, path: "g").get() == golden)
  }

  @Test("the diff page has both filmstrips, the differing frame marked, and the curves overlaid")
  func diffPage() throws {
    let golden = try Self.golden(Self.script(cardY: 100))
    let run = try Self.golden(Self.script(cardY: 160))
    let comparison = GoldenComparison(expected: golden, actual: run, tolerances: GoldenTolerances())
    let page = GoldenDiffPage.render(
      comparison, script: "cards.transhost", goldenPath: "__goldens__/cards.golden",
      tolerances: GoldenTolerances())
    #expect(page.hasPrefix("<!DOCTYPE html>\n"))
    for side in ["golden", "run"] {
      #expect(page.contains("<figure id=\"t1-\(side)\">"))
      #expect(page.contains("#t1-\(side) g.fs-frame[data-time=\"0\"] > rect.fs-window"))
    }
    #expect(page.components(separatedBy: "class=\"fs-filmstrip\"").count - 1 == 4)
    #expect(page.contains("First difference: frame 1 (t=0 s), view &apos;panel&apos;, frame:"))
    #expect(page.contains("Properties whose curves differ (dashed: the golden; solid: this run)"))
    #expect(page.contains("stroke-dasharray=\"5 3\""))
    #expect(page.contains("panel.y"))
    #expect(
      page
        == GoldenDiffPage.render(
          comparison, script: "cards.transhost", goldenPath: "__goldens__/cards.golden",
          tolerances: GoldenTolerances()))
  }

  @Test("the strips show the first frame, two before the difference, it, one after, the last")
  func frameNumbers() {
    #expect(GoldenDiffPage.frameNumbers(around: 8, count: 20) == [0, 5, 6, 7, 8, 19])
    #expect(GoldenDiffPage.frameNumbers(around: 1, count: 5) == [0, 1, 4])
    #expect(GoldenDiffPage.frameNumbers(around: nil, count: 3) == [0, 1, 2])
    #expect(GoldenDiffPage.frameNumbers(around: 30, count: 4) == [0, 1, 2, 3])
  }
}
