extension Engine {
  /// The transition the limits count against: the last one started that is still in
  /// flight, or nil.
  var limitedTransition: TransitionContext? {
    transitions.last { $0.phase == .inFlight }
  }

  /// Counts `amount` more of `kind` for the transition in flight, made by its animator.
  /// Returns false when the transition is past one of its limits: the first time, the
  /// engine reports it and ends the transition as cancelled on the next clock turn (not
  /// inside the call that went past); afterwards the caller refuses the call quietly.
  /// Outside transitions nothing is counted.
  public func admit(_ kind: Limits.Kind, _ amount: Int = 1) -> Bool {
    guard let context = limitedTransition else { return true }
    if context.usage.add(amount, of: kind, limits: configuration.limits) { return true }
    if !context.isEndingForLimit {
      context.isEndingForLimit = true
      isPastLimit = true
      reportViolation(
        .limitExceeded(
          animator: context.animatorName, transition: context.label, limit: kind,
          value: configuration.limits[kind]))
      // Found again by id, as the watchdog finds its transition: no weak reference.
      let id = context.id
      schedule(at: now, "limit \(context.label)") { [unowned self] in
        transitions.first(where: { $0.id == id })?.endForLimit()
      }
    }
    return false
  }
}

extension TransitionContext {
  /// Ends the transition as cancelled after it went past a limit.
  func endForLimit() {
    guard phase == .inFlight else { return }
    transitionWasCancelled = true
    complete(false)
  }
}
