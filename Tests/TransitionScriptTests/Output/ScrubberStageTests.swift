import Foundation
import Testing
import TransitionEngine

@testable import TransitionScript

/// The scrubber page's stage draws what the filmstrip draws, from the same shapes: each
/// frame's data carries its picture (``FrameShapesSVG`` in window coordinates) and each
/// view's box, so the page's script computes no geometry.
@Suite("Scrubber stage")
struct ScrubberStageTests {
  /// The page data of `recording` (first on its page): its frames as JSON objects.
  private func frames(_ recording: TransitionRecording) throws -> [[String: Any]] {
    let json = ScrubberData.json(recording, position: 0)
    #expect(!json.contains("<"))
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    return try #require(object["frames"] as? [[String: Any]])
  }

  /// The stage's picture of `frame`, parsed.
  private func picture(_ frame: [String: Any]) throws -> [XMLDocumentReader.Element] {
    let svg = try #require(frame["svg"] as? String)
    let document = XMLDocumentReader("<svg xmlns=\"http://www.w3.org/2000/svg\">\(svg)</svg>")
    #expect(document.error == nil)
    return Array(document.elements.dropFirst())
  }

  /// The first element drawn for the view at `row` on the stage.
  private func firstShape(
    of row: Int, in elements: [XMLDocumentReader.Element]
  ) throws -> XMLDocumentReader.Element {
    let group = try #require(elements.firstIndex { $0.attributes["data-row"] == String(row) })
    return try #require(elements.indices.contains(group + 1) ? elements[group + 1] : nil)
  }

  private func points(_ quad: [Point]) -> String {
    quad.map { formatNumber($0.x) + "," + formatNumber($0.y) }.joined(separator: " ")
  }

  @Test("a flipped card is drawn on the stage as its projected corners, its box theirs")
  func perspective() throws {
    let recording = SampleRecordings.flip()
    let last = try #require(recording.frames.last)
    let index = try #require(last.views.firstIndex { $0.name == "card" })
    let quad = try #require(last.views[index].layer?.quad)
    let frame = try #require(try frames(recording).last)
    let body = try firstShape(of: index, in: try picture(frame))
    #expect(body.name == "polygon")
    #expect(body.attributes["points"] == points(quad))
    #expect(body.attributes["fill"] == "#FF00FF")
    // The near edge (left, turning towards the viewer) is taller than the far edge.
    #expect(quad[3].y - quad[0].y > quad[2].y - quad[1].y)
    // The view table's box is the projected corners' bounding box, not the matrix's.
    let row = try #require((frame["views"] as? [[Any]])?[index])
    let box = try #require(row[ScrubberData.fields.firstIndex(of: "frame") ?? 0] as? [Double])
    let expected = last.views[index].frameInWindow
    #expect(
      box
        == [expected.minX, expected.minY, expected.width, expected.height].map {
          ($0 * 1000).rounded() / 1000
        })
    #expect(box != last.views[index].bounds.applying(last.views[index].matrix).rounded3)
  }

  @Test("a shadow, a border and masked corners are drawn on the stage")
  func layerProperties() throws {
    let recording = SampleRecordings.flip(frameCount: 2)
    let first = try #require(recording.frames.first)
    let index = try #require(first.views.firstIndex { $0.name == "badge" })
    let elements = try picture(try #require(try frames(recording).first))
    let group = try #require(elements.firstIndex { $0.attributes["data-row"] == String(index) })
    let badge = elements[(group + 1)...].prefix { $0.attributes["data-row"] == nil }
    let blur = try #require(badge.first { $0.name == "feGaussianBlur" })
    #expect(blur.attributes["stdDeviation"] == "5")
    let shadow = try #require(badge.first { $0.attributes["class"] == "fs-shadow" })
    #expect(shadow.attributes["filter"] == "url(#s1-v\(index)-shadow)")
    #expect(shadow.attributes["transform"] == "matrix(1 0 0 1 40 60)")
    let border = try #require(badge.first { $0.attributes["class"] == "fs-border" })
    #expect(border.attributes["stroke"] == "#FFCC00" && border.attributes["stroke-width"] == "6")
    let body = try #require(badge.first { $0.name == "path" && $0.attributes["class"] == nil })
    #expect(
      body.attributes["d"]
        == LayerShapesSVG.roundedPath(
          Rect(x: 0, y: 0, width: 140, height: 90), radius: 24, corners: [.minXMinY, .maxXMaxY]))
    let order = badge.compactMap { $0.attributes["class"] ?? ($0.name == "path" ? "body" : nil) }
    #expect(order == ["fs-shadow", "body", "fs-border"])
  }

  @Test("the stage draws a frame with the filmstrip's shapes, in the filmstrip's order")
  func sameShapesAsFilmstrip() throws {
    for recording in [SampleRecordings.flip(frameCount: 2), SampleRecordings.gallery()] {
      let one = TransitionRecording(
        index: 1, label: "one", animator: "test", reason: "", duration: 0.1, startTime: 0,
        endTime: 0.1, outcome: "completed", frames: [recording.frames[0]], series: [],
        windowSize: recording.windowSize)
      let strip = XMLDocumentReader(FilmstripSVG.render([one])).elements
      let clip = try #require(
        strip.firstIndex { $0.attributes["clip-path"]?.hasSuffix("-f1-clip)") == true })
      let stripShapes = strip[(clip + 1)...].prefix { $0.attributes["class"] != "fs-label" }
      let stage = try picture(try #require(try frames(one).first)).filter {
        $0.attributes["data-row"] == nil
      }
      let kinds = { (elements: [XMLDocumentReader.Element]) in
        elements.map { "\($0.name).\($0.attributes["class"] ?? "")" }
      }
      #expect(kinds(Array(stripShapes)) == kinds(stage))
      #expect(stage.count > 8)
    }
  }

  @Test("a mask and a standalone sublayer are drawn on the stage")
  func maskAndSublayer() throws {
    let recording = SampleRecordings.gallery()
    let first = try #require(recording.frames.first)
    let avatar = try #require(first.views.firstIndex { $0.name == "avatar" })
    let stripe = try #require(first.views.firstIndex { $0.name == "stripe" })
    let elements = try picture(try #require(try frames(recording).first))
    let clip = try #require(elements.first { $0.name == "clipPath" })
    #expect(clip.attributes["id"] == "s1-v\(avatar)-mask")
    let clipRect = try #require(elements.first { $0.name == "rect" && $0.attributes["rx"] == "50" })
    #expect(clipRect.attributes["width"] == "100")
    #expect(elements.contains { $0.attributes["clip-path"] == "url(#s1-v\(avatar)-mask)" })
    let stripeBody = try firstShape(of: stripe, in: elements)
    #expect(stripeBody.attributes["fill"] == "#FF0000", "\(first.views[stripe]) \(stripeBody)")
  }

  @Test("every drawn view has one group on the stage, named by its row; the window none")
  func rowGroups() throws {
    let recording = SampleRecordings.slideUp(frameCount: 2)
    let views = try #require(recording.frames.first).views
    let elements = try picture(try #require(try frames(recording).first))
    let rows = elements.compactMap { $0.attributes["data-row"].flatMap(Int.init) }
    #expect(rows == Array(1..<views.count))
  }
}

extension Rect {
  /// The rectangle's numbers, rounded to thousandths as the page writes them.
  fileprivate var rounded3: [Double] {
    [minX, minY, width, height].map { ($0 * 1000).rounded() / 1000 }
  }
}
