import Testing
import TransitionEngine

/// An animator that fades the presented view in with an explicit animation and completes
/// the transition from the animation's didStop, as Core Animation based animators do.
private final class ExplicitFadeAnimator: AnimatedTransitioning {
  var events: [String] = []

  func transitionDuration(using context: TransitionContext?) -> Double { 0.5 }

  func animateTransition(using context: TransitionContext) {
    guard let view = context.view(forKey: .to) else { return }
    context.containerView.addSubview(view)
    var fade = LayerAnimation(.basic(.init(from: AnimatableVector(), to: nil)), keyPath: "opacity")
    fade.timing.duration = 0.5
    fade.didStop = { [unowned self] finished in
      events.append("stop \(finished) at \(view.engine.now)")
      context.completeTransition(!context.transitionWasCancelled)
    }
    do {
      try view.add(fade, forKey: "fade")
    } catch {
      events.append("refused \(error)")
    }
  }
}

@Suite struct CoreAnimationTransitionTests {
  @Test("a transition completed from animationDidStop ends when the animation does")
  func completesFromDidStop() throws {
    let engine = Engine()
    let home = ViewController(engine: engine, name: "home")
    let detail = ViewController(engine: engine, name: "detail")
    engine.window.rootViewController = home
    let animator = ExplicitFadeAnimator()
    let delegate = FixedDelegate(animator: animator)
    detail.modalPresentationStyle = .fullScreen
    detail.transitioningDelegate = delegate
    let context = try #require(home.present(detail, animated: true))
    engine.advance(by: 0.25)
    #expect(context.phase == .inFlight)
    #expect(abs(detail.view.presentation.alpha - 0.5) < 1e-9)
    #expect(home.presentedViewController === detail)
    engine.runUntilIdle()
    #expect(animator.events == ["stop true at 0.5"])
    #expect(detail.view.presentation.alpha == 1)
    #expect(context.phase == .completed)
  }
}
