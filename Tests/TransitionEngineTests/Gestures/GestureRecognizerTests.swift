import Testing

@testable import TransitionEngine

/// Gesture recognizers fed scripted touches: UIKit's states, the actions each state
/// sends, pan translation and velocity, edges, taps, swipes, pinches and arbitration.
@Suite struct GestureRecognizerTests {
  /// A window with `card` (0, 400, 390, 444) and a log of every action with its state.
  final class Stage {
    let engine = Engine()
    let card: View
    var log: [String] = []

    init() {
      _ = engine.window
      card = engine.makeWindowView(name: "card", frame: Rect(x: 0, y: 400, width: 390, height: 444))
    }

    func attach<R: GestureRecognizer>(_ recognizer: R, to view: View? = nil, _ label: String) -> R {
      (view ?? card).addGestureRecognizer(recognizer)
      recognizer.addTarget(name: "handle") { [unowned self] in
        self.log.append("\(label) \($0.state)")
      }
      return recognizer
    }

    /// Finger 0 from `from` to `to` in `steps` moves of 1/60 s, then lifts after `hold`
    /// more still moves.
    func drag(from: Point, to: Point, steps: Int = 10, hold: Int = 0, lift: Bool = true) {
      engine.touchDown(0, at: from)
      for step in 1...steps {
        engine.advance(by: 1.0 / 60)
        let t = Double(step) / Double(steps)
        engine.touchMove(
          0, to: Point(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t))
      }
      for _ in 0..<hold {
        engine.advance(by: 1.0 / 60)
        engine.touchMove(0, to: to)
      }
      if lift { engine.touchUp(0) }
    }
  }

  @Test("a pan begins past its hysteresis, changes, ends on lift; no action for possible or failed")
  func panStates() {
    let stage = Stage()
    let pan = stage.attach(PanGestureRecognizer(engine: stage.engine), "pan")
    stage.drag(from: Point(x: 100, y: 500), to: Point(x: 100, y: 600), steps: 10)
    // 10 points a step: the first move reaches the hysteresis.
    #expect(stage.log == ["pan began"] + Array(repeating: "pan changed", count: 9) + ["pan ended"])
    #expect(pan.state == .possible)
  }

  @Test(
    "translation counts from touch-down in the view's coordinates; velocity is points per second")
  func panTranslationAndVelocity() {
    let stage = Stage()
    let pan = stage.attach(PanGestureRecognizer(engine: stage.engine), "pan")
    var seen: [(Point, Point)] = []
    pan.addTarget(name: "read") { recognizer in
      let pan = recognizer as! PanGestureRecognizer
      if pan.state == .ended {
        seen.append((pan.translation(in: stage.card), pan.velocity(in: nil)))
      }
    }
    stage.card.transform = AffineTransform(scaleX: 2, y: 2)
    stage.drag(from: Point(x: 100, y: 500), to: Point(x: 100, y: 560), steps: 6)
    #expect(seen.count == 1)
    // 60 window points down are 30 in the card, scaled 2x; 10 points per 1/60 s.
    #expect(abs(seen[0].0.y - 30) < 1e-9 && seen[0].0.x == 0)
    #expect(abs(seen[0].1.y - 600) < 1e-6)
  }

  @Test("a stop before lifting leaves no velocity; a short move never begins and fails")
  func panStopAndFail() {
    let stage = Stage()
    let pan = stage.attach(PanGestureRecognizer(engine: stage.engine), "pan")
    var velocity = Point(x: -1, y: -1)
    pan.addTarget(name: "read") { if $0.state == .ended { velocity = pan.velocity(in: nil) } }
    stage.drag(from: Point(x: 100, y: 500), to: Point(x: 100, y: 600), steps: 5, hold: 3)
    #expect(velocity == Point(x: 0, y: 0))
    stage.log.removeAll()
    stage.drag(from: Point(x: 100, y: 500), to: Point(x: 104, y: 503), steps: 3)
    #expect(stage.log.isEmpty)
    #expect(
      stage.engine.trace.events.contains {
        $0.kind == .gestureState && $0.fields.contains { $0.value == "failed" }
      })
  }

  @Test("setTranslation(.zero) makes the next translations deltas")
  func setTranslation() {
    let stage = Stage()
    let pan = stage.attach(PanGestureRecognizer(engine: stage.engine), "pan")
    var deltas: [Double] = []
    pan.addTarget(name: "delta") { _ in
      deltas.append(pan.translation(in: nil).x)
      pan.setTranslation(Point(x: 0, y: 0), in: nil)
    }
    stage.drag(from: Point(x: 100, y: 500), to: Point(x: 160, y: 500), steps: 6)
    #expect(deltas == [10, 10, 10, 10, 10, 10, 0])
  }

  @Test(
    "an edge pan begins only from its edge, moving away from it",
    arguments: [
      (RectEdge.left, Point(x: 5, y: 500), Point(x: 105, y: 500), true),
      (RectEdge.left, Point(x: 60, y: 500), Point(x: 160, y: 500), false),
      (RectEdge.left, Point(x: 5, y: 500), Point(x: 5, y: 600), false),
      (RectEdge.right, Point(x: 385, y: 500), Point(x: 285, y: 500), true),
      (RectEdge.right, Point(x: 5, y: 500), Point(x: 105, y: 500), false),
    ])
  func edgePan(edges: RectEdge, from: Point, to: Point, begins: Bool) {
    let stage = Stage()
    let edge = ScreenEdgePanGestureRecognizer(engine: stage.engine)
    edge.edges = edges
    _ = stage.attach(edge, to: stage.engine.window.rootView, "edge")
    stage.drag(from: from, to: to)
    #expect(stage.log.first == (begins ? "edge began" : nil))
  }

  @Test(
    "a tap is recognized on lift; one that moves too far fails; a double tap needs both in time")
  func taps() {
    let stage = Stage()
    let tap = stage.attach(TapGestureRecognizer(engine: stage.engine), "tap")
    stage.engine.touchDown(0, at: Point(x: 50, y: 450))
    stage.engine.touchUp(0)
    #expect(stage.log == ["tap ended"])
    stage.drag(from: Point(x: 50, y: 450), to: Point(x: 80, y: 450), steps: 3)
    #expect(stage.log == ["tap ended"])
    tap.numberOfTapsRequired = 2
    for _ in 0..<2 {
      stage.engine.touchDown(0, at: Point(x: 50, y: 450))
      stage.engine.touchUp(0)
      stage.engine.advance(by: 0.1)
    }
    #expect(stage.log == ["tap ended", "tap ended"])
    stage.engine.touchDown(0, at: Point(x: 50, y: 450))
    stage.engine.touchUp(0)
    stage.engine.advance(by: 1)
    stage.engine.touchDown(0, at: Point(x: 50, y: 450))
    stage.engine.touchUp(0)
    #expect(stage.log == ["tap ended", "tap ended"])
  }

  @Test("a swipe is recognized in its direction while moving; the wrong way or too slow fails")
  func swipes() {
    let stage = Stage()
    let swipe = stage.attach(SwipeGestureRecognizer(engine: stage.engine), "swipe")
    swipe.direction = [.left]
    var began = Point(x: 0, y: 0)
    swipe.addTarget(name: "where") { began = $0.location(in: nil) }
    stage.drag(from: Point(x: 300, y: 500), to: Point(x: 200, y: 500), steps: 5, lift: false)
    #expect(stage.log == ["swipe ended"])
    #expect(began == Point(x: 300, y: 500))
    stage.engine.touchUp(0)
    stage.drag(from: Point(x: 100, y: 500), to: Point(x: 200, y: 500), steps: 5)
    stage.drag(from: Point(x: 300, y: 500), to: Point(x: 200, y: 500), steps: 60)
    #expect(stage.log == ["swipe ended"])
  }

  @Test("a pinch scales by the fingers' distance and ends when one lifts")
  func pinch() {
    let stage = Stage()
    let pinch = stage.attach(PinchGestureRecognizer(engine: stage.engine), "pinch")
    var scales: [Double] = []
    pinch.addTarget(name: "scale") { _ in scales.append(pinch.scale) }
    stage.engine.touchDown(0, at: Point(x: 150, y: 600))
    stage.engine.touchDown(1, at: Point(x: 250, y: 600))
    for step in 1...4 {
      stage.engine.advance(by: 0.05)
      stage.engine.touchMove(1, to: Point(x: 250 + 25 * Double(step), y: 600))
    }
    stage.engine.touchUp(1)
    #expect(
      stage.log == [
        "pinch began", "pinch changed", "pinch changed", "pinch changed", "pinch ended",
      ])
    #expect(scales.map { ($0 * 100).rounded() / 100 } == [1.25, 1.5, 1.75, 2, 2])
    // 0.25 more scale each 0.05 s; one finger is still down, so nothing reset yet.
    #expect(abs(pinch.velocity - 5) < 1e-9)
  }

  @Test("shouldBegin false fails the gesture; turning isEnabled off cancels one in progress")
  func delegateAndEnabled() {
    let stage = Stage()
    let pan = stage.attach(PanGestureRecognizer(engine: stage.engine), "pan")
    pan.shouldBegin = { _ in false }
    stage.drag(from: Point(x: 100, y: 500), to: Point(x: 100, y: 600))
    #expect(stage.log.isEmpty)
    pan.shouldBegin = nil
    stage.drag(from: Point(x: 100, y: 500), to: Point(x: 100, y: 560), steps: 3, lift: false)
    pan.isEnabled = false
    #expect(stage.log == ["pan began", "pan changed", "pan changed", "pan cancelled"])
    stage.engine.touchUp(0)
    #expect(stage.log.count == 4)
  }

  @Test(
    "a tap that requires a pan to fail waits for it; a pan and a tap on one touch: the pan wins")
  func arbitration() {
    let stage = Stage()
    let pan = stage.attach(PanGestureRecognizer(engine: stage.engine), "pan")
    let tap = stage.attach(TapGestureRecognizer(engine: stage.engine), "tap")
    tap.require(toFail: pan)
    stage.engine.touchDown(0, at: Point(x: 50, y: 450))
    stage.engine.touchUp(0)
    #expect(stage.log == ["tap ended"])
    stage.drag(from: Point(x: 50, y: 450), to: Point(x: 50, y: 550), steps: 4)
    #expect(
      stage.log == [
        "tap ended", "pan began", "pan changed", "pan changed", "pan changed", "pan ended",
      ])
  }

  @Test("taps on a view and its superview: one tap, the nearer one wins; simultaneous, both")
  func nestedTaps() {
    let stage = Stage()
    let button = stage.engine.makeView(
      name: "button", frame: Rect(x: 20, y: 20, width: 100, height: 44))
    stage.card.addSubview(button)
    _ = stage.attach(TapGestureRecognizer(engine: stage.engine), to: button, "inner")
    let outer = stage.attach(TapGestureRecognizer(engine: stage.engine), "outer")
    stage.engine.touchDown(0, at: Point(x: 50, y: 440))
    stage.engine.touchUp(0)
    #expect(stage.log == ["inner ended"])
    stage.engine.advance(by: 1)
    stage.engine.touchDown(0, at: Point(x: 200, y: 600))
    stage.engine.touchUp(0)
    #expect(stage.log == ["inner ended", "outer ended"])
    stage.log.removeAll()
    stage.engine.advance(by: 1)
    outer.shouldRecognizeSimultaneously = { _, _ in true }
    stage.engine.touchDown(0, at: Point(x: 50, y: 440))
    stage.engine.touchUp(0)
    #expect(stage.log == ["inner ended", "outer ended"])
  }

  @Test(
    "a single tap that requires a double tap to fail waits for it, whichever was added first",
    arguments: [true, false])
  func singleWaitsForDouble(doubleFirst: Bool) {
    let stage = Stage()
    var double: TapGestureRecognizer?
    if doubleFirst { double = stage.attach(TapGestureRecognizer(engine: stage.engine), "double") }
    let single = stage.attach(TapGestureRecognizer(engine: stage.engine), "single")
    if !doubleFirst { double = stage.attach(TapGestureRecognizer(engine: stage.engine), "double") }
    guard let double else {
      Issue.record("no double tap")
      return
    }
    double.numberOfTapsRequired = 2
    single.require(toFail: double)
    stage.engine.touchDown(0, at: Point(x: 50, y: 450))
    stage.engine.touchUp(0)
    #expect(stage.log.isEmpty)
    stage.engine.advance(by: 0.5)
    #expect(stage.log == ["single ended"])
    stage.log.removeAll()
    for _ in 0..<2 {
      stage.engine.touchDown(0, at: Point(x: 50, y: 450))
      stage.engine.touchUp(0)
      stage.engine.advance(by: 0.1)
    }
    stage.engine.advance(by: 1)
    #expect(stage.log == ["double ended"])
  }

  @Test("two pans on a view and its superview: the nearer one wins unless simultaneous is allowed")
  func simultaneous() {
    let stage = Stage()
    _ = stage.attach(PanGestureRecognizer(engine: stage.engine), "inner")
    let outer = stage.attach(
      PanGestureRecognizer(engine: stage.engine), to: stage.engine.window.rootView, "outer")
    stage.drag(from: Point(x: 100, y: 500), to: Point(x: 100, y: 520), steps: 2)
    #expect(stage.log == ["inner began", "inner changed", "inner ended"])
    stage.log.removeAll()
    outer.shouldRecognizeSimultaneously = { _, _ in true }
    stage.drag(from: Point(x: 100, y: 500), to: Point(x: 100, y: 520), steps: 2)
    #expect(
      stage.log == [
        "inner began", "outer began", "inner changed", "outer changed", "inner ended",
        "outer ended",
      ])
  }

  @Test("the same touches give the same trace twice")
  func determinism() {
    func run() -> [String] {
      let stage = Stage()
      _ = stage.attach(PanGestureRecognizer(engine: stage.engine), "pan")
      stage.drag(from: Point(x: 100, y: 500), to: Point(x: 140, y: 700), steps: 8)
      return stage.engine.trace.events.map(\.description)
    }
    let first = run()
    #expect(first == run())
    #expect(first.contains { $0.contains("gesture.action") && $0.contains("state=ended") })
  }
}
