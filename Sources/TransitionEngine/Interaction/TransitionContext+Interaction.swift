extension TransitionContext {
  /// Starts a percent-driven transition, as `UIPercentDrivenInteractiveTransition` does:
  /// with the animator's interruptible animator when it has one (paused when the
  /// transition starts interactive, running otherwise), else by capturing the
  /// animations `animateTransition` makes into one tracked group.
  func startPercentDriven(wantsInteractiveStart: Bool) {
    if let propertyAnimator = interruptibleAnimator() {
      interactiveDriver = .interruptible(propertyAnimator)
      runAlongsideAnimations(after: nil)
      if wantsInteractiveStart {
        propertyAnimator.pauseAnimation()
      } else {
        propertyAnimator.startAnimation()
      }
      return
    }
    let duration = transitionDuration > 0 ? transitionDuration : 0
    let group = engine.animations.makeGroup(
      kind: .interactive, label: "interactive#\(id)", duration: duration,
      state: wantsInteractiveStart
        ? .held(fraction: 0, values: .linear)
        : .running(anchorTime: engine.now, anchorFraction: 0, isReversed: false))
    group.onReachEnd = { [unowned self, unowned group] atStart in
      trackedGroupReachedEnd(group, atStart: atStart)
    }
    interactiveDriver = .tracked(group)
    engine.animations.trackingGroup = group
    runAnimateTransition()
    engine.animations.trackingGroup = nil
    if group.tracks.isEmpty && group.completions.isEmpty {
      engine.animations.end(group, at: .end)
    }
  }

  private func trackedGroupReachedEnd(_ group: AnimationGroup, atStart: Bool) {
    engine.animations.end(group, at: atStart ? .start : .end)
    engine.trace.record(
      .animationEnded,
      [
        ("group", "\(group.id)"), ("label", group.label), ("finished", "true"),
        ("position", atStart ? "start" : "end"),
      ])
    for completion in group.completions.take() { completion(true) }
  }

  func updateInteractive(_ percent: Double) {
    guard percent.isFinite else {
      return engine.reportViolation(
        .nonFiniteValue(call: "updateInteractiveTransition", value: formatNumber(percent)))
    }
    guard phase == .inFlight else {
      return ignored("updateInteractiveTransition", "the transition is \(phase.rawValue)")
    }
    guard isInteractive else {
      return ignored("updateInteractiveTransition", "the transition is not interactive now")
    }
    let clamped = min(max(percent, 0), 1)
    guard clamped != percentComplete else { return }
    percentComplete = clamped
    engine.trace.record(
      TraceCallback(.context(transition: id), "updateInteractiveTransition"),
      details: [("percent", formatNumber(clamped))])
    switch interactiveDriver {
    case .tracked(let group): group.scrub(to: clamped, linearly: true)
    case .interruptible(let propertyAnimator): propertyAnimator.fractionComplete = clamped
    case .none: break
    }
  }

  func endInteraction(cancel: Bool) {
    let call = cancel ? "cancelInteractiveTransition" : "finishInteractiveTransition"
    switch phase {
    case .scheduled:
      deferredRequest = cancel ? .cancel : .finish
      engine.trace.record(
        TraceCallback(.context(transition: id), call), details: [("deferred", "true")])
      return
    case .inFlight:
      break
    case .completing, .completed, .cancelled:
      return ignored(call, "the transition is \(phase.rawValue)")
    }
    reaskInterruptibleAnimator()
    let requestedSpeed = interactor?.completionSpeed ?? 1
    let speed = requestedSpeed > 0 && requestedSpeed.isFinite ? requestedSpeed : 1
    let curve = interactor?.completionCurve ?? .easeInOut
    if cancel { transitionWasCancelled = true }
    isInteractive = false
    armWatchdog()
    let percent: Double
    switch interactiveDriver {
    case .tracked(let group): percent = group.fraction(at: engine.now)
    case .interruptible(let propertyAnimator): percent = propertyAnimator.fractionComplete
    case .none: percent = percentComplete
    }
    percentComplete = percent
    let factor = (cancel ? percent : 1 - percent) / speed
    engine.trace.record(
      TraceCallback(.context(transition: id), call),
      details: [
        ("percent", formatNumber(percent)), ("completionSpeed", formatNumber(speed)),
        ("completionCurve", curve.timingCurve.name),
        ("remaining", formatNumber(factor * transitionDuration)),
      ])
    notifyInteractionChanged()
    switch interactiveDriver {
    case .tracked(let group):
      group.retarget(
        at: engine.now, duration: factor * transitionDuration, curve: curve.timingCurve,
        isReversed: cancel)
    case .interruptible(let propertyAnimator):
      propertyAnimator.isReversed = cancel
      let timing = (interactor as? PercentDrivenInteractiveTransition)?.timingCurve
      if timing != nil || speed != 1 {
        propertyAnimator.continueAnimation(withTimingCurve: timing, durationFactor: factor)
      } else {
        propertyAnimator.startAnimation()
      }
    case .none:
      break
    }
  }

  func pauseInteraction() {
    guard phase == .inFlight else {
      return ignored("pauseInteractiveTransition", "the transition is \(phase.rawValue)")
    }
    guard !isInteractive else {
      return ignored("pauseInteractiveTransition", "the transition is already interactive")
    }
    reaskInterruptibleAnimator()
    switch interactiveDriver {
    case .tracked(let group):
      group.hold(at: engine.now)
      percentComplete = group.fraction(at: engine.now)
    case .interruptible(let propertyAnimator):
      propertyAnimator.pauseAnimation()
      percentComplete = propertyAnimator.fractionComplete
    case .none:
      return ignored("pauseInteractiveTransition", "the transition is not interruptible")
    }
    isInteractive = true
    disarmWatchdog()
    engine.trace.record(
      TraceCallback(.context(transition: id), "pauseInteractiveTransition"),
      details: [("percent", formatNumber(percentComplete))])
    notifyInteractionChanged()
  }

  /// Asks the animator for its interruptible animator again, as UIKit does when it
  /// pauses, finishes or cancels; a different answer is reported and the first kept.
  private func reaskInterruptibleAnimator() {
    guard case .interruptible(let first) = interactiveDriver else { return }
    interactiveDriver = .interruptible(interruptibleAnimator() ?? first)
  }

  private func ignored(_ call: String, _ reason: String) {
    engine.trace.record(TraceCallback(.context(transition: id), call, ignoredReason: reason))
  }
}
