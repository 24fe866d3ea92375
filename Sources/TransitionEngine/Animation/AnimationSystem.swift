/// Records changes made in animation blocks, turns them into tracks on the virtual
/// clock, and computes what is on screen.
///
/// There is one per ``Engine``. It holds no wall-clock state: every time it uses is the
/// engine's virtual `now`.
public final class AnimationSystem {
  unowned let engine: Engine
  /// Groups in flight, oldest first.
  private(set) var groups: [AnimationGroup] = []
  /// Blocks being recorded, outermost first.
  private var recordings: [AnimationRecording] = []
  /// While an interactive transition's animator runs `animateTransition`, the group that
  /// captures its animations, as UIKit's transition context tracks them.
  var trackingGroup: AnimationGroup?
  /// How many views have tracks; the sampler uses it.
  private(set) var animatingViewIDs: Set<Int> = []

  init(engine: Engine) { self.engine = engine }

  // MARK: Recording

  func viewDidChange(
    _ view: View, property: AnimatableProperty, from old: AnimatableVector,
    to new: AnimatableVector
  ) {
    engine.noteModelChange(of: view)
    guard let recording = recordings.last else { return }
    if case .suppressed = recording.mode { return }
    recording.record(view, property, from: old, to: new)
  }

  /// Whether an animation block is being recorded (and not suppressed).
  var isRecording: Bool {
    guard let recording = recordings.last else { return false }
    if case .suppressed = recording.mode { return false }
    return true
  }

  /// Whether an enclosing `performWithoutAnimation` has turned animations off, as UIKit's
  /// `areAnimationsEnabled` is false inside it: blocks nested in it apply at once.
  var isSuppressed: Bool {
    recordings.contains { recording in
      if case .suppressed = recording.mode { return true }
      return false
    }
  }

  /// The innermost basic block, for inheriting its duration and curve.
  var innermostBasicBlock: (duration: Double, curve: TimingCurve)? {
    for recording in recordings.reversed() {
      if case .basic(let duration, _, let curve, _) = recording.mode { return (duration, curve) }
    }
    return nil
  }

  /// Runs `body` while recording its changes in `mode`, then returns the recording.
  func record(_ mode: AnimationRecording.Mode, _ body: () -> Void) -> AnimationRecording {
    openRecording(mode)
    body()
    return closeRecording() ?? AnimationRecording(mode: mode)
  }

  /// Starts recording changes in `mode` until ``closeRecording()``; blocks nest.
  func openRecording(_ mode: AnimationRecording.Mode) {
    recordings.append(AnimationRecording(mode: mode))
  }

  /// Stops the innermost recording and returns it, or nil when none is open.
  func closeRecording() -> AnimationRecording? {
    recordings.popLast()
  }

  /// The innermost open recording.
  var openRecordingMode: AnimationRecording.Mode? { recordings.last?.mode }

  /// Sets the keyframe window of the innermost keyframe recording; returns false when
  /// the innermost recording is not a keyframe one.
  func setCurrentKeyframe(_ window: (start: Double, duration: Double)?) -> Bool {
    guard let recording = recordings.last, case .keyframes = recording.mode else { return false }
    recording.currentKeyframe = window.map {
      (min(max($0.start, 0), 1), min(max($0.duration, 0), 1))
    }
    return true
  }

  /// Runs a keyframe's block inside the keyframe animation being recorded; returns
  /// false when there is none.
  func recordKeyframe(start: Double, duration: Double, _ body: () -> Void) -> Bool {
    guard let recording = recordings.last, case .keyframes = recording.mode else { return false }
    let outer = recording.currentKeyframe
    recording.currentKeyframe = (min(max(start, 0), 1), min(max(duration, 0), 1))
    body()
    recording.currentKeyframe = outer
    return true
  }

  /// Whether the block being recorded is the outermost one.
  var isOutermost: Bool { recordings.isEmpty }

  // MARK: Groups

  /// Makes a group; the caller adds tracks with ``addTracks(from:to:window:curve:)``.
  func makeGroup(
    kind: AnimationGroup.Kind, label: String, duration: Double, state: AnimationGroup.State
  ) -> AnimationGroup {
    let group = AnimationGroup(
      id: engine.nextSequenceNumber(), kind: kind, label: label, duration: duration, state: state)
    groups.append(group)
    return group
  }

  /// Turns a recording's changes into tracks of `group`, each moving within `window`
  /// (fractions of the group's time) along `curve`. Returns how many tracks were added.
  @discardableResult
  func addTracks(
    from recording: AnimationRecording, to group: AnimationGroup,
    window: (start: Double, end: Double), curve: TimingCurve
  ) -> Int {
    var added = 0
    let keyframeMode: KeyframeCalculationMode? =
      if case .keyframes(_, _, let mode) = recording.mode { mode } else { nil }
    for change in recording.changes where change.isEffective {
      let view = change.view
      var from = change.before
      if !change.property.isAdditive {
        // A replaced animation: start from what is on screen and end the old one.
        if let current = view.tracks.last(where: { $0.property == change.property }) {
          from = presentedValue(of: current)
        }
        removeTracks(of: view, property: change.property)
      }
      let keyframes = keyframeMode.map { mode -> KeyframePath in
        var points = change.keyframePoints()
        if !points.isEmpty { points[0].value = from }
        return KeyframePath(points: points, mode: mode)
      }
      let track = AnimationTrack(
        view: view, property: change.property, group: group, from: from, to: change.after,
        keyframes: keyframes, windowStart: window.start, windowEnd: window.end,
        curve: keyframes == nil ? curve : .linear)
      group.tracks.append(track)
      view.tracks.append(track)
      animatingViewIDs.insert(view.id)
      added += 1
    }
    return added
  }

  /// The value `track`'s property shows now, counting every track of that property up
  /// to and including `track`.
  private func presentedValue(of track: AnimationTrack) -> AnimatableVector {
    var value = track.view.model.vector(for: track.property)
    for other in track.view.tracks where other.property == track.property {
      value = apply(other, to: value)
      if other === track { break }
    }
    return value
  }

  private func apply(_ track: AnimationTrack, to value: AnimatableVector) -> AnimatableVector {
    let progress = track.group.progress(of: track, at: engine.now)
    let animated = track.value(atProgress: progress)
    return track.isAdditive ? value + (animated - track.to) : animated
  }

  /// Removes the tracks of `property` on `view`, marking their groups interrupted.
  private func removeTracks(of view: View, property: AnimatableProperty) {
    guard view.tracks.contains(where: { $0.property == property }) else { return }
    for track in view.tracks where track.property == property {
      let group = track.group
      group.tracks.removeAll(where: { $0 === track })
      group.wasInterrupted = true
      if group.tracks.isEmpty && group.kind == .clock { group.endsNow = true }
    }
    view.tracks.removeAll(where: { $0.property == property })
    if view.tracks.isEmpty { animatingViewIDs.remove(view.id) }
    engine.noteModelChange(of: view)
  }

  // MARK: Presentation

  /// What `view` shows now: its model with every track applied in order.
  func presentationState(of view: View) -> ViewState {
    var state = view.model
    for track in view.tracks {
      state.setVector(apply(track, to: state.vector(for: track.property)), for: track.property)
    }
    return state
  }

  // MARK: Ending

  /// Where a group leaves its views when it ends.
  enum EndPosition {
    /// At the values the animations were made for (the model stays).
    case end
    /// Back at the values before them (the model is set back).
    case start
    /// Where they are on screen now (the model takes the presented values).
    case current
  }

  /// Ends `group`: removes its tracks and sets the model as `position` says. Does not
  /// call completions.
  func end(_ group: AnimationGroup, at position: EndPosition) {
    for track in group.tracks {
      let view = track.view
      switch position {
      case .end:
        break
      case .start:
        view.setModelSilently(track.property, to: track.startValue)
      case .current:
        view.setModelSilently(track.property, to: presentedValue(of: track))
      }
    }
    for track in group.tracks {
      let view = track.view
      view.tracks.removeAll(where: { $0 === track })
      if view.tracks.isEmpty { animatingViewIDs.remove(view.id) }
      engine.noteModelChange(of: view)
    }
    group.tracks.removeAll()
    group.state = .ended
    groups.removeAll(where: { $0 === group })
  }

  /// The earliest time a group reaches an end, with its sequence number.
  func nextGroupEvent() -> (time: Double, sequence: Int, group: AnimationGroup)? {
    var best: (time: Double, sequence: Int, group: AnimationGroup)?
    for group in groups {
      guard let time = group.endsNow ? engine.now : group.endTime() else { continue }
      if let current = best, (current.time, current.sequence) <= (time, group.id) { continue }
      best = (time, group.id, group)
    }
    return best
  }

  /// Handles `group` reaching its end at the current time.
  func groupReachedEnd(_ group: AnimationGroup) {
    let atStart = group.isReversed && !group.endsNow
    switch group.kind {
    case .clock:
      let finished = !group.wasInterrupted
      end(group, at: atStart ? .start : .end)
      engine.trace.record(
        .animationEnded,
        [("group", "\(group.id)"), ("label", group.label), ("finished", "\(finished)")])
      for completion in group.completions { completion(finished) }
    case .propertyAnimator, .interactive:
      if let handler = group.onReachEnd {
        handler(atStart)
      } else {
        end(group, at: atStart ? .start : .end)
      }
    }
  }
}
