import TransitionEngine

/// What an animator piles onto one transition, for the volume figures.
enum Pile: String, CaseIterable {
  /// Animation blocks on the presented view, alternating a replaced property (alpha) and
  /// an additive one (center).
  case animationBlocks = "animation-blocks"
  /// New views in the container, each animated once.
  case views
  /// Property animators moving the presented view, each started.
  case propertyAnimators = "property-animators"

  var what: String {
    switch self {
    case .animationBlocks: "animation blocks on one view"
    case .views: "views in one transition, each animated once"
    case .propertyAnimators: "property animators in one transition, each started"
    }
  }
}

/// A presentation whose animator piles `count` animations (as `pile` says) and completes
/// once every one of their completions has run.
final class PileAnimator: AnimatedTransitioning {
  let pile: Pile
  let count: Int
  /// Kept alive while they run: the engine does not hold property animators.
  private var animators: [PropertyAnimator] = []

  init(_ pile: Pile, count: Int) {
    self.pile = pile
    self.count = count
  }

  func transitionDuration(using context: TransitionContext?) -> Double { 0.3 }

  func animateTransition(using context: TransitionContext) {
    guard let to = context.view(forKey: .to) else {
      return context.completeTransition(!context.transitionWasCancelled)
    }
    context.containerView.addSubview(to)
    to.frame = context.finalFrame(for: context.viewController(forKey: .to))
    let engine = context.engine
    var remaining = count
    let done = { [unowned context] in
      remaining -= 1
      if remaining == 0 { context.completeTransition(!context.transitionWasCancelled) }
    }
    for index in 0..<count {
      let step = Double(index % 10) / 10
      switch pile {
      case .animationBlocks:
        engine.animate(withDuration: 0.2 + step / 10) {
          if index % 2 == 0 { to.alpha = step } else { to.center = Point(x: step, y: step) }
        } completion: { _ in
          done()
        }
      case .views:
        let view = engine.makeView(
          name: "pile", frame: Rect(x: step * 100, y: 0, width: 10, height: 10))
        context.containerView.addSubview(view)
        engine.animate(withDuration: 0.2 + step / 10) {
          view.alpha = 0.5
        } completion: { _ in
          done()
        }
      case .propertyAnimators:
        let animator = PropertyAnimator(engine: engine, duration: 0.2 + step / 10)
        animator.addAnimations { to.center = Point(x: step, y: step) }
        animator.addCompletion { _ in done() }
        animator.startAnimation()
        animators.append(animator)
      }
    }
  }

  func animationEnded(_ transitionCompleted: Bool) { animators.removeAll() }
}

extension BenchContext {
  /// Seconds for one presentation piling `count` animations as `pile`, run until idle
  /// with tracing on; nil when it did not complete.
  static func pileSeconds(_ pile: Pile, count: Int) -> Double? {
    let scene = Scene(tracing: true, style: .custom)
    scene.use(BenchDelegate { PileAnimator(pile, count: count) })
    var context: TransitionContext?
    let seconds = timed {
      context = scene.home.present(scene.detail, animated: true)
      scene.engine.runUntilIdle()
    }
    return context?.phase == .completed ? seconds : nil
  }

  /// 4x the animation blocks on a view, views, and property animators in one transition.
  func volumeFigures() -> [Figure] {
    pileFigures(
      prefix: "volume", piles: Pile.allCases, small: sizes.pileSmall, factor: 4, goal: 5)
  }

  /// 10x the animation blocks on a view and the views in one transition, up to the
  /// engine's default limit of 100,000 each (issue 16 item 3).
  func pileScalingFigures() -> [Figure] {
    pileFigures(
      prefix: "scaling", piles: [.animationBlocks, .views], small: sizes.pileScalingSmall,
      factor: 10, goal: 11)
  }

  /// For each pile, one presentation piling `factor` x `small` animations against one
  /// piling `small`: the large case should take at most `goal` times the small one.
  private func pileFigures(
    prefix: String, piles: [Pile], small: Int, factor: Int, goal: Double
  ) -> [Figure] {
    let large = factor * small
    return piles.map { pile in
      let name = "\(prefix).\(pile.rawValue)"
      progress("\(prefix): \(small) and \(large) \(pile.what)")
      var smallTimes: [Double] = []
      var largeTimes: [Double] = []
      for _ in 0..<min(repeats, 3) {
        guard let smallTime = Self.pileSeconds(pile, count: small),
          let largeTime = Self.pileSeconds(pile, count: large)
        else {
          return .unavailable(
            name, summary: pile.what, unit: .seconds, goal: .ratioAtMost(goal),
            reason: "verification failed: the presentation did not complete")
        }
        smallTimes.append(smallTime)
        largeTimes.append(largeTime)
      }
      return Figure(
        name: name,
        summary:
          "\(large) vs \(small) \(pile.what) (built in, tracing on, run straight to each event): \(factor)x the count should take at most \(fixed(goal, 0))x the time",
        value: median(largeTimes), unit: .seconds,
        comparison: ("\(small)", median(smallTimes)), goal: .ratioAtMost(goal))
    }
  }
}
