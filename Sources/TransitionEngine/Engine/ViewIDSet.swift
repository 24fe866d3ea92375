/// A set of view ids, one bit an id, over the span of words from the lowest id's to the
/// highest's.
///
/// The animation system keeps the ids of the views that animate in one: a view goes in
/// when its first track starts and out when its last ends. View ids are numbers from the
/// engine's sequence, so the views one transition animates are near each other: as bits
/// they take 100,000 views in about 25 KiB, set and cleared near each other, where a hash
/// set took 1 MiB read at random (a cache miss an insert and a remove once it outgrew the
/// caches) and rehashed it as it grew. The span starts again at the next id put in once
/// the set is empty; it keeps its storage, so a set that stays within its largest span
/// does not allocate.
struct ViewIDSet: Sequence {
  /// Bit `id % 64` of word `id / 64 - base` is set when `id` is in the set.
  private var words: [UInt64] = []
  /// The word of the lowest id the span covers (`id / 64`).
  private var base = 0
  /// How many ids are in the set.
  private(set) var count = 0

  var isEmpty: Bool { count == 0 }

  func contains(_ id: Int) -> Bool {
    let index = (id >> 6) - base
    guard index >= 0, index < words.count else { return false }
    return words[index] & Self.bit(id) != 0
  }

  /// Puts `id` (not negative) in the set.
  mutating func insert(_ id: Int) {
    precondition(id >= 0, "a view id is not negative")
    let word = id >> 6
    if words.isEmpty {
      base = word
      words.append(0)
    } else if word < base {
      words.insert(contentsOf: repeatElement(0, count: base - word), at: 0)
      base = word
    } else if word - base >= words.count {
      words.append(contentsOf: repeatElement(0, count: word - base - words.count + 1))
    }
    let index = word - base
    if words[index] & Self.bit(id) == 0 {
      words[index] |= Self.bit(id)
      count += 1
    }
  }

  /// Takes `id` out of the set, if it is in.
  mutating func remove(_ id: Int) {
    guard contains(id) else { return }
    words[(id >> 6) - base] &= ~Self.bit(id)
    count -= 1
    if count == 0 { words.removeAll(keepingCapacity: true) }
  }

  private static func bit(_ id: Int) -> UInt64 { 1 << UInt64(id & 63) }

  /// The ids in the set, lowest first.
  struct Iterator: IteratorProtocol {
    fileprivate let words: [UInt64]
    fileprivate let base: Int
    fileprivate var index = 0
    fileprivate var current: UInt64 = 0

    mutating func next() -> Int? {
      while current == 0 {
        guard index < words.count else { return nil }
        current = words[index]
        index += 1
      }
      let bit = current.trailingZeroBitCount
      current &= current - 1
      return (base + index - 1) << 6 | bit
    }
  }

  func makeIterator() -> Iterator { Iterator(words: words, base: base) }
}
