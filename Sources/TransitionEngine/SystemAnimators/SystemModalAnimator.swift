/// The animations UIKit runs itself for presentations no delegate animates: cover
/// vertical, cross dissolve, flip (drawn as a horizontal squeeze), the sheet slide and the
/// popover fade. They follow the context's rules like any animator: only views the
/// context hands out are touched, and the presented view lands on its final frame.
public final class SystemModalAnimator: AnimatedTransitioning, NamedAnimator {
  /// The kinds of system animation.
  public enum Kind: String, Sendable, CaseIterable {
    /// Slides up from the bottom; down on dismissal.
    case coverVertical
    /// Fades in; out on dismissal.
    case crossDissolve
    /// Squeezes the outgoing view to zero width, then widens the incoming one.
    case flipHorizontal
    /// A sheet sliding up to its frame, with rounded top corners.
    case sheet
    /// A popover fading and growing in from 90%.
    case popover
  }

  /// Which animation this is.
  public let kind: Kind

  /// Creates the animator.
  public init(kind: Kind) { self.kind = kind }

  /// The animator for a presentation style and transition style.
  public static func forStyle(
    _ style: ModalPresentationStyle, transitionStyle: ModalTransitionStyle
  ) -> SystemModalAnimator {
    switch style {
    case .pageSheet, .formSheet: return SystemModalAnimator(kind: .sheet)
    case .popover: return SystemModalAnimator(kind: .popover)
    default:
      switch transitionStyle {
      case .coverVertical, .partialCurl: return SystemModalAnimator(kind: .coverVertical)
      case .crossDissolve: return SystemModalAnimator(kind: .crossDissolve)
      case .flipHorizontal: return SystemModalAnimator(kind: .flipHorizontal)
      }
    }
  }

  /// `system.<kind>`.
  public var animatorName: String { "system." + kind.rawValue }

  /// The durations the engine uses for UIKit's own animations, in seconds.
  public func transitionDuration(using context: TransitionContext?) -> Double {
    switch kind {
    case .coverVertical, .sheet: 0.5
    case .crossDissolve: 0.4
    case .flipHorizontal: 0.6
    case .popover: 0.25
    }
  }

  /// Runs the animation for a presentation or a dismissal.
  public func animateTransition(using context: TransitionContext) {
    let engine = context.engine
    let isPresenting = context.operation == .present
    let duration = context.isAnimated ? transitionDuration(using: context) : 0
    let container = context.containerView
    let toController = context.viewController(forKey: .to)
    let fromController = context.viewController(forKey: .from)
    let finish: (Bool) -> Void = { _ in context.completeTransition(!context.transitionWasCancelled)
    }

    if isPresenting {
      guard let toView = context.view(forKey: .to) else {
        return context.completeTransition(!context.transitionWasCancelled)
      }
      let final = context.finalFrame(for: toController)
      container.addSubview(toView)
      toView.frame = final
      switch kind {
      case .coverVertical, .sheet:
        if kind == .sheet { toView.cornerRadius = 10 }
        toView.frame = final.offsetBy(dx: 0, dy: container.bounds.height - final.minY)
        engine.animate(
          withDuration: duration, options: [.curveEaseInOut],
          animations: {
            toView.frame = final
          }, completion: finish)
      case .crossDissolve:
        toView.alpha = 0
        engine.animate(withDuration: duration, animations: { toView.alpha = 1 }, completion: finish)
      case .popover:
        toView.alpha = 0
        toView.transform = AffineTransform(scaleX: 0.9, y: 0.9)
        engine.animate(
          withDuration: duration,
          animations: {
            toView.alpha = 1
            toView.transform = .identity
          }, completion: finish)
      case .flipHorizontal:
        flip(engine, out: context.view(forKey: .from), in: toView, duration: duration, finish)
      }
    } else {
      guard let fromView = context.view(forKey: .from) else {
        return context.completeTransition(!context.transitionWasCancelled)
      }
      if let toView = context.view(forKey: .to) {
        container.insertSubview(toView, belowSubview: fromView)
        toView.frame = context.finalFrame(for: toController)
      }
      let start = context.initialFrame(for: fromController)
      switch kind {
      case .coverVertical, .sheet:
        engine.animate(
          withDuration: duration,
          animations: {
            fromView.frame = start.offsetBy(dx: 0, dy: container.bounds.height - start.minY)
          }, completion: finish)
      case .crossDissolve:
        engine.animate(
          withDuration: duration, animations: { fromView.alpha = 0 }, completion: finish)
      case .popover:
        engine.animate(
          withDuration: duration,
          animations: {
            fromView.alpha = 0
            fromView.transform = AffineTransform(scaleX: 0.9, y: 0.9)
          }, completion: finish)
      case .flipHorizontal:
        flip(engine, out: fromView, in: context.view(forKey: .to), duration: duration, finish)
      }
    }
  }

  private func flip(
    _ engine: Engine, out outgoing: View?, in incoming: View?, duration: Double,
    _ finish: @escaping (Bool) -> Void
  ) {
    incoming?.transform = AffineTransform(scaleX: 0.001, y: 1)
    // The system flip keeps its linear overall timing (its two halves are the model of
    // UIKit's own flip, not app keyframes).
    engine.animateKeyframes(
      withDuration: duration, curve: .linear,
      animations: {
        engine.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
          outgoing?.transform = AffineTransform(scaleX: 0.001, y: 1)
        }
        engine.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
          incoming?.transform = .identity
        }
      },
      completion: { finished in
        outgoing?.transform = .identity
        finish(finished)
      })
  }
}
