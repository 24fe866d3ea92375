/// Records changes made in animation blocks, turns them into tracks on the virtual
/// clock, and computes what is on screen.
///
/// There is one per ``Engine``. It holds no wall-clock state: every time it uses is the
/// engine's virtual `now`.
public final class AnimationSystem {
  unowned let engine: Engine
  /// Groups in flight, in the order made, with a hole (nil) where one has ended; each
  /// knows its `slot`. Ending a group leaves a hole rather than moving the last group
  /// into its place, which would touch that group too (a cache miss an end when groups
  /// no longer fit the cache); the holes go once they are most of the list.
  private var groups: [AnimationGroup?] = []
  /// How many of ``groups`` are not holes.
  private(set) var groupCount = 0
  /// When timed groups reach an end, earliest first; entries for an older `state` of a
  /// group, or for a group that has ended, are stale and skipped.
  private var ends = GroupEndQueue()
  /// Groups told to end at once (`endsNow`), by sequence number.
  private var endingNow = MinHeap<GroupEnd>()
  /// Blocks being recorded, outermost first.
  private var recordings: [AnimationRecording] = []
  /// While an interactive transition's animator runs `animateTransition`, the group that
  /// captures its animations, as UIKit's transition context tracks them.
  var trackingGroup: AnimationGroup?
  /// While an animator's `animateTransition` runs, the first outermost block it opened,
  /// whose timing the coordinator's alongside animations take.
  var firstBlockCapture: FirstBlockCapture = .off
  /// The views that have tracks or layer animations, by id; the sampler reads them. (Bits,
  /// not a hash set: see ``ViewIDSet``.)
  private(set) var animatingViewIDs = ViewIDSet()

  init(engine: Engine) { self.engine = engine }

  // MARK: Recording

  func viewDidChange(
    _ view: View, property: AnimatableProperty, from old: AnimatableVector,
    to new: AnimatableVector
  ) {
    engine.noteModelChange(of: view)
    if view.isLayerOnly {
      // A standalone layer: Core Animation's implicit action, block or no block.
      if !isSuppressed {
        engine.layerPropertyDidChange(view, property: property, from: old, to: new)
      }
      return
    }
    guard property.animatesInViewBlocks, let recording = recordings.last else { return }
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
    if case .waiting = firstBlockCapture, recordings.isEmpty { firstBlockCapture = .captured(mode) }
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
      system: self, id: engine.nextSequenceNumber(), kind: kind, label: label, duration: duration,
      state: state)
    group.slot = groups.count
    groups.append(group)
    groupCount += 1
    timingDidChange(of: group)
    return group
  }

  /// Notes where `group` ends now that its state changed.
  func timingDidChange(of group: AnimationGroup) {
    guard group.slot != nil else { return }
    group.timingVersion &+= 1
    engine.bookkeepingSteps += 1
    guard !group.endsNow, let time = group.endTime() else { return }
    ends.push(GroupEnd(time: time, group: group))
    if ends.count > 2 * groupCount + 64 { dropStaleEnds() }
  }

  /// Notes that `group` was told to end at once.
  func groupEndsNow(_ group: AnimationGroup) {
    guard group.slot != nil else { return }
    engine.bookkeepingSteps += 1
    endingNow.push(GroupEnd(time: 0, group: group))
  }

  /// Rebuilds the queue of ends from the groups in flight, dropping the stale entries.
  private func dropStaleEnds() {
    engine.bookkeepingSteps += ends.count
    ends = GroupEndQueue(
      groups.compactMap { group in
        guard let group, !group.endsNow, let time = group.endTime() else { return nil }
        return GroupEnd(time: time, group: group)
      })
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
      if case .keyframes(_, _, let mode, _, _) = recording.mode { mode } else { nil }
    for change in recording.changes where change.isEffective {
      let view = change.view
      var from = change.before
      if !change.property.isAdditive,
        let current = view.tracks.liveTrack(ofReplaced: change.property)
      {
        // A replaced animation: start from what is on screen and end the old one.
        from = apply(current, to: view.model.vector(for: change.property))
        replace(current)
      }
      let keyframes = keyframeMode.map { mode -> KeyframePath in
        var points = change.keyframePoints()
        if !points.isEmpty { points[0].value = from }
        return KeyframePath(points: points, mode: mode, isTransform: change.property.isTransform)
      }
      let track = AnimationTrack(
        view: view, property: change.property, group: group, from: from, to: change.after,
        keyframes: keyframes, windowStart: window.start, windowEnd: window.end,
        curve: curve, allowsUserInteraction: recording.allowsUserInteraction)
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
    let model = track.view.model.vector(for: track.property)
    guard track.isAdditive else { return apply(track, to: model) }
    var value = model
    for other in track.view.tracks where other.property == track.property {
      engine.bookkeepingSteps += 1
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

  /// Removes `track`, the live track of a property that is not additive, which a newer
  /// animation replaces; its group is marked interrupted.
  private func replace(_ track: AnimationTrack) {
    let view = track.view
    let group = track.group
    track.isRemoved = true
    group.tracks.noteRemoved()
    view.tracks.remove(track)
    engine.bookkeepingSteps += 1
    group.wasInterrupted = true
    if group.tracks.isEmpty && group.kind == .clock { group.endsNow = true }
    if view.hasNoAnimations { animatingViewIDs.remove(view.id) }
    engine.noteModelChange(of: view)
  }

  /// Notes that `view`'s explicit animations changed: the sampler reads it while it has
  /// any (or tracks).
  func layerAnimationsDidChange(of view: View) {
    if view.hasNoAnimations {
      animatingViewIDs.remove(view.id)
    } else {
      animatingViewIDs.insert(view.id)
    }
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
      track.isRemoved = true
      view.tracks.remove(track)
      engine.bookkeepingSteps += 1
      if view.hasNoAnimations { animatingViewIDs.remove(view.id) }
      engine.noteModelChange(of: view)
    }
    group.tracks.removeAll()
    group.state = .ended
    if let slot = group.slot {
      groups[slot] = nil
      group.slot = nil
      groupCount -= 1
      removeHoles()
    }
  }

  /// Drops the holes at the end of ``groups``, and every hole once three in four slots
  /// are holes (giving the groups left their new slots), so the list stays within four
  /// times the groups in flight at O(1) amortized a group.
  private func removeHoles() {
    if groupCount == 0 {
      groups.removeAll(keepingCapacity: true)
      return
    }
    while let last = groups.last, last == nil { groups.removeLast() }
    guard groups.count >= 64, groupCount * 4 <= groups.count else { return }
    engine.bookkeepingSteps += groups.count
    var kept = 0
    for index in groups.indices {
      guard let group = groups[index] else { continue }
      groups[kept] = group
      group.slot = kept
      kept += 1
    }
    groups.removeLast(groups.count - kept)
    // The ends name groups by slot: noted again at the new ones.
    dropStaleEnds()
    engine.bookkeepingSteps += endingNow.count
    endingNow = MinHeap(
      groups.compactMap { group in
        guard let group, group.endsNow else { return nil }
        return GroupEnd(time: 0, group: group)
      })
  }

  /// The group in flight that `end` was noted for, or nil when it has ended.
  func group(of end: GroupEnd) -> AnimationGroup? {
    let slot = Int(end.slot)
    guard groups.indices.contains(slot), let group = groups[slot], group.id == end.id else {
      return nil
    }
    return group
  }

  /// The earliest time a group reaches an end, with its sequence number: a group told to
  /// end at once ends now.
  func nextGroupEvent() -> (time: Double, sequence: Int, group: AnimationGroup)? {
    var now: (time: Double, sequence: Int, group: AnimationGroup)?
    while let top = endingNow.first {
      if let group = group(of: top), group.endsNow {
        now = (engine.now, top.id, group)
        break
      }
      engine.bookkeepingSteps += 1
      endingNow.popFirst()
    }
    var timed: (time: Double, sequence: Int, group: AnimationGroup)?
    while let top = ends.first {
      if let group = group(of: top), !group.endsNow, top.version == group.timingVersion {
        timed = (top.time, top.id, group)
        break
      }
      engine.bookkeepingSteps += 1
      ends.popFirst()
    }
    engine.bookkeepingSteps += 1
    guard let timed else { return now }
    if let now, (now.time, now.sequence) < (timed.time, timed.sequence) { return now }
    return timed
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
      // Taken out of the group, so what they hold is let go once they ran.
      for completion in group.completions.take() { completion(finished) }
    case .propertyAnimator, .interactive:
      if let handler = group.onReachEnd {
        handler(atStart)
      } else {
        end(group, at: atStart ? .start : .end)
      }
    }
  }
}

/// When a group reaches an end, as the system noted it for the group's `timingVersion`.
///
/// It names the group by its slot and sequence number rather than holding it: an entry
/// outlives its group when the group ends early (told to end at once, or retimed), and
/// a reference would keep the group until the entry's time, when its check, its deinit
/// and its `free` would read it again, cold once 100,000 groups were made. The system
/// finds the group in its list of groups in flight (``AnimationSystem/group(of:)``); a
/// slot's group with another number is not this entry's, and compacting the slots
/// rebuilds the queues.
struct GroupEnd: Comparable {
  let time: Double
  /// The group's sequence number, kept here so that ordering reads no group.
  let id: Int
  /// The group's slot when the end was noted.
  let slot: Int32
  let version: UInt32

  /// The end of `group`, which is in flight (has a slot), at `time`.
  init(time: Double, group: AnimationGroup) {
    self.time = time
    self.id = group.id
    self.slot = Int32(group.slot ?? -1)
    self.version = group.timingVersion
  }

  /// An end as a queue keeps it.
  init(time: Double, id: Int, slot: Int32, version: UInt32) {
    (self.time, self.id, self.slot, self.version) = (time, id, slot, version)
  }

  static func < (lhs: GroupEnd, rhs: GroupEnd) -> Bool {
    (lhs.time, lhs.id) < (rhs.time, rhs.id)
  }

  static func == (lhs: GroupEnd, rhs: GroupEnd) -> Bool {
    lhs.time == rhs.time && lhs.id == rhs.id && lhs.version == rhs.version
  }
}
