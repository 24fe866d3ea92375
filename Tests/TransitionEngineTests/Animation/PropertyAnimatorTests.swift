import Testing
import TransitionEngine

/// An engine with `box#2` centred at (0, 50) and an animator (`#3`) that moves its centre's
/// x from 0 to 100 over one second.
private struct Rig {
  let engine = Engine()
  let box: View
  let animator: PropertyAnimator
  let log = PositionLog()

  init(curve: TimingCurve = .linear, moves: Bool = true) {
    _ = engine.window
    let box = engine.makeWindowView(name: "box", frame: Rect(x: -50, y: 0, width: 100, height: 100))
    self.box = box
    animator = PropertyAnimator(
      engine: engine, duration: 1, timingCurve: curve,
      animations: moves ? { box.center = Point(x: 100, y: 50) } : nil)
    animator.addCompletion(log.handler)
  }

  /// The x of the centre on screen.
  var x: Double { box.presentation.center.x }

  /// The violation message for `call` refused because of `reason`.
  func refusal(_ call: String, _ reason: String) -> String {
    "\(call) on property animator #\(animator.id) ignored: \(reason)"
  }
}

@Suite("UIViewPropertyAnimator")
struct PropertyAnimatorTests {
  @Test("a new animator is inactive, has UIKit's defaults and runs nothing until started")
  func newAnimator() {
    let rig = Rig()
    #expect(rig.animator.state == .inactive)
    #expect(!rig.animator.isRunning)
    #expect(!rig.animator.isReversed)
    #expect(rig.animator.fractionComplete == 0)
    #expect(rig.animator.delay == 0)
    #expect(rig.animator.scrubsLinearly)
    #expect(!rig.animator.pausesOnCompletion)
    #expect(rig.animator.isInterruptible)
    #expect(rig.box.center.x == 0)
    #expect(!rig.box.isAnimating)
    rig.engine.runUntilIdle()
    #expect(rig.log.positions.isEmpty)
  }

  @Test("startAnimation runs to the end, then goes inactive and completes at .end")
  func runsToEnd() {
    let rig = Rig()
    rig.animator.startAnimation()
    #expect(rig.animator.state == .active)
    #expect(rig.animator.isRunning)
    #expect(rig.box.center.x == 100)
    #expect(rig.x == 0)
    rig.engine.advance(to: 0.5)
    expectClose(rig.animator.fractionComplete, 0.5)
    expectClose(rig.x, 50)
    rig.engine.advance(to: 0.999)
    #expect(rig.log.positions.isEmpty)
    rig.engine.advance(to: 1)
    #expect(rig.animator.state == .inactive)
    #expect(!rig.animator.isRunning)
    #expect(rig.log.positions == [.end])
    #expect(rig.box.center.x == 100)
    #expect(!rig.box.isAnimating)
  }

  @Test("startAnimation(afterDelay:) holds the start for the delay", arguments: [0.25, 0.5, 2])
  func startAfterDelay(delay: Double) {
    let rig = Rig()
    rig.animator.startAnimation(afterDelay: delay)
    #expect(rig.animator.delay == delay)
    rig.engine.advance(to: delay)
    #expect(rig.x == 0)
    #expect(rig.animator.fractionComplete == 0)
    rig.engine.advance(to: delay + 0.5)
    expectClose(rig.x, 50)
    rig.engine.advance(to: delay + 1)
    #expect(rig.log.positions == [.end])
  }

  @Test("pauseAnimation holds the animation where it is until it is started again")
  func pauseAndResume() {
    let rig = Rig()
    rig.animator.startAnimation()
    rig.engine.advance(to: 0.4)
    rig.animator.pauseAnimation()
    #expect(rig.animator.state == .active)
    #expect(!rig.animator.isRunning)
    rig.engine.advance(by: 10)
    expectClose(rig.animator.fractionComplete, 0.4)
    expectClose(rig.x, 40)
    #expect(rig.log.positions.isEmpty)
    rig.animator.startAnimation()
    rig.engine.advance(by: 0.3)
    expectClose(rig.x, 70)
    rig.engine.advance(by: 0.3)
    #expect(rig.log.positions == [.end])
    expectClose(rig.engine.now, 10.4 + 0.6, tolerance: 1e-9)
  }

  @Test("pauseAnimation on an inactive animator starts it paused at the beginning")
  func startPaused() {
    let rig = Rig()
    rig.animator.pauseAnimation()
    #expect(rig.animator.state == .active)
    #expect(!rig.animator.isRunning)
    #expect(rig.animator.fractionComplete == 0)
    #expect(rig.box.center.x == 100)
    #expect(rig.x == 0)
    #expect(rig.engine.isIdle)
  }

  @Test(
    "a paused animator scrubs linearly, or along its curve without scrubsLinearly",
    arguments: [
      (true, 0.0, 0.0), (true, 0.25, 0.25), (true, 0.5, 0.5), (true, 0.9, 0.9), (true, 1, 1),
      (false, 0.25, 0.129162), (false, 0.5, 0.5), (false, 0.75, 0.870838),
    ])
  func scrubbing(linearly: Bool, fraction: Double, progress: Double) {
    let rig = Rig(curve: .easeInOut)
    rig.animator.scrubsLinearly = linearly
    rig.animator.pauseAnimation()
    rig.animator.fractionComplete = fraction
    #expect(rig.animator.fractionComplete == fraction)
    expectClose(rig.x, 100 * progress, tolerance: 1e-4)
    #expect(rig.engine.violations.isEmpty)
  }

  @Test("setting fractionComplete on an inactive animator makes it active and paused")
  func scrubActivates() {
    let rig = Rig()
    rig.animator.fractionComplete = 0.3
    #expect(rig.animator.state == .active)
    #expect(!rig.animator.isRunning)
    expectClose(rig.x, 30)
    #expect(rig.engine.violations.isEmpty)
  }

  @Test("fractionComplete cannot be set while the animator runs")
  func scrubWhileRunning() {
    let rig = Rig()
    rig.animator.startAnimation()
    rig.engine.advance(to: 0.2)
    rig.animator.fractionComplete = 0.9
    expectClose(rig.animator.fractionComplete, 0.2)
    expectClose(rig.x, 20)
    #expect(
      rig.engine.violationMessages == [
        rig.refusal("fractionComplete", "the animator is running; pause it first")
      ])
  }

  @Test("resuming after a linear scrub runs from the scrubbed values over the remaining time")
  func resumeAfterScrub() {
    let rig = Rig(curve: .easeInOut)
    rig.animator.pauseAnimation()
    rig.animator.fractionComplete = 0.5
    rig.animator.startAnimation()
    rig.engine.advance(by: 0)
    expectClose(rig.x, 50)
    rig.engine.advance(by: 0.25)
    #expect(rig.x > 50 && rig.x < 100)
    rig.engine.advance(by: 0.25)
    #expect(rig.log.positions == [.end])
    #expect(rig.engine.now == 0.5)
  }

  @Test("stopAnimation(true) keeps what is on screen, goes inactive and runs no completion")
  func stopWithoutFinishing() {
    let rig = Rig()
    rig.animator.startAnimation()
    rig.engine.advance(to: 0.3)
    rig.animator.stopAnimation(true)
    #expect(rig.animator.state == .inactive)
    expectClose(rig.box.center.x, 30)
    expectClose(rig.x, 30)
    #expect(!rig.box.isAnimating)
    rig.engine.runUntilIdle()
    #expect(rig.log.positions.isEmpty)
    rig.animator.finishAnimation(at: .end)
    #expect(rig.log.positions.isEmpty)
    expectClose(rig.box.center.x, 30)
    #expect(
      rig.engine.violationMessages == [
        rig.refusal("finishAnimation(at:)", "the animator is inactive, not stopped")
      ])
  }

  @Test(
    "stopAnimation(false) waits in .stopped; finishAnimation(at:) sets the final values",
    arguments: [
      (PropertyAnimator.Position.end, 100.0), (.start, 0), (.current, 30),
    ])
  func stopThenFinish(position: PropertyAnimator.Position, finalX: Double) {
    let rig = Rig()
    rig.animator.startAnimation()
    rig.engine.advance(to: 0.3)
    rig.animator.stopAnimation(false)
    #expect(rig.animator.state == .stopped)
    #expect(!rig.animator.isRunning)
    expectClose(rig.box.center.x, 30)
    rig.engine.runUntilIdle()
    #expect(rig.log.positions.isEmpty)
    rig.animator.finishAnimation(at: position)
    #expect(rig.animator.state == .inactive)
    #expect(rig.log.positions == [position])
    expectClose(rig.box.center.x, finalX)
    expectClose(rig.x, finalX)
    #expect(!rig.box.isAnimating)
    #expect(rig.engine.violations.isEmpty)
  }

  @Test("finishAnimation(at:) is refused unless the animator is stopped", arguments: [false, true])
  func finishRefused(started: Bool) {
    let rig = Rig()
    if started { rig.animator.startAnimation() }
    rig.animator.finishAnimation(at: .end)
    #expect(rig.log.positions.isEmpty)
    #expect(rig.animator.state == (started ? .active : .inactive))
    let state = started ? "active" : "inactive"
    #expect(
      rig.engine.violationMessages == [
        rig.refusal("finishAnimation(at:)", "the animator is \(state), not stopped")
      ])
  }

  @Test("a stopped animator refuses to start, pause, reverse, scrub or continue")
  func stoppedRefusals() {
    let rig = Rig()
    rig.animator.startAnimation()
    rig.engine.advance(to: 0.5)
    rig.animator.stopAnimation(false)
    rig.animator.startAnimation()
    rig.animator.pauseAnimation()
    rig.animator.isReversed = true
    rig.animator.fractionComplete = 0.1
    rig.animator.continueAnimation(withTimingCurve: nil, durationFactor: 1)
    rig.animator.stopAnimation(true)
    #expect(rig.animator.state == .stopped)
    #expect(
      rig.engine.violationMessages == [
        rig.refusal("startAnimation", "the animator is stopped"),
        rig.refusal("pauseAnimation", "the animator is stopped"),
        rig.refusal("isReversed", "the animator is stopped"),
        rig.refusal("fractionComplete", "the animator is stopped"),
        rig.refusal("continueAnimation", "the animator is stopped"),
        rig.refusal("stopAnimation", "the animator is stopped"),
      ])
  }

  @Test("stopAnimation is refused on an inactive animator")
  func stopInactive() {
    let rig = Rig()
    rig.animator.stopAnimation(false)
    #expect(rig.animator.state == .inactive)
    #expect(
      rig.engine.violationMessages == [rig.refusal("stopAnimation", "the animator is inactive")])
  }

  @Test("reversing a running animator takes it back and ends at .start with the start values")
  func reverseWhileRunning() {
    let rig = Rig()
    rig.animator.startAnimation()
    rig.engine.advance(to: 0.25)
    rig.animator.isReversed = true
    #expect(rig.animator.isReversed)
    #expect(rig.animator.isRunning)
    rig.engine.advance(to: 0.375)
    expectClose(rig.animator.fractionComplete, 0.125)
    expectClose(rig.x, 12.5)
    rig.engine.advance(to: 0.4999)
    #expect(rig.log.positions.isEmpty)
    rig.engine.advance(to: 0.5)
    #expect(rig.log.positions == [.start])
    #expect(rig.animator.state == .inactive)
    #expect(rig.box.center.x == 0)
    #expect(rig.x == 0)
  }

  @Test("isReversed set before starting runs the animations from the end to the start")
  func reversedBeforeStart() {
    let rig = Rig()
    rig.animator.isReversed = true
    #expect(rig.animator.isReversed)
    rig.animator.startAnimation()
    #expect(rig.animator.isReversed)
    expectClose(rig.x, 100)
    rig.engine.advance(to: 0.25)
    expectClose(rig.x, 75)
    rig.engine.advance(to: 1)
    #expect(rig.log.positions == [.start])
    #expect(rig.box.center.x == 0)
  }

  @Test(
    "continueAnimation finishes in durationFactor times the original duration",
    arguments: [0.25, 1, 2])
  func continueWithFactor(factor: Double) {
    let rig = Rig()
    rig.animator.startAnimation()
    rig.engine.advance(to: 0.5)
    rig.animator.pauseAnimation()
    rig.animator.continueAnimation(withTimingCurve: .linear, durationFactor: factor)
    #expect(rig.animator.isRunning)
    rig.engine.advance(to: 0.5 + factor / 2)
    expectClose(rig.x, 75)
    rig.engine.advance(to: 0.5 + factor * 0.999)
    #expect(rig.log.positions.isEmpty)
    rig.engine.advance(to: 0.5 + factor)
    #expect(rig.log.positions == [.end])
    #expect(rig.box.center.x == 100)
  }

  @Test("continueAnimation with a durationFactor of 0 keeps the remaining time")
  func continueWithZeroFactor() {
    let rig = Rig()
    rig.animator.startAnimation()
    rig.engine.advance(to: 0.3)
    rig.animator.pauseAnimation()
    rig.animator.continueAnimation(withTimingCurve: nil, durationFactor: 0)
    rig.engine.runUntilIdle()
    #expect(rig.log.positions == [.end])
    expectClose(rig.engine.now, 1, tolerance: 1e-9)
  }

  @Test("continueAnimation reversed takes the views back to the start")
  func continueReversed() {
    let rig = Rig()
    rig.animator.startAnimation()
    rig.engine.advance(to: 0.6)
    rig.animator.pauseAnimation()
    rig.animator.isReversed = true
    rig.animator.continueAnimation(withTimingCurve: .linear, durationFactor: 0.5)
    rig.engine.advance(to: 0.85)
    expectClose(rig.x, 30)
    rig.engine.advance(to: 1.1)
    #expect(rig.log.positions == [.start])
    #expect(rig.box.center.x == 0)
  }

  @Test("continueAnimation is refused on an inactive animator")
  func continueInactive() {
    let rig = Rig()
    rig.animator.continueAnimation(withTimingCurve: .linear, durationFactor: 1)
    #expect(rig.animator.state == .inactive)
    #expect(
      rig.engine.violationMessages == [rig.refusal("continueAnimation", "the animator is inactive")]
    )
  }

  @Test("pausesOnCompletion keeps the animator active at the end, without completions")
  func pausesOnCompletion() {
    let rig = Rig()
    rig.animator.pausesOnCompletion = true
    rig.animator.startAnimation()
    rig.engine.runUntilIdle()
    #expect(rig.engine.now == 1)
    #expect(rig.animator.state == .active)
    #expect(!rig.animator.isRunning)
    #expect(rig.animator.fractionComplete == 1)
    #expect(rig.log.positions.isEmpty)
    #expect(rig.x == 100)
    rig.animator.isReversed = true
    rig.animator.startAnimation()
    rig.engine.advance(by: 0.5)
    expectClose(rig.x, 50)
    rig.engine.runUntilIdle()
    #expect(rig.animator.state == .active)
    #expect(rig.animator.fractionComplete == 0)
    #expect(rig.log.positions.isEmpty)
    rig.animator.stopAnimation(false)
    rig.animator.finishAnimation(at: .start)
    #expect(rig.log.positions == [.start])
    #expect(rig.box.center.x == 0)
  }

  @Test(
    "addAnimations(delayFactor:) starts the block at delayFactor of the duration and ends with it",
    arguments: [0.0, 0.25, 0.5, 0.8])
  func delayFactor(factor: Double) {
    let rig = Rig(moves: false)
    rig.animator.addAnimations({ rig.box.alpha = 0 }, delayFactor: factor)
    rig.animator.startAnimation()
    rig.engine.advance(to: factor)
    #expect(rig.box.presentation.alpha == 1)
    rig.engine.advance(to: factor + (1 - factor) / 2)
    expectClose(rig.box.presentation.alpha, 0.5)
    rig.engine.advance(to: 1)
    #expect(rig.box.presentation.alpha == 0)
    #expect(rig.log.positions == [.end])
  }

  @Test("animations added while running start after delayFactor of the remaining time")
  func addWhileRunning() {
    let rig = Rig()
    rig.animator.startAnimation()
    rig.engine.advance(to: 0.5)
    rig.animator.addAnimations({ rig.box.alpha = 0 }, delayFactor: 0.5)
    rig.engine.advance(to: 0.75)
    #expect(rig.box.presentation.alpha == 1)
    rig.engine.advance(to: 0.875)
    expectClose(rig.box.presentation.alpha, 0.5)
    rig.engine.advance(to: 1)
    #expect(rig.box.presentation.alpha == 0)
    #expect(rig.log.positions == [.end])
  }

  @Test("completions run once each, in the order added, with the final position")
  func completionOrder() {
    let rig = Rig()
    var order: [String] = []
    rig.animator.addCompletion { order.append("second \($0.rawValue)") }
    rig.animator.addCompletion { order.append("third \($0.rawValue)") }
    rig.animator.startAnimation()
    rig.engine.runUntilIdle()
    #expect(rig.log.positions == [.end])
    #expect(order == ["second end", "third end"])
  }

  @Test("the damping-ratio initializer runs a spring that lasts exactly the duration")
  func springAnimator() {
    let engine = Engine()
    let box = engine.makeWindowView(name: "box", frame: Rect(x: 0, y: 0, width: 10, height: 10))
    let animator = PropertyAnimator(engine: engine, duration: 0.6, dampingRatio: 0.5) {
      box.center = Point(x: 200, y: 5)
    }
    let log = PositionLog()
    animator.addCompletion(log.handler)
    animator.startAnimation()
    engine.runUntilIdle()
    #expect(engine.now == 0.6)
    #expect(log.positions == [.end])
    #expect(animator.timingCurve.name == "spring(damping:0.5,velocity:0)")
  }

  @Test("the trace follows the animator through its states")
  func traced() {
    let rig = Rig()
    rig.animator.startAnimation()
    rig.engine.advance(to: 0.5)
    rig.animator.pauseAnimation()
    rig.animator.startAnimation()
    rig.engine.runUntilIdle()
    #expect(
      rig.engine.trace.events(of: .propertyAnimator).map(\.description) == [
        "0 property-animator animator=3 event=start state=active",
        "0.5 property-animator animator=3 event=pause state=active",
        "0.5 property-animator animator=3 event=start state=active",
        "1 property-animator animator=3 event=end state=inactive position=end",
      ])
  }
}
