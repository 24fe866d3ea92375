import Testing

@testable import TransitionEngine

/// The animation system's queue of group ends, kept by end time, gives the ends in the
/// order of a sort by time then sequence number, however they were noted.
@Suite struct GroupEndQueueTests {
  /// Orders in which ends are noted: the times of groups made in sequence order, noted
  /// in the order of `order` (indices into `times`).
  struct Case: CustomTestStringConvertible {
    let name: String
    let times: [Double]
    let order: [Int]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "a few times, noted in sequence order", times: [0.3, 0.2, 0.3, 0.2, 0.4, 0.2],
      order: [0, 1, 2, 3, 4, 5]),
    Case(
      name: "an earlier time noted after later ones", times: [0.5, 0.5, 0.1, 0.5, 0.1],
      order: [0, 1, 2, 3, 4]),
    Case(
      name: "older groups noted last at the earliest time", times: [0.2, 0.2, 0.2, 0.2],
      order: [3, 2, 0, 1]),
    Case(
      name: "older groups noted last at a later time", times: [0.1, 0.4, 0.4, 0.4, 0.1],
      order: [0, 4, 3, 1, 2]),
    Case(
      name: "every end at its own time", times: [0.9, 0.1, 0.5, 0.3, 0.7],
      order: [4, 3, 2, 1, 0]),
    Case(name: "minus zero and zero are one time", times: [0, -0.0, 0], order: [2, 0, 1]),
  ]

  /// Groups of a fresh engine, one a time, in sequence order.
  static func groups(_ count: Int) -> (Engine, [AnimationGroup]) {
    let engine = Engine(configuration: Engine.Configuration(isTracing: false))
    let groups = (0..<count).map { _ in
      engine.animations.makeGroup(
        kind: .clock, label: "g", duration: 1, state: .held(fraction: 0, values: .alongCurve))
    }
    return (engine, groups)
  }

  @Test("ends come out by time, then sequence number", arguments: cases)
  func order(of testCase: Case) {
    let (engine, groups) = Self.groups(testCase.times.count)
    var queue = GroupEndQueue()
    for index in testCase.order {
      queue.push(GroupEnd(time: testCase.times[index], group: groups[index]))
    }
    #expect(queue.count == testCase.times.count)
    var popped: [Int] = []
    while let first = queue.first {
      popped.append(first.id)
      queue.popFirst()
    }
    let expected = testCase.times.indices.sorted {
      (testCase.times[$0], groups[$0].id) < (testCase.times[$1], groups[$1].id)
    }.map { groups[$0].id }
    #expect(popped == expected)
    #expect(queue.count == 0)
    withExtendedLifetime(engine) {}
  }

  @Test("ends noted while others are taken keep the order")
  func interleaved() {
    let (engine, groups) = Self.groups(6)
    var queue = GroupEndQueue()
    queue.push(GroupEnd(time: 0.3, group: groups[0]))
    queue.push(GroupEnd(time: 0.3, group: groups[2]))
    queue.push(GroupEnd(time: 0.6, group: groups[3]))
    #expect(queue.first?.id == groups[0].id)
    queue.popFirst()
    // At the front's time, older than the one waiting there; then an earlier time.
    queue.push(GroupEnd(time: 0.3, group: groups[1]))
    queue.push(GroupEnd(time: 0.2, group: groups[5]))
    queue.push(GroupEnd(time: 0.6, group: groups[4]))
    var popped: [Int] = []
    while let first = queue.first {
      popped.append(first.id)
      queue.popFirst()
    }
    #expect(popped == [5, 1, 2, 3, 4].map { groups[$0].id })
    withExtendedLifetime(engine) {}
  }

  @Test("an end comes out with the time, slot and version it was noted with")
  func endsKeepTheirFields() {
    let noted = [
      GroupEnd(time: 0.5, id: 7, slot: 3, version: 2),
      GroupEnd(time: 0.25, id: 9, slot: 0, version: .max),
      GroupEnd(time: 0.5, id: 4, slot: 12, version: 0),
      GroupEnd(time: 0.75, id: 8, slot: 1, version: 5),
      GroupEnd(time: 0.25, id: 2, slot: 6, version: 1),
    ]
    var queue = GroupEndQueue(noted)
    var popped: [GroupEnd] = []
    while let first = queue.first {
      popped.append(first)
      queue.popFirst()
    }
    let expected = noted.sorted()
    #expect(popped.map(\.time) == expected.map(\.time))
    #expect(popped.map(\.id) == [2, 9, 4, 7, 8])
    #expect(popped.map(\.slot) == expected.map(\.slot))
    #expect(popped.map(\.version) == expected.map(\.version))
  }

  @Test("an end keeps no group alive; the system finds the group by slot and number")
  func endsHoldNoGroup() {
    let engine = Engine(configuration: Engine.Configuration(isTracing: false))
    let system = engine.animations
    weak var ended: AnimationGroup?
    let made = (0..<3).map { _ in
      system.makeGroup(
        kind: .clock, label: "g", duration: 1, state: .held(fraction: 0, values: .alongCurve))
    }
    let ends = made.map { GroupEnd(time: 0.5, group: $0) }
    #expect(ends.map { system.group(of: $0) === made[Int($0.slot)] } == [true, true, true])
    do {
      let first = made[0]
      ended = first
      system.end(first, at: .end)
    }
    // The array still holds it: ended, it is found by no end.
    #expect(ended != nil && system.group(of: ends[0]) == nil)
    let kept = Array(made.dropFirst())
    _ = consume made
    #expect(ended == nil)
    // A later group in a freed slot is not an old end's group.
    system.end(kept[1], at: .end)
    let later = system.makeGroup(
      kind: .clock, label: "g", duration: 1, state: .held(fraction: 0, values: .alongCurve))
    #expect(later.slot == 2)
    #expect(system.group(of: ends[2]) == nil)
    #expect(system.group(of: GroupEnd(time: 0.5, group: later)) === later)
  }

  @Test("compacting the slots keeps every group's end, at the same time and in order")
  func endsAfterCompaction() {
    let engine = Engine(configuration: Engine.Configuration(isTracing: false))
    let system = engine.animations
    // Made in order, ending at 1 to 200 tenths; all but the last 20 end now, which
    // compacts the slots once 50 are left (slots 180-199 become 30-49).
    let groups = (1...200).map { index in
      system.makeGroup(
        kind: .clock, label: "g", duration: Double(index) / 10,
        state: .running(anchorTime: 0, anchorFraction: 0, isReversed: false))
    }
    for group in groups.prefix(180) { system.end(group, at: .end) }
    #expect(groups.suffix(20).map { $0.slot ?? -1 } == Array(30..<50))
    var order: [Int] = []
    while let next = system.nextGroupEvent() {
      order.append(next.sequence)
      system.end(next.group, at: .end)
    }
    #expect(order == groups.suffix(20).map(\.id))
  }

  @Test("a group's completions run in the order added, once")
  func completions() {
    var list = CompletionList()
    #expect(list.isEmpty)
    var calls: [String] = []
    for name in ["a", "b", "c"] { list.append { calls.append("\(name)\($0)") } }
    #expect(!list.isEmpty)
    for completion in list.take() { completion(true) }
    #expect(calls == ["atrue", "btrue", "ctrue"])
    #expect(list.isEmpty)
    for completion in list { completion(false) }
    #expect(calls.count == 3)
  }

  @Test("two replaced properties on one view: each new animation ends only its own")
  func twoReplacedProperties() {
    let engine = Engine(configuration: Engine.Configuration(isTracing: false))
    let view = engine.makeView(name: "v", frame: Rect(x: 0, y: 0, width: 10, height: 10))
    engine.window.rootView.addSubview(view)
    var finished: [String: Bool] = [:]
    engine.animate(withDuration: 1, animations: { view.alpha = 0.5 }) { finished["alpha1"] = $0 }
    engine.animate(withDuration: 1, animations: { view.cornerRadius = 4 }) {
      finished["corner1"] = $0
    }
    engine.animate(withDuration: 1, animations: { view.alpha = 0.2 }) { finished["alpha2"] = $0 }
    engine.animate(withDuration: 1, animations: { view.cornerRadius = 8 }) {
      finished["corner2"] = $0
    }
    engine.runUntilIdle()
    #expect(
      finished == ["alpha1": false, "corner1": false, "alpha2": true, "corner2": true])
    #expect(view.presentation.alpha == 0.2 && view.presentation.cornerRadius == 8)
  }
}
