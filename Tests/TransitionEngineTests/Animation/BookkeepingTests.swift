import Testing

@testable import TransitionEngine

/// The clock's and the animation system's bookkeeping grows linearly with the number of
/// animations: the work is counted (elements visited), never timed.
@Suite struct BookkeepingTests {
  /// Ways a plugin piles animations onto one transition.
  enum Pile: String, CaseIterable, CustomTestStringConvertible {
    /// Blocks animating one view's alpha, each replacing the last.
    case replacedBlocks = "replaced blocks on one view"
    /// Blocks moving one view's center, which add up.
    case additiveBlocks = "additive blocks on one view"
    /// Blocks with no duration: their completions wait on the clock.
    case immediateBlocks = "zero-duration blocks on one view"
    /// One block per view, on views of their own.
    case views = "one block on each of many views"
    /// Property animators on one view, each started.
    case propertyAnimators = "property animators on one view"

    var testDescription: String { rawValue }
  }

  /// The bookkeeping steps of `count` animations piled as `pile`, run until idle.
  static func steps(_ pile: Pile, count: Int) -> Int {
    let engine = Engine(configuration: Engine.Configuration(isTracing: false))
    let box = engine.makeView(name: "box", frame: Rect(x: 0, y: 0, width: 100, height: 100))
    engine.window.rootView.addSubview(box)
    var completions = 0
    // The engine does not keep property animators alive (UIKit's callers hold them).
    var animators: [PropertyAnimator] = []
    for index in 0..<count {
      let step = Double(index % 7)
      switch pile {
      case .replacedBlocks:
        engine.animate(
          withDuration: 0.3 + step / 100, animations: { box.alpha = step / 10 },
          completion: { _ in completions += 1 })
      case .additiveBlocks:
        engine.animate(
          withDuration: 0.3 + step / 100, animations: { box.center = Point(x: step, y: 1) },
          completion: { _ in completions += 1 })
      case .immediateBlocks:
        engine.animate(
          withDuration: 0, animations: { box.alpha = step / 10 },
          completion: { _ in completions += 1 })
      case .views:
        let view = engine.makeView(name: "v", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        box.addSubview(view)
        engine.animate(
          withDuration: 0.3 + step / 100, animations: { view.alpha = 0.5 },
          completion: { _ in completions += 1 })
      case .propertyAnimators:
        let animator = PropertyAnimator(
          engine: engine, duration: 0.3 + step / 100, timingCurve: .linear)
        animator.addAnimations { box.center = Point(x: step, y: 2) }
        animator.addCompletion { _ in completions += 1 }
        animator.startAnimation()
        animators.append(animator)
      }
    }
    engine.runUntilIdle()
    #expect(completions == count)
    #expect(animators.count == (pile == .propertyAnimators ? count : 0))
    return engine.bookkeepingSteps
  }

  @Test("4x the animations cost at most 5x the bookkeeping", arguments: Pile.allCases)
  func linear(pile: Pile) {
    let small = Self.steps(pile, count: 500)
    let large = Self.steps(pile, count: 2_000)
    #expect(small > 0)
    #expect(large <= 5 * small, "\(small) steps for 500, \(large) for 2,000")
  }
}
