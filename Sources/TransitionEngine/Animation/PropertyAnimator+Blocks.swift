extension PropertyAnimator {
  /// Opens an animation block of this animator that runs now, for callers that cannot
  /// hand over a closure to run later (the C ABI's `animations_begin`); close it with
  /// ``endAnimations()``.
  ///
  /// Unlike `addAnimations`, the block runs at once: an inactive animator becomes
  /// active and paused at its start, as `pauseAnimation()` would leave it, so the
  /// changes stay at their start values until the animator is started.
  public func beginAnimations(delayFactor: Double) -> Bool {
    guard state != .stopped else {
      engine.reportViolation(
        .contextCallIgnored(
          call: "addAnimations", transition: "property animator #\(id)",
          reason: "the animator is stopped"))
      return false
    }
    let factor = min(max(engine.checked(delayFactor, call: "addAnimations(delayFactor:)"), 0), 1)
    let group = activate()
    let current = group.fraction(at: engine.now)
    openStarts.append(current + factor * (1 - current))
    engine.animations.openRecording(.propertyAnimator(self, delayFactor: factor))
    return true
  }

  /// Closes the block opened by ``beginAnimations(delayFactor:)`` and adds its changes
  /// to the animator. Returns false when none is open.
  @discardableResult
  public func endAnimations() -> Bool {
    guard let start = openStarts.popLast(), let recording = engine.animations.closeRecording(),
      let group = activeGroup
    else { return false }
    engine.animations.addTracks(
      from: recording, to: group, window: (min(start, 1), 1), curve: timingCurve)
    return true
  }
}
