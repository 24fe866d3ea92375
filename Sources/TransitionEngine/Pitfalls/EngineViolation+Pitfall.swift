extension EngineViolation {
  /// The catalogued pitfall this violation is, or nil for a rule that has no entry.
  public var pitfall: Pitfall? {
    switch self {
    case .withheldViewAdded: .blackScreen
    case .watchdog: .noComplete
    case .completedAfterCancel: .completeTrueOnCancel
    case .cancelLeftovers: .cancelCleanup
    case .emptySnapshot: .blankSnapshot
    case .snapBack: .snapBack
    case .springCut: .caSpringCut
    case .newInterruptibleAnimator: .newInterruptible
    case .alreadyPresenting: .doublePresent
    case .presentedDuringTransition: .unbalanced
    case .hierarchyCycle, .foreignView, .siblingNotSubview, .repeatedCompleteTransition,
      .contextCallIgnored, .presentationRefused, .nonFiniteValue, .pluginCall, .limitExceeded,
      .layout:
      nil
    }
  }
}
