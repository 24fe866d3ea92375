import TransitionKit

/// A directional slide, like a navigation push: the incoming view slides in from the
/// edge opposite the direction while the outgoing view moves a third of the way out
/// (parallax). Pops and dismissals run the other way: the outgoing view slides all the
/// way out and the view underneath comes back from a third.
final class PushAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  /// The way the content moves on a present, push or tab change.
  enum Direction: String {
    case left, right, up, down

    var reversed: Direction {
      switch self {
      case .left: .right
      case .right: .left
      case .up: .down
      case .down: .up
      }
    }

    /// The movement across a whole container of `size`.
    func distance(in size: CGSize) -> CGPoint {
      switch self {
      case .left: CGPoint(x: -size.width, y: 0)
      case .right: CGPoint(x: size.width, y: 0)
      case .up: CGPoint(x: 0, y: -size.height)
      case .down: CGPoint(x: 0, y: size.height)
      }
    }
  }

  let duration: TimeInterval
  let direction: Direction
  let operation: TransitionOperationKind

  init(duration: TimeInterval, direction: Direction, operation: TransitionOperationKind) {
    self.duration = duration
    self.direction = direction
    self.operation = operation
  }

  func transitionDuration(
    using transitionContext: UIViewControllerContextTransitioning?
  ) -> TimeInterval {
    duration
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    let container = transitionContext.containerView
    let fromView = transitionContext.view(forKey: .from)
    let toView = transitionContext.view(forKey: .to)
    let isReversed = operation == .pop || operation == .dismiss
    let whole = (isReversed ? direction.reversed : direction).distance(in: container.bounds.size)
    let third = CGPoint(x: whole.x / 3, y: whole.y / 3)
    // Forward, the incoming view travels the whole way over the outgoing one; reversed,
    // the outgoing view leaves the whole way over the incoming one.
    let incomingTravel = isReversed ? third : whole
    let outgoingTravel = isReversed ? whole : third

    var toFinalFrame = CGRect.zero
    if let toView {
      toFinalFrame =
        transitionContext.viewController(forKey: .to).map { transitionContext.finalFrame(for: $0) }
        ?? toView.frame
      if isReversed, let fromView {
        container.insertSubview(toView, belowSubview: fromView)
      } else {
        container.addSubview(toView)
      }
      toView.frame = toFinalFrame.offsetBy(dx: -incomingTravel.x, dy: -incomingTravel.y)
    }
    let fromTransform = fromView?.transform ?? .identity
    let isDismissal = operation == .dismiss
    if fromView == nil && toView == nil {
      return transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }

    UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut]) {
      toView?.frame = toFinalFrame
      fromView?.transform = fromTransform.concatenating(
        CGAffineTransform(translationX: outgoingTravel.x, y: outgoingTravel.y))
    } completion: { _ in
      let cancelled = transitionContext.transitionWasCancelled
      fromView?.transform = fromTransform
      if cancelled {
        // The host takes the incoming view out of a cancelled present, push, pop or tab
        // change; a cancelled dismissal is left to the animator, as in UIKit.
        toView?.frame = toFinalFrame
        if isDismissal { toView?.removeFromSuperview() }
      }
      transitionContext.completeTransition(!cancelled)
    }
  }
}

@_cdecl("transhost_entry_v1")
public func transhostEntry() -> UnsafeRawPointer? {
  TransitionKitPlugin.entry([
    AnimatorDefinition(
      id: "org.transhost.push", name: "Push", vendor: "transhost",
      summary:
        "Slides the incoming view in from an edge with parallax; pops and dismissals slide back.",
      styles: [.custom, .fullScreen, .overFullScreen],
      operations: [.push, .pop, .tab, .present, .dismiss], supportsInteractive: true,
      defaultDuration: 0.35,
      parameters: [
        .choice(
          "direction", ["left", "right", "up", "down"], default: "left",
          "The way the content moves; pops and dismissals move the other way."),
        .number("duration", default: 0.35, range: 0...10, "Seconds the slide takes."),
      ],
      // Serves custom and tab changes by default, never in place of UIKit's own animation.
      rank: .secondary
    ) { request in
      PushAnimator(
        duration: request.number("duration") ?? 0.35,
        direction: request.string("direction").flatMap(PushAnimator.Direction.init(rawValue:))
          ?? .left,
        operation: request.operation)
    }
  ])
}
