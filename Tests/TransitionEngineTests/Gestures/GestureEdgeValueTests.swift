import Testing

@testable import TransitionEngine

/// Settings at the edge of what UIKit accepts: no touches, no direction, a scale of zero
/// or less. UIKit takes them and the gesture then never happens (or scales from there);
/// the engine does the same.
@Suite struct GestureEdgeValueTests {
  typealias Stage = GestureRecognizerTests.Stage

  @Test("a pan with a maximum of 0 touches never begins; a minimum of 0 acts as 1")
  func panTouchCounts() {
    let stage = Stage()
    let never = stage.attach(PanGestureRecognizer(engine: stage.engine), "never")
    never.maximumNumberOfTouches = 0
    let loose = stage.attach(PanGestureRecognizer(engine: stage.engine), "loose")
    loose.minimumNumberOfTouches = 0
    stage.drag(from: Point(x: 100, y: 500), to: Point(x: 100, y: 540), steps: 4)
    #expect(
      stage.log == [
        "loose began", "loose changed", "loose changed", "loose changed", "loose ended",
      ])
    #expect(never.state == .possible && loose.state == .possible)
  }

  @Test("a swipe with no direction never recognizes; 0 touches required never recognizes")
  func swipeWithoutDirection() {
    let stage = Stage()
    let swipe = stage.attach(SwipeGestureRecognizer(engine: stage.engine), "swipe")
    swipe.direction = []
    let noTouches = stage.attach(SwipeGestureRecognizer(engine: stage.engine), "no touches")
    noTouches.numberOfTouchesRequired = 0
    stage.drag(from: Point(x: 100, y: 500), to: Point(x: 250, y: 500), steps: 5)
    #expect(stage.log.isEmpty)
  }

  @Test("a tap that requires 0 touches never recognizes")
  func tapWithoutTouches() {
    let stage = Stage()
    let tap = stage.attach(TapGestureRecognizer(engine: stage.engine), "tap")
    tap.numberOfTouchesRequired = 0
    stage.engine.touchDown(0, at: Point(x: 50, y: 500))
    stage.engine.advance(by: 1.0 / 60)
    stage.engine.touchUp(0)
    #expect(stage.log.isEmpty)
  }

  @Test("a pinch's scale set to 0 stays 0; set negative, it grows with the fingers' spread")
  func pinchScaleAtOrBelowZero() {
    for start in [0.0, -1.0] {
      let stage = Stage()
      let pinch = stage.attach(PinchGestureRecognizer(engine: stage.engine), "pinch")
      var scales: [Double] = []
      var didSet = false
      pinch.addTarget(name: "scale") { _ in
        if !didSet {
          pinch.scale = start
          didSet = true
        } else {
          scales.append(pinch.scale)
        }
      }
      stage.engine.touchDown(0, at: Point(x: 150, y: 600))
      stage.engine.touchDown(1, at: Point(x: 250, y: 600))
      for step in 1...3 {
        stage.engine.advance(by: 0.05)
        stage.engine.touchMove(1, to: Point(x: 250 + 25 * Double(step), y: 600))
      }
      // Set at a spread of 125 points: 150 and 175 are 1.2 and 1.4 times that.
      let expected = start == 0 ? [0.0, 0.0] : [-1.2, -1.4]
      #expect(scales.map { ($0 * 100).rounded() / 100 } == expected, "from \(start)")
      #expect(stage.log == ["pinch began", "pinch changed", "pinch changed"])
    }
  }
}
