/// What a transition coordinator tells the blocks it runs about its transition.
/// Mirrors `UIViewControllerTransitionCoordinatorContext`.
public protocol TransitionCoordinatorContext {
  /// Whether the transition animates. Mirrors `isAnimated`.
  var isAnimated: Bool { get }
  /// The modal style, `.none` for navigation and tab transitions. Mirrors
  /// `presentationStyle`.
  var presentationStyle: ModalPresentationStyle { get }
  /// Whether it started interactive; never changes. Mirrors `initiallyInteractive`.
  var initiallyInteractive: Bool { get }
  /// Whether the animator supplied an interruptible animator. Mirrors `isInterruptible`.
  var isInterruptible: Bool { get }
  /// Whether it is driven interactively now. Mirrors `isInteractive`.
  var isInteractive: Bool { get }
  /// Whether an interactive transition was cancelled. Mirrors `isCancelled`.
  var isCancelled: Bool { get }
  /// The animator's full, non-interactive duration. Mirrors `transitionDuration`.
  var transitionDuration: Double { get }
  /// How far the interaction went, in `0...1`. Mirrors `percentComplete`.
  var percentComplete: Double { get }
  /// The interaction controller's completion speed (1 without one). Mirrors
  /// `completionVelocity`.
  var completionVelocity: Double { get }
  /// The interaction controller's completion curve (`.easeInOut` without one). Mirrors
  /// `completionCurve`.
  var completionCurve: AnimationCurve { get }
  /// The superview of the transition's views. Mirrors `containerView`.
  var containerView: View { get }
  /// The rotation applied during the transition (identity). Mirrors `targetTransform`.
  var targetTransform: AffineTransform { get }
  /// The controller for `key`. Mirrors `viewController(forKey:)`.
  func viewController(forKey key: TransitionContext.Key) -> ViewController
  /// The view for `key`, nil where the context gives none. Mirrors `view(forKey:)`.
  func view(forKey key: TransitionContext.Key) -> View?
}
