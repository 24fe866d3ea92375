import Foundation
import Testing
import TransitionEngine

/// An engine with a 100 x 100 `box` at (0, 0) in the window.
private struct Stage {
  let engine = Engine()
  let box: View

  init() {
    _ = engine.window
    box = engine.makeWindowView(name: "box", frame: Rect(x: 0, y: 0, width: 100, height: 100))
  }
}

private func scalar(_ value: Double) -> AnimatableVector {
  var vector = AnimatableVector()
  vector[0] = value
  return vector
}

private func point(_ x: Double, _ y: Double) -> AnimatableVector {
  var vector = AnimatableVector()
  (vector[0], vector[1]) = (x, y)
  return vector
}

private func basic(
  _ keyPath: String, from: AnimatableVector? = nil, to: AnimatableVector? = nil,
  by: AnimatableVector? = nil, duration: Double = 1
) -> LayerAnimation {
  var animation = LayerAnimation(
    .basic(.init(from: from, to: to, by: by)), keyPath: keyPath)
  animation.timing.duration = duration
  return animation
}

/// What the delegate calls of animations said, in order.
private final class DelegateLog {
  var events: [String] = []

  func attach(_ animation: inout LayerAnimation, _ name: String) {
    animation.didStart = { [unowned self] in events.append("\(name) start") }
    animation.didStop = { [unowned self] finished in
      events.append("\(name) stop \(finished)")
    }
  }
}

@Suite struct LayerAnimationTests {
  @Test func basicChangesThePresentationAndSnapsBack() throws {
    let stage = Stage()
    try stage.box.add(basic("opacity", from: scalar(1), to: scalar(0)), forKey: "fade")
    stage.engine.advance(by: 0.25)
    #expect(abs(stage.box.presentation.alpha - 0.75) < 1e-9)
    #expect(stage.box.alpha == 1)
    stage.engine.advance(by: 1)
    // Removed at its end: the layer shows its model value again.
    #expect(stage.box.presentation.alpha == 1)
    #expect(stage.box.animationKeys().isEmpty)
  }

  @Test func forwardsFillKeepsTheEndValueWhileNotRemoved() throws {
    let stage = Stage()
    var animation = basic("position.x", from: scalar(50), to: scalar(250))
    animation.timing.fillMode = .forwards
    animation.isRemovedOnCompletion = false
    try stage.box.add(animation, forKey: "move")
    stage.engine.advance(by: 2)
    #expect(stage.box.presentation.center.x == 250)
    #expect(stage.box.center.x == 50)
    #expect(stage.box.animationKeys() == ["move"])
  }

  @Test func removedOnCompletionIgnoresForwardsFill() throws {
    let stage = Stage()
    var animation = basic("position.x", from: scalar(50), to: scalar(250))
    animation.timing.fillMode = .forwards
    try stage.box.add(animation, forKey: "move")
    stage.engine.advance(by: 2)
    #expect(stage.box.presentation.center.x == 50)
  }

  @Test(arguments: [
    (MediaTiming.FillMode.removed, 1.0), (.backwards, 0.2), (.both, 0.2), (.forwards, 1.0),
  ])
  func backwardsFillShowsFromValueBeforeTheBegin(
    mode: MediaTiming.FillMode, shown: Double
  )
    throws
  {
    let stage = Stage()
    var animation = basic("opacity", from: scalar(0.2), to: scalar(0.6))
    animation.timing.beginTime = stage.engine.mediaTime + 1
    animation.timing.fillMode = mode
    try stage.box.add(animation, forKey: "fade")
    stage.engine.advance(by: 0.5)
    #expect(stage.box.presentation.alpha == shown)
    stage.engine.advance(by: 1)
    #expect(abs(stage.box.presentation.alpha - 0.4) < 1e-9)
  }

  @Test func valuePairsFollowCoreAnimationsRules() throws {
    let cases: [(AnimatableVector?, AnimatableVector?, AnimatableVector?, Double, Double)] = [
      (scalar(10), scalar(30), nil, 10, 30),
      (scalar(10), nil, scalar(5), 10, 15),
      (nil, scalar(30), scalar(5), 25, 30),
      (scalar(10), nil, nil, 10, 0),
      (nil, scalar(30), nil, 0, 30),
      (nil, nil, scalar(5), 0, 5),
    ]
    for (from, to, by, start, end) in cases {
      let stage = Stage()
      try stage.box.add(basic("cornerRadius", from: from, to: to, by: by), forKey: "r")
      #expect(stage.box.presentation.cornerRadius == start)
      stage.engine.advance(by: 0.999999)
      #expect(abs(stage.box.presentation.cornerRadius - end) < 1e-3)
    }
  }

  @Test func toValueAloneStartsFromWhatIsOnScreen() throws {
    let stage = Stage()
    try stage.box.add(basic("opacity", from: scalar(1), to: scalar(0)), forKey: "a")
    stage.engine.advance(by: 0.5)
    try stage.box.add(basic("opacity", to: scalar(1)), forKey: "b")
    #expect(abs(stage.box.presentation.alpha - 0.5) < 1e-9)
  }

  @Test func durationZeroMeansAQuarterSecond() throws {
    let stage = Stage()
    let log = DelegateLog()
    var animation = basic("opacity", from: scalar(0), to: scalar(1), duration: 0)
    log.attach(&animation, "a")
    try stage.box.add(animation, forKey: "a")
    stage.engine.runUntilIdle()
    #expect(stage.engine.now == 0.25)
    #expect(log.events == ["a start", "a stop true"])
  }

  @Test func repeatAndAutoreverse() throws {
    let stage = Stage()
    var animation = basic("opacity", from: scalar(0), to: scalar(1))
    animation.timing.autoreverses = true
    animation.timing.repeatCount = 2
    try stage.box.add(animation, forKey: "pulse")
    stage.engine.advance(by: 0.5)
    #expect(stage.box.presentation.alpha == 0.5)
    stage.engine.advance(by: 1)
    #expect(stage.box.presentation.alpha == 0.5)
    stage.engine.advance(by: 1)
    #expect(stage.box.presentation.alpha == 0.5)
    #expect(stage.box.animationKeys() == ["pulse"])
    stage.engine.runUntilIdle()
    #expect(stage.engine.now == 4)
    #expect(stage.box.animationKeys().isEmpty)
  }

  @Test(arguments: ["transform.rotation", "transform.rotation.z"])
  func rotationKeyPathsTurn(keyPath: String) throws {
    let stage = Stage()
    try stage.box.add(basic(keyPath, from: scalar(0), to: scalar(.pi)), forKey: "spin")
    stage.engine.advance(by: 0.5)
    let transform = stage.box.presentation.transform
    // Half way a turn of pi is a quarter turn, not the collapsed matrix of a lerp.
    #expect(abs(transform.a) < 1e-9)
    #expect(abs(transform.b - 1) < 1e-9)
    #expect(abs(transform.c + 1) < 1e-9)
  }

  @Test func rotationAboutYTurnsInDepth() throws {
    let stage = Stage()
    try stage.box.add(
      basic("transform.rotation.y", from: scalar(0), to: scalar(.pi)), forKey: "flip")
    stage.engine.advance(by: 0.5)
    let transform = stage.box.presentation.transform3D
    #expect(abs(transform.m11) < 1e-9)
    #expect(abs(transform.m13 + 1) < 1e-9)
  }

  @Test func scaleAndTranslationKeyPaths() throws {
    let stage = Stage()
    try stage.box.add(basic("transform.scale", from: scalar(1), to: scalar(3)), forKey: "grow")
    try stage.box.add(
      basic("transform.translation.x", from: scalar(0), to: scalar(40)), forKey: "slide")
    stage.engine.advance(by: 0.5)
    let transform = stage.box.presentation.transform
    #expect(transform.a == 2)
    #expect(transform.d == 2)
    #expect(transform.tx == 20)
  }

  @Test func springSettlesAndIsCutAtItsDuration() throws {
    let stage = Stage()
    var spring = LayerAnimation.SpringParameters()
    spring.damping = 5
    var animation = LayerAnimation(
      .spring(.init(from: scalar(0), to: scalar(100)), spring), keyPath: "position.y")
    animation.timing.duration = spring.settlingDuration
    animation.timing.fillMode = .forwards
    animation.isRemovedOnCompletion = false
    try stage.box.add(animation, forKey: "bounce")
    stage.engine.advance(by: 0.3)
    // Underdamped: it overshoots its target on the way.
    #expect(stage.box.presentation.center.y > 100)
    stage.engine.runUntilIdle()
    #expect(abs(stage.box.presentation.center.y - 100) < 0.1)
    #expect(spring.settlingDuration > 1)
  }

  @Test func keyframesFollowTheirKeyTimes() throws {
    let stage = Stage()
    var animation = LayerAnimation(
      .keyframes(
        .init(values: [scalar(0), scalar(100), scalar(50)], keyTimes: [0, 0.25, 1])),
      keyPath: "position.x")
    animation.timing.duration = 1
    try stage.box.add(animation, forKey: "k")
    stage.engine.advance(by: 0.125)
    #expect(stage.box.presentation.center.x == 50)
    stage.engine.advance(by: 0.5)
    #expect(stage.box.presentation.center.x == 75)
  }

  @Test func discreteKeyframesJump() throws {
    let stage = Stage()
    var animation = LayerAnimation(
      .keyframes(.init(values: [scalar(0), scalar(10)], calculationMode: .discrete)),
      keyPath: "opacity")
    animation.timing.duration = 1
    try stage.box.add(animation, forKey: "k")
    stage.engine.advance(by: 0.4)
    #expect(stage.box.presentation.alpha == 0)
    stage.engine.advance(by: 0.2)
    #expect(stage.box.presentation.alpha == 10)
  }

  @Test func pacedKeyframesMoveAtOneSpeed() throws {
    let stage = Stage()
    var animation = LayerAnimation(
      .keyframes(
        .init(values: [point(0, 0), point(30, 0), point(30, 10)], calculationMode: .paced)),
      keyPath: "position")
    animation.timing.duration = 1
    try stage.box.add(animation, forKey: "k")
    stage.engine.advance(by: 0.5)
    #expect(abs(stage.box.presentation.center.x - 20) < 1e-9)
  }

  @Test func groupClipsItsChildren() throws {
    let stage = Stage()
    let long = basic("opacity", from: scalar(0), to: scalar(1), duration: 4)
    var late = basic("cornerRadius", from: scalar(0), to: scalar(10), duration: 1)
    late.timing.beginTime = 0.5
    var group = LayerAnimation(.group([long, late]), keyPath: nil)
    group.timing.duration = 1
    try stage.box.add(group, forKey: "g")
    stage.engine.advance(by: 0.25)
    #expect(stage.box.presentation.alpha == 0.0625)
    #expect(stage.box.presentation.cornerRadius == 0)
    stage.engine.advance(by: 0.5)
    #expect(stage.box.presentation.cornerRadius == 2.5)
    stage.engine.runUntilIdle()
    #expect(stage.engine.now == 1)
    #expect(stage.box.presentation.alpha == 1)
  }

  @Test func delegateHearsStartAndStopOnTheClock() throws {
    let stage = Stage()
    let log = DelegateLog()
    var first = basic("opacity", from: scalar(0), to: scalar(1))
    log.attach(&first, "first")
    var second = basic("cornerRadius", from: scalar(0), to: scalar(1))
    second.timing.beginTime = 0.5
    log.attach(&second, "second")
    try stage.box.add(first, forKey: "first")
    try stage.box.add(second, forKey: "second")
    #expect(log.events.isEmpty)
    stage.engine.advance(by: 0.25)
    #expect(log.events == ["first start"])
    stage.box.removeAnimation(forKey: "first")
    #expect(log.events == ["first start"])
    stage.engine.advance(by: 0)
    #expect(log.events == ["first start", "first stop false"])
    stage.engine.runUntilIdle()
    #expect(log.events == ["first start", "first stop false", "second start", "second stop true"])
  }

  @Test func sameKeyReplacesTheRunningAnimation() throws {
    let stage = Stage()
    let log = DelegateLog()
    var first = basic("opacity", from: scalar(0), to: scalar(1))
    log.attach(&first, "first")
    try stage.box.add(first, forKey: "fade")
    try stage.box.add(basic("opacity", from: scalar(0.5), to: scalar(0.5)), forKey: "fade")
    stage.engine.advance(by: 0.25)
    #expect(stage.box.presentation.alpha == 0.5)
    #expect(stage.box.animationKeys() == ["fade"])
    #expect(log.events == ["first stop false"])
  }

  @Test func removeAllStopsEveryAnimationUnfinished() throws {
    let stage = Stage()
    let log = DelegateLog()
    var a = basic("opacity", from: scalar(0), to: scalar(1))
    log.attach(&a, "a")
    var b = basic("borderWidth", from: scalar(0), to: scalar(1))
    log.attach(&b, "b")
    try stage.box.add(a, forKey: "a")
    try stage.box.add(b, forKey: "b")
    #expect(stage.box.animationKeys() == ["a", "b"])
    #expect(stage.box.animation(forKey: "b")?.keyPath == "borderWidth")
    stage.box.removeAllAnimations()
    stage.engine.runUntilIdle()
    #expect(log.events == ["a stop false", "b stop false"])
    #expect(stage.box.presentation.alpha == 1)
  }

  @Test func unsupportedKeyPathIsRefusedByName() {
    let stage = Stage()
    #expect(throws: LayerAnimationError.unsupportedKeyPath("contentsRect")) {
      try stage.box.add(basic("contentsRect", to: scalar(1)), forKey: "c")
    }
    #expect(
      LayerAnimationError.unsupportedKeyPath("contentsRect").description
        == "key path 'contentsRect' is not one the host animates; docs/ENGINE.md lists the key paths"
    )
    #expect(stage.box.animationKeys().isEmpty)
  }

  @Test func mismatchedKeyTimesAreRefused() {
    let stage = Stage()
    let animation = LayerAnimation(
      .keyframes(.init(values: [scalar(0), scalar(1)], keyTimes: [0, 0.5, 1])),
      keyPath: "opacity")
    #expect(
      throws: LayerAnimationError.keyframeMismatch(
        keyPath: "opacity", reason: "3 keyTimes for 2 values")
    ) {
      try stage.box.add(animation, forKey: "k")
    }
  }

  @Test func layerSpeedZeroScrubsByTimeOffset() throws {
    let stage = Stage()
    let log = DelegateLog()
    var animation = basic("position.x", from: scalar(0), to: scalar(200), duration: 2)
    log.attach(&animation, "move")
    stage.box.layerSpeed = 0
    stage.box.layerTimeOffset = 0
    try stage.box.add(animation, forKey: "move")
    stage.engine.advance(by: 5)
    #expect(stage.box.presentation.center.x == 0)
    stage.box.layerTimeOffset = 0.5
    #expect(stage.box.presentation.center.x == 50)
    // Resume, the classic way: speed 1, begin time so that layer time carries on.
    let paused = stage.box.layerTimeOffset
    stage.box.layerSpeed = 1
    stage.box.layerTimeOffset = 0
    stage.box.layerBeginTime = 0
    stage.box.layerBeginTime = stage.box.convertTime(fromParent: stage.engine.mediaTime) - paused
    #expect(stage.box.presentation.center.x == 50)
    stage.engine.advance(by: 0.5)
    #expect(stage.box.presentation.center.x == 100)
    stage.engine.runUntilIdle()
    #expect(stage.engine.now == 6.5)
    #expect(log.events == ["move start", "move stop true"])
  }

  @Test func explicitAnimationsAreSampled() throws {
    let stage = Stage()
    _ = stage.engine.sampler.sample()
    try stage.box.add(basic("opacity", from: scalar(0), to: scalar(1)), forKey: "fade")
    stage.engine.advance(by: 0.5)
    let sample = stage.engine.sampler.sample().first { $0.name == "box" }
    #expect(sample?.state.alpha == 0.5)
    stage.engine.advance(by: 1)
    let after = stage.engine.sampler.sample().first { $0.name == "box" }
    #expect(after?.state.alpha == 1)
  }
}
