import Testing
import TransitionEngine

/// Runs the same busy script on `engine`, advancing in steps of `step` seconds, and
/// returns every sample taken on the way.
private func runScript(on engine: Engine, step: Double) -> [[ViewSample]] {
  let root = engine.window.rootView
  let card = engine.makeWindowView(
    name: "card", frame: Rect(x: 20, y: 100, width: 200, height: 120))
  let badge = engine.makeView(name: "badge", frame: Rect(x: 5, y: 5, width: 20, height: 20))
  let sheet = engine.makeView(name: "sheet", frame: Rect(x: 0, y: 844, width: 390, height: 400))
  card.addSubview(badge)
  root.insertSubview(sheet, belowSubview: card)
  root.insertSubview(engine.makeView(name: "stray"), aboveSubview: badge)
  engine.animate(withDuration: 0.4, delay: 0.1, options: .curveEaseOut) {
    sheet.frame = Rect(x: 0, y: 444, width: 390, height: 400)
    card.alpha = 0.5
  }
  engine.animate(
    withDuration: 0.6, usingSpringWithDamping: 0.7, initialSpringVelocity: 1.5,
    animations: { badge.transform = AffineTransform(rotationAngle: 0.3) })
  engine.animate(springDuration: 0.3, bounce: 0.2, animations: { badge.cornerRadius = 10 })
  engine.animateKeyframes(withDuration: 0.8, calculationMode: .cubic) {
    engine.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.3) {
      card.center = Point(x: 200, y: 200)
    }
    engine.addKeyframe(withRelativeStartTime: 0.3, relativeDuration: 0.7) {
      card.center = Point(x: 120, y: 300)
    }
  }
  let animator = PropertyAnimator(engine: engine, duration: 0.5, timingCurve: .easeIn) {
    card.backgroundColor = Color(red: 0.2, green: 0.4, blue: 0.6)
  }
  animator.addCompletion { _ in card.isHidden = false }
  animator.pauseAnimation()
  animator.fractionComplete = 0.4
  var samples: [[ViewSample]] = [engine.sampler.sample()]
  var steps = 0
  while !engine.isIdle || steps < 3 {
    engine.advance(by: step)
    steps += 1
    samples.append(engine.sampler.sample())
    if steps == 3 {
      engine.animate(withDuration: 0.2) { card.alpha = 1 }
      let snapshot = card.snapshotView(afterScreenUpdates: false)
      root.addSubview(snapshot)
      animator.continueAnimation(withTimingCurve: .linear, durationFactor: 0.5)
    }
    if steps == 5 { animator.isReversed = true }
  }
  _ = badge.snapshotView(afterScreenUpdates: false)
  return samples
}

@Suite("Determinism")
struct DeterminismTests {
  @Test(
    "the same calls on two fresh engines give byte-identical traces and samples",
    arguments: [1.0 / 60, 0.05, 0.125])
  func identicalRuns(step: Double) {
    let first = Engine()
    let second = Engine()
    let firstSamples = runScript(on: first, step: step)
    let secondSamples = runScript(on: second, step: step)
    #expect(first.trace.text == second.trace.text)
    #expect(firstSamples == secondSamples)
    #expect(first.now == second.now)
    #expect(first.trace.events.count > 20)
    #expect(first.violations == second.violations)
  }

  @Test("the trace of a small script is exactly what it says")
  func exactTrace() {
    let engine = Engine()
    _ = engine.window
    let box = engine.makeWindowView(name: "box", frame: Rect(x: 0, y: 0, width: 10, height: 10))
    engine.animate(withDuration: 0.5, options: .curveLinear) { box.alpha = 0 }
    engine.runUntilIdle()
    #expect(
      engine.trace.text == """
        0 view.add view=box#2 superview=window#1 index=0
        0 animation.begin group=3 label=animate duration=0.5 delay=0 curve=linear properties=box#2.alpha
        0.5 animation.end group=3 label=animate finished=true

        """)
  }

  @Test("the clock never moves unless it is advanced")
  func clockStandsStill() {
    let engine = Engine()
    let box = engine.makeWindowView(name: "box", frame: Rect(x: 0, y: 0, width: 10, height: 10))
    engine.animate(withDuration: 1, options: .curveLinear) { box.alpha = 0 }
    let animator = PropertyAnimator(engine: engine, duration: 1) { box.cornerRadius = 5 }
    animator.startAnimation()
    for _ in 0..<3 {
      _ = engine.sampler.sample()
      _ = box.snapshotView(afterScreenUpdates: false)
      #expect(box.presentation.alpha == 1)
      #expect(animator.fractionComplete == 0)
    }
    #expect(engine.now == 0)
    #expect(engine.trace.events.allSatisfy { $0.time == 0 })
    engine.advance(by: 0.25)
    #expect(engine.now == 0.25)
    expectClose(box.presentation.alpha, 0.75)
  }

  @Test(
    "the clock never goes backwards or moves by a non-finite amount",
    arguments: [-1.0, -0.001, .nan, .infinity, -.infinity])
  func clockIgnoresBadIntervals(interval: Double) {
    let engine = Engine()
    engine.advance(by: 2)
    engine.advance(by: interval)
    #expect(engine.now == 2)
    engine.advance(to: 1)
    #expect(engine.now == 2)
  }

  @Test("runUntilIdle stops at the last event")
  func runUntilIdle() {
    let engine = Engine()
    let box = engine.makeWindowView(name: "box", frame: Rect(x: 0, y: 0, width: 10, height: 10))
    engine.animate(withDuration: 0.7, delay: 0.2) { box.alpha = 0 }
    engine.animate(withDuration: 0.3) { box.center = Point(x: 1, y: 1) }
    #expect(!engine.isIdle)
    #expect(engine.runUntilIdle())
    #expect(engine.now == 0.2 + 0.7)
    #expect(engine.isIdle)
  }

  @Test("runUntilIdle gives up at its limit")
  func runUntilIdleLimit() {
    let engine = Engine()
    let box = engine.makeWindowView(name: "box", frame: Rect(x: 0, y: 0, width: 10, height: 10))
    engine.animate(withDuration: 100) { box.alpha = 0 }
    #expect(!engine.runUntilIdle(limit: 60))
    #expect(engine.now == 60)
    #expect(box.isAnimating)
  }

  @Test("a disabled trace records nothing while the engine works the same")
  func disabledTrace() {
    let quiet = Engine(configuration: Engine.Configuration(isTracing: false))
    let loud = Engine()
    let quietSamples = runScript(on: quiet, step: 0.05)
    let loudSamples = runScript(on: loud, step: 0.05)
    #expect(quiet.trace.events.isEmpty)
    #expect(quiet.trace.text == "")
    #expect(quietSamples == loudSamples)
  }
}
