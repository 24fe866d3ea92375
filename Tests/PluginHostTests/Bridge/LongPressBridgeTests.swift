import CTransitionABI
import Foundation
import PluginHost
import Testing
import TranshostTestSupport
import TransitionEngine

/// ABI 1.7: long press and rotation recognizers made by a C plugin (the gestures fixture),
/// their values read and written through gesture_get_value and gesture_set_value.
@Suite struct LongPressBridgeTests {
  @Test("a C plugin reads a long press's and a rotation's defaults; misuse is refused")
  func defaults() throws {
    let rig = try GestureBridgeTests.presentedRig()
    let line = try #require(GestureBridgeTests.log(rig).first { $0.hasPrefix("long-press ") })
    #expect(
      line
        == "long-press 0.5 10 0 1 \(TRANSHOST_GESTURE_LONG_PRESS) rotation 0 0 "
        + "\(TRANSHOST_GESTURE_ROTATION) set 1 negative -1 velocity -1 no-scale -1")
    let reasons = rig.engine.violations.map(\.description).joined(separator: "\n")
    #expect(reasons.contains("minimumPressDuration of 'long-press#"))
    #expect(reasons.contains("(hold)': -1.0 is less than 0"))
    #expect(reasons.contains("velocity of 'rotation#"))
    #expect(reasons.contains("has no scale (a rotation recognizer)"))
  }

  @Test("a C plugin's long press begins after 0.5 s on its button, changes as it moves, ends")
  func press() throws {
    let rig = try GestureBridgeTests.presentedRig()
    rig.engine.touchDown(0, at: Point(x: 50, y: 420))
    rig.engine.advance(by: 0.4)
    #expect(!GestureBridgeTests.log(rig).contains { $0.hasPrefix("hold ") })
    rig.engine.advance(by: 0.2)
    rig.engine.touchMove(0, to: Point(x: 80, y: 430))
    rig.engine.touchUp(0)
    let holds = GestureBridgeTests.log(rig).filter { $0.hasPrefix("hold ") }
    #expect(
      holds == [
        "hold began at 50,20 in button", "hold changed at 80,30 in button",
        "hold ended at 80,30 in button",
      ])
    let names = rig.engine.trace.events.map { "\($0)" }.filter { $0.contains("long-press#") }
    #expect(names.contains { $0.contains("(hold)") && $0.contains("began") }, "\(names)")
  }

  @Test("a long press's and a rotation's values read and write as their kinds allow")
  func valuesByKind() throws {
    let engine = Engine()
    let bridge = HostBridge(engine: engine)
    let calls = GestureBridgeTests.Calls(host: bridge.hostForTesting)
    let (get, set) = (calls.get, calls.set)
    let press = calls.make(TRANSHOST_GESTURE_LONG_PRESS)
    try #require(press != 0)
    let rows: [(Int, set: Double, accepted: Bool)] = [
      (TRANSHOST_GESTURE_VALUE_MINIMUM_PRESS_DURATION, 1.25, true),
      (TRANSHOST_GESTURE_VALUE_MINIMUM_PRESS_DURATION, 0, true),
      (TRANSHOST_GESTURE_VALUE_MINIMUM_PRESS_DURATION, -0.5, false),
      (TRANSHOST_GESTURE_VALUE_MINIMUM_PRESS_DURATION, .infinity, false),
      (TRANSHOST_GESTURE_VALUE_ALLOWABLE_MOVEMENT, 24, true),
      (TRANSHOST_GESTURE_VALUE_ALLOWABLE_MOVEMENT, -1, false),
      (TRANSHOST_GESTURE_VALUE_TAPS_REQUIRED, 2, true),
      (TRANSHOST_GESTURE_VALUE_TAPS_REQUIRED, 1.5, false),
      (TRANSHOST_GESTURE_VALUE_TOUCHES_REQUIRED, 2, true),
      (TRANSHOST_GESTURE_VALUE_TOUCHES_REQUIRED, -1, false),
    ]
    for (value, number, accepted) in rows {
      let before = get(press, value)
      #expect(set(press, value, number) == (accepted ? 0 : -1), "\(value) \(number)")
      #expect(get(press, value) == (accepted ? number : before), "\(value) \(number)")
    }
    #expect(get(press, TRANSHOST_GESTURE_VALUE_ROTATION) == nil)
    #expect(get(press, TRANSHOST_GESTURE_VALUE_DIRECTION) == nil)
    let rotation = calls.make(TRANSHOST_GESTURE_ROTATION)
    try #require(rotation != 0)
    #expect(get(rotation, TRANSHOST_GESTURE_VALUE_ROTATION) == 0)
    #expect(set(rotation, TRANSHOST_GESTURE_VALUE_ROTATION, -7.5) == 0)
    #expect(get(rotation, TRANSHOST_GESTURE_VALUE_ROTATION) == -7.5)
    #expect(set(rotation, TRANSHOST_GESTURE_VALUE_ROTATION, .nan) == -1)
    #expect(get(rotation, TRANSHOST_GESTURE_VALUE_VELOCITY) == 0)
    #expect(set(rotation, TRANSHOST_GESTURE_VALUE_VELOCITY, 1) == -1)
    #expect(get(rotation, TRANSHOST_GESTURE_VALUE_MINIMUM_PRESS_DURATION) == nil)
    #expect(get(rotation, TRANSHOST_GESTURE_VALUE_TOUCHES_REQUIRED) == nil)
  }
}
