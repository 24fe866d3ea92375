import Testing

@testable import TransitionEngine

/// What a touch says of itself, as `UITouch` does: the view it hit, its phase at each
/// event, where it was, when it changed, and how many quick taps it counts.
@Suite struct TouchTests {
  /// A window with `card` (0, 400, 390, 444) holding `button` (20, 20, 100, 44).
  final class Stage {
    let engine = Engine()
    let card: View
    let button: View

    init() {
      _ = engine.window
      card = engine.makeWindowView(name: "card", frame: Rect(x: 0, y: 400, width: 390, height: 444))
      button = engine.makeView(name: "button", frame: Rect(x: 20, y: 20, width: 100, height: 44))
      card.addSubview(button)
    }

    /// A tap at `point`: down, 1/60 s, up.
    func tap(at point: Point) {
      engine.touchDown(0, at: point)
      engine.advance(by: 1.0 / 60)
      engine.touchUp(0)
    }
  }

  @Test("a touch keeps the view it came down on, and records its moves and times")
  func phasesAndLocations() throws {
    let stage = Stage()
    stage.engine.advance(by: 0.5)
    stage.engine.touchDown(0, at: Point(x: 30, y: 430))
    var touch = try #require(stage.engine.gestures.touches[0])
    #expect(touch.view === stage.button)
    #expect(touch.phase == .began)
    #expect(touch.timestamp == 0.5)
    #expect(touch.previousLocation == Point(x: 30, y: 430))
    #expect(touch.tapCount == 1)

    stage.engine.advance(by: 0.25)
    stage.engine.touchMove(0, to: Point(x: 200, y: 600))
    touch = try #require(stage.engine.gestures.touches[0])
    #expect(touch.view === stage.button)
    #expect(touch.phase == .moved)
    #expect(touch.timestamp == 0.75)
    #expect(touch.previousLocation == Point(x: 30, y: 430))
    #expect(touch.location == Point(x: 200, y: 600))

    // A second finger's event leaves the first stationary where it is.
    stage.engine.advance(by: 0.25)
    stage.engine.touchDown(1, at: Point(x: 300, y: 700))
    touch = try #require(stage.engine.gestures.touches[0])
    #expect(touch.phase == .stationary)
    #expect(touch.timestamp == 0.75)
    #expect(touch.previousLocation == Point(x: 200, y: 600))
    #expect(stage.engine.gestures.touches[1]?.view === stage.card)
  }

  @Test("a recognizer's copy of its touch follows the touch")
  func recognizerCopies() throws {
    let stage = Stage()
    let pan = PanGestureRecognizer(engine: stage.engine)
    stage.card.addGestureRecognizer(pan)
    var phases: [Touch.Phase] = []
    pan.addTarget(name: "handle") { recognizer in
      if recognizer.state == .changed { phases.append(recognizer.touches[0].phase) }
    }
    stage.engine.touchDown(0, at: Point(x: 200, y: 500))
    stage.engine.advance(by: 1.0 / 60)
    stage.engine.touchMove(0, to: Point(x: 200, y: 530))
    stage.engine.advance(by: 1.0 / 60)
    stage.engine.touchMove(0, to: Point(x: 200, y: 560))
    let copy = try #require(pan.touches.first)
    #expect(copy == stage.engine.gestures.touches[0])
    #expect(copy.previousLocation == Point(x: 200, y: 530))
    #expect(phases == [.moved])
  }

  @Test(
    "tap counts: quick taps at one spot count up; a late, distant or moving touch starts again",
    arguments: [
      (pause: 0.1, dx: 0.0, second: 2, third: 3),
      (pause: 0.1, dx: 8.0, second: 2, third: 3),
      (pause: 0.5, dx: 0.0, second: 1, third: 1),
      // Too far from the first tap, but the third lands on the second.
      (pause: 0.1, dx: 40.0, second: 1, third: 2),
    ])
  func tapCounts(pause: Double, dx: Double, second: Int, third: Int) {
    let stage = Stage()
    stage.tap(at: Point(x: 200, y: 600))
    stage.engine.advance(by: pause)
    stage.engine.touchDown(0, at: Point(x: 200 + dx, y: 600))
    #expect(stage.engine.gestures.touches[0]?.tapCount == second)
    stage.engine.advance(by: 1.0 / 60)
    stage.engine.touchUp(0)
    stage.engine.advance(by: pause)
    stage.engine.touchDown(0, at: Point(x: 200 + dx, y: 600))
    #expect(stage.engine.gestures.touches[0]?.tapCount == third)
  }

  @Test("a touch that moved away is no tap: the next one counts 1")
  func movedTouchIsNoTap() {
    let stage = Stage()
    stage.engine.touchDown(0, at: Point(x: 200, y: 600))
    stage.engine.touchMove(0, to: Point(x: 200, y: 650))
    stage.engine.touchUp(0)
    stage.engine.advance(by: 0.1)
    stage.engine.touchDown(0, at: Point(x: 200, y: 600))
    #expect(stage.engine.gestures.touches[0]?.tapCount == 1)
  }
}
