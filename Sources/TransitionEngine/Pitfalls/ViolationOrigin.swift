/// The transition in which a rule was broken, as reports name it: the engine's id for
/// it, its label and its animator.
public struct ViolationOrigin: Hashable, Sendable {
  /// The transition's ``TransitionContext/id``.
  public let transition: Int
  /// Its ``TransitionContext/label``: `dismiss detail to home (custom)`.
  public let label: String
  /// Its ``TransitionContext/animatorName``: a plugin's animator id, `system.coverVertical`.
  public let animator: String

  /// The origin `context`.
  public init(_ context: TransitionContext) {
    transition = context.id
    label = context.label
    animator = context.animatorName
  }
}

extension Engine {
  /// The transition whose animator runs now (in flight or completing), when exactly one
  /// does: the one a violation without a context of its own happened in.
  var soleRunningTransition: TransitionContext? {
    var found: TransitionContext?
    for context in transitions where context.phase == .inFlight || context.phase == .completing {
      if found != nil { return nil }
      found = context
    }
    return found
  }
}
