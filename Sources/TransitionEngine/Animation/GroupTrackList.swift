/// The tracks of one animation group, in the order they were added, skipping removed
/// ones.
///
/// A group lets go of all its tracks at once when it ends; before that, a newer animation
/// may replace one (the caller marks it removed). Removing it from the middle of an array
/// would cost the length of the list each time, so the track is counted here and the
/// list drops its removed tracks in one pass once they are half of it: O(1) amortized,
/// with the others' order kept. A group of one track (most are: one `animate` call
/// changing one property) holds it inline, with no array.
struct GroupTrackList: Sequence {
  /// The only track, while the list has held one since it was last empty.
  private var single: AnimationTrack?
  /// The tracks from the second one added on (the first moves here with it).
  private var tracks: [AnimationTrack] = []
  private var removedCount = 0

  /// Whether no live track is left.
  var isEmpty: Bool { storedCount == removedCount }

  /// How many tracks are kept, removed ones included.
  private var storedCount: Int { single == nil ? tracks.count : 1 }

  mutating func append(_ track: AnimationTrack) {
    if let single {
      tracks.append(single)
      self.single = nil
    }
    if tracks.isEmpty { single = track } else { tracks.append(track) }
  }

  /// Counts one of its tracks as removed (the caller marked it); compacts when half are.
  mutating func noteRemoved() {
    removedCount += 1
    guard removedCount * 2 >= storedCount else { return }
    if single != nil {
      single = nil
    } else {
      tracks.removeAll(where: \.isRemoved)
    }
    removedCount = 0
  }

  /// Forgets every track.
  mutating func removeAll() {
    single = nil
    tracks.removeAll()
    removedCount = 0
  }

  func makeIterator() -> Iterator { Iterator(single: single, tracks: tracks) }

  /// The live tracks, oldest first.
  struct Iterator: IteratorProtocol {
    var single: AnimationTrack?
    let tracks: [AnimationTrack]
    var index = 0

    mutating func next() -> AnimationTrack? {
      if let track = single {
        single = nil
        return track.isRemoved ? nil : track
      }
      while index < tracks.count {
        let track = tracks[index]
        index += 1
        if !track.isRemoved { return track }
      }
      return nil
    }
  }
}
