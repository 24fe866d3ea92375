import Testing

@testable import TransitionEngine

/// Groups ending in any order leave the animation system's list of groups in flight
/// consistent: every group still ends, in time order, and none is left counted.
@Suite struct GroupSlotTests {
  @Test(
    "groups ending out of the order made all end in time order", arguments: [1, 7, 64, 300])
  func endsInTimeOrder(count: Int) {
    let engine = Engine(configuration: Engine.Configuration(isTracing: false))
    var views: [View] = []
    var ended: [Int] = []
    for index in 0..<count {
      let target = engine.makeView(name: "t", frame: Rect(x: 0, y: 0, width: 10, height: 10))
      views.append(target)
      // Ten end times, the earliest first every tenth group: holes all over the list.
      let duration = 0.2 + Double(index % 10) / 100
      engine.animate(withDuration: duration) {
        target.alpha = 0.5
      } completion: { finished in
        #expect(finished)
        ended.append(index)
      }
    }
    #expect(engine.animations.groupCount == count)
    engine.runUntilIdle()
    let expected = (0..<count).sorted { ($0 % 10, $0) < ($1 % 10, $1) }
    #expect(ended == expected)
    #expect(engine.animations.groupCount == 0)
    #expect(views.allSatisfy { !$0.isAnimating })
  }
}
