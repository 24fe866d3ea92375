/// How a delegate's chain chose a transition's animator: the link that made the choice
/// and the animator it chose, as written.
///
/// A delegate hands it to the engine with its animator (``AnimatorAnswer``); the
/// transition's context keeps it in its ``AnimatorReason``.
public struct AnimatorDecision: Sendable {
  /// The link of the chain that chose.
  public let link: ChoiceLink
  /// The animator chosen, as written with every parameter (`org.x.slide(duration: 0.4)`);
  /// nil for the system animator.
  public let animator: String?

  /// A decision of `link` for `animator` (nil: the system animator).
  public init(_ link: ChoiceLink, animator: String? = nil) {
    self.link = link
    self.animator = animator
  }
}

/// A delegate's animator (nil: the system's) with the decision that chose it: what the
/// engine asks a delegate for.
public struct AnimatorAnswer {
  /// The animator, or nil for the system's.
  public let animator: (any AnimatedTransitioning)?
  /// How the delegate chose it; nil when it does not say (a plain UIKit-style delegate).
  public let decision: AnimatorDecision?

  /// An answer of `animator` chosen by `decision`.
  public init(_ animator: (any AnimatedTransitioning)?, decision: AnimatorDecision? = nil) {
    self.animator = animator
    self.decision = decision
  }
}
