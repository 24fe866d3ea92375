/// When timed groups reach an end, earliest first (by time, then sequence number), kept
/// by end time.
///
/// A transition's animations end at a few distinct times (one `animate` call per view,
/// with a handful of durations), so the ends are kept in one list per time and only the
/// distinct times in a heap: the next end is the head of the earliest list, O(1), where
/// a heap of every end cost O(log n) and a cache miss a level for each one. Each list is
/// put in sequence order when it becomes the earliest (ends are noted in sequence order
/// almost always, so that is one pass).
struct GroupEndQueue {
  /// An end in a list, without its time: every end in a list has the list's time (16
  /// bytes, not a ``GroupEnd``'s 24). At 100,000 groups a list is out of the cache by the
  /// time its ends are taken, so each byte an end takes is read from memory once more,
  /// and once more each time the list grows (its ends are copied).
  private struct Entry {
    let id: Int
    let slot: Int32
    let version: UInt32

    init(_ end: GroupEnd) {
      (id, slot, version) = (end.id, end.slot, end.version)
    }
  }

  /// The ends at the earliest time, in sequence order, from ``frontHead`` on.
  private var front: [Entry] = []
  private var frontHead = 0
  /// The time of the ends in ``front`` (the first noted at it: -0 and 0 are one time).
  private var frontTime = 0.0
  /// The ends at every later time, in the order noted, by ``key(_:)`` of the time.
  private var later: [UInt64: [Entry]] = [:]
  /// The keys of ``later``.
  private var laterTimes = MinHeap<Double>()
  /// How many ends are kept, stale ones included.
  private(set) var count = 0

  /// Builds a queue of `ends`.
  init(_ ends: [GroupEnd] = []) {
    for end in ends { push(end) }
  }

  /// The earliest end.
  var first: GroupEnd? {
    guard frontHead < front.count else { return nil }
    let entry = front[frontHead]
    return GroupEnd(time: frontTime, id: entry.id, slot: entry.slot, version: entry.version)
  }

  mutating func push(_ end: GroupEnd) {
    count += 1
    guard frontHead < front.count else {
      (front, frontHead, frontTime) = ([Entry(end)], 0, end.time)
      return
    }
    if end.time == frontTime {
      insertInFront(Entry(end))
    } else if end.time < frontTime {
      // A new earliest time: the current front waits with the later ones.
      storeLater(Array(front[frontHead...]), at: frontTime)
      (front, frontHead, frontTime) = ([Entry(end)], 0, end.time)
    } else {
      let key = Self.key(end.time)
      if later[key] == nil { laterTimes.push(end.time) }
      later[key, default: []].append(Entry(end))
    }
  }

  /// Removes the earliest end.
  mutating func popFirst() {
    guard frontHead < front.count else { return }
    count -= 1
    frontHead += 1
    guard frontHead == front.count else { return }
    front.removeAll(keepingCapacity: true)
    frontHead = 0
    while let time = laterTimes.popFirst() {
      guard let ends = later.removeValue(forKey: Self.key(time)), !ends.isEmpty else { continue }
      // Taken over, not copied into the front's storage (the list is read once more).
      front = ends
      frontTime = time
      if !front.indices.dropFirst().allSatisfy({ front[$0 - 1].id < front[$0].id }) {
        front.sort { $0.id < $1.id }
      }
      return
    }
  }

  /// Puts `end`, at the front's time, in sequence order among the front's ends.
  private mutating func insertInFront(_ end: Entry) {
    guard let last = front.last, end.id < last.id else { return front.append(end) }
    var index = front.count - 1
    while index > frontHead && front[index - 1].id > end.id { index -= 1 }
    front.insert(end, at: index)
  }

  private mutating func storeLater(_ ends: [Entry], at time: Double) {
    guard !ends.isEmpty else { return }
    let key = Self.key(time)
    if let waiting = later[key] {
      later[key] = ends + waiting
    } else {
      later[key] = ends
      laterTimes.push(time)
    }
  }

  /// A time as a key: its bits, with -0 as 0 (they compare equal), so that every time,
  /// a NaN too, finds its list again.
  private static func key(_ time: Double) -> UInt64 { (time == 0 ? 0 : time).bitPattern }
}
