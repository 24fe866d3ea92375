import Foundation
import Testing
import TransitionEngine

@testable import TransitionScript

/// A view's named image in the pictures: ``FrameDrawer`` records it with its content
/// mode, the recording coder keeps it, and both the filmstrip and the scrubber's stage
/// draw it as a placeholder framing its name.
@Suite("Image placeholders")
struct ImagePlaceholderTests {
  @Test(
    "the placeholder is laid out by the content mode, the image taken as square",
    arguments: [
      (ViewContentMode.scaleToFill, Rect(x: 0, y: 0, width: 100, height: 50)),
      (.scaleAspectFill, Rect(x: 0, y: 0, width: 100, height: 50)),
      (.redraw, Rect(x: 0, y: 0, width: 100, height: 50)),
      (.scaleAspectFit, Rect(x: 25, y: 0, width: 50, height: 50)),
      (.center, Rect(x: 25, y: 0, width: 50, height: 50)),
      (.left, Rect(x: 0, y: 0, width: 50, height: 50)),
      (.right, Rect(x: 50, y: 0, width: 50, height: 50)),
      (.topRight, Rect(x: 50, y: 0, width: 50, height: 50)),
      (.bottomLeft, Rect(x: 0, y: 0, width: 50, height: 50)),
    ])
  func layout(mode: ViewContentMode, expected: Rect) {
    #expect(
      DrawnImage(name: "a", contentMode: mode).frame(in: Rect(x: 0, y: 0, width: 100, height: 50))
        == expected)
  }

  @Test(
    "in a tall view the vertical content modes place the square",
    arguments: [
      (ViewContentMode.top, 10.0), (.bottom, 50), (.center, 30), (.bottomRight, 50), (.topLeft, 10),
    ])
  func tallLayout(mode: ViewContentMode, top: Double) {
    let frame = DrawnImage(name: "a", contentMode: mode).frame(
      in: Rect(x: 5, y: 10, width: 60, height: 100))
    #expect(frame == Rect(x: 5, y: top, width: 60, height: 60))
  }

  @Test("FrameDrawer records a view's image name and content mode; a view without one has none")
  func recorded() throws {
    let recording = SampleRecordings.gallery(frameCount: 1)
    let views = try #require(recording.frames.first).views
    #expect(
      views.first { $0.name == "photo" }?.image
        == DrawnImage(name: "hero.jpg", contentMode: .scaleAspectFit))
    #expect(
      views.first { $0.name == "avatar" }?.image
        == DrawnImage(name: "system:person.circle", contentMode: .scaleToFill))
    #expect(views.first { $0.name == "card" }?.image == nil)
  }

  @Test("the recording coder gives the image back; cut short, it refuses")
  func coded() throws {
    let original = SampleRecordings.gallery(frameCount: 2)
    let bytes = RecordingCoder.encode(original, timeRange: 0...1)
    let decoded = try #require(RecordingCoder.decode(bytes[...]))
    #expect(decoded.recording.frames == original.frames)
    #expect(decoded.recording.frames[0].views.contains { $0.image != nil })
    let name = Array("hero.jpg".utf8)
    let at = try #require(
      (0...(bytes.count - name.count)).first { Array(bytes[$0..<($0 + name.count)]) == name })
    #expect(RecordingCoder.decode(bytes[..<(at + 3)]) == nil)
  }

  /// A one-frame recording of a 100 x 50 view at (20, 30) showing `image`.
  private func recording(_ image: DrawnImage, layer: DrawnLayer? = nil) -> TransitionRecording {
    let window = DrawnView(
      name: "window", depth: 0, bounds: Rect(x: 0, y: 0, width: 390, height: 844),
      matrix: .identity, opacity: 1, color: nil, cornerRadius: 0, isSnapshot: false)
    let view = DrawnView(
      name: "photo", depth: 1, bounds: Rect(x: 0, y: 0, width: 100, height: 50),
      matrix: AffineTransform(translationX: 20, y: 30), opacity: 0.5, color: .white,
      cornerRadius: 0, isSnapshot: false, layer: layer, image: image)
    return TransitionRecording(
      index: 1, label: "image", animator: "test", reason: "", duration: 0.1, startTime: 0,
      endTime: 0.1, outcome: "completed", frames: [DrawnFrame(time: 0, views: [window, view])],
      series: [], windowSize: Size(width: 390, height: 844))
  }

  @Test("the filmstrip draws a framed, crossed box with the image's name, over the body")
  func filmstrip() throws {
    let svg = FilmstripSVG.render([recording(DrawnImage(name: "<hero>", contentMode: .right))])
    let document = XMLDocumentReader(svg)
    #expect(document.error == nil)
    let group = try #require(
      document.elements.firstIndex { $0.attributes["class"] == "fs-image" })
    let attributes = document.elements[group].attributes
    #expect(attributes["transform"] == "matrix(0.41 0 0 0.41 32.2 94.3)")
    #expect(attributes["opacity"] == "0.5")
    let box = document.elements[group + 1]
    #expect(box.name == "polygon" && box.attributes["points"] == "50,0 100,0 100,50 50,50")
    #expect(document.elements[group + 2].attributes["d"] == "M50 0 L100 50 M100 0 L50 50")
    let name = document.elements[group + 3]
    #expect(name.name == "text" && name.text == "<hero>")
    #expect(name.attributes["x"] == "75" && name.attributes["y"] == "25")
    #expect(name.attributes["font-size"] == "8.333")
    // Drawn after the view's body.
    let body = try #require(
      document.elements.firstIndex { $0.name == "rect" && $0.attributes["width"] == "100" })
    #expect(body < group)
  }

  @Test("a long name is cut to fit the box, a box too small for a few letters has none")
  func longName() throws {
    let long = String(repeating: "panorama", count: 4)
    let document = XMLDocumentReader(FilmstripSVG.render([recording(DrawnImage(name: long))]))
    let text = try #require(document.elements.first { $0.attributes["class"] == "fs-image-name" })
    #expect(text.text.hasSuffix("…") && text.text.count < long.count)
    #expect(text.text.count == Int(100 / (0.62 * 10)))
  }

  @Test("with a border, the image is drawn over the body and under the border")
  func underBorder() throws {
    var layer = DrawnLayer()
    layer.borderWidth = 2
    let document = XMLDocumentReader(
      FilmstripSVG.render([recording(DrawnImage(name: "hero"), layer: layer)]))
    let classes = document.elements.compactMap { $0.attributes["class"] }
    let image = try #require(classes.firstIndex(of: "fs-image"))
    let border = try #require(classes.firstIndex(of: "fs-border"))
    #expect(image < border)
  }

  /// The stage's picture of the first frame of `recording`, parsed.
  private func stageElements(
    _ recording: TransitionRecording
  ) throws
    -> [XMLDocumentReader.Element]
  {
    let json = ScrubberData.json(recording, position: 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let frame = try #require((object["frames"] as? [[String: Any]])?.first)
    let svg = try #require(frame["svg"] as? String)
    let document = XMLDocumentReader("<svg xmlns=\"http://www.w3.org/2000/svg\">\(svg)</svg>")
    #expect(document.error == nil)
    return document.elements
  }

  @Test("the scrubber's stage draws the same placeholder, in window coordinates")
  func stage() throws {
    let elements = try stageElements(recording(DrawnImage(name: "hero")))
    let group = try #require(elements.first { $0.attributes["class"] == "fs-image" })
    #expect(group.attributes["transform"] == "matrix(1 0 0 1 20 30)")
    #expect(group.attributes["opacity"] == "0.5")
    let name = try #require(elements.first { $0.attributes["class"] == "fs-image-name" })
    #expect(name.text == "hero")
    #expect(name.attributes["x"] == "50" && name.attributes["y"] == "25")
    #expect(name.attributes["font-size"] == "10")
  }

  @Test("an image name across lines reaches the stage as it is, its spaces kept")
  func nameAcrossLines() throws {
    let elements = try stageElements(recording(DrawnImage(name: "a\n  b")))
    let name = try #require(elements.first { $0.attributes["class"] == "fs-image-name" })
    #expect(name.text == "a\n  b")
  }

  @Test("on a projected view the placeholder is the projected bounds")
  func projected() throws {
    var layer = DrawnLayer()
    layer.quad = [
      Point(x: 0, y: 0), Point(x: 100, y: 10), Point(x: 100, y: 40), Point(x: 0, y: 50),
    ]
    let document = XMLDocumentReader(
      FilmstripSVG.render([recording(DrawnImage(name: "hero"), layer: layer)]))
    let group = try #require(
      document.elements.firstIndex { $0.attributes["class"] == "fs-image" })
    #expect(document.elements[group].attributes["transform"] == nil)
    #expect(document.elements[group + 1].attributes["points"] == "24,82 65,86.1 65,98.4 24,102.5")
  }
}
