/// Trace events, oldest first, as the trace keeps them: in chunks of
/// ``chunkCapacity`` events, every chunk full but the last, so that recording never
/// copies the events already kept (one array doubling as it grows copied all of them
/// each time, and for a moment held them twice).
///
/// A value: a trace's ``Trace/events`` is what had been recorded when it was read;
/// events recorded later are not in it. Indices run from 0.
public struct TraceEvents: RandomAccessCollection, Sendable {
  /// How many events a chunk holds: 1,024 of 32 bytes, an allocation well below the
  /// size glibc maps pages for.
  static let chunkCapacity = 1024

  /// The chunks; the events are those from `offset` in the first on, `count` of them.
  private var chunks: [[TraceEvent]] = []
  /// The position in the first chunk of the first event.
  private var offset = 0
  /// How many events.
  public private(set) var count = 0

  /// No events.
  init() {}

  /// 0.
  public var startIndex: Int { 0 }
  /// The number of events.
  public var endIndex: Int { count }

  /// The event at `position` (0 is the oldest).
  public subscript(position: Int) -> TraceEvent {
    precondition(position >= 0 && position < count, "trace event index out of range")
    let stored = offset + position
    return chunks[stored / Self.chunkCapacity][stored % Self.chunkCapacity]
  }

  /// The events in order, a chunk at a time.
  public struct Iterator: IteratorProtocol {
    fileprivate let chunks: [[TraceEvent]]
    fileprivate var chunk: Int
    fileprivate var index: Int
    fileprivate var remaining: Int

    /// The next event, or nil after the last.
    public mutating func next() -> TraceEvent? {
      guard remaining > 0 else { return nil }
      if index == TraceEvents.chunkCapacity {
        chunk += 1
        index = 0
      }
      defer {
        index += 1
        remaining -= 1
      }
      return chunks[chunk][index]
    }
  }

  /// An iterator over the events, oldest first.
  public func makeIterator() -> Iterator {
    Iterator(
      chunks: chunks, chunk: offset / Self.chunkCapacity, index: offset % Self.chunkCapacity,
      remaining: count)
  }

  /// The events from `position` on (clamped to those there are), indexed from 0.
  func dropping(first position: Int) -> TraceEvents {
    var events = self
    events.removeFirst(upTo: position)
    return events
  }

  /// How many chunks hold the events (every one but the last full).
  var chunkCount: Int { chunks.count }

  /// Adds `event` after the others, in the last chunk or, when it is full, a new one.
  mutating func append(_ event: TraceEvent) {
    if offset + count == chunks.count * Self.chunkCapacity {
      var chunk: [TraceEvent] = []
      chunk.reserveCapacity(Self.chunkCapacity)
      chunks.append(chunk)
    }
    chunks[chunks.count - 1].append(event)
    count += 1
  }

  /// Removes the first `dropped` events (clamped to those there are); the chunks whose
  /// every event is gone are let go.
  mutating func removeFirst(upTo dropped: Int) {
    let dropped = Swift.min(Swift.max(dropped, 0), count)
    offset += dropped
    count -= dropped
    let spent = offset / Self.chunkCapacity
    guard spent > 0 else { return }
    chunks.removeFirst(spent)
    offset -= spent * Self.chunkCapacity
  }
}
