/// The tracks of one view, in the order they were added.
///
/// A track leaves its view's list when it ends or is replaced, in any order. It knows
/// its place in the list (``AnimationTrack/viewSlot``), so leaving is O(1) and reads no
/// other track: the place becomes a hole. Holes at the front are dropped as they appear
/// (tracks mostly end in the order they started), and all of them, giving the tracks
/// left their new places, once three in four places are holes: O(1) amortized a track,
/// and the order of the others (which the sums of additive animations follow, bit for
/// bit) is kept. Compacting by reading every track's removed mark, as this list did,
/// read each track twice more after it ended, a cache miss each once 100,000 tracks no
/// longer fit the cache; and the list letting go of a track at once frees it while its
/// memory is still in the cache.
///
/// A view animated once holds its track inline: the array is made for a second track.
///
/// A property that is not additive has at most one live track on a view (a new animation
/// of it ends the old one), the last one added: the list keeps it at hand, so replacing
/// it does not search the view's other tracks. Almost every list animates at most one
/// such property at a time, so the first is kept inline and only the others in an
/// array (100,000 views each fading once would otherwise hold 100,000 arrays of 15).
struct TrackList: Sequence {
  // What a view with one track reads to let go of it comes first.
  /// How many tracks are in the list.
  private var count = 0
  /// The only track, while the list has held one since it was last empty.
  private var single: AnimationTrack?
  /// The last track added of one property that is not additive, nil when none.
  private var lastReplaced: AnimationTrack?
  /// The last track added of each other property that is not additive, oldest property
  /// first; empty until a second such property animates.
  private var otherReplaced: [AnimationTrack] = []
  /// The tracks from the second one added on (the first moves here with it), nil where
  /// one left.
  private var entries: [AnimationTrack?] = []
  /// The index of the first track in ``entries`` (the holes before it are dropped later).
  private var start = 0
  /// The slot of `entries[0]`: a track's index is its slot less this.
  private var base = 0

  /// Whether no track is left.
  var isEmpty: Bool { count == 0 }

  mutating func append(_ track: AnimationTrack) {
    count += 1
    if let single {
      entries.append(single)
      self.single = nil
    }
    track.viewSlot = base + entries.count
    if entries.isEmpty && count == 1 { single = track } else { entries.append(track) }
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

  /// Lets go of `track`, one of the list's tracks.
  mutating func remove(_ track: AnimationTrack) {
    count -= 1
    // A track holds its view: one kept here would keep the view for ever.
    if lastReplaced === track { lastReplaced = nil }
    if !otherReplaced.isEmpty { otherReplaced.removeAll { $0 === track } }
    if single === track {
      single = nil
      return
    }
    entries[track.viewSlot - base] = nil
    if count == 0 {
      entries.removeAll(keepingCapacity: true)
      (start, base) = (0, 0)
      return
    }
    while entries[start] == nil { start += 1 }
    while let last = entries.last, last == nil { entries.removeLast() }
    if start * 2 >= entries.count {
      entries.removeFirst(start)
      base += start
      start = 0
    } else if entries.count >= 32 && count * 4 <= entries.count {
      compact()
    }
  }

  /// Drops every hole, giving the tracks left their new slots.
  private mutating func compact() {
    var kept = 0
    for index in start..<entries.count {
      guard let track = entries[index] else { continue }
      entries[kept] = track
      track.viewSlot = base + kept
      kept += 1
    }
    entries.removeLast(entries.count - kept)
    start = 0
  }

  func makeIterator() -> Iterator {
    Iterator(single: single, entries: entries, index: start)
  }

  /// The tracks, oldest first.
  struct Iterator: IteratorProtocol {
    var single: AnimationTrack?
    let entries: [AnimationTrack?]
    var index: Int

    mutating func next() -> AnimationTrack? {
      if let track = single {
        single = nil
        return track
      }
      while index < entries.count {
        let track = entries[index]
        index += 1
        if let track { return track }
      }
      return nil
    }
  }
}
