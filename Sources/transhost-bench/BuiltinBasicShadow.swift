import TransitionEngine

/// A card animated with explicit Core Animation, as an app's animator written with
/// `CABasicAnimation` would be: the presented view, rounded and casting a shadow, rises
/// by `position` while its `opacity`, `shadowOpacity` and `shadowRadius` grow from 0,
/// and sinks back and fades (its shadow with it) on dismissal. The model values are set
/// first (as with Core Animation, the animations only change what is shown), and the
/// transition completes in the `position` animation's `animationDidStop(_:finished:)`.
final class BuiltinBasicShadow: AnimatedTransitioning {
  let duration = 0.35
  static let shadowOpacity = 0.3
  static let shadowRadius = 16.0

  func transitionDuration(using context: TransitionContext?) -> Double { duration }

  func animateTransition(using context: TransitionContext) {
    let presenting = context.operation == .present
    guard let view = context.view(forKey: presenting ? .to : .from) else {
      return context.completeTransition(!context.transitionWasCancelled)
    }
    let container = context.containerView
    let offset = container.bounds.height / 4
    if presenting {
      container.addSubview(view)
      view.frame = context.finalFrame(for: context.viewController(forKey: .to))
      view.cornerRadius = 16
      view.shadowColor = Color(red: 0, green: 0, blue: 0)
      view.shadowOffset = Size(width: 0, height: 8)
    }
    let center = view.center
    let low = Point(x: center.x, y: center.y + offset)
    let shown = presenting ? 1.0 : 0.0
    let (from, to) = presenting ? (0.0, 1.0) : (1.0, 0.0)
    var animations = [
      basic("opacity", from: from, to: to),
      basic("shadowOpacity", from: from * Self.shadowOpacity, to: to * Self.shadowOpacity),
      basic("shadowRadius", from: from * Self.shadowRadius, to: to * Self.shadowRadius),
    ]
    var position = LayerAnimation(
      .basic(.init(from: vector(presenting ? low : center), to: vector(presenting ? center : low))),
      keyPath: "position")
    position.timing.duration = duration
    position.timingFunction = presenting ? .easeOut : .easeIn
    position.didStop = { _ in context.completeTransition(!context.transitionWasCancelled) }
    animations.append(position)
    // The model ends where the animations end: shown on presentation, faded on dismissal.
    view.alpha = shown
    view.shadowOpacity = shown * Self.shadowOpacity
    view.shadowRadius = shown * Self.shadowRadius
    if !presenting { view.center = low }
    do {
      for animation in animations { try view.add(animation, forKey: animation.keyPath) }
    } catch {
      context.completeTransition(!context.transitionWasCancelled)
    }
  }

  private func basic(_ keyPath: String, from: Double, to: Double) -> LayerAnimation {
    var animation = LayerAnimation(
      .basic(.init(from: scalar(from), to: scalar(to))), keyPath: keyPath)
    animation.timing.duration = duration
    animation.timingFunction = .easeInEaseOut
    return animation
  }

  private func scalar(_ value: Double) -> AnimatableVector {
    var vector = AnimatableVector()
    vector[0] = value
    return vector
  }

  private func vector(_ point: Point) -> AnimatableVector {
    var vector = AnimatableVector()
    vector[0] = point.x
    vector[1] = point.y
    return vector
  }
}
