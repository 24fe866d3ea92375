import CTransitionABI
import Foundation
import PluginHost
import Testing
import TranshostTestSupport
import TransitionEngine

/// ABI 1.7: a C plugin reads the touch its recognizer's delegate is offered and the
/// touches its recognizer tracks (gesture_touch), as UIKit's UITouch tells them.
@Suite struct TouchBridgeTests {
  /// The gestures fixture's lines about touches, in order.
  static func touchLines(_ rig: PluginRig) -> [String] {
    GestureBridgeTests.log(rig).filter { $0.hasPrefix("receive") || $0.hasPrefix("touch ") }
  }

  /// The fixture's form of a virtual time (`%.6g`).
  static func time(_ seconds: Double) -> String { String(format: "%.6g", seconds) }

  @Test("should_receive_touch reads the touch being offered; actions read the tracked touch")
  func receiveAndTrack() throws {
    let rig = try GestureBridgeTests.presentedRig()
    let down = rig.engine.now
    GestureBridgeTests.drag(rig.engine, steps: 2)
    let (first, second) = (Self.time(down + 1.0 / 60), Self.time(down + 2.0 / 60))
    #expect(
      Self.touchLines(rig) == [
        "receive on presented began tap 1 at 100,300 prev 100,300 t \(Self.time(down)) type 0 radius 20+-5",
        "touch on presented moved tap 1 at 110,300 prev 100,300 t \(first) type 0 radius 20+-5",
        "touch on presented moved tap 1 at 120,300 prev 110,300 t \(second) type 0 radius 20+-5",
      ])
  }

  @Test("a delegate that refuses touches on its button keeps the pan from them")
  func refusesButton() throws {
    let rig = try GestureBridgeTests.presentedRig()
    rig.engine.touchDown(0, at: Point(x: 50, y: 420))
    for step in 1...3 {
      rig.engine.advance(by: 1.0 / 60)
      rig.engine.touchMove(0, to: Point(x: 50 + 10 * Double(step), y: 420))
    }
    rig.engine.touchUp(0)
    let log = GestureBridgeTests.log(rig)
    #expect(log.filter { $0.hasPrefix("receive on button began tap 1 at 50,420 ") }.count == 1)
    #expect(!log.contains { $0.hasPrefix("pan ") || $0.hasPrefix("touch on") })
  }

  @Test("a second quick tap at the same spot is offered with tap count 2")
  func doubleTap() throws {
    let rig = try GestureBridgeTests.presentedRig()
    for _ in 0..<2 {
      rig.engine.touchDown(0, at: Point(x: 200, y: 600))
      rig.engine.advance(by: 1.0 / 60)
      rig.engine.touchUp(0)
      rig.engine.advance(by: 0.1)
    }
    let taps = Self.touchLines(rig).map {
      $0.components(separatedBy: " ").prefix(6).joined(separator: " ")
    }
    #expect(taps == ["receive on presented began tap 1", "receive on presented began tap 2"])
  }

  @Test("misuse is refused and named: outside should_receive_touch, past the end, short struct")
  func misuse() throws {
    let rig = try GestureBridgeTests.presentedRig()
    #expect(GestureBridgeTests.log(rig).contains("touch-misuse -4 -1 -1"))
    let reasons = rig.engine.violations.map(\.description).joined(separator: "\n")
    #expect(reasons.contains("gesture_touch"))
    #expect(reasons.contains("no touch is being offered to 'pan#"))
    #expect(reasons.contains("touch 0 of 'pan#"))
    #expect(reasons.contains("out->struct_size is 8; set it to sizeof(transhost_touch_t)"))
  }
}
