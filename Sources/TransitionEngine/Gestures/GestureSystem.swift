/// The touches on the screen and the recognizers that watch them: the engine's model of
/// UIKit's touch delivery to gesture recognizers.
///
/// A touch that comes down is hit-tested (``View/hitTest(_:)``) and given to every
/// enabled recognizer of the view it hit and of that view's superviews, nearest first,
/// that is possible (or, for a continuous gesture in progress, still running). Each
/// touch event (down, move, up) is handled whole, then the actions of the state changes
/// it caused are sent, in order, and recognizers whose touches all lifted reset.
///
/// Each touch carries what `UITouch` says of it (``Touch``): at every event the touches
/// down that did not change become stationary, with their previous location where they
/// are; the one that came down, moved or lifted is began, moved or ended, stamped with
/// the event's time. A touch that comes down within ``TapGestureRecognizer``'s
/// `maximumTapInterval` of a tap's lift and within its `allowableMovement` of where that
/// tap came down counts one more tap (`tapCount`); a tap is a touch that lifted within
/// `allowableMovement` of where it came down.
///
/// Arbitration, as UIKit's for the simple cases: leaving `.possible` asks the delegate's
/// `shouldBegin` (false: failed); a recognizer that must wait for another to fail
/// (`require(toFail:)` or the delegates' `shouldRequireFailure`/`shouldBeRequiredToFail`)
/// waits while that one is possible and fails when that one recognizes; once one
/// recognizes, the other recognizers of its touches fail unless a delegate lets them
/// recognize simultaneously.
public final class GestureSystem {
  unowned let engine: Engine
  /// The touches down now, by finger.
  public private(set) var touches: [Int: Touch] = [:]
  /// The recognizers tracking touches, in the order they first saw one.
  private var active: [GestureRecognizer] = []
  /// State changes whose actions wait for the end of the touch event.
  private var pending: [(recognizer: GestureRecognizer, state: GestureRecognizer.State)] = []
  /// While a finger lifts: it and the recognizers that held it, which still share it
  /// (a tap recognizes on the lift, after the touch left its list).
  private var lifting: (finger: Int, holders: [GestureRecognizer])?
  /// The latest tap (a touch that lifted near where it came down): where it came down,
  /// when it lifted, its tap count. Nil after a touch that moved away.
  private var lastTap: (point: Point, time: Double, count: Int)?

  init(engine: Engine) {
    self.engine = engine
  }

  // MARK: Touch events

  /// A finger comes down at `point` (window coordinates). A finger already down is
  /// refused with a warning.
  public func touchDown(_ finger: Int, at point: Point) {
    guard touches[finger] == nil else {
      return refuse("touch down", "finger \(finger) is already down")
    }
    // Ignored while a transition without an interaction controller runs: the finger is
    // down, but no view or recognizer gets it.
    let hit = engine.ignoresInteraction ? nil : engine.window.rootView.hitTest(point)
    beginTouchEvent()
    let touch = Touch(
      id: finger, location: point, time: engine.now, view: hit, tapCount: tapCount(at: point))
    touches[finger] = touch
    engine.trace.record(
      TraceGesture.touch(finger: finger, phase: .down, location: point, view: hit.map { "\($0)" }))
    var view = hit
    while let current = view {
      for recognizer in current.gestureRecognizers where accepts(recognizer, touch) {
        recognizer.touches.append(touch)
        if !active.contains(where: { $0 === recognizer }) { active.append(recognizer) }
        noteCentroid(of: recognizer)
        recognizer.touchesBegan([touch])
      }
      view = current.superview
    }
    deliverPendingActions()
  }

  /// A finger that is down moves to `point` (window coordinates); one that is not down
  /// is refused with a warning.
  public func touchMove(_ finger: Int, to point: Point) {
    guard touches[finger] != nil else {
      return refuse("touch move", "finger \(finger) is not down")
    }
    beginTouchEvent()
    update(finger) { touch in
      touch.location = point
      touch.phase = .moved
      touch.timestamp = engine.now
    }
    engine.trace.record(
      TraceGesture.touch(
        finger: finger, phase: .move, location: point,
        view: touches[finger]?.view.map { "\($0)" }))
    for recognizer in active where recognizer.touches.contains(where: { $0.id == finger }) {
      noteCentroid(of: recognizer)
      recognizer.touchesMoved()
    }
    deliverPendingActions()
  }

  /// A finger lifts; one that is not down is refused with a warning.
  public func touchUp(_ finger: Int) {
    guard touches[finger] != nil else {
      return refuse("touch up", "finger \(finger) is not down")
    }
    beginTouchEvent()
    update(finger) { touch in
      touch.phase = .ended
      touch.timestamp = engine.now
    }
    guard let touch = touches.removeValue(forKey: finger) else { return }
    let isTap =
      distance(touch.location, touch.startLocation) <= TapGestureRecognizer.allowableMovement
    lastTap = isTap ? (touch.startLocation, engine.now, touch.tapCount) : nil
    engine.trace.record(
      TraceGesture.touch(
        finger: finger, phase: .up, location: touch.location, view: touch.view.map { "\($0)" }))
    let holders = active.filter { recognizer in recognizer.touches.contains { $0.id == finger } }
    lifting = (finger, holders)
    for recognizer in holders {
      guard let index = recognizer.touches.firstIndex(where: { $0.id == finger }) else {
        continue
      }
      recognizer.touches.remove(at: index)
      recognizer.touchesEnded([touch])
    }
    lifting = nil
    deliverPendingActions()
  }

  /// A touch event begins: every touch down is stationary where it is until the event
  /// changes it.
  private func beginTouchEvent() {
    update(nil) { touch in
      touch.phase = .stationary
      touch.previousLocation = touch.location
    }
  }

  /// Changes the touch of `finger` (every touch when nil) here and in the recognizers
  /// tracking it.
  private func update(_ finger: Int?, _ change: (inout Touch) -> Void) {
    // In place, by index: writing back while iterating the dictionary would copy its
    // storage (the iterator holds it), a heap allocation per touch event.
    if let finger {
      if var touch = touches[finger] {
        change(&touch)
        touches[finger] = touch
      }
    } else {
      var index = touches.startIndex
      while index != touches.endIndex {
        change(&touches.values[index])
        touches.formIndex(after: &index)
      }
    }
    for recognizer in active {
      for index in recognizer.touches.indices
      where finger == nil || recognizer.touches[index].id == finger {
        change(&recognizer.touches[index])
      }
    }
  }

  /// The tap count of a touch that comes down at `point` now.
  private func tapCount(at point: Point) -> Int {
    guard let lastTap, engine.now - lastTap.time <= TapGestureRecognizer.maximumTapInterval,
      distance(point, lastTap.point) <= TapGestureRecognizer.allowableMovement
    else { return 1 }
    return lastTap.count + 1
  }

  private func accepts(_ recognizer: GestureRecognizer, _ touch: Touch) -> Bool {
    guard recognizer.isEnabled else { return false }
    switch recognizer.state {
    case .possible: break
    case .began, .changed: guard !recognizer.isDiscrete else { return false }
    case .ended, .cancelled, .failed: return false
    }
    return recognizer.shouldReceiveTouch?(recognizer, touch) ?? true
  }

  private func noteCentroid(of recognizer: GestureRecognizer) {
    guard let point = recognizer.centroid else { return }
    if let last = recognizer.recentCentroids.last, last.time == engine.now {
      recognizer.recentCentroids[recognizer.recentCentroids.count - 1].point = point
    } else {
      // The last two are kept; dropping the older first keeps the array within the
      // capacity it has, so a drag's moves do not touch the heap.
      if recognizer.recentCentroids.count == 2 { recognizer.recentCentroids.removeFirst() }
      recognizer.recentCentroids.append((engine.now, point))
    }
  }

  private func refuse(_ call: String, _ reason: String) {
    engine.reportViolation(
      .contextCallIgnored(call: call, transition: "the touches", reason: reason))
  }

  // MARK: States

  /// Moves `recognizer` to `state`, with UIKit's arbitration when it leaves `.possible`.
  func change(_ recognizer: GestureRecognizer, to state: GestureRecognizer.State) {
    let leavesPossible =
      recognizer.state == .possible && (state == .began || state == .ended)
    guard leavesPossible else { return set(recognizer, state) }
    if let shouldBegin = recognizer.shouldBegin, !shouldBegin(recognizer) {
      return set(recognizer, .failed)
    }
    let required = requirements(of: recognizer)
    if required.contains(where: isUndecided) {
      recognizer.pendingState = state
      return
    }
    if required.contains(where: { [.began, .changed, .ended].contains($0.state) }) {
      return set(recognizer, .failed)
    }
    let rivals = active.filter { other in
      other !== recognizer && sharesTouches(other, recognizer)
        && !recognizeTogether(other, recognizer)
    }
    if rivals.contains(where: { $0.state == .began || $0.state == .changed }) {
      return set(recognizer, .failed)
    }
    set(recognizer, state)
    for rival in rivals where rival.state == .possible && rival.pendingState == nil {
      set(rival, .failed)
    }
  }

  private func set(_ recognizer: GestureRecognizer, _ state: GestureRecognizer.State) {
    let from = recognizer.state
    recognizer.state = state
    recognizer.pendingState = nil
    engine.trace.record(TraceGesture.state(recognizer.traced, from: from, to: state))
    if state == .failed {
      resumeWaiters(of: recognizer)
    } else if state != .possible {
      pending.append((recognizer, state))
    }
  }

  /// The recognizers that waited for `failed` and may now go on.
  private func resumeWaiters(of failed: GestureRecognizer) {
    for waiter in active where waiter.pendingState != nil {
      guard requirements(of: waiter).contains(where: { $0 === failed }) else { continue }
      let still = requirements(of: waiter).contains(where: isUndecided)
      if !still, let state = waiter.pendingState {
        waiter.pendingState = nil
        change(waiter, to: state)
      }
    }
  }

  /// What `recognizer` must wait for: its own requirements and what the delegates add
  /// among the recognizers tracking touches.
  private func requirements(of recognizer: GestureRecognizer) -> [GestureRecognizer] {
    var result = recognizer.failureRequirements.compactMap(\.recognizer)
    for other in active where other !== recognizer && !result.contains(where: { $0 === other }) {
      if recognizer.shouldRequireFailure?(recognizer, other) == true
        || other.shouldBeRequiredToFail?(other, recognizer) == true
      {
        result.append(other)
      }
    }
    return result
  }

  /// Whether `recognizer` may still recognize the gesture under way: possible, and
  /// holding a touch (or the one lifting now), or waiting for a next tap.
  private func isUndecided(_ recognizer: GestureRecognizer) -> Bool {
    guard recognizer.state == .possible else { return false }
    return !recognizer.touches.isEmpty || recognizer.isWaitingForTime
      || lifting?.holders.contains { $0 === recognizer } == true
  }

  private func sharesTouches(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
    if let lifting, lifting.holders.contains(where: { $0 === a }),
      lifting.holders.contains(where: { $0 === b })
    {
      return true
    }
    return a.touches.contains { touch in b.touches.contains { $0.id == touch.id } }
  }

  private func recognizeTogether(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
    a.shouldRecognizeSimultaneously?(a, b) == true || b.shouldRecognizeSimultaneously?(b, a) == true
  }

  /// Sends the actions of the state changes so far, in order (each target sees the state
  /// that caused its call), then resets the recognizers that are done.
  func deliverPendingActions() {
    repeat {
      while !pending.isEmpty {
        let (recognizer, state) = pending.removeFirst()
        let current = recognizer.state
        recognizer.state = state
        recognizer.sendActions()
        if recognizer.state == state { recognizer.state = current }
      }
      // A recognizer waiting for others whose gesture is over goes on (one it waited for
      // may have ended its touches in possible, never failing).
      for waiter in active where waiter.pendingState != nil {
        guard let state = waiter.pendingState,
          !requirements(of: waiter).contains(where: isUndecided)
        else { continue }
        waiter.pendingState = nil
        change(waiter, to: state)
      }
    } while !pending.isEmpty
    let done = { (recognizer: GestureRecognizer) in
      recognizer.touches.isEmpty && !recognizer.isWaitingForTime
        && recognizer.pendingState == nil
    }
    for recognizer in active where done(recognizer) {
      recognizer.state = .possible
      recognizer.recentCentroids.removeAll(keepingCapacity: true)
      recognizer.reset()
    }
    active.removeAll(where: done)
  }

  /// Fails `recognizer` after `delay` seconds unless it left `.possible` by then (a tap
  /// waiting for its next tap, a swipe that took too long).
  func failIfStillPossible(_ recognizer: GestureRecognizer, after delay: Double) {
    let gesture = recognizer.gestureNumber
    engine.schedule(at: engine.now + delay, "gesture timeout") { [weak self, weak recognizer] in
      guard let self, let recognizer, recognizer.gestureNumber == gesture,
        recognizer.state == .possible
      else { return }
      recognizer.isWaitingForTime = false
      self.set(recognizer, .failed)
      self.deliverPendingActions()
    }
  }

  /// Calls `fire` with `recognizer` after `delay` seconds unless its gesture is over by
  /// then (it reset), then sends the actions that caused (a long press that has been
  /// down long enough). Returns the engine's schedule number, for
  /// ``Engine/cancelScheduled(_:)``.
  func schedule(
    _ recognizer: GestureRecognizer, after delay: Double, _ label: String,
    _ fire: @escaping (GestureRecognizer) -> Void
  ) -> Int {
    let gesture = recognizer.gestureNumber
    return engine.schedule(at: engine.now + delay, label) { [weak self, weak recognizer] in
      guard let self, let recognizer, recognizer.gestureNumber == gesture else { return }
      fire(recognizer)
      self.deliverPendingActions()
    }
  }

  // MARK: Attaching

  /// Attaches `recognizer` to `view`, taking it from the view it was on. Mirrors
  /// `addGestureRecognizer(_:)`.
  func attach(_ recognizer: GestureRecognizer, to view: View) {
    if let old = recognizer.view, old !== view { detach(recognizer) }
    guard recognizer.view !== view else { return }
    recognizer.view = view
    view.gestureRecognizers.append(recognizer)
  }

  /// Takes `recognizer` off its view: a gesture in progress is cancelled (its actions
  /// sent), a possible one forgets its touches. Mirrors `removeGestureRecognizer(_:)`.
  func detach(_ recognizer: GestureRecognizer) {
    guard let view = recognizer.view else { return }
    if recognizer.state == .began || recognizer.state == .changed {
      change(recognizer, to: .cancelled)
    }
    recognizer.touches.removeAll()
    deliverPendingActions()
    view.gestureRecognizers.removeAll { $0 === recognizer }
    recognizer.view = nil
  }
}

extension Engine {
  /// A finger comes down at `point`, in window coordinates (see ``GestureSystem``).
  public func touchDown(_ finger: Int, at point: Point) {
    gestures.touchDown(finger, at: point)
  }

  /// A finger that is down moves to `point`, in window coordinates.
  public func touchMove(_ finger: Int, to point: Point) {
    gestures.touchMove(finger, to: point)
  }

  /// A finger lifts.
  public func touchUp(_ finger: Int) {
    gestures.touchUp(finger)
  }
}

extension View {
  /// Attaches `recognizer` (taking it from another view). Mirrors
  /// `UIView.addGestureRecognizer(_:)`.
  public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
    engine.gestures.attach(recognizer, to: self)
  }

  /// Takes `recognizer` off this view. Mirrors `UIView.removeGestureRecognizer(_:)`.
  public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
    guard recognizer.view === self else { return }
    engine.gestures.detach(recognizer)
  }
}
