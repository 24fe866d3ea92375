import Testing
import TransitionEngine

/// An engine with `box#2` centred at (0, 50) in the window, so its centre's x is the
/// value under test.
private struct Track {
  let engine = Engine()
  let box: View
  let log: CompletionLog

  init() {
    _ = engine.window
    box = engine.makeWindowView(name: "box", frame: Rect(x: -50, y: 0, width: 100, height: 100))
    log = CompletionLog(engine: engine)
  }

  var x: Double { box.presentation.center.x }

  func moveX(to x: Double) { box.center = Point(x: x, y: 50) }
}

@Suite("Keyframe animations")
struct KeyframeTests {
  @Test(
    "linear, discrete and cubic modes move between keyframes as they should",
    arguments: [
      // mode, x at 0.25, 0.5, 0.75 of the time, for keys (0, 0) (0.5, 100) (1, 50)
      (KeyframeCalculationMode.linear, [50.0, 100, 75]),
      (.paced, [50, 100, 75]),
      (.discrete, [0, 100, 100]),
      (.cubic, [59.375, 100, 84.375]),
      (.cubicPaced, [59.375, 100, 84.375]),
    ])
  func modes(mode: KeyframeCalculationMode, expected: [Double]) {
    let track = Track()
    track.engine.animateKeyframes(
      withDuration: 1, calculationMode: mode, curve: .linear,
      animations: {
        track.engine.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
          track.moveX(to: 100)
        }
        track.engine.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
          track.moveX(to: 50)
        }
      }, completion: track.log.handler)
    #expect(track.box.center.x == 50)
    #expect(track.x == 0)
    for (time, value) in zip([0.25, 0.5, 0.75], expected) {
      track.engine.advance(to: time)
      expectClose(track.x, value, tolerance: 1e-9, "t=\(time)")
    }
    track.engine.advance(to: 1)
    #expect(track.x == 50)
    #expect(track.log.calls == [true])
    #expect(track.log.times == [1])
  }

  @Test("keyframe start and duration are fractions of the whole animation")
  func relativeTimes() {
    let track = Track()
    track.engine.animateKeyframes(
      withDuration: 2, curve: .linear,
      animations: {
        track.engine.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.5) {
          track.moveX(to: 100)
        }
      }, completion: track.log.handler)
    for (time, value) in [(0.5, 0.0), (1, 50), (1.25, 75), (1.5, 100), (1.75, 100)] {
      track.engine.advance(to: time)
      expectClose(track.x, value, tolerance: 1e-9, "t=\(time)")
    }
    track.engine.advance(to: 2)
    #expect(track.log.times == [2])
  }

  @Test("a value holds until its keyframe starts", arguments: [0.0, 0.15, 0.3, 0.6])
  func holdsBeforeStart(time: Double) {
    let track = Track()
    track.engine.animateKeyframes(withDuration: 1, curve: .linear) {
      track.engine.addKeyframe(withRelativeStartTime: 0.6, relativeDuration: 0.4) {
        track.box.alpha = 0
      }
    }
    track.engine.advance(to: time)
    #expect(track.box.presentation.alpha == 1)
    track.engine.advance(to: 0.8)
    expectClose(track.box.presentation.alpha, 0.5)
  }

  @Test("changes made outside addKeyframe span the whole duration, linearly")
  func outsideKeyframes() {
    let track = Track()
    track.engine.animateKeyframes(withDuration: 1, curve: .linear) {
      track.box.alpha = 0
      track.engine.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) {
        track.moveX(to: 100)
      }
    }
    track.engine.advance(to: 0.25)
    expectClose(track.box.presentation.alpha, 0.75)
    expectClose(track.x, 100)
    track.engine.advance(to: 0.5)
    expectClose(track.box.presentation.alpha, 0.5)
    expectClose(track.x, 100)
  }

  @Test("a path that comes back to where it started still animates")
  func roundTrip() {
    let track = Track()
    track.engine.animateKeyframes(
      withDuration: 1, curve: .linear,
      animations: {
        track.engine.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
          track.box.alpha = 0
        }
        track.engine.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
          track.box.alpha = 1
        }
      }, completion: track.log.handler)
    #expect(track.box.isAnimating)
    for (time, alpha) in [(0.25, 0.5), (0.5, 0.0), (0.75, 0.5)] {
      track.engine.advance(to: time)
      expectClose(track.box.presentation.alpha, alpha, tolerance: 1e-9, "t=\(time)")
    }
    #expect(track.log.calls.isEmpty)
    track.engine.advance(to: 1)
    #expect(track.log.calls == [true])
    #expect(track.log.times == [1])
  }

  @Test("keyframe times are clamped to the animation")
  func clampedTimes() {
    let track = Track()
    track.engine.animateKeyframes(withDuration: 1, curve: .linear) {
      track.engine.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 2) {
        track.moveX(to: 100)
      }
    }
    track.engine.advance(to: 0.75)
    expectClose(track.x, 50)
  }

  @Test("the delay holds the start value and pushes back the end")
  func delay() {
    let track = Track()
    track.engine.animateKeyframes(
      withDuration: 1, delay: 0.5, curve: .linear, animations: { track.moveX(to: 100) },
      completion: track.log.handler)
    track.engine.advance(to: 0.5)
    #expect(track.x == 0)
    track.engine.advance(to: 1)
    expectClose(track.x, 50)
    track.engine.runUntilIdle()
    #expect(track.log.times == [1.5])
  }

  @Test("addKeyframe outside animateKeyframes applies at once and reports a violation")
  func keyframeOutside() {
    let track = Track()
    track.engine.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {
      track.box.alpha = 0
    }
    #expect(track.box.presentation.alpha == 0)
    #expect(!track.box.isAnimating)
    #expect(
      track.engine.violationMessages == [
        "addKeyframe on the animation system ignored: not inside animateKeyframes; "
          + "the changes were applied at once"
      ])
  }

  @Test("a keyframe animation with no duration applies at once and completes next turn")
  func zeroDuration() {
    let track = Track()
    track.engine.animateKeyframes(
      withDuration: 0,
      animations: {
        track.engine.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {
          track.moveX(to: 100)
        }
      }, completion: track.log.handler)
    #expect(track.x == 100)
    #expect(!track.box.isAnimating)
    track.engine.advance(by: 0)
    #expect(track.log.calls == [true])
  }

  @Test("the trace labels keyframe animations and their overall curve, ease-in-out unless given")
  func traced() {
    let track = Track()
    track.engine.animateKeyframes(withDuration: 0.5) { track.moveX(to: 10) }
    track.engine.animateKeyframes(withDuration: 0.5, curve: .linear) {
      track.box.alpha = 0.5
    }
    #expect(
      track.engine.trace.events(of: .animationBegan).map(\.description) == [
        "0 animation.begin group=3 label=keyframes duration=0.5 delay=0 curve=easeInOut "
          + "properties=box#2.center",
        "0 animation.begin group=4 label=keyframes duration=0.5 delay=0 curve=linear "
          + "properties=box#2.alpha",
      ])
  }
}
