import Testing

@testable import TransitionEngine

/// The trace keeps its events in chunks; reading, slicing and forgetting them across
/// chunk boundaries gives what one array gave.
@Suite struct TraceEventsTests {
  static let capacity = TraceEvents.chunkCapacity
  let capacity = Self.capacity

  /// A trace holding `count` events, the call of each `c` and its number.
  static func trace(events count: Int) -> Trace { TraceTests.trace(events: count) }

  /// The numbers of `events`' calls, in order.
  static func calls(_ events: some Sequence<TraceEvent>) -> [Int] {
    events.compactMap { $0[field: "call"].flatMap { Int($0.dropFirst()) } }
  }

  @Test(
    "events read back in order across chunks",
    arguments: [0, 1, capacity - 1, capacity, capacity + 1, 3 * capacity + 5])
  func order(_ count: Int) {
    let trace = Self.trace(events: count)
    #expect(trace.events.count == count)
    #expect(Self.calls(trace.events) == Array(0..<count))
    if count > 0 {
      #expect(trace.events[count - 1][field: "call"] == "c\(count - 1)")
      #expect(trace.events.last?[field: "call"] == "c\(count - 1)")
    }
  }

  @Test(
    "forgetting across chunk boundaries keeps positions and the events after",
    arguments: [1, capacity - 1, capacity, capacity + 1, 2 * capacity, 2 * capacity + 3])
  func forgetAcrossChunks(_ forgotten: Int) {
    let total = 2 * capacity + 3
    let trace = Self.trace(events: total)
    let start = trace.forgottenCount
    trace.forgetEvents(before: start + forgotten)
    #expect(trace.forgottenCount == start + forgotten)
    #expect(trace.endPosition == start + total)
    // The chunks whose every event is forgotten are let go; the others stay.
    #expect(trace.events.chunkCount == 3 - forgotten / capacity)
    #expect(Self.calls(trace.events) == Array(forgotten..<total))
    #expect(
      Self.calls(trace.events(from: start + forgotten + 1))
        == Array(min(forgotten + 1, total)..<total))
    #expect(Self.calls(trace.events(from: start)) == Array(forgotten..<total))
    // Recording goes on after the chunks let go.
    trace.record(.contextCall, [("call", "c\(total)")])
    #expect(Self.calls(trace.events) == Array(forgotten...total))
    #expect(trace.endPosition == start + total + 1)
  }

  @Test("events read earlier are not changed by later recording or forgetting")
  func snapshot() {
    let trace = Self.trace(events: capacity - 1)
    let before = trace.events
    let tail = trace.events(from: trace.forgottenCount + capacity - 3)
    for index in 0..<(capacity + 2) {
      trace.record(.contextCall, [("call", "c\(capacity - 1 + index)")])
    }
    trace.forgetEvents(before: trace.forgottenCount + capacity + 1)
    #expect(Self.calls(before) == Array(0..<(capacity - 1)))
    #expect(Self.calls(tail) == [capacity - 3, capacity - 2])
    #expect(Self.calls(trace.events) == Array((capacity + 1)..<(2 * capacity + 1)))
  }

  @Test("an event is four words: time, kind, and one reference each for fields and payload")
  func compactEvent() {
    #expect(MemoryLayout<TraceEvent>.stride == 32)
    #expect(MemoryLayout<TraceEvent.Payload?>.size == 8)
  }

  @Test("indices run from 0, in the events from a position too")
  func indices() {
    let trace = Self.trace(events: capacity + 10)
    trace.forgetEvents(before: trace.forgottenCount + 3)
    #expect(trace.events.startIndex == 0)
    #expect(trace.events[0][field: "call"] == "c3")
    let slice = trace.events(from: trace.forgottenCount + capacity + 1)
    #expect(slice.count == 6)
    #expect(slice.startIndex == 0)
    #expect(slice[0][field: "call"] == "c\(capacity + 4)")
    #expect(slice.first?[field: "call"] == "c\(capacity + 4)")
    #expect(slice.firstIndex { $0[field: "call"] == "c\(capacity + 6)" } == 2)
  }
}
