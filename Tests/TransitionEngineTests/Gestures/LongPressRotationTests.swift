import Foundation
import Testing

@testable import TransitionEngine

/// Long presses and rotations fed scripted touches: when each begins, fails, changes and
/// ends, their values, and a long press against a tap on one view.
@Suite struct LongPressRotationTests {
  typealias Stage = GestureRecognizerTests.Stage

  /// Finger 0 down at 50,450, held still for `hold` seconds, then lifted unless `lift` is
  /// false.
  func press(_ stage: Stage, hold: Double, lift: Bool = true) {
    stage.engine.touchDown(0, at: Point(x: 50, y: 450))
    stage.engine.advance(by: hold)
    if lift { stage.engine.touchUp(0) }
  }

  @Test("a long press begins after 0.5 s still, changes on any later move, ends on lift")
  func longPressStates() {
    let stage = Stage()
    let press = stage.attach(LongPressGestureRecognizer(engine: stage.engine), "press")
    self.press(stage, hold: 0.49, lift: false)
    #expect(stage.log.isEmpty)
    stage.engine.advance(by: 0.02)
    #expect(stage.log == ["press began"])
    stage.engine.touchMove(0, to: Point(x: 150, y: 650))
    stage.engine.touchMove(0, to: Point(x: 150, y: 651))
    #expect(press.location(in: stage.card) == Point(x: 150, y: 251))
    stage.engine.touchUp(0)
    #expect(stage.log == ["press began", "press changed", "press changed", "press ended"])
    #expect(press.state == .possible)
  }

  @Test(
    "a long press begins after a 10-point move; an 11-point move before it begins fails it",
    arguments: [(10.0, true), (11.0, false)])
  func longPressMovement(moved: Double, begins: Bool) {
    let stage = Stage()
    _ = stage.attach(LongPressGestureRecognizer(engine: stage.engine), "press")
    stage.engine.touchDown(0, at: Point(x: 50, y: 450))
    stage.engine.advance(by: 0.2)
    stage.engine.touchMove(0, to: Point(x: 50 + moved, y: 450))
    stage.engine.advance(by: 0.4)
    stage.engine.touchUp(0)
    #expect(stage.log == (begins ? ["press began", "press ended"] : []))
    #expect(
      stage.engine.trace.events.contains { $0.fields.contains { $0.value == "failed" } } != begins)
  }

  @Test("a long press fails on an early lift and on a second finger; the timer then does nothing")
  func longPressEarlyLift() {
    let stage = Stage()
    let press = stage.attach(LongPressGestureRecognizer(engine: stage.engine), "press")
    self.press(stage, hold: 0.3)
    stage.engine.advance(by: 1)
    #expect(stage.log.isEmpty)
    stage.engine.touchDown(0, at: Point(x: 50, y: 450))
    stage.engine.touchDown(1, at: Point(x: 80, y: 450))
    stage.engine.advance(by: 1)
    #expect(press.state == .failed)
    stage.engine.touchUp(0)
    stage.engine.touchUp(1)
    #expect(stage.log.isEmpty)
    #expect(press.state == .possible)
  }

  @Test("settings: a shorter duration, two fingers, a tap before the press")
  func longPressSettings() {
    let stage = Stage()
    let press = stage.attach(LongPressGestureRecognizer(engine: stage.engine), "press")
    press.minimumPressDuration = 0.2
    self.press(stage, hold: 0.25)
    #expect(stage.log == ["press began", "press ended"])
    stage.log.removeAll()
    press.numberOfTouchesRequired = 2
    stage.engine.touchDown(0, at: Point(x: 50, y: 450))
    stage.engine.advance(by: 0.1)
    stage.engine.touchDown(1, at: Point(x: 90, y: 450))
    stage.engine.advance(by: 0.15)
    // Counted from the second finger: 0.1 s more to go.
    #expect(stage.log.isEmpty)
    stage.engine.advance(by: 0.06)
    stage.engine.touchUp(1)
    stage.engine.touchUp(0)
    #expect(stage.log == ["press began", "press ended"])
    stage.log.removeAll()
    press.numberOfTouchesRequired = 1
    press.numberOfTapsRequired = 1
    self.press(stage, hold: 0.3)
    #expect(stage.log.isEmpty)
    stage.engine.advance(by: 0.1)
    self.press(stage, hold: 0.3)
    #expect(stage.log == ["press began", "press ended"])
    // Too long between the tap and the press: it fails.
    stage.log.removeAll()
    stage.engine.advance(by: 1)
    stage.engine.touchDown(0, at: Point(x: 50, y: 450))
    stage.engine.touchUp(0)
    stage.engine.advance(by: 0.5)
    self.press(stage, hold: 0.3)
    #expect(stage.log.isEmpty)
  }

  @Test("a tap and a long press on one view: a quick tap recognizes, a long one begins the press")
  func tapAgainstLongPress() {
    let stage = Stage()
    _ = stage.attach(TapGestureRecognizer(engine: stage.engine), "tap")
    let press = stage.attach(LongPressGestureRecognizer(engine: stage.engine), "press")
    self.press(stage, hold: 0.1)
    #expect(stage.log == ["tap ended"])
    #expect(press.state == .possible)
    stage.engine.advance(by: 1)
    self.press(stage, hold: 0.6)
    #expect(stage.log == ["tap ended", "press began", "press ended"])
    let failures = stage.engine.trace.events.filter { event in
      event.kind == .gestureState && event.fields.contains { $0.value == "failed" }
    }
    // The press failed on the quick tap, the tap when the press began.
    #expect(failures.count == 2)
  }

  /// Finger 0 down at 150,600 and finger 1 100 points right of it, then finger 1 turning
  /// about finger 0 by `degrees` in `steps` moves of 0.05 s; finger 1 lifts after unless
  /// `lift` is false.
  func turn(_ stage: Stage, by degrees: Double, steps: Int, lift: Bool = true) {
    let pivot = Point(x: 150, y: 600)
    stage.engine.touchDown(0, at: pivot)
    stage.engine.touchDown(1, at: Point(x: pivot.x + 100, y: pivot.y))
    for step in 1...steps {
      stage.engine.advance(by: 0.05)
      let angle = degrees * Double.pi / 180 * Double(step) / Double(steps)
      stage.engine.touchMove(
        1, to: Point(x: pivot.x + 100 * cos(angle), y: pivot.y + 100 * sin(angle)))
    }
    if lift { stage.engine.touchUp(1) }
  }

  @Test("a rotation begins past 0.05 rad, reads radians and radians per second, ends on a lift")
  func rotation() {
    let stage = Stage()
    let rotation = stage.attach(RotationGestureRecognizer(engine: stage.engine), "rotation")
    var seen: [(Double, Double)] = []
    rotation.addTarget(name: "read") { _ in seen.append((rotation.rotation, rotation.velocity)) }
    // 2 degrees (0.035 rad) stays under the threshold.
    turn(stage, by: 2, steps: 1, lift: false)
    #expect(stage.log.isEmpty)
    stage.engine.touchUp(1)
    stage.engine.touchUp(0)
    #expect(stage.engine.trace.events.contains { $0.fields.contains { $0.value == "failed" } })
    // 90 degrees in 6 steps of 15 degrees: 0.2618 rad a step, 5.236 rad/s.
    turn(stage, by: 90, steps: 6)
    #expect(
      stage.log == ["rotation began"] + Array(repeating: "rotation changed", count: 5) + [
        "rotation ended"
      ])
    let step = Double.pi / 12
    #expect(seen.count == 7)
    for (index, (angle, speed)) in seen.enumerated() {
      #expect(abs(angle - step * Double(min(index + 1, 6))) < 1e-9)
      #expect(abs(speed - step / 0.05) < 1e-6)
    }
    stage.engine.touchUp(0)
    #expect(rotation.rotation == 0 && rotation.velocity == 0)
  }

  @Test("rotation turns anticlockwise negative, counts past half a circle, and can be set")
  func rotationUnwrapsAndSets() {
    let stage = Stage()
    let rotation = stage.attach(RotationGestureRecognizer(engine: stage.engine), "rotation")
    var last = 0.0
    rotation.addTarget(name: "read") { _ in
      last = rotation.rotation
      if rotation.state == .began { rotation.rotation = 1 }
    }
    turn(stage, by: -270, steps: 18)
    // Began at -15 degrees, set to 1 rad; 255 degrees more anticlockwise after that.
    #expect(abs(last - (1 - 255 * Double.pi / 180)) < 1e-9)
  }

  @Test("the same long press and rotation give the same trace twice")
  func determinism() {
    func run() -> [String] {
      let stage = Stage()
      _ = stage.attach(LongPressGestureRecognizer(engine: stage.engine), "press")
      _ = stage.attach(RotationGestureRecognizer(engine: stage.engine), "rotation")
      press(stage, hold: 0.7)
      turn(stage, by: 45, steps: 3)
      stage.engine.touchUp(0)
      return stage.engine.trace.events.map { "\($0)" }
    }
    #expect(run() == run())
  }
}
