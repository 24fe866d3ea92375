import Testing
import TransitionEngine

@testable import TransitionScript

/// A name and a label with every character XML escapes, and a script end tag.
let awkwardName = "card <b> & \"c\" 'd'"
let awkwardLabel = "present </script> & \"co\" from 'home' <now>"

@Suite("FilmstripSVG")
struct FilmstripSVGTests {
  let recordings = [SampleRecordings.slideUp(), SampleRecordings.cancelledPush()]

  @Test("the document is well-formed XML with one strip per transition")
  func wellFormed() throws {
    let svg = FilmstripSVG.render(recordings)
    #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
    let document = XMLDocumentReader(svg)
    #expect(document.error == nil)
    #expect(document.elements.first?.name == "svg")
    let titles = document.elements(named: "text").filter { $0.attributes["class"] == "fs-title" }
    #expect(
      titles.map(\.text) == ["#1  present card from home", "#2  push detail on nav (interactive)"])
    let meta = document.elements(named: "text").filter { $0.attributes["class"] == "fs-meta" }
    #expect(meta.map(\.text).first?.hasPrefix("animator slideUp  ·  completed  ·  0.5 s") == true)
    #expect(meta.map(\.text).last == "animator push  ·  cancelled  ·  0.4 s")
  }

  @Test("markup characters in names and labels are escaped")
  func escaping() throws {
    let recording = SampleRecordings.slideUp(cardName: awkwardName, label: awkwardLabel)
    let svg = FilmstripSVG.render([recording])
    let document = XMLDocumentReader(svg)
    #expect(document.error == nil)
    #expect(!svg.contains("<b>") && !svg.contains("</script>") && !svg.contains("<now>"))
    #expect(svg.contains("card &lt;b&gt; &amp; &quot;c&quot; &apos;d&apos;.frame.y"))
    let texts = document.elements(named: "text").map(\.text)
    #expect(texts.contains("#1  " + awkwardLabel))
    #expect(texts.contains(awkwardName + ".frame.y"))
    #expect(XMLText.escape("a\u{1}b\tc") == "a\u{FFFD}b\tc")
  }

  @Test("the same recordings give the same bytes")
  func deterministic() {
    let again = [SampleRecordings.slideUp(), SampleRecordings.cancelledPush()]
    #expect(FilmstripSVG.render(recordings) == FilmstripSVG.render(again))
    #expect(
      FilmstripSVG.render(recordings, framesPerStrip: 4)
        == FilmstripSVG.render(again, framesPerStrip: 4))
  }

  @Test(
    "frames are picked evenly, first and last included",
    arguments: [
      (13, 6, [0, 2, 5, 7, 10, 12]), (13, 2, [0, 12]), (13, 1, [0]), (4, 6, [0, 1, 2, 3]),
      (7, 7, [0, 1, 2, 3, 4, 5, 6]), (8, 3, [0, 4, 7]),
    ])
  func picking(frameCount: Int, perStrip: Int, expected: [Int]) {
    let frames = (0..<frameCount).map { DrawnFrame(time: Double($0), views: []) }
    #expect(FilmstripSVG.pickFrames(frames, count: perStrip).map { Int($0.time) } == expected)
  }

  @Test("every shown frame is stamped with its virtual time", arguments: [1, 2, 6, 13, 20])
  func timestamps(perStrip: Int) throws {
    let recording = SampleRecordings.slideUp()
    let document = XMLDocumentReader(FilmstripSVG.render([recording], framesPerStrip: perStrip))
    #expect(document.error == nil)
    let stamps = document.elements(named: "text").filter { $0.attributes["class"] == "fs-time" }
    let expected = FilmstripSVG.pickFrames(recording.frames, count: perStrip).map {
      "t=" + formatNumber($0.time) + "s"
    }
    #expect(stamps.map(\.text) == expected)
    #expect(expected.first == "t=0s" && expected.last == "t=0.5s" || perStrip == 1)
    #expect(expected.count == min(perStrip, recording.frames.count))
  }

  @Test("each view is a rect placed by its matrix scaled into the strip")
  func viewsAsRects() throws {
    let recording = SampleRecordings.slideUp()
    let document = XMLDocumentReader(FilmstripSVG.render([recording], framesPerStrip: 2))
    let clipped = document.elements(named: "rect").filter { $0.attributes["transform"] != nil }
    let drawn = FilmstripSVG.pickFrames(recording.frames, count: 2).flatMap(\.views)
      .filter { $0.depth > 0 }
    #expect(clipped.count == drawn.count)
    // The card at t=0: below the window, scaled by 0.41, shifted to the first frame's corner.
    let card = try #require(clipped.first { $0.attributes["rx"] == "28" })
    #expect(card.attributes["transform"] == "matrix(0.41 0 0 0.41 24 428.04)")
    #expect(card.attributes["fill"] == "#FFFFFF")
    // The rows have no colour: outlined only. The header's snapshot is dashed and shows
    // the header's own background.
    let rows = clipped.filter { $0.attributes["class"] == "fs-plain" }
    #expect(rows.count == 8)
    #expect(clipped.contains { $0.attributes["class"] == "fs-snapshot" })
    // The icons' colour is 90% opaque; the dimming view is 40% visible at the end.
    #expect(clipped.contains { $0.attributes["fill-opacity"] == "0.9" })
    #expect(
      clipped.contains { $0.attributes["fill"] == "#000000" && $0.attributes["opacity"] == "0.4" })
    // The rotated badge keeps its rotation.
    #expect(
      clipped.contains {
        $0.attributes["transform"]?.hasPrefix("matrix(0.29 0.29 -0.29 0.29") == true
      })
  }

  @Test("views big enough are named; hidden or small ones are not")
  func labels() throws {
    let recording = SampleRecordings.slideUp()
    let document = XMLDocumentReader(FilmstripSVG.render([recording], framesPerStrip: 2))
    let labels = document.elements(named: "text").filter { $0.attributes["class"] == "fs-label" }
    let names = labels.map(\.text)
    // The rows are named in the first frame; at the end the card hides their names.
    for row in ["row1", "row2", "row3", "row4"] { #expect(names.filter { $0 == row }.count == 1) }
    // The icons are too small; the card and its badge are named once they are in view.
    #expect(!names.contains("icon"))
    #expect(names.filter { $0 == "card" }.count == 1 && names.filter { $0 == "badge" }.count == 1)
  }

  @Test("each property is charted with its range, times and a legend")
  func charts() throws {
    let document = XMLDocumentReader(FilmstripSVG.render(recordings))
    let legends = document.elements(named: "text").filter { $0.attributes["class"] == "fs-legend" }
    #expect(
      legends.map(\.text) == [
        "card.frame.y", "dimming.alpha", "snapshot(header).alpha", "detail.view.frame.x",
      ])
    #expect(document.elements(named: "polyline").count == 4)
    let ticks = document.elements(named: "text").filter { $0.attributes["class"] == "fs-tick" }
      .map(\.text)
    #expect(
      ticks == [
        "144", "844", "0s", "0.5s", "0", "0.4", "0s", "0.5s", "0", "1", "0s", "0.5s",
        "195", "390", "0s", "0.4s",
      ])
  }

  @Test("nothing to draw still gives a well-formed document that says so")
  func empty() throws {
    let none = XMLDocumentReader(FilmstripSVG.render([]))
    #expect(none.error == nil)
    #expect(none.elements(named: "text").map(\.text) == ["no transitions recorded"])
    let bare = TransitionRecording(
      index: 1, label: "present nothing", animator: "none", reason: "", duration: 0,
      startTime: 0, endTime: 0, outcome: "unfinished", frames: [], series: [],
      windowSize: Size(width: 0, height: 0))
    let document = XMLDocumentReader(FilmstripSVG.render([bare], framesPerStrip: 0))
    #expect(document.error == nil)
    let notes = document.elements(named: "text").filter { $0.attributes["class"] == "fs-note" }
    #expect(notes.map(\.text) == ["no frames recorded", "no animated properties"])
  }
}
