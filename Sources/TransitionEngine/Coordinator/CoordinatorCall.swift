/// The calls and blocks of a transition coordinator that the trace records, with the
/// stable names traces print (and scripts' `expect callbacks` name as `coordinator.X`).
public enum CoordinatorCall: String, CaseIterable, Sendable {
  /// `animate(alongsideTransition:completion:)` was called.
  case animateAlongsideTransition
  /// `animateAlongsideTransition(in:animation:completion:)` was called.
  case animateAlongsideTransitionInView
  /// `notifyWhenInteractionChanges(_:)` was called.
  case notifyWhenInteractionChanges
  /// A queued alongside animation block ran.
  case alongside
  /// A queued alongside completion ran.
  case completion
  /// An interaction-change handler ran.
  case interactionChanged
}
