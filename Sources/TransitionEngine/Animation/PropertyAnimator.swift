/// An animation you can start, pause, scrub, reverse, stop and finish: the headless
/// `UIViewPropertyAnimator`.
///
/// States follow `UIViewAnimatingState`: `inactive` until started, paused or scrubbed;
/// `active` while running or paused; `stopped` after `stopAnimation(false)` until
/// `finishAnimation(at:)`. Calls UIKit refuses (it raises) are ignored here and
/// reported as an ``EngineViolation`` naming the call and the state.
public final class PropertyAnimator {
  /// Mirrors `UIViewAnimatingState`.
  public enum State: String, Sendable {
    /// Not started, or finished.
    case inactive
    /// Running or paused.
    case active
    /// Stopped without finishing; waiting for `finishAnimation(at:)`.
    case stopped
  }

  /// Mirrors `UIViewAnimatingPosition`.
  public enum Position: String, Sendable {
    /// Where the animations end.
    case end
    /// Where they started.
    case start
    /// Wherever they are.
    case current
  }

  /// The engine that runs it.
  public unowned let engine: Engine
  /// A number for traces.
  public let id: Int
  /// The duration in seconds. Mirrors `duration`.
  public let duration: Double
  /// The timing curve. Mirrors `timingParameters`.
  public let timingCurve: TimingCurve
  /// The delay before the animations start, set by `startAnimation(afterDelay:)`.
  public private(set) var delay: Double = 0
  /// The state. Mirrors `state`.
  public private(set) var state: State = .inactive
  /// Whether a paused animator scrubs linearly (true) or along its curve.
  /// Mirrors `scrubsLinearly` (default true).
  public var scrubsLinearly = true
  /// Whether the animator stays active at the end instead of finishing, so it can be
  /// reversed; completions then do not run. Mirrors `pausesOnCompletion` (default false).
  public var pausesOnCompletion = false
  /// Whether the animator can be paused and resumed. Mirrors `isInterruptible` (true).
  public var isInterruptible = true
  /// Mirrors `isUserInteractionEnabled`: whether the views the animator moves take
  /// touches while it runs (UIKit's default, on). Read as each animation block is added.
  public var isUserInteractionEnabled = true

  private var pendingBlocks: [(block: () -> Void, delayFactor: Double)] = []
  private var completions: [(Position) -> Void] = []
  private var group: AnimationGroup?
  /// Starts of blocks opened with `beginAnimations`, innermost last.
  var openStarts: [Double] = []
  /// The group while the animator is active.
  var activeGroup: AnimationGroup? { group }
  private var reversedWhileHeld = false
  /// After `stopAnimation(false)`, each stopped track's view, property, start and end
  /// values, in track order, for `finishAnimation(at:)` to land on.
  private var stoppedValues:
    [(view: View, property: AnimatableProperty, start: AnimatableVector, end: AnimatableVector)] =
      []

  /// Creates an inactive animator. Mirrors `UIViewPropertyAnimator(duration:timingParameters:)`.
  public init(
    engine: Engine, duration: Double, timingCurve: TimingCurve = .easeInOut,
    animations: (() -> Void)? = nil
  ) {
    self.engine = engine
    self.id = engine.nextSequenceNumber()
    self.duration = engine.checked(duration, call: "UIViewPropertyAnimator(duration:)")
    self.timingCurve = timingCurve
    if let animations { pendingBlocks.append((animations, 0)) }
  }

  /// Creates an animator with a spring that lasts `duration`.
  /// Mirrors `UIViewPropertyAnimator(duration:dampingRatio:animations:)`.
  public convenience init(
    engine: Engine, duration: Double, dampingRatio: Double, animations: (() -> Void)? = nil
  ) {
    self.init(
      engine: engine, duration: duration,
      timingCurve: .spring(
        SpringCurve(dampingRatio: dampingRatio, initialVelocity: 0, duration: duration)),
      animations: animations)
  }

  /// Whether the animations are moving. Mirrors `isRunning`.
  public var isRunning: Bool { state == .active && (group?.isMoving ?? false) }

  /// The direction the animations run, or will run when started. Mirrors `isReversed`;
  /// setting it while running turns the animations round where they are.
  public var isReversed: Bool {
    get {
      if let group, group.isMoving { return group.isReversed }
      return reversedWhileHeld
    }
    set {
      guard state != .stopped else {
        return misuse("isReversed", "the animator is stopped")
      }
      reversedWhileHeld = newValue
      guard let group, group.isMoving, group.isReversed != newValue else { return }
      move(group, reversed: newValue, curve: nil, remainingFactor: nil)
      trace("reverse")
    }
  }

  /// How far the animations are, in `0...1` of the time. Mirrors `fractionComplete`:
  /// settable only while paused (or inactive, which makes it active and paused).
  public var fractionComplete: Double {
    get { group?.fraction(at: engine.now) ?? 0 }
    set {
      guard newValue.isFinite else {
        return engine.reportViolation(
          .nonFiniteValue(call: "fractionComplete", value: formatNumber(newValue)))
      }
      switch state {
      case .stopped:
        misuse("fractionComplete", "the animator is stopped")
      case .active where isRunning:
        misuse("fractionComplete", "the animator is running; pause it first")
      case .inactive, .active:
        let group = activate()
        group.scrub(to: newValue, linearly: scrubsLinearly)
        trace("scrub", ("fraction", formatNumber(newValue)))
      }
    }
  }

  /// Adds animations. Mirrors `addAnimations(_:delayFactor:)`: while active, they run
  /// now over the remaining time, starting `delayFactor` of it later.
  public func addAnimations(_ animations: @escaping () -> Void, delayFactor: Double = 0) {
    let factor = min(max(engine.checked(delayFactor, call: "addAnimations(delayFactor:)"), 0), 1)
    guard state == .active, let group else {
      pendingBlocks.append((animations, factor))
      return
    }
    let current = group.fraction(at: engine.now)
    runBlock(animations, in: group, start: current + factor * (1 - current))
  }

  /// Adds a completion, run with the final position. Mirrors `addCompletion(_:)`.
  public func addCompletion(_ completion: @escaping (Position) -> Void) {
    completions.append(completion)
  }

  /// Starts or resumes. Mirrors `startAnimation()`.
  public func startAnimation() { startAnimation(afterDelay: 0) }

  /// Starts after `delay` seconds, or resumes. Mirrors `startAnimation(afterDelay:)`.
  public func startAnimation(afterDelay delay: Double) {
    guard state != .stopped else { return misuse("startAnimation", "the animator is stopped") }
    let wait = max(engine.checked(delay, call: "startAnimation(afterDelay:)"), 0)
    let isFresh = state == .inactive
    let group = activate()
    if group.isMoving { return }
    if isFresh {
      self.delay = wait
      group.state = .running(
        anchorTime: engine.now + wait, anchorFraction: reversedWhileHeld ? 1 : 0,
        isReversed: reversedWhileHeld)
    } else {
      move(group, reversed: reversedWhileHeld, curve: nil, remainingFactor: nil)
    }
    trace("start")
  }

  /// Pauses where the animations are. Mirrors `pauseAnimation()` (also "start paused").
  public func pauseAnimation() {
    guard state != .stopped else { return misuse("pauseAnimation", "the animator is stopped") }
    let group = activate()
    if group.isMoving { reversedWhileHeld = group.isReversed }
    group.hold(at: engine.now)
    trace("pause")
  }

  /// Stops. Mirrors `stopAnimation(_:)`: the views keep what is on screen; with
  /// `withoutFinishing` the animator goes inactive at once and no completion runs,
  /// otherwise it is stopped until `finishAnimation(at:)`.
  public func stopAnimation(_ withoutFinishing: Bool) {
    guard state == .active, let group else {
      return misuse("stopAnimation", "the animator is \(state.rawValue)")
    }
    stoppedValues =
      withoutFinishing ? [] : group.tracks.map { ($0.view, $0.property, $0.startValue, $0.to) }
    engine.animations.end(group, at: .current)
    self.group = nil
    state = withoutFinishing ? .inactive : .stopped
    trace("stop", ("withoutFinishing", "\(withoutFinishing)"))
  }

  /// Finishes a stopped animator at `position`, running the completions.
  /// Mirrors `finishAnimation(at:)`, which UIKit allows only when stopped: the animated
  /// properties take their end values (`.end`), their values before the animations
  /// (`.start`), or keep what was on screen when stopped (`.current`).
  public func finishAnimation(at position: Position) {
    guard state == .stopped else {
      return misuse("finishAnimation(at:)", "the animator is \(state.rawValue), not stopped")
    }
    switch position {
    case .end:
      for value in stoppedValues { value.view.setModelSilently(value.property, to: value.end) }
    case .start:
      // Backwards, so that the first block's starting value wins.
      for value in stoppedValues.reversed() {
        value.view.setModelSilently(value.property, to: value.start)
      }
    case .current:
      break
    }
    stoppedValues = []
    state = .inactive
    trace("finish", ("position", position.rawValue))
    runCompletions(position)
  }

  /// Continues from where the animations are with new timing, taking `durationFactor`
  /// of the original duration for the rest (0 keeps the remaining original time).
  /// Mirrors `continueAnimation(withTimingParameters:durationFactor:)`.
  public func continueAnimation(withTimingCurve curve: TimingCurve?, durationFactor: Double) {
    guard state == .active, let group else {
      return misuse("continueAnimation", "the animator is \(state.rawValue)")
    }
    let factor = engine.checked(durationFactor, call: "continueAnimation(durationFactor:)")
    move(
      group, reversed: reversedWhileHeld, curve: curve ?? timingCurve,
      remainingFactor: factor > 0 ? factor : nil)
    trace("continue", ("durationFactor", formatNumber(factor)))
  }

  // MARK: Internals

  @discardableResult
  func activate() -> AnimationGroup {
    if let group { return group }
    let group = engine.animations.makeGroup(
      kind: .propertyAnimator, label: "property-animator", duration: duration,
      state: .held(fraction: 0, values: .alongCurve))
    group.onReachEnd = { [unowned self] atStart in reachedEnd(atStart: atStart) }
    self.group = group
    state = .active
    let blocks = pendingBlocks
    pendingBlocks = []
    for pending in blocks { runBlock(pending.block, in: group, start: pending.delayFactor) }
    return group
  }

  private func runBlock(_ block: () -> Void, in group: AnimationGroup, start: Double) {
    let recording = engine.animations.record(
      .propertyAnimator(self, delayFactor: start), block)
    engine.animations.addTracks(
      from: recording, to: group, window: (min(start, 1), 1), curve: timingCurve)
    engine.trace.record(
      .animationBegan,
      [
        ("group", "\(group.id)"), ("label", "property-animator#\(id)"),
        ("duration", formatNumber(duration)), ("start", formatNumber(start)),
        ("curve", timingCurve.name), ("properties", engine.describe(recording)),
      ])
  }

  /// Sets the group moving towards one end from where it is.
  private func move(
    _ group: AnimationGroup, reversed: Bool, curve: TimingCurve?, remainingFactor: Double?
  ) {
    let now = engine.now
    let fraction = group.fraction(at: now)
    let remaining = reversed ? fraction : 1 - fraction
    if remainingFactor == nil && curve == nil && (group.isHeldAlongCurve || group.isMoving)
      && !isRetargeting(group)
    {
      // Resume exactly along the original curve.
      group.state = .running(anchorTime: now, anchorFraction: fraction, isReversed: reversed)
    } else {
      group.retarget(
        at: now, duration: (remainingFactor ?? remaining) * duration, curve: curve,
        isReversed: reversed)
    }
    reversedWhileHeld = reversed
  }

  private func isRetargeting(_ group: AnimationGroup) -> Bool {
    if case .retargeting = group.state { return true }
    return false
  }

  private func reachedEnd(atStart: Bool) {
    guard let group else { return }
    if pausesOnCompletion {
      group.state = .held(fraction: atStart ? 0 : 1, values: .alongCurve)
      reversedWhileHeld = atStart
      trace("paused-on-completion")
      return
    }
    engine.animations.end(group, at: atStart ? .start : .end)
    self.group = nil
    state = .inactive
    trace("end", ("position", atStart ? "start" : "end"))
    runCompletions(atStart ? .start : .end)
  }

  private func runCompletions(_ position: Position) {
    let blocks = completions
    completions = []
    for completion in blocks { completion(position) }
  }

  private func misuse(_ call: String, _ reason: String) {
    engine.reportViolation(
      .contextCallIgnored(call: call, transition: "property animator #\(id)", reason: reason))
  }

  private func trace(_ event: String, _ extra: (String, String)...) {
    engine.trace.record(
      .propertyAnimator,
      [("animator", "\(id)"), ("event", event), ("state", state.rawValue)] + extra)
  }
}
