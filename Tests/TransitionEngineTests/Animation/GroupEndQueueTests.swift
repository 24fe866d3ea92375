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

  @Test("an end taken lets go of its group at once, before the rest of its time's ends")
  func takenEndReleasesGroup() {
    let engine = Engine(configuration: Engine.Configuration(isTracing: false))
    var queue = GroupEndQueue()
    weak var first: AnimationGroup?
    weak var second: AnimationGroup?
    do {
      let made = (0..<2).map { _ in
        engine.animations.makeGroup(
          kind: .clock, label: "g", duration: 1, state: .held(fraction: 0, values: .alongCurve))
      }
      let (a, b) = (made[0], made[1])
      (first, second) = (a, b)
      queue.push(GroupEnd(time: 0.5, group: a))
      queue.push(GroupEnd(time: 0.5, group: b))
      // Out of the system's list: only the queue holds them now.
      engine.animations.end(a, at: .end)
      engine.animations.end(b, at: .end)
    }
    #expect(first != nil && second != nil)
    queue.popFirst()
    #expect(first == nil)
    #expect(second != nil)
    #expect(queue.first?.group === second)
    queue.popFirst()
    #expect(second == nil && queue.first == nil)
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
