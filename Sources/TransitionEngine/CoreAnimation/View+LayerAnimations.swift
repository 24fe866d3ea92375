/// Explicit Core Animation animations on a view's layer. Mirrors `CALayer`'s
/// `add(_:forKey:)`, `removeAnimation(forKey:)`, `removeAllAnimations()`,
/// `animation(forKey:)` and `animationKeys()`.
///
/// An explicit animation changes what is on screen (``View/presentation``), never the
/// model: once it is removed (at its end, unless `isRemovedOnCompletion` is false) the
/// layer shows its model value again, Core Animation's "snap back". It runs on the
/// engine's virtual clock; its delegate calls come on it too, at the next clock turn
/// after the moment they describe, as Core Animation delivers them on the main run loop.
extension View {
  /// Adds a copy of `animation` under `key`, replacing the one under the same key (which
  /// stops, unfinished). A `timing.beginTime` of 0 begins it now; otherwise it is a
  /// time in the layer's time (``Engine/mediaTime`` plus a delay, for an unaltered
  /// layer). Mirrors `CALayer.add(_:forKey:)`.
  ///
  /// Throws when the key path is not one the engine animates or a value is unusable;
  /// nothing changes then.
  public func add(_ animation: LayerAnimation, forKey key: String?) throws(LayerAnimationError) {
    let now = layerAnimations.localTime(atParentTime: engine.now)
    let begin = animation.timing.beginTime == 0 ? now : animation.timing.beginTime
    let resolved = try ResolvedLayerAnimation(
      animation, presented: presentation, model: model, begin: begin)
    if let key, let old = layerAnimations.remove(key: key) { stop(old, finished: false) }
    let entry = LayerAnimationList.Entry(key: key, source: animation, resolved: resolved)
    entry.transactionEnded = engine.transactionWaiter()
    layerAnimations.append(entry)
    schedule(entry)
    engine.checkSpringDuration(of: animation, on: self)
    engine.animations.layerAnimationsDidChange(of: self)
  }

  /// Removes the animation under `key`; its delegate hears it stopped unfinished.
  /// Mirrors `CALayer.removeAnimation(forKey:)`.
  public func removeAnimation(forKey key: String) {
    guard let entry = layerAnimations.remove(key: key) else { return }
    stop(entry, finished: false)
    engine.animations.layerAnimationsDidChange(of: self)
  }

  /// Removes every explicit animation. Mirrors `CALayer.removeAllAnimations()`.
  public func removeAllAnimations() {
    guard !layerAnimations.isEmpty else { return }
    for entry in layerAnimations.removeAll() { stop(entry, finished: false) }
    engine.animations.layerAnimationsDidChange(of: self)
  }

  /// The animation under `key`, as it was added. Mirrors `CALayer.animation(forKey:)`.
  public func animation(forKey key: String) -> LayerAnimation? {
    layerAnimations.entries.first { $0.key == key }?.source
  }

  /// The keys of the attached animations, in the order added (animations added without
  /// a key are not listed). Mirrors `CALayer.animationKeys()`.
  public func animationKeys() -> [String] {
    layerAnimations.entries.compactMap(\.key)
  }

  /// Mirrors `CALayer.speed`: how fast the layer's time runs (0 freezes it, the manual
  /// scrubbing idiom of `layer.speed = 0; layer.timeOffset = t`).
  public var layerSpeed: Double {
    get { layerAnimations.speed }
    set { setLayerTiming { $0.speed = newValue } }
  }

  /// Mirrors `CALayer.timeOffset`.
  public var layerTimeOffset: Double {
    get { layerAnimations.timeOffset }
    set { setLayerTiming { $0.timeOffset = newValue } }
  }

  /// Mirrors `CALayer.beginTime`.
  public var layerBeginTime: Double {
    get { layerAnimations.beginTime }
    set { setLayerTiming { $0.beginTime = newValue } }
  }

  /// The layer's local time at the engine's time `time`. Mirrors
  /// `convertTime(_:from: nil)`.
  public func convertTime(fromParent time: Double) -> Double {
    layerAnimations.localTime(atParentTime: time)
  }

  private func setLayerTiming(_ change: (inout LayerAnimationList) -> Void) {
    change(&layerAnimations)
    // Every pending start and end moves with the layer's time.
    for entry in layerAnimations.entries { schedule(entry) }
    engine.animations.layerAnimationsDidChange(of: self)
  }

  /// Schedules `entry`'s start and end on the clock from the layer's time now (none
  /// while the layer is frozen).
  private func schedule(_ entry: LayerAnimationList.Entry) {
    cancelCalls(of: entry)
    let timing = entry.resolved.timing
    let begin = entry.resolved.begin
    if !entry.hasStarted,
      let start = layerAnimations.parentTime(atLocalTime: timing.startTime(begin: begin))
    {
      entry.startCall = engine.schedule(at: start, "animationDidStart") { [weak self, weak entry] in
        guard let self, let entry else { return }
        entry.startCall = nil
        self.started(entry)
      }
    }
    if !entry.hasStopped, let localEnd = timing.endTime(begin: begin),
      let end = layerAnimations.parentTime(atLocalTime: localEnd)
    {
      entry.endCall = engine.schedule(at: end, "animationDidStop") { [weak self, weak entry] in
        guard let self, let entry else { return }
        entry.endCall = nil
        self.reachedEnd(entry)
      }
    }
  }

  private func cancelCalls(of entry: LayerAnimationList.Entry) {
    if let call = entry.startCall { engine.cancelScheduled(call) }
    if let call = entry.endCall { engine.cancelScheduled(call) }
    entry.startCall = nil
    entry.endCall = nil
  }

  private func started(_ entry: LayerAnimationList.Entry) {
    guard !entry.hasStarted, !entry.hasStopped else { return }
    entry.hasStarted = true
    entry.source.didStart?()
  }

  private func reachedEnd(_ entry: LayerAnimationList.Entry) {
    if !entry.hasStarted { started(entry) }
    guard !entry.hasStopped else { return }
    entry.hasStopped = true
    if entry.source.isRemovedOnCompletion {
      layerAnimations.remove(entry)
      engine.animations.layerAnimationsDidChange(of: self)
    }
    entry.source.didStop?(true)
    // After the delegate, which may set the model value as the animation ends.
    if entry.source.isRemovedOnCompletion { engine.checkSnapBack(of: entry.resolved, on: self) }
    endForTransactions(entry)
  }

  /// Tells the transactions waiting for `entry` that it ended, once.
  private func endForTransactions(_ entry: LayerAnimationList.Entry) {
    guard let ended = entry.transactionEnded else { return }
    entry.transactionEnded = nil
    ended()
  }

  /// Ends `entry`, taken out of the list, before its end: the delegate hears
  /// `finished == false` at the next clock turn.
  private func stop(_ entry: LayerAnimationList.Entry, finished: Bool) {
    cancelCalls(of: entry)
    guard !entry.hasStopped else { return }
    entry.hasStopped = true
    let didStop = entry.source.didStop
    let ended = entry.transactionEnded
    entry.transactionEnded = nil
    guard didStop != nil || ended != nil else { return }
    engine.schedule(at: engine.now, "animationDidStop") {
      didStop?(finished)
      ended?()
    }
  }
}

extension Engine {
  /// The current media time, the engine's virtual clock in seconds. Mirrors
  /// `CACurrentMediaTime()`.
  public var mediaTime: Double { now }
}
