/// The explicit animations attached to one view's layer, in the order they were added,
/// with the layer's own timing (`speed`, `timeOffset`, `beginTime`), which shifts every
/// animation on it as Core Animation's layer time does.
struct LayerAnimationList {
  /// One attached animation.
  final class Entry {
    let key: String?
    /// The animation as added, for `animation(forKey:)`.
    let source: LayerAnimation
    let resolved: ResolvedLayerAnimation
    /// The scheduled start and end calls, while pending.
    var startCall: Int?
    var endCall: Int?
    var hasStarted = false
    var hasStopped = false
    /// What the open transactions that wait for this animation are told when it ends.
    var transactionEnded: (() -> Void)?

    init(key: String?, source: LayerAnimation, resolved: ResolvedLayerAnimation) {
      self.key = key
      self.source = source
      self.resolved = resolved
    }
  }

  private(set) var entries: [Entry] = []
  /// The layer's `speed` (1), `timeOffset` (0) and `beginTime` (0).
  var speed = 1.0
  var timeOffset = 0.0
  var beginTime = 0.0

  var isEmpty: Bool { entries.isEmpty }

  /// The layer's local time at parent time `parentTime`. Mirrors
  /// `convertTime(_:from: nil)`.
  func localTime(atParentTime parentTime: Double) -> Double {
    (parentTime - beginTime) * speed + timeOffset
  }

  /// The parent time at which the layer's local time is `local`, or nil when the layer
  /// is frozen (speed 0) or runs backwards.
  func parentTime(atLocalTime local: Double) -> Double? {
    guard speed > 0 else { return nil }
    return beginTime + (local - timeOffset) / speed
  }

  mutating func append(_ entry: Entry) { entries.append(entry) }

  /// Takes out the entry with `key`, if any.
  mutating func remove(key: String) -> Entry? {
    guard let index = entries.firstIndex(where: { $0.key == key }) else { return nil }
    return entries.remove(at: index)
  }

  /// Takes out `entry`.
  mutating func remove(_ entry: Entry) {
    entries.removeAll { $0 === entry }
  }

  /// Takes out every entry.
  mutating func removeAll() -> [Entry] {
    defer { entries.removeAll() }
    return entries
  }

  /// Writes what the animations show at parent time `parentTime` into `state`, each in
  /// the order added (a later one wins on the same key path).
  func apply(to state: inout ViewState, atParentTime parentTime: Double) {
    let local = localTime(atParentTime: parentTime)
    for entry in entries { entry.resolved.apply(to: &state, atParentTime: local) }
  }
}
