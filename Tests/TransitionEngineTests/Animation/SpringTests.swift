import Testing
import TransitionEngine

#if canImport(Glibc)
  import Glibc
#endif

/// The largest progress a spring reaches, sampled `samples` times over its duration.
private func peak(of spring: SpringCurve, samples: Int = 20_000) -> Double {
  (0...samples).map { spring.value(at: spring.duration * Double($0) / Double(samples)) }.max() ?? 0
}

/// An engine with `box#2` centred at (50, 50) in the window.
private func makeStage() -> (Engine, View, CompletionLog) {
  let engine = Engine()
  _ = engine.window
  let box = engine.makeWindowView(name: "box", frame: Rect(x: 0, y: 0, width: 100, height: 100))
  return (engine, box, CompletionLog(engine: engine))
}

@Suite("Springs")
struct SpringTests {
  @Test("the damping-ratio form lasts exactly its duration", arguments: [0.3, 0.5, 1, 2])
  func dampingFormDuration(duration: Double) {
    let (engine, box, log) = makeStage()
    engine.animate(
      withDuration: duration, usingSpringWithDamping: 0.6, initialSpringVelocity: 0,
      animations: { box.center = Point(x: 250, y: 50) }, completion: log.handler)
    engine.advance(to: duration * 0.999)
    #expect(log.calls.isEmpty)
    #expect(box.isAnimating)
    engine.advance(to: duration)
    #expect(log.calls == [true])
    #expect(log.times == [duration])
    #expect(box.presentation.center == Point(x: 250, y: 50))
  }

  @Test(
    "the damping-ratio form has settled within 0.2% over the last 5% of its duration",
    arguments: [0.05, 0.2, 0.5, 0.8, 1])
  func dampingFormSettles(dampingRatio: Double) {
    let spring = SpringCurve(dampingRatio: dampingRatio, initialVelocity: 0, duration: 0.8)
    #expect(spring.duration == 0.8)
    for step in 0...100 {
      let time = 0.8 * (0.95 + 0.05 * Double(step) / 100)
      expectClose(spring.value(at: time), 1, tolerance: 0.002, "t=\(time)")
    }
    #expect(TimingCurve.spring(spring).progress(1) == 1)
  }

  @Test(
    "a damping ratio of 1 or more never overshoots and never goes back",
    arguments: [1.0, 1.5, 3])
  func criticalNeverOvershoots(dampingRatio: Double) {
    let spring = SpringCurve(dampingRatio: dampingRatio, initialVelocity: 0, duration: 1)
    var previous = 0.0
    for step in 0...2_000 {
      let value = spring.value(at: Double(step) / 2_000)
      #expect(value <= 1)
      #expect(value >= previous - 1e-12)
      previous = value
    }
  }

  @Test("a critically damped spring animation never passes its target on screen")
  func criticalOnScreen() {
    let (engine, box, _) = makeStage()
    engine.animate(
      withDuration: 1, usingSpringWithDamping: 1, initialSpringVelocity: 0,
      animations: { box.center = Point(x: 250, y: 50) })
    var largest = 0.0
    while engine.now < 1 {
      engine.advance(by: 0.005)
      largest = max(largest, box.presentation.center.x)
    }
    #expect(largest == 250)
  }

  @Test(
    "a damping ratio below 1 overshoots by exp(-πζ/√(1-ζ²))",
    arguments: [
      (0.2, 0.526621), (0.4, 0.253827), (0.5, 0.163034), (0.6, 0.094780), (0.8, 0.015165),
    ])
  func underdampedOvershoots(dampingRatio: Double, overshoot: Double) {
    let spring = SpringCurve(dampingRatio: dampingRatio, initialVelocity: 0, duration: 1)
    expectClose(peak(of: spring), 1 + overshoot, tolerance: 1e-4)
  }

  @Test(
    "the initial velocity is the slope of progress at the start, in distances per second",
    arguments: [(0.5, 0.0), (0.5, 2), (1, 1), (1, -3), (2, 0.5), (0.3, 10)])
  func initialVelocity(dampingRatio: Double, velocity: Double) {
    let spring = SpringCurve(dampingRatio: dampingRatio, initialVelocity: velocity, duration: 1)
    let step = 1e-7
    expectClose(spring.value(at: 0), 0, tolerance: 1e-12)
    expectClose((spring.value(at: step) - spring.value(at: 0)) / step, velocity, tolerance: 1e-3)
  }

  @Test("a velocity of 0.5 moves a 200 pt animation at 100 pt/s at first")
  func velocityOnScreen() {
    let (engine, box, _) = makeStage()
    engine.animate(
      withDuration: 1, usingSpringWithDamping: 1, initialSpringVelocity: 0.5,
      animations: { box.center = Point(x: 250, y: 50) })
    engine.advance(by: 1e-5)
    expectClose((box.presentation.center.x - 50) / 1e-5, 100, tolerance: 0.5)
  }

  @Test(
    "a bounce of 0 is critically damped, with a natural period equal to the duration",
    arguments: [0.25, 0.5, 1])
  func bounceZero(duration: Double) {
    let spring = SpringCurve(perceptualDuration: duration, bounce: 0, initialVelocity: 0)
    #expect(spring.dampingRatio == 1)
    expectClose(spring.angularFrequency, 2 * Double.pi / duration, tolerance: 1e-12)
    #expect(peak(of: spring, samples: 2_000) <= 1)
  }

  @Test(
    "a positive bounce gives damping 1 - bounce; a negative one 1 / (1 + bounce)",
    arguments: [(0.0, 1.0), (0.3, 0.7), (0.5, 0.5), (-0.5, 2), (-0.2, 1.25)])
  func bounceToDamping(bounce: Double, dampingRatio: Double) {
    let spring = SpringCurve(perceptualDuration: 0.5, bounce: bounce, initialVelocity: 0)
    expectClose(spring.dampingRatio, dampingRatio, tolerance: 1e-12)
  }

  @Test(
    "the settling duration of the bounce form is longer than its perceptual duration",
    arguments: [(0.0, 0.7353), (0.3, 0.8236), (0.5, 1.1223)])
  func settlingLongerThanPerceptual(bounce: Double, settling: Double) {
    let spring = SpringCurve(perceptualDuration: 0.5, bounce: bounce, initialVelocity: 0)
    #expect(spring.duration > 0.5)
    expectClose(spring.duration, settling, tolerance: 0.001)
    expectClose(spring.value(at: spring.duration), 1, tolerance: 0.001)
  }

  @Test(
    "the iOS 17 form animates until the spring settles",
    arguments: [(0.5, 0.0), (0.5, 0.3), (0.25, 0.15)])
  func bounceFormOnScreen(duration: Double, bounce: Double) {
    let (engine, box, log) = makeStage()
    let spring = SpringCurve(perceptualDuration: duration, bounce: bounce, initialVelocity: 0)
    engine.animate(
      springDuration: duration, bounce: bounce, animations: { box.center = Point(x: 250, y: 50) },
      completion: log.handler)
    engine.advance(to: duration)
    #expect(box.isAnimating)
    #expect(log.calls.isEmpty)
    engine.advance(to: spring.duration * 0.999)
    expectClose(box.presentation.center.x, 250, tolerance: 0.5)
    engine.advance(to: spring.duration)
    #expect(log.calls == [true])
    #expect(log.times == [spring.duration])
  }

  @Test("the iOS 17 form defaults to half a second and no bounce")
  func bounceFormDefaults() {
    let (engine, box, log) = makeStage()
    engine.animate(animations: { box.alpha = 0 }, completion: log.handler)
    engine.runUntilIdle()
    let expected = SpringCurve(perceptualDuration: 0.5, bounce: 0, initialVelocity: 0)
    #expect(log.times == [expected.duration])
    let began = engine.trace.events(of: .animationBegan).first
    #expect(began?[field: "curve"] == "spring(damping:1,velocity:0)")
  }

  @Test("a spring duration of zero applies the changes at once")
  func bounceFormZeroDuration() {
    let (engine, box, log) = makeStage()
    engine.animate(springDuration: 0, animations: { box.alpha = 0 }, completion: log.handler)
    #expect(!box.isAnimating)
    #expect(box.presentation.alpha == 0)
    engine.advance(by: 0)
    #expect(log.calls == [true])
  }

  @Test("a damping ratio of zero is raised to the minimum so the spring still comes to rest")
  func minimumDamping() {
    let spring = SpringCurve(dampingRatio: 0, initialVelocity: 0, duration: 1)
    #expect(spring.dampingRatio == SpringCurve.minimumDampingRatio)
    expectClose(spring.value(at: 0.99), 1, tolerance: 0.002)
  }

  @Test("the trace names a spring by its damping and velocity")
  func traceName() {
    let (engine, box, _) = makeStage()
    engine.animate(
      withDuration: 0.4, usingSpringWithDamping: 0.5, initialSpringVelocity: 2,
      animations: { box.alpha = 0 })
    #expect(
      engine.trace.events(of: .animationBegan).map(\.description) == [
        "0 animation.begin group=3 label=spring duration=0.4 delay=0 "
          + "curve=spring(damping:0.5,velocity:2) properties=box#2.alpha"
      ])
  }
}
