/// A set of view ids, one bit an id, over the span of words from the lowest id's to the
/// highest's.
///
/// The animation system keeps the ids of the views that animate in one: a view goes in
/// when its first track starts and out when its last ends. View ids are numbers from the
/// engine's sequence, so the views one transition animates are near each other: as bits
/// 100,000 of them take a few tens of KiB, set and cleared near each other, where a hash
/// set took 1 MiB read at random (a cache miss an insert and a remove once it outgrew the
/// caches) and rehashed it as it grew. The span starts again at the next id put in once
/// the set is empty; it keeps its storage, so a set that stays within its largest span
/// does not allocate. The cost: while the set is not empty its span only grows, so a view
/// that animates for a long time while views made much later come and go keeps a span of
/// one bit for every sequence number between them, which reading the set (the sampler,
/// once a frame) goes through.
struct ViewIDSet: Sequence {
  /// Empty when the set is; otherwise the span's first word (`id / 64` of the lowest id
  /// it covers), how many ids are in the set, then the bits: bit `id % 64` of word
  /// `id / 64 - words[0] + 2` is set when `id` is in the set. (One array, so that the set
  /// takes one word in the system that keeps it.)
  private var words: [UInt64] = []

  /// How many ids are in the set.
  var count: Int { words.isEmpty ? 0 : Int(words[1]) }

  var isEmpty: Bool { words.isEmpty }

  /// The word of the lowest id the span covers.
  private var base: Int { Int(words[0]) }

  func contains(_ id: Int) -> Bool {
    guard !words.isEmpty else { return false }
    let index = (id >> 6) - base + 2
    guard index >= 2, index < words.count else { return false }
    return words[index] & Self.bit(id) != 0
  }

  /// Puts `id` (not negative) in the set.
  mutating func insert(_ id: Int) {
    precondition(id >= 0, "a view id is not negative")
    let word = id >> 6
    if words.isEmpty {
      // Three appends, not a literal: an array literal would be an allocation each time.
      words.append(UInt64(word))
      words.append(0)
      words.append(0)
    } else if word < base {
      words.insert(contentsOf: repeatElement(0, count: base - word), at: 2)
      words[0] = UInt64(word)
    } else if word - base + 2 >= words.count {
      words.append(contentsOf: repeatElement(0, count: word - base + 3 - words.count))
    }
    let index = word - base + 2
    if words[index] & Self.bit(id) == 0 {
      words[index] |= Self.bit(id)
      words[1] += 1
    }
  }

  /// Takes `id` out of the set, if it is in.
  mutating func remove(_ id: Int) {
    guard contains(id) else { return }
    if words[1] == 1 {
      words.removeAll(keepingCapacity: true)
      return
    }
    words[(id >> 6) - base + 2] &= ~Self.bit(id)
    words[1] -= 1
  }

  private static func bit(_ id: Int) -> UInt64 { 1 << UInt64(id & 63) }

  /// The ids in the set, lowest first.
  struct Iterator: IteratorProtocol {
    fileprivate let words: [UInt64]
    fileprivate var index = 2
    fileprivate var current: UInt64 = 0

    mutating func next() -> Int? {
      while current == 0 {
        guard index < words.count else { return nil }
        current = words[index]
        index += 1
      }
      let bit = current.trailingZeroBitCount
      current &= current - 1
      return (Int(words[0]) + index - 3) << 6 | bit
    }
  }

  func makeIterator() -> Iterator { Iterator(words: words) }
}
