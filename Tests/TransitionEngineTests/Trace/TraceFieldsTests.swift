import Testing

@testable import TransitionEngine

/// Packed fields read back as the pairs that were packed, in order, and an event's text
/// made from them is what it was when each field was a pair of strings.
@Suite struct TraceFieldsTests {
  /// Values around the lengths the packing treats differently: empty, the longest a
  /// `String` keeps inline (15 bytes), the longest one-byte length (127) and the
  /// shortest two-byte one (128), a three-byte length, and text that is not ASCII.
  static let values = [
    "", "a", String(repeating: "x", count: 15), String(repeating: "y", count: 16),
    String(repeating: "z", count: 127), String(repeating: "w", count: 128),
    String(repeating: "v", count: 20_000), "caf\u{E9} \u{1F600}", "say \"hi\"", "a=b",
  ]

  @Test("fields read back as packed, in order", arguments: values)
  func roundTrip(_ value: String) {
    let pairs = [("first", value), (value, "name"), ("last", "1")]
    let fields = TraceFields(pairs)
    #expect(fields.map(\.name) == pairs.map(\.0))
    #expect(fields.map(\.value) == pairs.map(\.1))
    #expect(fields.isEmpty == false)
    #expect(fields.count == 3)
  }

  @Test("no fields pack to nothing")
  func empty() {
    let fields = TraceFields([])
    #expect(fields.isEmpty)
    #expect(fields.count == 0)
    #expect(Array(fields).isEmpty)
  }

  @Test("an event's text and lookups are made from its packed fields")
  func eventText() {
    let engine = Engine(configuration: Engine.Configuration(isTracing: true))
    engine.trace.removeAll()
    engine.trace.record(
      .transitionScheduled,
      [("transition", "12"), ("label", "present detail"), ("empty", ""), ("quote", "a \"b\"")])
    let event = engine.trace.events[0]
    #expect(
      event.description
        == "0 transition.scheduled transition=12 label=\"present detail\" empty=\"\""
        + " quote=\"a \\\"b\\\"\"")
    #expect(event[field: "label"] == "present detail")
    #expect(event[field: "empty"] == "")
    #expect(event[field: "missing"] == nil)
    #expect(event.fields.map(\.name) == ["transition", "label", "empty", "quote"])
    #expect(event.callback == nil && event.gesture == nil)
  }

  @Test("a callback's event packs only its details, a gesture's nothing; both read in full")
  func payloadEvents() {
    let engine = Engine(configuration: Engine.Configuration(isTracing: true))
    engine.trace.removeAll()
    engine.trace.record(
      TraceCallback(
        .context(transition: 3), "completeTransition",
        ignoredReason: "the transition is completed"),
      details: [("didComplete", "true")])
    engine.trace.record(
      TraceGesture.touch(finger: 1, phase: .down, location: Point(x: 10, y: 20.5), view: nil))
    let callback = engine.trace.events[0]
    let touch = engine.trace.events[1]
    #expect(callback.packedFields.pairs.map(\.0) == ["didComplete"])
    #expect(callback.fields.map(\.name) == ["transition", "call", "didComplete", "ignored"])
    #expect(
      callback.description
        == "0 context.call transition=3 call=completeTransition didComplete=true"
        + " ignored=\"the transition is completed\"")
    #expect(callback[field: "ignored"] == "the transition is completed")
    #expect(touch.packedFields.isEmpty)
    #expect(touch.description == "0 touch phase=down finger=1 x=10 y=20.5 view=none")
    #expect(touch[field: "y"] == "20.5")
  }

  @Test("fields compare and hash as their strings do, not their bytes")
  func canonicalEquality() {
    // "é" precomposed and as "e" with a combining accent: equal strings, other bytes.
    let composed = TraceFields([("name", "caf\u{E9}")])
    let decomposed = TraceFields([("name", "cafe\u{301}")])
    #expect(composed == decomposed)
    #expect(composed.hashValue == decomposed.hashValue)
    #expect(composed != TraceFields([("name", "cafe")]))
    #expect(composed != TraceFields([("name", "caf\u{E9}"), ("more", "")]))
  }
}
