extension Engine {
  /// Animates the changes `animations` makes over `duration` seconds after `delay`.
  /// Mirrors `UIView.animate(withDuration:delay:options:animations:completion:)`.
  ///
  /// The model values change at once; what is on screen follows on the virtual clock.
  /// A duration of zero or less applies the changes with no animation. The completion
  /// runs on a later clock turn with `finished == true`, or `false` when a newer
  /// animation replaced one of this one's; when nothing changed it runs on the next
  /// clock turn. Nested inside another `animate`, the inner call takes the outer
  /// duration and curve unless `.overrideInheritedDuration`/`.overrideInheritedCurve`.
  public func animate(
    withDuration duration: Double, delay: Double = 0, options: AnimationOptions = [],
    animations body: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    var resolvedDuration = checked(duration, call: "animate(withDuration:)")
    var curve = options.curve.timingCurve
    if let outer = animations.innermostBasicBlock {
      if !options.contains(.overrideInheritedDuration) { resolvedDuration = outer.duration }
      if !options.contains(.overrideInheritedCurve) { curve = outer.curve }
    }
    runBlock(
      .basic(
        duration: resolvedDuration, delay: checked(delay, call: "animate(delay:)"), curve: curve,
        options: options),
      label: "animate", body, completion: completion)
  }

  /// Animates with a spring that lasts exactly `duration`.
  /// Mirrors `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`.
  public func animate(
    withDuration duration: Double, delay: Double = 0, usingSpringWithDamping dampingRatio: Double,
    initialSpringVelocity velocity: Double, options: AnimationOptions = [],
    animations body: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    let resolved = checked(duration, call: "animate(usingSpringWithDamping:)")
    let spring = SpringCurve(
      dampingRatio: checked(dampingRatio, call: "usingSpringWithDamping"),
      initialVelocity: checked(velocity, call: "initialSpringVelocity"), duration: resolved)
    runBlock(
      .basic(
        duration: resolved, delay: checked(delay, call: "animate(delay:)"), curve: .spring(spring),
        options: options),
      label: "spring", body, completion: completion)
  }

  /// Animates with a spring given by its perceptual duration and bounce; the animation
  /// lasts until the spring settles. Mirrors iOS 17's
  /// `UIView.animate(springDuration:bounce:initialSpringVelocity:delay:options:animations:completion:)`,
  /// with its defaults.
  public func animate(
    springDuration: Double = 0.5, bounce: Double = 0, initialSpringVelocity velocity: Double = 0,
    delay: Double = 0, options: AnimationOptions = [], animations body: () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    let spring = SpringCurve(
      perceptualDuration: checked(springDuration, call: "animate(springDuration:)"),
      bounce: checked(bounce, call: "animate(bounce:)"),
      initialVelocity: checked(velocity, call: "initialSpringVelocity"))
    runBlock(
      .basic(
        duration: springDuration > 0 ? spring.duration : 0,
        delay: checked(delay, call: "animate(delay:)"), curve: .spring(spring), options: options),
      label: "spring", body, completion: completion)
  }

  /// Animates the keyframes that `animations` adds with ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``.
  /// Mirrors `UIView.animateKeyframes(withDuration:delay:options:animations:completion:)`.
  ///
  /// Changes made in `animations` outside a keyframe span the whole duration. As in
  /// UIKit, the whole keyframe timeline follows `curve` (ease-in-out unless a curve
  /// option cast into the keyframe options says otherwise): a keyframe over the first
  /// quarter ends when the curve's progress reaches 0.25, not at a quarter of the time;
  /// `calculationMode` decides how values move between keys.
  public func animateKeyframes(
    withDuration duration: Double, delay: Double = 0,
    calculationMode: KeyframeCalculationMode = .linear, curve: TimingCurve = .easeInOut,
    options: AnimationOptions = [], animations body: () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    runBlock(
      .keyframes(
        duration: checked(duration, call: "animateKeyframes(withDuration:)"),
        delay: checked(delay, call: "animateKeyframes(delay:)"), mode: calculationMode,
        curve: curve, options: options),
      label: "keyframes", body, completion: completion)
  }

  /// Adds a keyframe to the keyframe animation being built: `animations`' changes are
  /// reached between `start` and `start + duration` (fractions of the whole).
  /// Mirrors `UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)`;
  /// outside `animateKeyframes` the changes apply at once and the engine warns.
  public func addKeyframe(
    withRelativeStartTime start: Double, relativeDuration duration: Double,
    animations body: () -> Void
  ) {
    let start = checked(start, call: "addKeyframe(withRelativeStartTime:)")
    let duration = checked(duration, call: "addKeyframe(relativeDuration:)")
    if !animations.recordKeyframe(start: start, duration: duration, body) {
      reportViolation(
        .contextCallIgnored(
          call: "addKeyframe", transition: "the animation system",
          reason: "not inside animateKeyframes; the changes were applied at once"))
      body()
    }
  }

  /// Runs `body` with animation turned off. Mirrors `UIView.performWithoutAnimation(_:)`:
  /// animation blocks inside it apply their changes at once and complete on the next
  /// clock turn with `finished == true`.
  public func performWithoutAnimation(_ body: () -> Void) {
    _ = animations.record(.suppressed, body)
  }

  /// Replaces NaN and infinite values by 0 (reporting them) and negative ones by 0.
  func checked(_ value: Double, call: String) -> Double {
    guard value.isFinite else {
      reportViolation(.nonFiniteValue(call: call, value: formatNumber(value)))
      return 0
    }
    return value
  }

  private func runBlock(
    _ mode: AnimationRecording.Mode, label: String, _ body: () -> Void,
    completion: ((Bool) -> Void)?
  ) {
    let isOutermost = animations.isOutermost
    let recording = animations.record(mode, body)
    finishBlock(recording, isOutermost: isOutermost, label: label, completion: completion)
  }

  /// Turns a finished recording into an animation group (or applies it at once), as the
  /// end of an `animate` call does.
  func finishBlock(
    _ recording: AnimationRecording, isOutermost: Bool, label: String,
    completion: ((Bool) -> Void)?
  ) {
    let mode = recording.mode
    let (duration, delay, curve): (Double, Double, TimingCurve) =
      switch mode {
      case .basic(let duration, let delay, let curve, _): (duration, max(delay, 0), curve)
      case .keyframes(let duration, let delay, _, let curve, _): (duration, max(delay, 0), curve)
      case .propertyAnimator, .suppressed: (0, 0, .linear)
      }
    let changed = recording.changes.contains(where: \.isEffective)
    let completion = waitedOnByTransactions(
      completion, animates: changed && duration > 0 && !animations.isSuppressed)
    if isOutermost, let tracking = animations.trackingGroup, tracking.duration > 0,
      duration > 0, changed
    {
      // Inside an interactive transition's animateTransition: the transition drives it.
      let window = (delay / tracking.duration, (delay + duration) / tracking.duration)
      animations.addTracks(from: recording, to: tracking, window: window, curve: curve)
      if let completion { tracking.completions.append(completion) }
      trace.record(
        .animationBegan,
        [
          ("group", "\(tracking.id)"), ("label", label), ("tracked", "true"),
          ("duration", formatNumber(duration)), ("delay", formatNumber(delay)),
          ("curve", curve.name), ("properties", describe(recording)),
        ])
      return
    }
    guard duration > 0, changed, !animations.isSuppressed else {
      if let completion { schedule(at: now, "\(label) completion") { completion(true) } }
      return
    }
    let group = animations.makeGroup(
      kind: .clock, label: label, duration: duration,
      state: .running(anchorTime: now + delay, anchorFraction: 0, isReversed: false))
    animations.addTracks(from: recording, to: group, window: (0, 1), curve: curve)
    if let completion { group.completions.append(completion) }
    trace.record(
      .animationBegan,
      [
        ("group", "\(group.id)"), ("label", label), ("duration", formatNumber(duration)),
        ("delay", formatNumber(delay)), ("curve", curve.name),
        ("properties", describe(recording)),
      ])
  }

  /// `completion`, then the end of an animation the open transactions wait for, when the
  /// block `animates` (in UIKit a block's animations are Core Animation animations, which
  /// a `CATransaction` completion waits for).
  private func waitedOnByTransactions(
    _ completion: ((Bool) -> Void)?, animates: Bool
  ) -> ((Bool) -> Void)? {
    guard animates, let ended = transactionWaiter() else { return completion }
    return { finished in
      completion?(finished)
      ended()
    }
  }

  func describe(_ recording: AnimationRecording) -> String {
    recording.changes.filter(\.isEffective)
      .map { "\($0.view).\($0.property.name)" }.joined(separator: ",")
  }
}
