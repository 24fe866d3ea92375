import Testing
import TransitionEngine

/// The Bézier values of UIKit's curves at time fractions 0.25, 0.5 and 0.75.
private let curveSamples: [(AnimationCurve, [Double])] = [
  (.linear, [0.25, 0.5, 0.75]),
  (.easeInOut, [0.129162, 0.5, 0.870838]),
  (.easeIn, [0.093465, 0.315357, 0.621862]),
  (.easeOut, [0.378138, 0.684643, 0.906535]),
]

/// Nested blocks: the inner block's options, a time, the inner view's alpha then, and when
/// the inner animation ends. The outer block lasts 2 s with a linear curve.
private let nestedCases: [(AnimationOptions, Double, Double, Double)] = [
  (.curveEaseIn, 1.0, 0.5, 2.0),
  ([.curveEaseIn, .overrideInheritedDuration], 0.25, 0.5, 0.5),
  ([.curveEaseIn, .overrideInheritedCurve], 1.0, 1 - 0.315357, 2.0),
  ([.curveEaseIn, .overrideInheritedDuration, .overrideInheritedCurve], 0.25, 1 - 0.315357, 0.5),
]

/// An engine with `box#2` at (0, 0, 100, 100) in the window (`window#1`).
private struct Stage {
  let engine = Engine()
  let box: View
  let log: CompletionLog

  init() {
    _ = engine.window
    box = engine.makeWindowView(name: "box", frame: Rect(x: 0, y: 0, width: 100, height: 100))
    log = CompletionLog(engine: engine)
  }

  func makeView(_ name: String) -> View {
    engine.makeWindowView(name: name, frame: Rect(x: 0, y: 0, width: 100, height: 100))
  }
}

/// Sets `property` of `view` to a fixed value different from the defaults.
private func setTarget(_ property: AnimatableProperty, on view: View) {
  switch property {
  case .center: view.center = Point(x: 250, y: 350)
  case .bounds: view.bounds = Rect(x: 10, y: 20, width: 300, height: 500)
  case .transform: view.transform = AffineTransform(scaleX: 3, y: 0.5)
  case .alpha: view.alpha = 0
  case .backgroundColor: view.backgroundColor = Color(red: 1, green: 0.5, blue: 0, alpha: 1)
  case .cornerRadius: view.cornerRadius = 20
  case .anchorPoint: view.anchorPoint = Point(x: 0, y: 1)
  case .zPosition: view.zPosition = 5
  case .sublayerTransform:
    var perspective = Transform3D.identity
    perspective.m34 = -1.0 / 500
    view.sublayerTransform = perspective
  case .shadowColor: view.shadowColor = Color(red: 0, green: 0, blue: 1)
  case .shadowOpacity: view.shadowOpacity = 0.5
  case .shadowOffset: view.shadowOffset = Size(width: 4, height: 8)
  case .shadowRadius: view.shadowRadius = 12
  case .borderWidth: view.borderWidth = 2
  case .borderColor: view.borderColor = .white
  }
}

@Suite("UIView.animate")
struct AnimateTests {
  @Test("the model changes at once and the screen follows the clock")
  func modelAtOnce() {
    let stage = Stage()
    stage.engine.animate(withDuration: 1, options: .curveLinear) {
      stage.box.center = Point(x: 150, y: 50)
    }
    #expect(stage.box.center == Point(x: 150, y: 50))
    #expect(stage.box.presentation.center == Point(x: 50, y: 50))
    #expect(stage.box.isAnimating)
    stage.engine.advance(by: 0.5)
    expectClose(stage.box.presentation.center, Point(x: 100, y: 50))
    stage.engine.advance(by: 0.5)
    #expect(stage.box.presentation.center == Point(x: 150, y: 50))
    #expect(!stage.box.isAnimating)
  }

  @Test("an animation lasts exactly its duration", arguments: [0.1, 0.25, 1, 2.5])
  func lastsDuration(duration: Double) {
    let stage = Stage()
    stage.engine.animate(
      withDuration: duration, options: .curveLinear, animations: { stage.box.alpha = 0 },
      completion: stage.log.handler)
    stage.engine.advance(to: duration / 2)
    expectClose(stage.box.presentation.alpha, 0.5)
    stage.engine.advance(to: duration * 0.999)
    #expect(stage.log.calls.isEmpty)
    #expect(stage.box.isAnimating)
    stage.engine.advance(to: duration)
    #expect(stage.log.calls == [true])
    #expect(stage.log.times == [duration])
    #expect(stage.box.presentation.alpha == 0)
    #expect(!stage.box.isAnimating)
  }

  @Test(
    "during the delay the old value is shown, then the animation runs for its duration",
    arguments: [(0.5, 1.0), (1.0, 0.25), (2.0, 2.0)])
  func delay(delay: Double, duration: Double) {
    let stage = Stage()
    stage.engine.animate(
      withDuration: duration, delay: delay, options: .curveLinear,
      animations: { stage.box.alpha = 0 }, completion: stage.log.handler)
    #expect(stage.box.alpha == 0)
    stage.engine.advance(to: delay / 2)
    #expect(stage.box.presentation.alpha == 1)
    stage.engine.advance(to: delay)
    #expect(stage.box.presentation.alpha == 1)
    stage.engine.advance(to: delay + duration / 2)
    expectClose(stage.box.presentation.alpha, 0.5)
    #expect(stage.log.calls.isEmpty)
    stage.engine.advance(to: delay + duration)
    #expect(stage.log.calls == [true])
    #expect(stage.log.times == [delay + duration])
  }

  @Test("each curve moves the screen along its Bézier values", arguments: curveSamples)
  func curves(curve: AnimationCurve, expected: [Double]) {
    let stage = Stage()
    stage.engine.animate(withDuration: 1, options: AnimationOptions(curve: curve)) {
      stage.box.center = Point(x: 150, y: 50)
    }
    for (time, progress) in zip([0.25, 0.5, 0.75], expected) {
      stage.engine.advance(to: time)
      expectClose(
        stage.box.presentation.center.x, 50 + 100 * progress, tolerance: 1e-4, "t=\(time)")
    }
  }

  @Test("the timing curves give UIKit's exact Bézier values", arguments: curveSamples)
  func curveValues(curve: AnimationCurve, expected: [Double]) {
    for (time, progress) in zip([0.25, 0.5, 0.75], expected) {
      expectClose(curve.timingCurve.progress(time), progress, tolerance: 1e-6, "t=\(time)")
    }
  }

  @Test("easeInOut is symmetric: exactly half way at half time")
  func easeInOutMidpoint() {
    expectClose(TimingCurve.easeInOut.progress(0.5), 0.5, tolerance: 1e-9)
    for time in [0.1, 0.2, 0.3, 0.4] {
      expectClose(
        TimingCurve.easeInOut.progress(time) + TimingCurve.easeInOut.progress(1 - time), 1,
        tolerance: 1e-9)
    }
  }

  @Test(
    "every curve starts at 0, ends at 1 and never goes back", arguments: AnimationCurve.allCases)
  func curveShape(curve: AnimationCurve) {
    let timing = curve.timingCurve
    #expect(timing.progress(0) == 0)
    #expect(timing.progress(1) == 1)
    #expect(timing.progress(-0.5) == 0)
    #expect(timing.progress(1.5) == 1)
    var previous = 0.0
    for step in 1...200 {
      let value = timing.progress(Double(step) / 200)
      #expect(value >= previous - 1e-12)
      previous = value
    }
  }

  @Test(
    "the curve bits of the options select the curve",
    arguments: [
      (AnimationOptions.curveEaseInOut, AnimationCurve.easeInOut, UInt(0), "easeInOut"),
      (.curveEaseIn, .easeIn, 1 << 16, "easeIn"), (.curveEaseOut, .easeOut, 2 << 16, "easeOut"),
      (.curveLinear, .linear, 3 << 16, "linear"),
    ])
  func curveBits(options: AnimationOptions, curve: AnimationCurve, raw: UInt, name: String) {
    #expect(options.rawValue == raw)
    #expect(options.curve == curve)
    #expect(AnimationOptions(curve: curve) == options)
    #expect(curve.timingCurve.name == name)
    #expect(AnimationOptions([options, .overrideInheritedDuration]).curve == curve)
  }

  @Test(
    "a duration of zero or less applies the changes at once and completes on the next clock turn",
    arguments: [0.0, -0.5, -10])
  func zeroDuration(duration: Double) {
    let stage = Stage()
    stage.engine.animate(
      withDuration: duration,
      animations: {
        stage.box.alpha = 0
        stage.box.frame = Rect(x: 10, y: 10, width: 20, height: 20)
      }, completion: stage.log.handler)
    #expect(stage.box.presentation.alpha == 0)
    #expect(stage.box.presentation.frame == Rect(x: 10, y: 10, width: 20, height: 20))
    #expect(!stage.box.isAnimating)
    #expect(stage.log.calls.isEmpty)
    stage.engine.advance(by: 0)
    #expect(stage.log.calls == [true])
    #expect(stage.engine.now == 0)
    #expect(stage.engine.trace.events(of: .animationBegan).isEmpty)
  }

  @Test(
    "a block that changes nothing completes on the next clock turn with finished true",
    arguments: [false, true])
  func noChange(setsSameValue: Bool) {
    let stage = Stage()
    stage.engine.animate(
      withDuration: 1,
      animations: {
        if setsSameValue {
          stage.box.alpha = 1
          stage.box.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        }
      }, completion: stage.log.handler)
    #expect(!stage.box.isAnimating)
    #expect(stage.log.calls.isEmpty)
    stage.engine.advance(by: 0)
    #expect(stage.log.calls == [true])
    #expect(stage.log.times == [0])
    #expect(stage.engine.trace.events(of: .animationBegan).isEmpty)
  }

  @Test(
    "a nested block inherits the outer duration and curve unless told to override them",
    arguments: nestedCases)
  func nestedInheritance(options: AnimationOptions, time: Double, alpha: Double, end: Double) {
    let stage = Stage()
    let inner = stage.makeView("inner")
    stage.engine.animate(withDuration: 2, options: .curveLinear) {
      stage.box.alpha = 0
      stage.engine.animate(
        withDuration: 0.5, options: options, animations: { inner.alpha = 0 },
        completion: stage.log.handler)
    }
    stage.engine.advance(to: time)
    expectClose(inner.presentation.alpha, alpha, tolerance: 1e-5)
    expectClose(stage.box.presentation.alpha, 1 - time / 2)
    stage.engine.runUntilIdle()
    #expect(stage.log.times == [end])
    #expect(stage.log.calls == [true])
  }

  @Test("performWithoutAnimation applies its changes at once")
  func withoutAnimation() {
    let stage = Stage()
    stage.engine.performWithoutAnimation { stage.box.alpha = 0.4 }
    #expect(stage.box.presentation.alpha == 0.4)
    #expect(!stage.box.isAnimating)
    #expect(stage.engine.isIdle)
  }

  @Test("performWithoutAnimation inside an animation block keeps its changes out of it")
  func withoutAnimationInsideBlock() {
    let stage = Stage()
    let other = stage.makeView("other")
    stage.engine.animate(withDuration: 1, options: .curveLinear) {
      stage.box.alpha = 0
      stage.engine.performWithoutAnimation { other.alpha = 0 }
    }
    stage.engine.advance(by: 0.5)
    expectClose(stage.box.presentation.alpha, 0.5)
    #expect(other.presentation.alpha == 0)
    #expect(!other.isAnimating)
  }

  @Test("an animation block inside performWithoutAnimation does not animate")
  func animateInsideWithoutAnimation() {
    let stage = Stage()
    stage.engine.performWithoutAnimation {
      stage.engine.animate(
        withDuration: 1, animations: { stage.box.alpha = 0 }, completion: stage.log.handler)
    }
    #expect(stage.box.presentation.alpha == 0)
    #expect(!stage.box.isAnimating)
    stage.engine.advance(by: 0)
    #expect(stage.log.calls == [true])
    #expect(stage.log.times == [0])
  }

  @Test(
    "every property UIKit animates in a block moves from its old value to its new one",
    arguments: AnimatableProperty.allCases.filter(\.animatesInViewBlocks))
  func animatesEachProperty(property: AnimatableProperty) {
    let stage = Stage()
    let before = stage.box.model
    stage.engine.animate(withDuration: 1, options: .curveLinear) {
      setTarget(property, on: stage.box)
    }
    let after = stage.box.model
    #expect(after.vector(for: property) != before.vector(for: property))
    stage.engine.advance(by: 0.25)
    let expected =
      before.vector(for: property) + (after.vector(for: property) - before.vector(for: property))
      * 0.25
    let shown = stage.box.presentation.vector(for: property)
    for lane in 0..<8 { expectClose(shown[lane], expected[lane], "lane \(lane)") }
    for other in AnimatableProperty.allCases where other != property {
      #expect(stage.box.presentation.vector(for: other) == before.vector(for: other))
    }
  }

  @Test("animating the frame moves its origin and size together")
  func frameAnimation() {
    let stage = Stage()
    stage.engine.animate(withDuration: 1, options: .curveLinear) {
      stage.box.frame = Rect(x: 100, y: 200, width: 300, height: 400)
    }
    stage.engine.advance(by: 0.5)
    expectClose(stage.box.presentation.frame, Rect(x: 50, y: 100, width: 200, height: 250))
  }

  @Test("completions due at the same time run in the order the animations were made")
  func completionOrder() {
    let stage = Stage()
    let other = stage.makeView("other")
    var order: [String] = []
    stage.engine.animate(
      withDuration: 1, animations: { stage.box.alpha = 0 }, completion: { _ in order.append("box") }
    )
    stage.engine.animate(
      withDuration: 1, animations: { other.alpha = 0 }, completion: { _ in order.append("other") })
    stage.engine.animate(withDuration: 0, animations: {}, completion: { _ in order.append("now") })
    stage.engine.runUntilIdle()
    #expect(order == ["now", "box", "other"])
  }

  @Test("the trace records the animation's beginning and its end")
  func traced() {
    let stage = Stage()
    stage.engine.animate(withDuration: 0.3, delay: 0.1) { stage.box.alpha = 0 }
    stage.engine.runUntilIdle()
    let lines = stage.engine.trace.events.filter {
      $0.kind == .animationBegan || $0.kind == .animationEnded
    }.map(\.description)
    #expect(
      lines == [
        "0 animation.begin group=3 label=animate duration=0.3 delay=0.1 curve=easeInOut "
          + "properties=box#2.alpha",
        "0.4 animation.end group=3 label=animate finished=true",
      ])
  }

  @Test(
    "a non-finite duration is reported and the changes apply at once",
    arguments: [Double.nan, .infinity])
  func nonFiniteDuration(duration: Double) {
    let stage = Stage()
    stage.engine.animate(withDuration: duration) { stage.box.alpha = 0 }
    #expect(!stage.box.isAnimating)
    #expect(stage.box.presentation.alpha == 0)
    #expect(
      stage.engine.violationMessages == [
        "animate(withDuration:): \(formatNumber(duration)) is not a finite number; the call is ignored"
      ])
  }
}
