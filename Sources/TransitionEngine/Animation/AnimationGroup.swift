/// A set of tracks that share one timeline: one `animate` call, one keyframe animation,
/// one property animator, or the tracked animations of an interactive transition.
///
/// The timeline's position is a time fraction in `0...1` of `duration`. It is either
/// held (not started, or paused), running along the tracks' own curves (forwards or
/// backwards), or retargeted: moving every track from where it is to one end along a
/// new curve, which is how UIKit continues a paused or scrubbed animation.
final class AnimationGroup {
  /// Where a timeline is.
  enum State {
    /// Not moving, at `fraction`, with values as `values` says.
    case held(fraction: Double, values: HeldValues)
    /// Moving along the tracks' curves from `anchorFraction` at `anchorTime`.
    case running(anchorTime: Double, anchorFraction: Double, isReversed: Bool)
    /// Moving every track from its `retargetStart` to one end along the group's
    /// ``AnimationGroup/retargetCurve`` over `duration`, starting at `anchorTime` from
    /// `fromFraction`. (The curve is kept apart so that a state is 25 bytes, not 66: the
    /// group is read at every end, and its tag sits after the largest case.)
    case retargeting(
      anchorTime: Double, duration: Double, fromFraction: Double, isReversed: Bool)
    /// Done.
    case ended
  }

  /// How a held group's values relate to its fraction.
  enum HeldValues {
    /// Each track's own curve at the fraction, as if it had run there.
    case alongCurve
    /// Linear in the fraction: scrubbing with `scrubsLinearly`.
    case linear
    /// Where each track was when it stopped (its `retargetStart`).
    case frozen
  }

  /// What drives the group; decides what happens when it ends.
  enum Kind {
    /// A `UIView.animate` family call; completions get `finished`.
    case clock
    /// A property animator; it handles its own ending.
    case propertyAnimator
    /// The tracked animations of an interactive transition.
    case interactive
  }

  // What finding the next end, ending the group and its deinit read comes first, packed
  // (the slot and version as 32-bit numbers, the flags in the state's tail): at 100,000
  // groups every line of a group that ending reads is a cache miss. The duration (read
  // while the group runs, not when it ends) and the retargeting curve (while
  // retargeting) come last; neither needs releasing, so the deinit does not read them.
  /// Where the group is in the system's list of groups in flight (-1 once ended; see
  /// ``slot``).
  private var storedSlot: Int32 = -1
  /// Counts the changes of `state`: an end the system noted for an older one is stale.
  /// (32 bits, wrapping: a stale end would have to wait through 2^32 changes of its
  /// group to be taken for a current one.)
  var timingVersion: UInt32 = 0
  var state: State {
    didSet { system.timingDidChange(of: self) }
  }
  /// Set to end a clock group at once (all its tracks were replaced).
  var endsNow = false {
    didSet { if endsNow && !oldValue { system.groupEndsNow(self) } }
  }
  /// Set when one of its tracks was removed by a newer animation.
  var wasInterrupted = false
  let kind: Kind
  let id: Int
  var tracks = GroupTrackList()
  /// `UIView.animate` completions, called with `finished` when the group ends.
  var completions = CompletionList()
  /// Called when the group reaches an end on its own (not for clock groups).
  var onReachEnd: ((_ atStart: Bool) -> Void)?
  /// The system that finds the group's end; told whenever the end may have moved.
  unowned let system: AnimationSystem
  let label: String
  let duration: Double
  /// While retargeting, the curve every track follows; nil: each track's own.
  private(set) var retargetCurve: TimingCurve?

  /// Where the group is in the system's list of groups in flight; nil once ended.
  var slot: Int? {
    get { storedSlot < 0 ? nil : Int(storedSlot) }
    set { storedSlot = newValue.map { Int32($0) } ?? -1 }
  }

  init(
    system: AnimationSystem, id: Int, kind: Kind, label: String, duration: Double, state: State
  ) {
    self.system = system
    self.id = id
    self.kind = kind
    self.label = label
    self.duration = duration
    self.state = state
  }

  /// The time fraction at `now`. Mirrors `fractionComplete`.
  func fraction(at now: Double) -> Double {
    switch state {
    case .held(let fraction, _):
      return fraction
    case .running(let anchorTime, let anchorFraction, let isReversed):
      guard duration > 0 else { return isReversed ? 0 : 1 }
      let moved = max(now - anchorTime, 0) / duration
      return min(max(isReversed ? anchorFraction - moved : anchorFraction + moved, 0), 1)
    case .retargeting(let anchorTime, let span, let fromFraction, let isReversed):
      let s = span > 0 ? min(max((now - anchorTime) / span, 0), 1) : 1
      let target = isReversed ? 0.0 : 1.0
      return fromFraction + (target - fromFraction) * s
    case .ended:
      return 1
    }
  }

  /// The value progress of `track` at `now`.
  func progress(of track: AnimationTrack, at now: Double) -> Double {
    switch state {
    case .held(let fraction, let values):
      let local = track.localFraction(fraction)
      switch values {
      case .alongCurve: return track.curve.progress(local)
      case .linear: return local
      case .frozen: return track.retargetStart
      }
    case .running:
      return track.curve.progress(track.localFraction(fraction(at: now)))
    case .retargeting(let anchorTime, let span, _, let isReversed):
      let s = span > 0 ? min(max((now - anchorTime) / span, 0), 1) : 1
      let eased = (retargetCurve ?? track.curve).progress(s)
      let target = isReversed ? 0.0 : 1.0
      return track.retargetStart + (target - track.retargetStart) * eased
    case .ended:
      return 1
    }
  }

  /// When the group reaches an end, or nil when it is held or ended.
  func endTime() -> Double? {
    switch state {
    case .held, .ended:
      return nil
    case .running(let anchorTime, let anchorFraction, let isReversed):
      let remaining = isReversed ? anchorFraction : 1 - anchorFraction
      return anchorTime + remaining * duration
    case .retargeting(let anchorTime, let span, _, _):
      return anchorTime + max(span, 0)
    }
  }

  /// Whether the group is moving (running or retargeting), and in which direction.
  var isMoving: Bool {
    switch state {
    case .running, .retargeting: true
    case .held, .ended: false
    }
  }

  /// The direction of the current or last movement.
  var isReversed: Bool {
    switch state {
    case .running(_, _, let isReversed), .retargeting(_, _, _, let isReversed): isReversed
    case .held, .ended: false
    }
  }

  /// Holds the group where it is at `now`, values unchanged.
  func hold(at now: Double) {
    let current = fraction(at: now)
    switch state {
    case .running:
      state = .held(fraction: current, values: .alongCurve)
    case .retargeting, .held(_, .frozen):
      captureRetargetStarts(at: now)
      state = .held(fraction: current, values: .frozen)
    case .held, .ended:
      break
    }
  }

  /// Holds the group at `fraction`, values linear in it or along each track's curve.
  func scrub(to fraction: Double, linearly: Bool) {
    state = .held(fraction: min(max(fraction, 0), 1), values: linearly ? .linear : .alongCurve)
  }

  /// Whether holding values are exactly where running from the fraction would put them.
  var isHeldAlongCurve: Bool {
    if case .held(_, .alongCurve) = state { return true }
    return false
  }

  /// Starts moving every track from where it is now towards one end.
  func retarget(at now: Double, duration span: Double, curve: TimingCurve?, isReversed: Bool) {
    let current = fraction(at: now)
    captureRetargetStarts(at: now)
    retargetCurve = curve
    state = .retargeting(
      anchorTime: now, duration: span, fromFraction: current, isReversed: isReversed)
  }

  private func captureRetargetStarts(at now: Double) {
    for track in tracks { track.retargetStart = progress(of: track, at: now) }
  }
}
