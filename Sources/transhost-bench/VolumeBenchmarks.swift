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
  func pileSeconds(_ pile: Pile, count: Int) -> Double? {
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
    let small = sizes.pileSmall
    let large = 4 * small
    return Pile.allCases.map { pile in
      progress("volume: \(small) and \(large) \(pile.what)")
      var smallTimes: [Double] = []
      var largeTimes: [Double] = []
      for _ in 0..<min(repeats, 3) {
        guard let smallTime = pileSeconds(pile, count: small),
          let largeTime = pileSeconds(pile, count: large)
        else {
          return .unavailable(
            "volume.\(pile.rawValue)", summary: pile.what, unit: .seconds,
            goal: .ratioAtMost(5), reason: "verification failed: the presentation did not complete")
        }
        smallTimes.append(smallTime)
        largeTimes.append(largeTime)
      }
      return Figure(
        name: "volume.\(pile.rawValue)",
        summary:
          "\(large) vs \(small) \(pile.what) (built in, tracing on, run straight to each event): 4x the count should take at most 5x the time",
        value: median(largeTimes), unit: .seconds,
        comparison: ("\(small)", median(smallTimes)), goal: .ratioAtMost(5))
    }
  }
}
