extension TransitionContext {
  /// The transition's coordinator. Mirrors the object `transitionCoordinator` returns.
  public var coordinator: TransitionCoordinator { TransitionCoordinator(context: self) }

  /// Whether the coordinator is handed out to the controllers taking part: from the
  /// request until the completion chain starts, so it is gone by `viewDidAppear`.
  var offersCoordinator: Bool { phase == .scheduled || phase == .inFlight }

  func queueAlongside(
    _ animation: ((any TransitionCoordinatorContext) -> Void)?,
    completion: ((any TransitionCoordinatorContext) -> Void)?, in view: View?
  ) -> Bool {
    let call: CoordinatorCall =
      view == nil ? .animateAlongsideTransition : .animateAlongsideTransitionInView
    let refusal: String? =
      if coordinatorQueue.isClosed || !offersCoordinator {
        "the transition is \(phase.rawValue)"
      } else if animation != nil && coordinatorQueue.animationsRan {
        "the transition's animations have started; queue alongside animations before "
          + "animateTransition runs (in viewWillAppear or presentationTransitionWillBegin)"
      } else {
        nil
      }
    let number = coordinatorQueue.entries.count + 1
    var details = [
      ("block", "\(number)"), ("animation", "\(animation != nil)"),
      ("completion", "\(completion != nil)"),
    ]
    if let view { details.append(("view", "\(view)")) }
    engine.trace.record(
      TraceCallback(.coordinator(transition: id), call.rawValue, ignoredReason: refusal),
      details: refusal == nil ? details : [])
    guard refusal == nil else { return false }
    coordinatorQueue.entries.append(
      CoordinatorQueue.Entry(
        number: number, animation: animation, completion: completion, view: view))
    return true
  }

  func queueInteractionHandler(_ handler: @escaping (any TransitionCoordinatorContext) -> Void) {
    let refusal = coordinatorQueue.isClosed || !offersCoordinator
    engine.trace.record(
      TraceCallback(
        .coordinator(transition: id), CoordinatorCall.notifyWhenInteractionChanges.rawValue,
        ignoredReason: refusal ? "the transition is \(phase.rawValue)" : nil))
    if !refusal { coordinatorQueue.interactionHandlers.append(handler) }
  }

  /// Runs the queued alongside animations once, in the transition's timing: with the
  /// interruptible animator when the transition has one, at once when it does not
  /// animate, else in the timing of the first animation block the animator made (`first`),
  /// or over the transition's duration when it made none. Inside a tracked interactive
  /// transition the block joins the tracked group, so it is scrubbed with it.
  func runAlongsideAnimations(after first: AnimationRecording.Mode?) {
    guard !coordinatorQueue.animationsRan else { return }
    coordinatorQueue.animationsRan = true
    let entries = coordinatorQueue.entries.filter { $0.animation != nil }
    guard !entries.isEmpty else { return }
    let coordinator = self.coordinator
    let body = { [self] (timing: String) in
      for entry in entries {
        engine.trace.record(
          TraceCallback(.coordinator(transition: id), CoordinatorCall.alongside.rawValue),
          details: [("block", "\(entry.number)"), ("timing", timing)])
        entry.animation?(coordinator)
      }
    }
    if case .interruptible(let propertyAnimator) = interactiveDriver {
      return propertyAnimator.addAnimations { body("property-animator") }
    }
    guard isAnimated, phase == .inFlight else {
      return engine.performWithoutAnimation { body("immediate") }
    }
    let block: Engine.AnimationBlock
    switch first {
    case .propertyAnimator(let propertyAnimator, _):
      return propertyAnimator.addAnimations { body("property-animator") }
    case .basic(let duration, let delay, let curve, let options),
      .keyframes(let duration, let delay, _, let curve, let options):
      // Alongside animations run in the animator's block, so whether its views take
      // touches is that block's.
      block = .curve(
        duration: duration, delay: delay, curve: curve,
        options: options.intersection(.allowUserInteraction))
    case .suppressed, nil:
      block = .curve(
        duration: transitionDuration, delay: 0, curve: coordinator.completionCurve.timingCurve,
        options: [])
    }
    engine.beginAnimationBlock(block, completion: nil)
    body(first == nil ? "transition-duration" : "animator-block")
    engine.commitAnimationBlock()
  }

  /// Runs the alongside completions, in registration order, once the transition ended;
  /// alongside animations that never ran are applied first, at once.
  func runAlongsideCompletions() {
    runAlongsideAnimations(after: nil)
    let entries = coordinatorQueue.entries
    coordinatorQueue.isClosed = true
    coordinatorQueue.entries = []
    coordinatorQueue.interactionHandlers = []
    let coordinator = self.coordinator
    for entry in entries {
      guard let completion = entry.completion else { continue }
      engine.trace.record(
        TraceCallback(.coordinator(transition: id), CoordinatorCall.completion.rawValue),
        details: [("block", "\(entry.number)"), ("cancelled", "\(transitionWasCancelled)")])
      completion(coordinator)
    }
  }

  /// Calls the interaction-change handlers: the transition just stopped (or started)
  /// being driven interactively.
  func notifyInteractionChanged() {
    let handlers = coordinatorQueue.interactionHandlers
    guard !handlers.isEmpty else { return }
    let coordinator = self.coordinator
    for (index, handler) in handlers.enumerated() {
      engine.trace.record(
        TraceCallback(.coordinator(transition: id), CoordinatorCall.interactionChanged.rawValue),
        details: [
          ("handler", "\(index + 1)"), ("interactive", "\(isInteractive)"),
          ("cancelled", "\(transitionWasCancelled)"),
          ("percent", formatNumber(percentComplete)),
        ])
      handler(coordinator)
    }
  }
}
