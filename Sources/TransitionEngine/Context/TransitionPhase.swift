/// Where a transition is. Every change is checked; an illegal one is reported with
/// both phases and ignored.
public enum TransitionPhase: String, Sendable {
  /// Requested; starts on the next clock turn, as UIKit defers transitions to the
  /// next run-loop pass.
  case scheduled
  /// Started: the animator or interaction controller has it.
  case inFlight
  /// `completeTransition` is running its chain.
  case completing
  /// Ended with `completeTransition(true)`.
  case completed
  /// Ended with `completeTransition(false)`.
  case cancelled

  /// Whether the transition can move from this phase to `next`.
  func allows(_ next: TransitionPhase) -> Bool {
    switch (self, next) {
    case (.scheduled, .inFlight), (.inFlight, .completing), (.completing, .completed),
      (.completing, .cancelled):
      true
    default:
      false
    }
  }
}

/// A request to finish or cancel made before the transition started; UIKit records it
/// and replays it once the transition is in flight.
enum DeferredInteractiveRequest {
  case finish
  case cancel
}

/// How an interactive transition's animations are driven.
enum InteractiveDriver {
  /// Nothing interactive.
  case none
  /// The animations made in `animateTransition`, captured into one group (UIKit's
  /// tracked animator).
  case tracked(AnimationGroup)
  /// The animator's interruptible property animator.
  case interruptible(PropertyAnimator)
}
