import TransitionEngine

/// What an animator saw of its context when `animateTransition` ran.
struct ContextSnapshot {
  let operation: TransitionOperation
  let fromController: ViewController
  let toController: ViewController
  let fromView: View?
  let toView: View?
  let fromStart: Rect
  let fromEnd: Rect
  let toStart: Rect
  let toEnd: Rect
  let isAnimated: Bool
  let isInteractive: Bool
  let presentationStyle: ModalPresentationStyle
  let targetTransform: AffineTransform
  let transitionWasCancelled: Bool
  let container: View
  /// The names of the container's subviews at that moment, back to front.
  let containerContents: [String]
  let containerSuperview: View?
  let containerIndex: Int?

  init(_ context: TransitionContext) {
    operation = context.operation
    fromController = context.viewController(forKey: .from)
    toController = context.viewController(forKey: .to)
    fromView = context.view(forKey: .from)
    toView = context.view(forKey: .to)
    fromStart = context.initialFrame(for: fromController)
    fromEnd = context.finalFrame(for: fromController)
    toStart = context.initialFrame(for: toController)
    toEnd = context.finalFrame(for: toController)
    isAnimated = context.isAnimated
    isInteractive = context.isInteractive
    presentationStyle = context.presentationStyle
    targetTransform = context.targetTransform
    transitionWasCancelled = context.transitionWasCancelled
    container = context.containerView
    containerContents = context.containerView.subviews.map(\.name)
    containerSuperview = context.containerView.superview
    containerIndex = context.containerView.indexInSuperview
  }
}

/// An animator written the way a careful UIKit animator is: it installs only the views
/// the context hands out, slides the incoming view in (or the outgoing one out) over
/// `duration`, removes a view it inserted when a dismissal is cancelled, completes with
/// `!transitionWasCancelled`, and records every call and what it saw.
final class RecordingTransitionAnimator: AnimatedTransitioning {
  var duration = 0.4
  private(set) var calls: [String] = []
  private(set) var seen: [ContextSnapshot] = []
  /// When true, `completeTransition` is called a second time right after the first.
  var completesTwice = false
  /// When false, the animator never calls `completeTransition`; the test does.
  var completes = true
  /// The value passed to `completeTransition`; `!transitionWasCancelled` when nil.
  var forcedCompletion: Bool?
  /// Runs after the views are installed, before the animation block: set start values.
  var prepare: ((TransitionContext) -> Void)?
  /// Runs inside the animation block: more animated changes.
  var alongside: ((TransitionContext) -> Void)?
  /// Runs inside `animationEnded`, after the call is recorded.
  var onAnimationEnded: ((Bool) -> Void)?

  /// Forgets the calls and snapshots recorded so far.
  func reset() {
    calls = []
    seen = []
  }

  func transitionDuration(using context: TransitionContext?) -> Double {
    calls.append("transitionDuration")
    return duration
  }

  func animateTransition(using context: TransitionContext) {
    calls.append("animateTransition")
    seen.append(ContextSnapshot(context))
    let container = context.containerView
    let bounds = container.bounds
    let fromView = context.view(forKey: .from)
    let toView = context.view(forKey: .to)
    let toFinal = context.finalFrame(for: context.viewController(forKey: .to))
    let fromStart = context.initialFrame(for: context.viewController(forKey: .from))
    let reveals = context.operation == .dismiss || context.operation == .pop
    var inserted: View?
    if let toView {
      if toView.superview !== container { inserted = toView }
      if reveals, let fromView, fromView.superview === container {
        container.insertSubview(toView, belowSubview: fromView)
        toView.frame = toFinal
      } else {
        container.addSubview(toView)
        toView.frame =
          context.operation == .present
          ? toFinal.offsetBy(dx: 0, dy: bounds.height) : toFinal.offsetBy(dx: bounds.width, dy: 0)
      }
    }
    prepare?(context)
    context.engine.animate(
      withDuration: context.isAnimated ? duration : 0,
      animations: {
        self.alongside?(context)
        if reveals {
          fromView?.frame =
            context.operation == .dismiss
            ? fromStart.offsetBy(dx: 0, dy: bounds.height)
            : fromStart.offsetBy(dx: bounds.width, dy: 0)
        } else {
          toView?.frame = toFinal
        }
      },
      completion: { _ in
        self.finish(context, undoing: context.operation == .dismiss ? inserted : nil)
      }
    )
  }

  private func finish(_ context: TransitionContext, undoing inserted: View?) {
    let completed = forcedCompletion ?? !context.transitionWasCancelled
    if context.transitionWasCancelled, let inserted { inserted.removeFromSuperview() }
    guard completes else { return }
    context.completeTransition(completed)
    if completesTwice { context.completeTransition(completed) }
  }

  func animationEnded(_ transitionCompleted: Bool) {
    calls.append("animationEnded(\(transitionCompleted))")
    onAnimationEnded?(transitionCompleted)
  }
}

/// An interruptible animator: one property animator, made on the first
/// `interruptibleAnimator(using:)` call, installs the incoming view and slides it in
/// linearly over `duration` (or slides the outgoing one out); its completion completes
/// the transition with `position == .end`.
final class InterruptibleTransitionAnimator: AnimatedTransitioning {
  var duration = 1.0
  /// When true, every call after the first returns a new property animator, the bug
  /// that broke Jelly on iOS 13.
  var returnsNewObjectEachTime = false
  private(set) var askCount = 0
  private(set) var calls: [String] = []
  private(set) var first: PropertyAnimator?

  func transitionDuration(using context: TransitionContext?) -> Double { duration }

  func animateTransition(using context: TransitionContext) {
    calls.append("animateTransition")
    interruptibleAnimator(using: context)?.startAnimation()
  }

  func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator? {
    askCount += 1
    calls.append("interruptibleAnimator")
    if let first {
      return returnsNewObjectEachTime
        ? PropertyAnimator(engine: context.engine, duration: duration) : first
    }
    let container = context.containerView
    let bounds = container.bounds
    let reveals = context.operation == .dismiss || context.operation == .pop
    let fromView = context.view(forKey: .from)
    let toView = context.view(forKey: .to)
    let toFinal = context.finalFrame(for: context.viewController(forKey: .to))
    let fromStart = context.initialFrame(for: context.viewController(forKey: .from))
    if let toView {
      if reveals, let fromView, fromView.superview === container {
        container.insertSubview(toView, belowSubview: fromView)
        toView.frame = toFinal
      } else {
        container.addSubview(toView)
        toView.frame = toFinal.offsetBy(dx: 0, dy: bounds.height)
      }
    }
    let animator = PropertyAnimator(
      engine: context.engine, duration: duration, timingCurve: .linear
    ) {
      if reveals {
        fromView?.frame = fromStart.offsetBy(dx: 0, dy: bounds.height)
      } else {
        toView?.frame = toFinal
      }
    }
    animator.addCompletion { position in context.completeTransition(position == .end) }
    first = animator
    return animator
  }

  func animationEnded(_ transitionCompleted: Bool) {
    calls.append("animationEnded(\(transitionCompleted))")
  }
}

/// An interaction controller that is not percent-driven: it starts the animator itself
/// and reports whatever completion speed and curve the test sets.
final class PlainInteractionController: InteractiveTransitioning {
  var completionSpeed: Double
  var completionCurve: AnimationCurve
  private(set) var started: TransitionContext?

  init(completionSpeed: Double = 1, completionCurve: AnimationCurve = .easeInOut) {
    self.completionSpeed = completionSpeed
    self.completionCurve = completionCurve
  }

  func startInteractiveTransition(_ context: TransitionContext) {
    started = context
  }
}
