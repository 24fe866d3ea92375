import Testing
import TransitionEngine

@Suite("Trace")
struct TraceTests {
  /// An engine whose trace holds `count` events, one a window view.
  static func trace(events count: Int) -> Trace {
    let engine = Engine(configuration: Engine.Configuration(isTracing: true))
    engine.trace.removeAll()
    for index in 0..<count {
      engine.trace.record(.contextCall, [("call", "c\(index)")])
    }
    return engine.trace
  }

  @Test("forgetting events keeps the positions of the others")
  func forgetKeepsPositions() throws {
    let trace = Self.trace(events: 10)
    let start = trace.forgottenCount
    #expect(trace.endPosition == start + 10)
    trace.forgetEvents(before: start + 4)
    #expect(trace.forgottenCount == start + 4)
    #expect(trace.events.count == 6)
    #expect(trace.endPosition == start + 10)
    #expect(trace.events(from: start + 7).map { $0[field: "call"] } == ["c7", "c8", "c9"])
    // Positions already forgotten give what is kept; positions past the end give nothing.
    #expect(trace.events(from: start).first?[field: "call"] == "c4")
    #expect(trace.events(from: start + 50).isEmpty)
  }

  @Test("forgetting is clamped: backwards does nothing, past the end forgets all")
  func forgetClamps() {
    let trace = Self.trace(events: 5)
    let start = trace.forgottenCount
    trace.forgetEvents(before: start + 3)
    trace.forgetEvents(before: start + 1)
    #expect(trace.forgottenCount == start + 3)
    trace.forgetEvents(before: start + 99)
    #expect(trace.events.isEmpty)
    #expect(trace.forgottenCount == start + 5)
    trace.record(.contextCall, [("call", "next")])
    #expect(trace.events(from: start + 5).map { $0[field: "call"] } == ["next"])
  }

  @Test("removeAll forgets everything and positions go on")
  func removeAll() {
    let trace = Self.trace(events: 3)
    let end = trace.endPosition
    trace.removeAll()
    #expect(trace.events.isEmpty)
    #expect(trace.forgottenCount == end)
    #expect(trace.endPosition == end)
  }
}
