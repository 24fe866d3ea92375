extension TransitionContext {
  /// Queues the transition to start on the next clock turn.
  func schedule() {
    engine.onTransitionScheduled?(self)
    engine.transitions.append(self)
    engine.trace.record(
      .transitionScheduled,
      [
        ("transition", "\(id)"), ("operation", operation.rawValue), ("label", label),
        ("animated", "\(isAnimated)"), ("interactive", "\(interactor != nil)"),
      ])
    engine.trace.record(
      .animatorResolved,
      [("transition", "\(id)"), ("animator", animatorName), ("reason", animatorReason.text)])
    engine.schedule(at: engine.now, "start \(label)") { [self] in start() }
  }

  /// The animator's name: its ``NamedAnimator/animatorName`` (a plugin's id, a system
  /// animator's `system.coverVertical`), else its type's name. Traces and reports use it.
  public var animatorName: String {
    if let named = animator as? any NamedAnimator { return named.animatorName }
    return String(describing: type(of: animator))
  }

  @discardableResult
  func setPhase(_ next: TransitionPhase) -> Bool {
    guard phase.allows(next) else {
      engine.reportViolation(
        .contextCallIgnored(
          call: "phase change", transition: label,
          reason: "illegal phase change from \(phase.rawValue) to \(next.rawValue)"))
      return false
    }
    engine.trace.record(
      .transitionPhase,
      [("transition", "\(id)"), ("from", phase.rawValue), ("to", next.rawValue)])
    phase = next
    if next == .inFlight { startTime = engine.now }
    if next == .completed || next == .cancelled { endTime = engine.now }
    // UIKit's window ignores touches while a transition without an interactor runs.
    if interactor == nil {
      if next == .inFlight { engine.transitionsIgnoringInteraction += 1 }
      if next == .completed || next == .cancelled { engine.transitionsIgnoringInteraction -= 1 }
    }
    return true
  }

  private func start() {
    guard setPhase(.inFlight) else { return }
    if interactor != nil { cancelBaseline = CancelBaseline(self) }
    isPreparing = true
    participant.prepare(self)
    isPreparing = false
    engine.trace.record(
      .containerReady,
      [
        ("transition", "\(id)"), ("container", "\(containerView)"),
        ("fromView", fromView.map { "\($0)" } ?? "nil"),
        ("toView", toView.map { "\($0)" } ?? "nil"),
        ("fromStart", "\(fromStartFrame)"), ("fromEnd", "\(fromEndFrame)"),
        ("toStart", "\(toStartFrame)"), ("toEnd", "\(toEndFrame)"),
      ])
    let duration = animator.transitionDuration(using: self)
    transitionDuration = duration.isFinite && duration >= 0 ? duration : 0
    engine.trace.record(
      TraceCallback(.animator(transition: id), "transitionDuration"),
      details: [("result", formatNumber(duration))])
    if !(duration.isFinite && duration >= 0) {
      engine.reportViolation(
        .nonFiniteValue(call: "transitionDuration of \(label)", value: formatNumber(duration)))
    }
    if interactor == nil || interactor?.wantsInteractiveStart == false { armWatchdog() }
    if let interactor {
      isInitiallyInteractive = interactor.wantsInteractiveStart
      isInteractive = isInitiallyInteractive
      engine.trace.record(
        TraceCallback(.interactor(transition: id), "startInteractiveTransition"),
        details: [("wantsInteractiveStart", "\(isInitiallyInteractive)")])
      interactor.startInteractiveTransition(self)
      if phase == .inFlight { runAlongsideAnimations(after: nil) }
    } else {
      runAnimateTransition()
    }
    if phase == .inFlight, let request = deferredRequest {
      deferredRequest = nil
      engine.trace.record(
        TraceCallback(
          .context(transition: id),
          request == .finish ? "finishInteractiveTransition" : "cancelInteractiveTransition"),
        details: [("replayed", "true")])
      endInteraction(cancel: request == .cancel)
    }
  }

  /// Calls the animator's `animateTransition`, then runs the coordinator's alongside
  /// animations in the timing of the first animation block it made. A non-animated transition (a `.custom`
  /// presentation with `animated: false`) still calls it, so the animator can install its
  /// views, but with animations turned off, as UIKit does: its animation blocks apply at
  /// once and their completions run on the next clock turn.
  func runAnimateTransition() {
    engine.layOutWindowIfNeeded()
    engine.trace.record(TraceCallback(.animator(transition: id), "animateTransition"))
    let outerCapture = engine.animations.firstBlockCapture
    engine.animations.firstBlockCapture = .waiting
    if isAnimated {
      animator.animateTransition(using: self)
    } else {
      engine.performWithoutAnimation { animator.animateTransition(using: self) }
    }
    let first = engine.animations.firstBlockCapture
    engine.animations.firstBlockCapture = outerCapture
    if phase == .inFlight { runAlongsideAnimations(after: first.mode) }
  }

  /// ``Pitfall/cancelCleanup``: on the next clock turn (the animator's completion code
  /// has run), what the cancelled transition left in the window.
  private func checkCleanup(_ baseline: CancelBaseline) {
    engine.onNextTurn("cancel cleanup check \(label)") { [self] in
      let leftovers = baseline.leftovers(in: engine)
      guard !leftovers.isEmpty else { return }
      engine.reportViolation(.cancelLeftovers(transition: label, leftovers: leftovers), in: self)
    }
  }

  func complete(_ didComplete: Bool) {
    switch phase {
    case .completing, .completed, .cancelled:
      engine.reportViolation(.repeatedCompleteTransition(transition: label))
      return
    case .scheduled:
      engine.reportViolation(
        .contextCallIgnored(
          call: "completeTransition", transition: label,
          reason: "the transition has not started"))
      return
    case .inFlight:
      break
    }
    engine.trace.record(
      TraceCallback(.context(transition: id), "completeTransition"),
      details: [("didComplete", "\(didComplete)")])
    if didComplete && transitionWasCancelled {
      engine.reportViolation(.completedAfterCancel(transition: label), in: self)
    }
    disarmWatchdog()
    setPhase(.completing)
    for step in ["invalidationHandlers", "animationWillEnd", "willComplete"] {
      engine.trace.record(.completionStep, [("transition", "\(id)"), ("step", step)])
    }
    engine.trace.record(.completionStep, [("transition", "\(id)"), ("step", "completionHandler")])
    // Alongside animations that could not run (the animator completed inside
    // animateTransition) apply at once, before the container's end of the transition.
    runAlongsideAnimations(after: nil)
    participant.finish(self, didComplete: didComplete)
    engine.trace.record(
      .completionStep, [("transition", "\(id)"), ("step", "alongsideCompletion")])
    runAlongsideCompletions()
    engine.trace.record(.completionStep, [("transition", "\(id)"), ("step", "didComplete")])
    setPhase(didComplete ? .completed : .cancelled)
    engine.trace.record(
      TraceCallback(.animator(transition: id), "animationEnded"),
      details: [("completed", "\(didComplete)")])
    animator.animationEnded(didComplete)
    engine.transitionDidEnd(self)
    if !didComplete, !wasEndedByWatchdog, let baseline = cancelBaseline { checkCleanup(baseline) }
    cancelBaseline = nil
    if didComplete, let completion {
      self.completion = nil
      completion()
    }
  }
}

extension TransitionContext {
  /// How long an animator has to call `completeTransition` once the transition runs on
  /// its own: four times its declared duration plus this grace, in virtual seconds.
  public static let watchdogGrace = 1.0

  /// Arms (or re-arms) the watchdog from now: if `completeTransition` has not been called
  /// within 4 x the duration + ``watchdogGrace``, the transition is ended as cancelled
  /// and reported. Interactive transitions are not watched while they wait for input.
  func armWatchdog() {
    disarmWatchdog()
    let bound = 4 * transitionDuration + Self.watchdogGrace
    // The transition is found again through the engine rather than held weakly: an
    // object with a weak reference pays a slower retain and release for its whole life,
    // and contexts are retained often. A transition in flight is in `transitions`.
    let id = self.id
    watchdog = engine.schedule(at: engine.now + bound, "watchdog \(label)") {
      [unowned engine] in
      engine.transitions.first(where: { $0.id == id })?.watchdogFired(bound: bound)
    }
  }

  func disarmWatchdog() {
    if let watchdog { engine.cancelScheduled(watchdog) }
    watchdog = nil
  }

  private func watchdogFired(bound: Double) {
    watchdog = nil
    guard phase == .inFlight else { return }
    engine.reportViolation(
      .watchdog(transition: label, animator: animatorName, bound: formatNumber(bound)), in: self)
    wasEndedByWatchdog = true
    transitionWasCancelled = true
    complete(false)
  }
}

/// An animator that names itself in traces (the built-in ones do).
public protocol NamedAnimator {
  /// The stable name traces print.
  var animatorName: String { get }
}
