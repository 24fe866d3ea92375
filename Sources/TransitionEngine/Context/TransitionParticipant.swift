/// The container-specific half of a transition: what UIKit's presentation, navigation
/// or tab bar controller does around the animator.
protocol TransitionParticipant: AnyObject {
  /// Sets up the container, fills in the context's views and frames, begins the
  /// appearance callbacks and calls the `willBegin` hooks.
  func prepare(_ context: TransitionContext)
  /// UIKit's completion handler: the hierarchy and state changes for a completed or
  /// cancelled transition, the `didEnd` hooks, and the appearance callbacks' end.
  func finish(_ context: TransitionContext, didComplete: Bool)
  /// The navigation or tab bar controller running the transition; nil for a modal one.
  var containerController: ViewController? { get }
}
