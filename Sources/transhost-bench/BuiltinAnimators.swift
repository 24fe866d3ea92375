import TransitionEngine

// The animators the engine measurements run, written directly against TransitionEngine
// (built in: no plugin, no C boundary). Each mirrors a bundled or example plugin.

/// Mirrors `Examples/CAnimator/fade.c` call for call: the same views, properties,
/// duration (0.3 s) and curve (ease in-out), so that it and the C plugin do the same
/// work in the engine and differ only by the C boundary.
final class BuiltinFade: AnimatedTransitioning {
  let duration = 0.3

  func transitionDuration(using context: TransitionContext?) -> Double { duration }

  func animateTransition(using context: TransitionContext) {
    let to = context.view(forKey: .to)
    let from = context.view(forKey: .from)
    let presenting = context.operation == .present
    if presenting, let to {
      let frame = context.finalFrame(for: context.viewController(forKey: .to))
      context.containerView.addSubview(to)
      to.frame = frame
      to.alpha = 0
      context.engine.animate(withDuration: duration, options: .curveEaseInOut) {
        to.alpha = 1
      } completion: { _ in
        context.completeTransition(!context.transitionWasCancelled)
      }
    } else if !presenting, let from {
      context.engine.animate(withDuration: duration, options: .curveEaseInOut) {
        from.alpha = 0
      } completion: { _ in
        context.completeTransition(!context.transitionWasCancelled)
      }
    } else {
      context.completeTransition(!context.transitionWasCancelled)
    }
  }
}

/// Mirrors the bundled Slide Up plugin: the presented view slides up from below the
/// container, and back down on dismissal.
final class BuiltinSlideUp: AnimatedTransitioning {
  let duration: Double

  init(duration: Double = 0.4) { self.duration = duration }

  func transitionDuration(using context: TransitionContext?) -> Double { duration }

  func animateTransition(using context: TransitionContext) {
    let container = context.containerView
    if context.operation == .present {
      guard let toView = context.view(forKey: .to) else {
        return context.completeTransition(!context.transitionWasCancelled)
      }
      let final = context.finalFrame(for: context.viewController(forKey: .to))
      container.addSubview(toView)
      toView.frame = final.offsetBy(dx: 0, dy: container.bounds.height)
      context.engine.animate(withDuration: duration, options: .curveEaseOut) {
        toView.frame = final
      } completion: { _ in
        context.completeTransition(!context.transitionWasCancelled)
      }
    } else {
      guard let fromView = context.view(forKey: .from) else {
        return context.completeTransition(!context.transitionWasCancelled)
      }
      let start = fromView.frame
      context.engine.animate(withDuration: duration, options: .curveEaseIn) {
        fromView.frame = start.offsetBy(dx: 0, dy: container.bounds.height)
      } completion: { _ in
        context.completeTransition(!context.transitionWasCancelled)
      }
    }
  }
}

/// Mirrors the bundled Zoom plugin: a snapshot of the presented view grows out of a
/// source view (the presenter's button) while the real view stays hidden, and shrinks
/// back into it on dismissal.
final class BuiltinSnapshotZoom: AnimatedTransitioning {
  let duration = 0.45
  let source: View

  init(source: View) { self.source = source }

  func transitionDuration(using context: TransitionContext?) -> Double { duration }

  func animateTransition(using context: TransitionContext) {
    let container = context.containerView
    let engine = context.engine
    if context.operation == .present {
      guard let toView = context.view(forKey: .to) else {
        return context.completeTransition(!context.transitionWasCancelled)
      }
      let finalFrame = context.finalFrame(for: context.viewController(forKey: .to))
      toView.frame = finalFrame
      container.addSubview(toView)
      let snapshot = toView.snapshotView(afterScreenUpdates: true)
      snapshot.frame = source.convert(source.bounds, to: container)
      container.addSubview(snapshot)
      toView.isHidden = true
      engine.animate(withDuration: duration, options: .curveEaseInOut) {
        snapshot.frame = finalFrame
      } completion: { _ in
        toView.isHidden = false
        snapshot.removeFromSuperview()
        context.completeTransition(!context.transitionWasCancelled)
      }
    } else {
      guard let fromView = context.view(forKey: .from) else {
        return context.completeTransition(!context.transitionWasCancelled)
      }
      var inserted: View?
      if let toView = context.view(forKey: .to) {
        toView.frame = context.finalFrame(for: context.viewController(forKey: .to))
        container.insertSubview(toView, belowSubview: fromView)
        inserted = toView
      }
      let snapshot = fromView.snapshotView(afterScreenUpdates: false)
      snapshot.frame = fromView.convert(fromView.bounds, to: container)
      container.insertSubview(snapshot, aboveSubview: fromView)
      fromView.isHidden = true
      let target = source.convert(source.bounds, to: container)
      engine.animate(withDuration: duration, options: .curveEaseInOut) {
        snapshot.frame = target
      } completion: { _ in
        let cancelled = context.transitionWasCancelled
        fromView.isHidden = false
        snapshot.removeFromSuperview()
        if cancelled { inserted?.removeFromSuperview() }
        context.completeTransition(!cancelled)
      }
    }
  }
}

/// Mirrors the bundled Spring Card plugin: the presented view, inset and rounded,
/// springs up from below (damping 0.8) and springs down on dismissal (damping 1).
final class BuiltinSpringCard: AnimatedTransitioning {
  let duration = 0.5
  let inset = 16.0
  let cornerRadius = 12.0

  func transitionDuration(using context: TransitionContext?) -> Double { duration }

  func animateTransition(using context: TransitionContext) {
    let container = context.containerView
    let engine = context.engine
    if context.operation == .present {
      guard let toView = context.view(forKey: .to) else {
        return context.completeTransition(!context.transitionWasCancelled)
      }
      let finalFrame = context.finalFrame(for: context.viewController(forKey: .to))
      let card = finalFrame.insetBy(dx: inset, dy: inset)
      container.addSubview(toView)
      toView.cornerRadius = cornerRadius
      toView.clipsToBounds = true
      toView.frame = card.offsetBy(dx: 0, dy: container.bounds.height - card.minY)
      engine.animate(
        withDuration: duration, usingSpringWithDamping: 0.8, initialSpringVelocity: 0
      ) {
        toView.frame = card
      } completion: { _ in
        context.completeTransition(!context.transitionWasCancelled)
      }
    } else {
      guard let fromView = context.view(forKey: .from) else {
        return context.completeTransition(!context.transitionWasCancelled)
      }
      let start = fromView.frame
      engine.animate(
        withDuration: duration, usingSpringWithDamping: 1, initialSpringVelocity: 0
      ) {
        fromView.frame = start.offsetBy(dx: 0, dy: container.bounds.height - start.minY)
      } completion: { _ in
        let cancelled = context.transitionWasCancelled
        if !cancelled {
          fromView.cornerRadius = 0
          fromView.clipsToBounds = false
        }
        context.completeTransition(!cancelled)
      }
    }
  }
}

/// Hands out a new animator (and, when set, an interactor) for every transition, as
/// an app's transitioning delegate does.
final class BenchDelegate: TransitioningDelegate {
  let makeAnimator: () -> any AnimatedTransitioning
  /// The interactor for the next presentation, taken when asked.
  var nextInteractor: PercentDrivenInteractiveTransition?

  init(_ makeAnimator: @escaping () -> any AnimatedTransitioning) {
    self.makeAnimator = makeAnimator
  }

  func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> (any AnimatedTransitioning)? { makeAnimator() }

  func animationController(
    forDismissed dismissed: ViewController
  ) -> (
    any AnimatedTransitioning
  )? { makeAnimator() }

  func interactionControllerForPresentation(
    using animator: any AnimatedTransitioning
  ) -> (
    any InteractiveTransitioning
  )? {
    defer { nextInteractor = nil }
    return nextInteractor
  }
}
