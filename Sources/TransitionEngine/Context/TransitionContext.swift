/// Everything an animator needs about one transition, and the calls it makes back.
/// Mirrors `UIViewControllerContextTransitioning`, with UIKit's rules for every member.
public final class TransitionContext {
  /// Mirrors `UITransitionContextViewControllerKey` and `UITransitionContextViewKey`.
  public enum Key: String, Sendable {
    /// The controller or view the transition leaves. Mirrors `.from`.
    case from
    /// The controller or view the transition shows. Mirrors `.to`.
    case to
  }

  /// The engine running the transition.
  public unowned let engine: Engine
  /// A number for traces.
  public let id: Int
  /// What the transition does.
  public let operation: TransitionOperation
  /// The superview of every view in the transition. Mirrors `containerView`.
  public let containerView: View
  /// Whether the transition animates. Mirrors `isAnimated`; a `.custom` presentation
  /// still runs its animator when it is false.
  public let isAnimated: Bool
  /// The presentation controller's style for modal transitions, `.none` for navigation
  /// and tab transitions. Mirrors `presentationStyle`.
  public let presentationStyle: ModalPresentationStyle
  /// The rotation applied during the transition; identity, as the engine does not rotate.
  /// Mirrors `targetTransform`.
  public let targetTransform: AffineTransform = .identity
  /// Whether the transition is being driven interactively now. Mirrors `isInteractive`.
  public internal(set) var isInteractive = false
  /// Whether it started interactive (from the interactor's `wantsInteractiveStart`).
  public internal(set) var isInitiallyInteractive = false
  /// Whether a cancel was requested. Mirrors `transitionWasCancelled`.
  public internal(set) var transitionWasCancelled = false
  /// The animator's `transitionDuration`, asked once at the start.
  public internal(set) var transitionDuration: Double = 0
  /// The last interactive progress, in `0...1`.
  public internal(set) var percentComplete: Double = 0
  /// Where the transition is.
  public internal(set) var phase: TransitionPhase = .scheduled
  /// The virtual time it started, once it has.
  public internal(set) var startTime: Double?
  /// The virtual time it completed or was cancelled, once it has.
  public internal(set) var endTime: Double?

  let fromController: ViewController
  let toController: ViewController
  var fromView: View?
  var toView: View?
  var fromStartFrame: Rect = .zero
  var fromEndFrame: Rect = .zero
  var toStartFrame: Rect = .zero
  var toEndFrame: Rect = .zero

  /// The animator serving the transition.
  public let animator: any AnimatedTransitioning
  /// The interaction controller driving it, if any.
  public let interactor: (any InteractiveTransitioning)?
  /// Why this animator was chosen: the engine's rule or the delegate's decision, for
  /// traces (``AnimatorReason/text``) and reports (``AnimatorReason/explanation``).
  public let animatorReason: AnimatorReason
  /// A one-line description: `present detail from home (fullScreen)`.
  public let label: String
  let participant: any TransitionParticipant
  var completion: (() -> Void)?
  /// The pending watchdog call, if armed.
  var watchdog: Int?
  /// Set when the watchdog ended the transition.
  public internal(set) var wasEndedByWatchdog = false
  var deferredRequest: DeferredInteractiveRequest?
  /// What its animator made so far, against the engine's limits.
  var usage = Limits.Usage()
  /// Set once it went past a limit: it ends as cancelled on the next clock turn.
  public internal(set) var isEndingForLimit = false
  var interactiveDriver: InteractiveDriver = .none
  private var askedInterruptibleAnimator = false
  private var cachedInterruptibleAnimator: PropertyAnimator?
  /// What the transition's coordinator queued.
  var coordinatorQueue = CoordinatorQueue()
  /// The window as an interactive transition started, to find what a cancel leaves.
  var cancelBaseline: CancelBaseline?
  /// Set while the engine sets up the container, whose own view moves are not the
  /// animator's.
  var isPreparing = false

  /// Whether the animator gave an interruptible animator when asked.
  var hasInterruptibleAnimator: Bool { cachedInterruptibleAnimator != nil }

  init(
    engine: Engine, operation: TransitionOperation, from: ViewController, to: ViewController,
    containerView: View, isAnimated: Bool, presentationStyle: ModalPresentationStyle,
    animator: any AnimatedTransitioning, animatorReason: AnimatorReason,
    interactor: (any InteractiveTransitioning)?, participant: any TransitionParticipant,
    label: String
  ) {
    from.loadViewIfNeeded()
    to.loadViewIfNeeded()
    self.engine = engine
    self.animator = animator
    self.animatorReason = animatorReason
    self.interactor = interactor
    self.participant = participant
    self.label = label
    self.id = engine.nextSequenceNumber()
    self.operation = operation
    self.fromController = from
    self.toController = to
    self.containerView = containerView
    self.isAnimated = isAnimated
    self.presentationStyle = presentationStyle
  }

  /// The controller for `key`. Mirrors `viewController(forKey:)`.
  public func viewController(forKey key: Key) -> ViewController {
    key == .from ? fromController : toController
  }

  /// The view to animate for `key`, or nil when the animator must not touch that
  /// controller's view (the presenter's view in a presentation that keeps it).
  /// Mirrors `view(forKey:)`.
  public func view(forKey key: Key) -> View? {
    key == .from ? fromView : toView
  }

  /// The frame `controller`'s view starts at, in the container's coordinates, or `.zero`
  /// when unknown or not part of the transition. Mirrors `initialFrame(for:)`.
  public func initialFrame(for controller: ViewController) -> Rect {
    if controller === fromController { return fromStartFrame }
    if controller === toController { return toStartFrame }
    return .zero
  }

  /// The frame `controller`'s view must end at, or `.zero` when it leaves the window or
  /// is not part of the transition. Mirrors `finalFrame(for:)`.
  public func finalFrame(for controller: ViewController) -> Rect {
    if controller === fromController { return fromEndFrame }
    if controller === toController { return toEndFrame }
    return .zero
  }

  /// Ends the transition; required once at the end of every transition, cancelled
  /// ones included. A second call is ignored with a warning.
  /// Mirrors `completeTransition(_:)`.
  public func completeTransition(_ didComplete: Bool) {
    complete(didComplete)
  }

  /// Reports interactive progress: clamped to `0...1`, ignored unless in flight and
  /// interactive, and ignored when unchanged. Mirrors `updateInteractiveTransition(_:)`.
  public func updateInteractiveTransition(_ percent: Double) {
    updateInteractive(percent)
  }

  /// Finishes an interactive transition from where it is. Mirrors
  /// `finishInteractiveTransition()`; before the start it is replayed after it.
  public func finishInteractiveTransition() {
    endInteraction(cancel: false)
  }

  /// Cancels an interactive transition: everything animated returns to where it started.
  /// Mirrors `cancelInteractiveTransition()`; before the start it is replayed after it.
  public func cancelInteractiveTransition() {
    endInteraction(cancel: true)
  }

  /// Pauses a running (non-interactive) interruptible transition and makes it
  /// interactive. Mirrors `pauseInteractiveTransition()`.
  public func pauseInteractiveTransition() {
    pauseInteraction()
  }

  /// The animator's interruptible animator, asked once and kept; asking again must
  /// give the same object, and a different one is reported.
  func interruptibleAnimator() -> PropertyAnimator? {
    let answer = animator.interruptibleAnimator(using: self)
    engine.trace.record(
      TraceCallback(.animator(transition: id), "interruptibleAnimator"),
      details: [("result", answer.map { "property-animator#\($0.id)" } ?? "nil")])
    if askedInterruptibleAnimator {
      if answer !== cachedInterruptibleAnimator {
        engine.reportViolation(.newInterruptibleAnimator(transition: label), in: self)
      }
      return cachedInterruptibleAnimator
    }
    askedInterruptibleAnimator = true
    cachedInterruptibleAnimator = answer
    return answer
  }
}
