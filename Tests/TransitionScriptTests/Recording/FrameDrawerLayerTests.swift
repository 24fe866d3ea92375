import Testing
import TransitionEngine

@testable import TransitionScript

/// How ``FrameDrawer`` places views whose layers are not all defaults: the anchor
/// point, `zPosition` order among siblings, and 3D transforms under a superview's
/// perspective, projected.
@Suite struct FrameDrawerLayerTests {
  /// A window with `count` siblings under the root controller's view, named v1, v2, ….
  private func siblings(_ count: Int) -> (Engine, [View]) {
    let engine = Engine()
    let home = ViewController(engine: engine, name: "home")
    engine.window.rootViewController = home
    let views = (1...count).map { index in
      let view = engine.makeView(
        name: "v\(index)", frame: Rect(x: 10 * Double(index), y: 0, width: 10, height: 10))
      home.view.addSubview(view)
      return view
    }
    return (engine, views)
  }

  @Test("a view with default layer properties has no layer, and its matrix is unchanged")
  func defaults() {
    let (engine, views) = siblings(1)
    views[0].transform = AffineTransform(rotationAngle: .pi / 4)
    let drawn = FrameDrawer.draw(engine, time: 0).views
    #expect(drawn.allSatisfy { $0.layer == nil })
    let view = try? #require(drawn.first { $0.name == "v1" })
    #expect(view?.matrix == FrameDrawer.localMatrix(views[0].presentation))
  }

  @Test("siblings are drawn by zPosition, then in subview order")
  func zPositionOrder() {
    let (engine, views) = siblings(4)
    views[0].zPosition = 2
    views[2].zPosition = -1
    let names = FrameDrawer.draw(engine, time: 0).views.filter { $0.depth == 2 }.map(\.name)
    #expect(names == ["v3", "v2", "v4", "v1"])
  }

  @Test("the anchor point is where center puts the view and what it turns about")
  func anchorPoint() throws {
    let (engine, views) = siblings(1)
    let view = views[0]
    view.frame = Rect(x: 100, y: 100, width: 40, height: 20)
    view.anchorPoint = Point(x: 0, y: 0)
    view.center = Point(x: 100, y: 100)
    view.transform = AffineTransform(rotationAngle: .pi / 2)
    let drawn = try #require(FrameDrawer.draw(engine, time: 0).views.first { $0.name == "v1" })
    // Turned a quarter about its top-left corner, which stays at (100, 100).
    let box = drawn.frameInWindow
    #expect(abs(box.minX - 80) < 1e-9 && abs(box.minY - 100) < 1e-9)
    #expect(abs(box.width - 20) < 1e-9 && abs(box.height - 40) < 1e-9)
    #expect(drawn.layer?.anchorPoint == Point(x: 0, y: 0))
    #expect(drawn.layer?.quad == nil)
  }

  @Test("a flip under an m34 perspective projects the near edge taller than the far edge")
  func flipPerspective() throws {
    let recording = SampleRecordings.flip(frameCount: 3, finalAngle: 60)
    let flat = try #require(recording.frames[0].views.first { $0.name == "card" })
    #expect(flat.layer?.quad == nil)
    let card = try #require(recording.frames[2].views.first { $0.name == "card" })
    let quad = try #require(card.layer?.quad)
    #expect(quad.count == 4)
    let left = quad[3].y - quad[0].y
    let right = quad[2].y - quad[1].y
    // Turned 60° about y, the right edge goes away from the viewer: shorter.
    #expect(left > 400 && right < 400)
    #expect(left - right > 100)
    // The label inside is projected too, on the near (left) side.
    let label = try #require(recording.frames[2].views.first { $0.name == "label" })
    let labelQuad = try #require(label.layer?.quad)
    #expect(labelQuad[3].y - labelQuad[0].y > 30)
    #expect(card.layer?.transform3D.isAffine == false)
    // cos 60° halves the width; the perspective widens the near half more than it
    // narrows the far half.
    #expect(abs(card.frameInWindow.width - 160.858) < 0.001)
  }

  @Test("a view a perspective maps without tilting keeps an exact matrix and no quad")
  func perspectiveWithoutTilt() throws {
    let recording = SampleRecordings.flip(frameCount: 1)
    let card = try #require(recording.frames[0].views.first { $0.name == "card" })
    #expect(card.layer == nil)
    #expect(card.frameInWindow == Rect(x: 45, y: 222, width: 300, height: 400))
  }
}

/// The charts a recording gets from its frames, layer properties included.
@Suite struct LayerSeriesTests {
  @Test("a layer property that moves gets a chart; one that stays at its default none")
  func layerSeries() {
    let engine = Engine()
    let home = ViewController(engine: engine, name: "home")
    engine.window.rootViewController = home
    let card = engine.makeView(name: "card", frame: Rect(x: 0, y: 0, width: 100, height: 100))
    card.backgroundColor = .white
    home.view.addSubview(card)
    var frames: [DrawnFrame] = []
    for step in 0..<3 {
      card.shadowOpacity = 0.2 * Double(step)
      frames.append(FrameDrawer.draw(engine, time: Double(step)))
    }
    let series = ScriptRunner.series(of: frames)
    #expect(series.map { "\($0.view).\($0.property)" } == ["card.layer.shadowOpacity"])
    #expect(series.first?.points.map(\.y) == [0, 0.2, 0.4])
  }
}
