/// The changes made inside one animation block, before they become tracks.
final class AnimationRecording {
  /// What the block is.
  enum Mode {
    /// `animate(withDuration:...)` and the spring forms: one curve for every change.
    case basic(duration: Double, delay: Double, curve: TimingCurve, options: AnimationOptions)
    /// `animateKeyframes`: changes become keyframe paths, walked along `curve` (UIKit's
    /// overall curve: ease-in-out unless a cast curve option says otherwise).
    case keyframes(
      duration: Double, delay: Double, mode: KeyframeCalculationMode, curve: TimingCurve,
      options: AnimationOptions)
    /// A property animator's animation block, starting at `delayFactor` of its time.
    case propertyAnimator(PropertyAnimator, delayFactor: Double)
    /// `performWithoutAnimation`: changes apply at once.
    case suppressed
  }

  /// One property's change within the block.
  struct Change {
    unowned let view: View
    let property: AnimatableProperty
    /// The value before the block first changed it.
    let before: AnimatableVector
    /// The value it was last set to.
    var after: AnimatableVector
    /// The keyframes that set it, in call order, for keyframe blocks.
    var keyframeSegments: [(start: Double, end: Double, value: AnimatableVector)] = []

    /// Whether the change shows on screen: the value changed, or a keyframe takes it
    /// somewhere on the way (a keyframe path may come back to where it started).
    var isEffective: Bool { before != after || keyframeSegments.contains { $0.value != before } }

    /// The keyframe path: the value before the block at 0, then each keyframe holding the
    /// previous value until its start and reaching its value at its end, in time order.
    func keyframePoints() -> [(time: Double, value: AnimatableVector)] {
      let ordered = keyframeSegments.enumerated().sorted {
        ($0.element.end, $0.element.start, $0.offset) < (
          $1.element.end, $1.element.start, $1.offset
        )
      }.map(\.element)
      var points: [(time: Double, value: AnimatableVector)] = [(0, before)]
      var current = before
      for segment in ordered {
        if segment.start > (points.last?.time ?? 0) { points.append((segment.start, current)) }
        points.append((segment.end, segment.value))
        current = segment.value
      }
      return points
    }
  }

  let mode: Mode
  private(set) var changes: [Change] = []
  private var index: [ChangeKey: Int] = [:]
  /// The keyframe being recorded (`addKeyframe`), as a start and a duration in `0...1`.
  var currentKeyframe: (start: Double, duration: Double)?

  init(mode: Mode) { self.mode = mode }

  /// Whether the views the block animates keep taking touches while it runs: UIKit's
  /// `.allowUserInteraction` option, or a property animator's `isUserInteractionEnabled`.
  var allowsUserInteraction: Bool {
    switch mode {
    case .basic(_, _, _, let options), .keyframes(_, _, _, _, let options):
      options.contains(.allowUserInteraction)
    case .propertyAnimator(let animator, _): animator.isUserInteractionEnabled
    case .suppressed: true
    }
  }

  func record(
    _ view: View, _ property: AnimatableProperty, from old: AnimatableVector,
    to new: AnimatableVector
  ) {
    let key = ChangeKey(view: ObjectIdentifier(view), property: property)
    let slot: Int
    if let existing = index[key] {
      slot = existing
      changes[slot].after = new
    } else {
      slot = changes.count
      index[key] = slot
      changes.append(Change(view: view, property: property, before: old, after: new))
    }
    if case .keyframes = mode {
      let (start, duration) = currentKeyframe ?? (0, 1)
      changes[slot].keyframeSegments.append((start, min(start + duration, 1), new))
    }
  }

  private struct ChangeKey: Hashable {
    let view: ObjectIdentifier
    let property: AnimatableProperty
  }
}
