/// The tracks of one view or one group, in the order they were added, skipping removed
/// ones.
///
/// A track leaves two lists when it ends (its view's and its group's); removing it from
/// the middle of an array would cost the length of the list each time, so N animations
/// ending on one view would cost N². Instead the track is marked removed and counted here,
/// and the list drops its removed tracks in one pass once they are half of it: removal
/// costs O(1) amortized and the order of the others (which the sums of additive
/// animations follow, bit for bit) is kept.
///
/// A property that is not additive has at most one live track on a view (a new animation
/// of it ends the old one), the last one added: the list keeps it at hand, so replacing
/// it does not search the view's other tracks. Almost every list animates at most one
/// such property at a time, so the first is kept inline and only the others in an
/// array (100,000 views each fading once would otherwise hold 100,000 arrays of 15).
struct TrackList: Sequence {
  private var tracks: [AnimationTrack] = []
  private var removedCount = 0
  /// The last track added of one property that is not additive, nil when none.
  private var lastReplaced: AnimationTrack?
  /// The last track added of each other property that is not additive, oldest property
  /// first; empty until a second such property animates.
  private var otherReplaced: [AnimationTrack] = []

  /// Whether no live track is left.
  var isEmpty: Bool { tracks.count == removedCount }

  mutating func append(_ track: AnimationTrack) {
    tracks.append(track)
    guard !track.property.isAdditive else { return }
    if lastReplaced == nil || lastReplaced?.property == track.property {
      lastReplaced = track
      // Each property in one place: an older track of it may wait in the array.
      if !otherReplaced.isEmpty { otherReplaced.removeAll { $0.property == track.property } }
    } else if let index = otherReplaced.firstIndex(where: { $0.property == track.property }) {
      otherReplaced[index] = track
    } else {
      otherReplaced.append(track)
    }
  }

  /// The live track of `property`, which is not additive, or nil.
  func liveTrack(ofReplaced property: AnimatableProperty) -> AnimationTrack? {
    guard !property.isAdditive else { return nil }
    let last =
      lastReplaced?.property == property
      ? lastReplaced : otherReplaced.first { $0.property == property }
    guard let last, !last.isRemoved else { return nil }
    return last
  }

  /// Counts one of its tracks as removed (the caller marked it); compacts when half are.
  mutating func noteRemoved() {
    removedCount += 1
    if removedCount * 2 >= tracks.count {
      tracks.removeAll(where: \.isRemoved)
      removedCount = 0
      // A track holds its view: a removed one kept here would keep the view for ever.
      if lastReplaced?.isRemoved == true { lastReplaced = nil }
      if !otherReplaced.isEmpty { otherReplaced.removeAll(where: \.isRemoved) }
    }
  }

  /// Forgets every track.
  mutating func removeAll() {
    tracks.removeAll()
    removedCount = 0
    lastReplaced = nil
    otherReplaced.removeAll()
  }

  func makeIterator() -> Iterator { Iterator(tracks: tracks) }

  /// The live tracks, oldest first.
  struct Iterator: IteratorProtocol {
    let tracks: [AnimationTrack]
    var index = 0

    mutating func next() -> AnimationTrack? {
      while index < tracks.count {
        let track = tracks[index]
        index += 1
        if !track.isRemoved { return track }
      }
      return nil
    }
  }
}
