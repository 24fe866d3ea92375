import Foundation
import Testing
import TransitionEngine

@testable import TransitionScript

/// Layer properties in the outputs: the filmstrip's shapes for each drawn feature, the
/// JSON sample members (defaults left out), the recording coder's round trip (the flip's
/// perspective as Chromium draws it is among BrowserRenderTests).
@Suite("Layer pictures", .serialized)
struct LayerPicturesTests {
  /// A one-frame recording of `views` (each at depth 1 unless given) in a 390 x 844 window.
  private func recording(_ views: [DrawnView]) -> TransitionRecording {
    let window = DrawnView(
      name: "window", depth: 0, bounds: Rect(x: 0, y: 0, width: 390, height: 844),
      matrix: .identity, opacity: 1, color: nil, cornerRadius: 0, isSnapshot: false)
    return TransitionRecording(
      index: 1, label: "layers", animator: "test", reason: "", duration: 0.1, startTime: 0,
      endTime: 0.1, outcome: "completed", frames: [DrawnFrame(time: 0, views: [window] + views)],
      series: [], windowSize: Size(width: 390, height: 844))
  }

  private func card(
    _ layer: DrawnLayer?, name: String = "card", depth: Int = 1, radius: Double = 0
  ) -> DrawnView {
    DrawnView(
      name: name, depth: depth, bounds: Rect(x: 0, y: 0, width: 100, height: 50),
      matrix: AffineTransform(translationX: 20, y: 30), opacity: 1, color: .white,
      cornerRadius: radius, isSnapshot: false, layer: layer)
  }

  /// The frame's elements (inside the frame's clip group) of the SVG for `views`.
  private func elements(_ views: [DrawnView]) throws -> XMLDocumentReader {
    let document = XMLDocumentReader(FilmstripSVG.render([recording(views)]))
    #expect(document.error == nil)
    return document
  }

  @Test("a shadow is a blurred, offset copy of the rounded bounds, drawn before the view")
  func shadow() throws {
    var layer = DrawnLayer()
    layer.shadowOpacity = 0.3
    layer.shadowRadius = 8
    layer.shadowOffset = Size(width: 0, height: 4)
    layer.shadowColor = Color(red: 0, green: 0, blue: 1)
    let document = try elements([card(layer, radius: 12)])
    let blur = try #require(document.elements(named: "feGaussianBlur").first)
    #expect(blur.attributes["stdDeviation"] == "4")
    let filter = try #require(document.elements(named: "filter").first)
    let shadow = try #require(
      document.elements(named: "rect").first { $0.attributes["class"] == "fs-shadow" })
    #expect(shadow.attributes["filter"] == "url(#\(filter.attributes["id"] ?? ""))")
    #expect(shadow.attributes["fill"] == "#0000FF")
    #expect(shadow.attributes["fill-opacity"] == "0.3")
    #expect(shadow.attributes["y"] == "4" && shadow.attributes["rx"] == "12")
    let rects = document.elements(named: "rect").map { $0.attributes["class"] ?? "body" }
    let shadowIndex = try #require(rects.firstIndex(of: "fs-shadow"))
    #expect(rects[(shadowIndex + 1)...].contains("body"))
  }

  @Test("a view with no background casts no shadow")
  func shadowNeedsBackground() throws {
    var layer = DrawnLayer()
    layer.shadowOpacity = 0.5
    let view = DrawnView(
      name: "clear", depth: 1, bounds: Rect(x: 0, y: 0, width: 10, height: 10), matrix: .identity,
      opacity: 1, color: nil, cornerRadius: 0, isSnapshot: false, layer: layer)
    let document = try elements([view])
    #expect(document.elements(named: "filter").isEmpty)
  }

  @Test("a shadow or border with a number that is not finite is not drawn")
  func notFinite() throws {
    var layer = DrawnLayer()
    layer.shadowOpacity = 0.5
    layer.shadowRadius = .nan
    layer.borderWidth = .infinity
    let svg = FilmstripSVG.render([recording([card(layer)])])
    #expect(!svg.contains("nan") && !svg.contains("inf"))
    #expect(!svg.contains("fs-shadow") && !svg.contains("fs-border"))
  }

  @Test("a border is stroked inside the bounds, its corners following the radius")
  func border() throws {
    var layer = DrawnLayer()
    layer.borderWidth = 4
    layer.borderColor = Color(red: 1, green: 0, blue: 0, alpha: 0.5)
    let document = try elements([card(layer, radius: 10)])
    let border = try #require(
      document.elements(named: "rect").first { $0.attributes["class"] == "fs-border" })
    #expect(border.attributes["x"] == "2" && border.attributes["y"] == "2")
    #expect(border.attributes["width"] == "96" && border.attributes["height"] == "46")
    #expect(border.attributes["rx"] == "8")
    #expect(border.attributes["stroke"] == "#FF0000")
    #expect(border.attributes["stroke-opacity"] == "0.5")
    #expect(border.attributes["stroke-width"] == "4")
    #expect(border.attributes["fill"] == "none")
  }

  @Test("masked corners round only those corners, as a path")
  func maskedCorners() throws {
    var layer = DrawnLayer()
    layer.maskedCorners = [.minXMinY, .maxXMinY]
    let document = try elements([card(layer, radius: 10)])
    let path = try #require(document.elements(named: "path").first)
    #expect(
      path.attributes["d"]
        == "M10 0 H90 A10 10 0 0 1 100 10 V50 H0 V10 A10 10 0 0 1 10 0 Z")
    #expect(path.attributes["transform"] == "matrix(0.41 0 0 0.41 32.2 94.3)")
    #expect(
      LayerShapesSVG.roundedPath(
        Rect(x: 0, y: 0, width: 20, height: 10), radius: 30, corners: .maxXMaxY)
        == "M0 0 H20 V5 A5 5 0 0 1 15 10 H0 V0 Z")
  }

  @Test("a projected view is a polygon of its projected corners")
  func projectedPolygon() throws {
    var layer = DrawnLayer()
    layer.quad = [
      Point(x: 0, y: 0), Point(x: 100, y: 10), Point(x: 100, y: 40), Point(x: 0, y: 50),
    ]
    let document = try elements([card(layer)])
    let polygon = try #require(document.elements(named: "polygon").first)
    #expect(polygon.attributes["points"] == "24,82 65,86.1 65,98.4 24,102.5")
    #expect(polygon.attributes["fill"] == "#FFFFFF")
    #expect(polygon.attributes["transform"] == nil)
  }

  @Test("a mask clips its view and its subviews, and nothing after them")
  func maskClip() throws {
    var layer = DrawnLayer()
    layer.mask = DrawnMask(rect: Rect(x: 10, y: 10, width: 30, height: 30), cornerRadius: 15)
    let svg = FilmstripSVG.render([
      recording([
        card(layer, name: "masked"), card(nil, name: "inside", depth: 2),
        card(nil, name: "after", depth: 1),
      ])
    ])
    let document = XMLDocumentReader(svg)
    #expect(document.error == nil)
    let clip = try #require(
      document.elements(named: "clipPath").first { $0.attributes["id"]?.hasSuffix("-mask") == true }
    )
    let id = try #require(clip.attributes["id"])
    #expect(clip.attributes["clipPathUnits"] == "userSpaceOnUse")
    // The group opens before the masked view and closes before the view after it.
    let lines = svg.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    let open = try #require(lines.firstIndex(of: "<g clip-path=\"url(#\(id))\">"))
    let rects = lines.indices.filter { lines[$0].hasPrefix("<rect x=\"0\" y=\"0\" width=\"100\"") }
    #expect(rects.count == 3)
    #expect(rects[0] > open && rects[1] > open)
    let close = try #require(lines[open...].firstIndex(of: "</g>"))
    #expect(rects[1] < close && close < rects[2])
  }

  @Test("JSON samples gain layer members only when not at their defaults")
  func jsonMembers() {
    #expect(DrawnLayer().jsonMembers.isEmpty)
    var layer = DrawnLayer()
    layer.anchorPoint = Point(x: 0, y: 1)
    layer.zPosition = 5
    layer.transform3D = Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0)
    layer.sublayerTransform.m34 = -1.0 / 500
    layer.shadowColor = nil
    layer.shadowOpacity = 0.25
    layer.shadowOffset = Size(width: 1, height: 2)
    layer.shadowRadius = 6
    layer.borderWidth = 2
    layer.borderColor = .white
    layer.maskedCorners = [.minXMinY, .maxXMaxY]
    layer.quad = [Point(x: 1, y: 2), Point(x: 3, y: 4), Point(x: 5, y: 6), Point(x: 7, y: 8)]
    #expect(
      JSONValue.object(layer.jsonMembers).text
        == "{\"anchorPoint\":{\"x\":0,\"y\":1},\"zPosition\":5,"
        + "\"transform3D\":[0,0,-1,0,0,1,0,0,1,0,0,0,0,0,0,1],"
        + "\"sublayerTransform\":[1,0,0,0,0,1,0,0,0,0,1,-0.002,0,0,0,1],"
        + "\"shadowColor\":null,\"shadowOpacity\":0.25,\"shadowOffset\":{\"width\":1,\"height\":2},"
        + "\"shadowRadius\":6,\"borderWidth\":2,\"borderColor\":\"#FFFFFFFF\",\"maskedCorners\":9,"
        + "\"corners\":[[1,2],[3,4],[5,6],[7,8]]}")
    // An affine layer transform stays out: `transform` is its affine part.
    var flat = DrawnLayer()
    flat.transform3D = Transform3D(affine: AffineTransform(scaleX: 2, y: 2))
    flat.zPosition = 1
    #expect(JSONValue.object(flat.jsonMembers).text == "{\"zPosition\":1}")
  }

  @Test("the recording coder gives back every layer property, mask and corners included")
  func roundTrip() throws {
    var layer = DrawnLayer()
    layer.anchorPoint = Point(x: 0.25, y: 1)
    layer.zPosition = -2
    layer.transform3D = Transform3D(rotationAngle: 0.3, x: 1, y: 0, z: 0)
    layer.sublayerTransform.m34 = -1.0 / 700
    layer.shadowColor = nil
    layer.shadowOpacity = 0.4
    layer.shadowOffset = Size(width: 3, height: 5)
    layer.shadowRadius = 9
    layer.borderWidth = 1.5
    layer.borderColor = Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
    layer.maskedCorners = [.maxXMinY]
    layer.mask = DrawnMask(rect: Rect(x: 1, y: 2, width: 3, height: 4), cornerRadius: 1.5)
    layer.quad = [Point(x: 0.1, y: 0.2), Point(x: 9, y: 1), Point(x: 9, y: 8), Point(x: 0, y: 9)]
    var plain = DrawnLayer()
    plain.borderWidth = 1
    let original = recording([card(layer), card(nil, name: "plain"), card(plain, name: "b")])
    let bytes = RecordingCoder.encode(original, timeRange: 0...1)
    let decoded = try #require(RecordingCoder.decode(bytes[...]))
    #expect(decoded.recording.frames == original.frames)
    // Cut short anywhere in a layer, it is refused, not misread.
    #expect(RecordingCoder.decode(bytes[..<(bytes.count - 20)]) == nil)
  }

  @Test("the same layered recording gives the same SVG and HTML bytes")
  func deterministic() {
    #expect(
      FilmstripSVG.render([SampleRecordings.flip()])
        == FilmstripSVG.render([SampleRecordings.flip()]))
    #expect(
      ScrubberHTML.render([SampleRecordings.flip()])
        == ScrubberHTML.render([SampleRecordings.flip()]))
  }
}
