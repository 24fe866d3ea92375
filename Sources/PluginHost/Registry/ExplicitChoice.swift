import TransitionEngine

/// What a script chose for a controller's transitions (`with NAME` or `with system`),
/// checked against the registry: the resolved animator, or the engine's system animator.
public enum ExplicitChoice: Sendable {
  /// The engine's system animator (`with system`).
  case system
  /// An installed animator with every parameter's value.
  case animator(ResolvedChoice)
}
