/// One property of one view moving under one animation group.
final class AnimationTrack {
  // What ending the track and its deinit read (its references, its flags, its slot) comes
  // first, on the object's first cache line; the values after.
  /// The view it moves, kept alive while the track runs, as a UIKit animation block keeps
  /// the views it captured: a presentation controller may drop its dimming view from the
  /// container, and its last reference, in a completion of the animation that fades it.
  /// The view's list lets go of the track once it ended (``TrackList/remove(_:)``).
  let view: View
  unowned let group: AnimationGroup
  /// The keyframes, for a keyframe animation; then `from`/`to` are its ends.
  let keyframes: KeyframePath?
  /// Where the track is in its view's list (see ``TrackList``).
  var viewSlot = 0
  let property: AnimatableProperty
  /// Whether the track adds its offset to the model rather than replacing it.
  let isAdditive: Bool
  /// Whether its view takes touches while the track runs: UIKit turns touches off for
  /// the views an animation moves unless it was made with `.allowUserInteraction` (or
  /// by a property animator whose `isUserInteractionEnabled` is on, its default).
  let allowsUserInteraction: Bool
  /// Set when the track has ended or was replaced: its group's list skips it (its view's
  /// list lets go of it at once).
  var isRemoved = false
  /// The values at progress 0 and 1, sized to the property (see ``TrackEnds``).
  private let ends: TrackEnds
  /// The value at progress 0.
  var from: AnimatableVector { ends.from }
  /// The value at progress 1 (the model value the animation was made for).
  var to: AnimatableVector { ends.to }
  /// The part of the group's time this track moves in, as fractions of it.
  let windowStart: Double
  let windowEnd: Double
  /// The track's own timing curve (a keyframe track's is the overall curve: its
  /// progress is the keyframe time its path is read at).
  let curve: TimingCurve
  /// The value progress at the moment the group was retargeted.
  var retargetStart = 0.0

  init(
    view: View, property: AnimatableProperty, group: AnimationGroup, from: AnimatableVector,
    to: AnimatableVector, keyframes: KeyframePath?, windowStart: Double, windowEnd: Double,
    curve: TimingCurve, allowsUserInteraction: Bool
  ) {
    self.view = view
    self.property = property
    self.group = group
    self.ends = TrackEnds(from: from, to: to)
    self.keyframes = keyframes
    self.windowStart = windowStart
    self.windowEnd = windowEnd
    self.curve = curve
    self.isAdditive = property.isAdditive
    self.allowsUserInteraction = allowsUserInteraction
  }

  /// The time fraction within the track's window for the group's time fraction.
  func localFraction(_ groupFraction: Double) -> Double {
    let span = windowEnd - windowStart
    guard span > 0 else { return groupFraction >= windowEnd ? 1 : 0 }
    return min(max((groupFraction - windowStart) / span, 0), 1)
  }

  /// The property's value at value progress `progress`.
  func value(atProgress progress: Double) -> AnimatableVector {
    if let keyframes { return keyframes.value(at: progress) }
    if property.isTransform {
      return TransformInterpolation.value(from: from, to: to, progress: progress)
    }
    return from + (to - from) * progress
  }

  /// The value at the start of the track.
  var startValue: AnimatableVector { keyframes?.first ?? from }
}
