/// Engine objects by handle, for the bridge's callbacks: an open-addressing hash table
/// (linear probing, at most half full) keyed by the handle itself.
///
/// Handles are engine ids, so a multiplicative hash spreads them well and a lookup costs a
/// multiply and a probe or two, where a `Dictionary` hashes with SipHash. Everything lives
/// behind one pointer, so no access pays Swift's dynamic exclusivity checks. Handle 0 (a
/// plugin's "none") is never stored.
final class HandleTable<Object: AnyObject> {
  private struct Storage {
    var keys: UnsafeMutablePointer<UInt64>
    var objects: UnsafeMutablePointer<Object?>
    /// A power of two.
    var capacity: Int
    var count: Int
  }

  private let storage: UnsafeMutablePointer<Storage>

  init() {
    storage = .allocate(capacity: 1)
    storage.initialize(to: Self.makeStorage(capacity: 16))
  }

  deinit {
    Self.free(storage.pointee)
    storage.deinitialize(count: 1)
    storage.deallocate()
  }

  /// How many objects the table holds.
  var count: Int { storage.pointee.count }

  /// The object stored for `handle`, or nil.
  subscript(handle: UInt64) -> Object? {
    guard let index = index(of: handle) else { return nil }
    return storage.pointee.objects[index]
  }

  /// Calls `body` with the object stored for `handle` lent, not retained, or `missing`
  /// when there is none: the table's own reference is all that keeps it alive. Sound
  /// only when nothing `body` does can remove `handle` or empty the table; the bridge's
  /// ``HostBridge/lending(_:_:_:kind:or:_:)`` says when that holds. The object is handed
  /// to `body` as it is, not wrapped in an optional and unwrapped again: the optimizer
  /// retained an unwrapped copy around each call `body` made with it (for a view or a
  /// context, which have side tables, the slow path).
  @inline(__always)
  func withLent<R>(_ handle: UInt64, _ body: (Object) -> R, missing: () -> R) -> R {
    guard let index = index(of: handle),
      let bits = UnsafeRawPointer(storage.pointee.objects + index).load(
        as: UnsafeRawPointer?.self)
    else { return missing() }
    return Unmanaged<Object>.fromOpaque(bits)._withUnsafeGuaranteedRef(body)
  }

  /// The slot holding `handle`, or nil. Inlined into every lookup: a handful of
  /// instructions, which a call doubled.
  @inline(__always)
  private func index(of handle: UInt64) -> Int? {
    guard handle != 0 else { return nil }
    let table = storage.pointee
    let mask = table.capacity - 1
    var index = Self.home(of: handle, mask: mask)
    while true {
      let key = table.keys[index]
      if key == handle { return index }
      if key == 0 { return nil }
      index = (index + 1) & mask
    }
  }

  /// Stores `object` for `handle` (not 0), replacing what was there.
  func insert(_ object: Object, for handle: UInt64) {
    guard handle != 0 else { return }
    if (storage.pointee.count + 1) * 2 > storage.pointee.capacity {
      grow()
    }
    let table = storage.pointee
    let mask = table.capacity - 1
    var index = Self.home(of: handle, mask: mask)
    while table.keys[index] != 0 && table.keys[index] != handle {
      index = (index + 1) & mask
    }
    if table.keys[index] == 0 {
      table.keys[index] = handle
      storage.pointee.count += 1
    }
    table.objects[index] = object
  }

  /// Forgets `handle`; the slots after it move back so that lookups stay correct.
  func remove(_ handle: UInt64) {
    guard handle != 0 else { return }
    let table = storage.pointee
    let mask = table.capacity - 1
    var hole = Self.home(of: handle, mask: mask)
    while table.keys[hole] != handle {
      if table.keys[hole] == 0 { return }
      hole = (hole + 1) & mask
    }
    table.objects[hole] = nil
    table.keys[hole] = 0
    storage.pointee.count -= 1
    var index = hole
    while true {
      index = (index + 1) & mask
      let key = table.keys[index]
      if key == 0 { return }
      // The entry at `index` may fill the hole unless its home lies cyclically in
      // (hole, index]: then a lookup reaches it without passing the hole.
      let home = Self.home(of: key, mask: mask)
      let staysPut =
        hole <= index ? (hole < home && home <= index) : (hole < home || home <= index)
      if staysPut { continue }
      table.keys[hole] = key
      table.objects[hole] = table.objects[index]
      table.keys[index] = 0
      table.objects[index] = nil
      hole = index
    }
  }

  /// Forgets every handle.
  func removeAll() {
    Self.free(storage.pointee)
    storage.pointee = Self.makeStorage(capacity: 16)
  }

  private func grow() {
    let old = storage.pointee
    storage.pointee = Self.makeStorage(capacity: old.capacity * 2)
    for index in 0..<old.capacity where old.keys[index] != 0 {
      if let object = old.objects[index] { insert(object, for: old.keys[index]) }
    }
    Self.free(old)
  }

  private static func home(of handle: UInt64, mask: Int) -> Int {
    // Fibonacci hashing: the high bits of the product are the well-mixed ones.
    Int(truncatingIfNeeded: (handle &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
  }

  private static func makeStorage(capacity: Int) -> Storage {
    let keys = UnsafeMutablePointer<UInt64>.allocate(capacity: capacity)
    keys.initialize(repeating: 0, count: capacity)
    let objects = UnsafeMutablePointer<Object?>.allocate(capacity: capacity)
    objects.initialize(repeating: nil, count: capacity)
    return Storage(keys: keys, objects: objects, capacity: capacity, count: 0)
  }

  private static func free(_ table: Storage) {
    table.keys.deallocate()
    table.objects.deinitialize(count: table.capacity)
    table.objects.deallocate()
  }
}
