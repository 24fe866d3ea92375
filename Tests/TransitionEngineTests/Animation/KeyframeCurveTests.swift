import Testing
import TransitionEngine

/// UIKit runs the whole `animateKeyframes` timeline along one overall curve, ease-in-out
/// unless a curve option is cast into the keyframe options: keyframe times are read
/// through that curve, not at the clock's fraction.
@Suite("Keyframe overall curve")
struct KeyframeCurveTests {
  /// An engine with `box` whose centre's y starts at 400, and a keyframe over the first
  /// quarter moving it to 0 (issue 13's example).
  static func firstQuarterDrop(_ animate: (Engine, () -> Void) -> Void) -> (Engine, View) {
    let engine = Engine()
    _ = engine.window
    let box = engine.makeWindowView(
      name: "box", frame: Rect(x: 0, y: 350, width: 100, height: 100))
    animate(engine) {
      engine.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) {
        box.center = Point(x: 50, y: 0)
      }
    }
    return (engine, box)
  }

  @Test("by default a keyframe over the first quarter is still on its way at a quarter of the time")
  func easeInOutByDefault() {
    let (engine, box) = Self.firstQuarterDrop { engine, keyframes in
      engine.animateKeyframes(withDuration: 1, animations: keyframes)
    }
    engine.advance(to: 0.25)
    // Ease-in-out reaches 0.1291 of the keyframe timeline at a quarter of the time: the
    // keyframe is 0.1291 / 0.25 of its way from 400 to 0.
    let progress = TimingCurve.easeInOut.progress(0.25)
    expectClose(box.presentation.center.y, 400 * (1 - progress / 0.25), tolerance: 1e-9)
    expectClose(box.presentation.center.y, 193.6, tolerance: 0.5)
    engine.advance(to: 0.5)
    #expect(box.presentation.center.y == 0)
  }

  /// Where the first-quarter keyframe is at a quarter of the time along `curve`.
  static func atQuarter(_ curve: TimingCurve) -> Double {
    max(400 * (1 - curve.progress(0.25) / 0.25), 0)
  }

  @Test(
    "a curve given to the keyframe animation times its whole timeline",
    arguments: [AnimationCurve.linear, .easeIn, .easeOut, .easeInOut])
  func givenCurve(curve: AnimationCurve) {
    let (engine, box) = Self.firstQuarterDrop { engine, keyframes in
      engine.animateKeyframes(
        withDuration: 1, curve: curve.timingCurve, animations: keyframes)
    }
    engine.advance(to: 0.25)
    expectClose(box.presentation.center.y, Self.atQuarter(curve.timingCurve), tolerance: 1e-9)
  }
}
