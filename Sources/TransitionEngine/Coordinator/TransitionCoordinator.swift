/// The coordinator of one transition, as the controllers taking part see it.
/// Mirrors `UIViewControllerTransitionCoordinator`.
///
/// It is a view of the transition's context: two coordinators of the same transition
/// are equal, and the blocks they queue share one queue. Alongside animations run in
/// the transition's own timing (see ``animate(alongsideTransition:completion:)``).
public struct TransitionCoordinator: TransitionCoordinatorContext {
  /// The context of the transition it coordinates.
  public let context: TransitionContext

  /// The coordinator of `context`'s transition.
  public init(context: TransitionContext) { self.context = context }

  /// Queues `animation` to run with the transition's animations and `completion` to run
  /// after the transition ended (completed or cancelled), both given this coordinator.
  /// Mirrors `animate(alongsideTransition:completion:)`.
  ///
  /// The animations run right after the animator's `animateTransition` returns: inside
  /// the animator's first animation block's timing (its duration, delay and curve), added
  /// to its property animator when it used one, or over ``transitionDuration`` with
  /// ``completionCurve`` when it animated nothing. In an interactive transition they are
  /// scrubbed, finished and reversed on cancel with the transition's own animations; in a
  /// transition that does not animate they apply at once. Returns false (and queues
  /// nothing) once the transition's animations have started and `animation` is given, or
  /// once the transition is ending or over; a completion alone is accepted until the end.
  @discardableResult
  public func animate(
    alongsideTransition animation: ((any TransitionCoordinatorContext) -> Void)?,
    completion: ((any TransitionCoordinatorContext) -> Void)? = nil
  ) -> Bool {
    context.queueAlongside(animation, completion: completion, in: nil)
  }

  /// As ``animate(alongsideTransition:completion:)``, for animations of `view`, which may
  /// lie outside the container. Mirrors `animateAlongsideTransition(in:animation:completion:)`;
  /// the engine scrubs every view on its clock, so the view is only recorded in the trace.
  @discardableResult
  public func animateAlongsideTransition(
    in view: View?, animation: ((any TransitionCoordinatorContext) -> Void)?,
    completion: ((any TransitionCoordinatorContext) -> Void)? = nil
  ) -> Bool {
    context.queueAlongside(animation, completion: completion, in: view)
  }

  /// Registers `handler`, called each time the transition stops or starts being driven
  /// interactively (once at an interactive transition's finish or cancel, before the
  /// cancel's appearance calls), given this coordinator. Kept until the transition ends;
  /// ignored once it is ending. Mirrors `notifyWhenInteractionChanges(_:)`.
  public func notifyWhenInteractionChanges(
    _ handler: @escaping (any TransitionCoordinatorContext) -> Void
  ) {
    context.queueInteractionHandler(handler)
  }

  // MARK: Context

  /// Mirrors `isAnimated`.
  public var isAnimated: Bool { context.isAnimated }
  /// Mirrors `presentationStyle`.
  public var presentationStyle: ModalPresentationStyle { context.presentationStyle }
  /// Mirrors `initiallyInteractive`.
  public var initiallyInteractive: Bool { context.isInitiallyInteractive }
  /// Mirrors `isInterruptible`: whether the animator gave an interruptible animator.
  public var isInterruptible: Bool { context.hasInterruptibleAnimator }
  /// Mirrors `isInteractive`.
  public var isInteractive: Bool { context.isInteractive }
  /// Mirrors `isCancelled`: the context's `transitionWasCancelled`.
  public var isCancelled: Bool { context.transitionWasCancelled }
  /// Mirrors `transitionDuration`.
  public var transitionDuration: Double { context.transitionDuration }
  /// Mirrors `percentComplete`.
  public var percentComplete: Double { context.percentComplete }
  /// Mirrors `completionVelocity`: the interaction controller's `completionSpeed`.
  public var completionVelocity: Double { context.interactor?.completionSpeed ?? 1 }
  /// Mirrors `completionCurve`: the interaction controller's `completionCurve`.
  public var completionCurve: AnimationCurve { context.interactor?.completionCurve ?? .easeInOut }
  /// Mirrors `containerView`.
  public var containerView: View { context.containerView }
  /// Mirrors `targetTransform`.
  public var targetTransform: AffineTransform { context.targetTransform }

  /// Mirrors `viewController(forKey:)`.
  public func viewController(forKey key: TransitionContext.Key) -> ViewController {
    context.viewController(forKey: key)
  }

  /// Mirrors `view(forKey:)`.
  public func view(forKey key: TransitionContext.Key) -> View? {
    context.view(forKey: key)
  }
}

extension TransitionCoordinator: Equatable {
  /// Coordinators are equal when they coordinate the same transition.
  public static func == (lhs: TransitionCoordinator, rhs: TransitionCoordinator) -> Bool {
    lhs.context === rhs.context
  }
}
