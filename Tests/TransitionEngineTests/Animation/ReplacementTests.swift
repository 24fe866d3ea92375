import Testing
import TransitionEngine

/// Sets `property` of `view` to its first (`step == 1`) or second (`step == 2`) target.
private func setStep(_ step: Int, of property: AnimatableProperty, on view: View) {
  let first = step == 1
  switch property {
  case .center: view.center = first ? Point(x: 150, y: 50) : Point(x: 150, y: 250)
  case .bounds:
    view.bounds =
      first ? Rect(x: 0, y: 0, width: 200, height: 100) : Rect(x: 0, y: 0, width: 200, height: 300)
  case .transform:
    view.transform =
      first ? AffineTransform(translationX: 100, y: 0) : AffineTransform(translationX: 100, y: 200)
  case .alpha: view.alpha = first ? 0 : 1
  case .backgroundColor: view.backgroundColor = first ? .white : Color(red: 1, green: 0, blue: 0)
  case .cornerRadius: view.cornerRadius = first ? 40 : 0
  case .anchorPoint: view.anchorPoint = first ? Point(x: 0, y: 0) : Point(x: 1, y: 1)
  case .zPosition: view.zPosition = first ? 10 : -10
  case .sublayerTransform:
    view.sublayerTransform =
      first ? Transform3D(scaleX: 2, y: 2, z: 1) : Transform3D(translationX: 0, y: 50, z: 0)
  case .shadowColor: view.shadowColor = first ? .white : Color(red: 1, green: 0, blue: 0)
  case .shadowOpacity: view.shadowOpacity = first ? 1 : 0.2
  case .shadowOffset:
    view.shadowOffset = first ? Size(width: 10, height: 10) : Size(width: -10, height: 0)
  case .shadowRadius: view.shadowRadius = first ? 20 : 1
  case .borderWidth: view.borderWidth = first ? 6 : 1
  case .borderColor: view.borderColor = first ? .white : Color(red: 0, green: 1, blue: 0)
  }
}

/// Expects two packed values to agree lane by lane.
private func expectClose(
  _ actual: AnimatableVector, _ expected: AnimatableVector, _ comment: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  for lane in 0..<AnimatableVector.scalarCount {
    expectClose(
      actual[lane], expected[lane], tolerance: 1e-9, "\(comment) lane \(lane)",
      sourceLocation: sourceLocation)
  }
}

/// Two linear one-second animations of `property` on `box`, the second starting at 0.5 s.
private struct Overlap {
  let engine = Engine()
  let box: View
  let first: CompletionLog
  let second: CompletionLog
  let a: AnimatableVector
  let b: AnimatableVector
  let c: AnimatableVector
  /// What was on screen just before the second animation began.
  let shownBefore: AnimatableVector
  /// What was on screen just after it began.
  let shownAfter: AnimatableVector

  init(_ property: AnimatableProperty) {
    let engine = engine
    let box = engine.makeWindowView(name: "box", frame: Rect(x: 0, y: 0, width: 100, height: 100))
    self.box = box
    first = CompletionLog(engine: engine)
    second = CompletionLog(engine: engine)
    a = box.model.vector(for: property)
    engine.animate(
      withDuration: 1, options: .curveLinear, animations: { setStep(1, of: property, on: box) },
      completion: first.handler)
    b = box.model.vector(for: property)
    engine.advance(to: 0.5)
    shownBefore = box.presentation.vector(for: property)
    engine.animate(
      withDuration: 1, options: .curveLinear, animations: { setStep(2, of: property, on: box) },
      completion: second.handler)
    c = box.model.vector(for: property)
    shownAfter = box.presentation.vector(for: property)
  }
}

@Suite("Animating a property that is already animating")
struct ReplacementTests {
  @Test(
    "geometry is additive: the screen does not jump when the second animation starts",
    arguments: [AnimatableProperty.center, .bounds, .transform])
  func additiveContinuity(property: AnimatableProperty) {
    let overlap = Overlap(property)
    expectClose(overlap.shownBefore, overlap.a + (overlap.b - overlap.a) * 0.5, "before")
    expectClose(overlap.shownAfter, overlap.shownBefore, "after")
  }

  @Test(
    "geometry is additive: both animations run to their ends and report finished",
    arguments: [AnimatableProperty.center, .bounds, .transform])
  func additiveBothFinish(property: AnimatableProperty) {
    let overlap = Overlap(property)
    overlap.engine.advance(by: 0)
    #expect(overlap.first.calls.isEmpty)
    overlap.engine.advance(to: 0.75)
    // The first is 3/4 done, the second 1/4: each adds its remaining offset to the model.
    let expected =
      overlap.c - (overlap.b - overlap.a) * 0.25 - (overlap.c - overlap.b) * 0.75
    expectClose(overlap.box.presentation.vector(for: property), expected, "at 0.75")
    overlap.engine.advance(to: 1)
    #expect(overlap.first.calls == [true])
    #expect(overlap.first.times == [1])
    expectClose(
      overlap.box.presentation.vector(for: property), (overlap.b + overlap.c) * 0.5, "at 1")
    overlap.engine.advance(to: 1.5)
    #expect(overlap.second.calls == [true])
    #expect(overlap.second.times == [1.5])
    #expect(overlap.box.presentation.vector(for: property) == overlap.c)
    #expect(!overlap.box.isAnimating)
  }

  @Test(
    "alpha, colour and corner radius are replaced: the new animation starts from the screen",
    arguments: [AnimatableProperty.alpha, .backgroundColor, .cornerRadius])
  func replacedStartsFromScreen(property: AnimatableProperty) {
    let overlap = Overlap(property)
    let midway = overlap.a + (overlap.b - overlap.a) * 0.5
    expectClose(overlap.shownBefore, midway, "before")
    expectClose(overlap.shownAfter, midway, "after")
    overlap.engine.advance(to: 1)
    expectClose(
      overlap.box.presentation.vector(for: property), midway + (overlap.c - midway) * 0.5, "at 1")
    overlap.engine.advance(to: 1.5)
    #expect(overlap.box.presentation.vector(for: property) == overlap.c)
    #expect(overlap.second.calls == [true])
    #expect(overlap.second.times == [1.5])
  }

  @Test(
    "alpha, colour and corner radius are replaced: the old completion gets finished false at once",
    arguments: [AnimatableProperty.alpha, .backgroundColor, .cornerRadius])
  func replacedOldUnfinished(property: AnimatableProperty) {
    let overlap = Overlap(property)
    #expect(overlap.first.calls.isEmpty)
    overlap.engine.advance(by: 0)
    #expect(overlap.first.calls == [false])
    #expect(overlap.first.times == [0.5])
    #expect(
      overlap.engine.trace.events(of: .animationEnded).map { $0[field: "finished"] } == ["false"])
  }

  @Test("an animation that loses one property keeps animating the others, then reports unfinished")
  func partlyReplaced() {
    let engine = Engine()
    let box = engine.makeWindowView(name: "box", frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let first = CompletionLog(engine: engine)
    engine.animate(
      withDuration: 1, options: .curveLinear,
      animations: {
        box.alpha = 0
        box.center = Point(x: 150, y: 50)
      }, completion: first.handler)
    engine.advance(to: 0.5)
    engine.animate(withDuration: 1) { box.alpha = 1 }
    engine.advance(to: 0.75)
    #expect(first.calls.isEmpty)
    expectClose(box.presentation.center.x, 125)
    engine.advance(to: 1)
    #expect(first.calls == [false])
    #expect(first.times == [1])
    #expect(box.presentation.center.x == 150)
  }
}
