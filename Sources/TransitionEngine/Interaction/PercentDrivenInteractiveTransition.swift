/// Drives a transition from a progress value, the way most interactive transitions are
/// written. Mirrors `UIPercentDrivenInteractiveTransition`.
///
/// The engine links it to its transition when the transition is requested, so
/// `finish()` or `cancel()` called before the transition starts is recorded and
/// replayed once it has started, as UIKit does.
open class PercentDrivenInteractiveTransition: InteractiveTransitioning {
  /// The transition being driven.
  public internal(set) weak var context: TransitionContext?
  /// The speed of the finishing or cancelling animation; reads 1 when set to 0 or less.
  /// Mirrors `completionSpeed`.
  public var completionSpeed: Double {
    get { storedSpeed > 0 && storedSpeed.isFinite ? storedSpeed : 1 }
    set { storedSpeed = newValue }
  }
  /// The curve of the finishing or cancelling animation. Mirrors `completionCurve`.
  public var completionCurve: AnimationCurve = .easeInOut
  /// With an interruptible animator: the timing used to continue. Mirrors `timingCurve`.
  public var timingCurve: TimingCurve?
  /// Whether the transition starts interactive. Mirrors `wantsInteractiveStart`.
  public var wantsInteractiveStart = true
  private var storedSpeed = 1.0

  /// Creates an interaction controller.
  public init() {}

  /// The transition's duration, 0 until it starts. Mirrors `duration`.
  public var duration: Double { context?.transitionDuration ?? 0 }

  /// The last progress reported. Mirrors `percentComplete`.
  public var percentComplete: Double { context?.percentComplete ?? 0 }

  /// Starts the transition. Mirrors `startInteractiveTransition(_:)`.
  open func startInteractiveTransition(_ context: TransitionContext) {
    self.context = context
    context.startPercentDriven(wantsInteractiveStart: wantsInteractiveStart)
  }

  /// Reports progress. Mirrors `update(_:)`.
  public func update(_ percentComplete: Double) {
    context?.updateInteractiveTransition(percentComplete)
  }

  /// Finishes from where the transition is. Mirrors `finish()`.
  public func finish() { context?.finishInteractiveTransition() }

  /// Cancels: everything returns to where it started. Mirrors `cancel()`.
  public func cancel() { context?.cancelInteractiveTransition() }

  /// Pauses a running transition and makes it interactive. Mirrors `pause()`.
  public func pause() { context?.pauseInteractiveTransition() }
}
