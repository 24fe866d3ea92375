/// What a transition's coordinator holds: the alongside blocks and their completions
/// in registration order, and the interaction-change handlers.
struct CoordinatorQueue {
  /// One `animate(alongsideTransition:completion:)` registration.
  struct Entry {
    /// A number for traces, counting from 1 within the transition.
    let number: Int
    let animation: ((any TransitionCoordinatorContext) -> Void)?
    let completion: ((any TransitionCoordinatorContext) -> Void)?
    /// The view named by `animateAlongsideTransition(in:)`, if any.
    let view: View?
  }

  var entries: [Entry] = []
  /// Set once the alongside animations ran (or were applied at the end).
  var animationsRan = false
  var interactionHandlers: [(any TransitionCoordinatorContext) -> Void] = []
  /// Set once the completions ran; nothing more is accepted.
  var isClosed = false
}
