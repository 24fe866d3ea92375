import CTransitionABI
import Foundation
import PluginHost
import Testing
import TranshostTestSupport
import TransitionEngine

/// ABI 1.6: gesture recognizers made by C plugins, fed the engine's touches, sending their
/// actions and asking their delegates as UIKit does; misuse refused and reported.
@Suite struct GestureBridgeTests {
  /// A rig whose full-screen presentation runs the gestures fixture, presented and settled.
  /// `header` is the transhost.h it is built against (today's by default).
  static func presentedRig(header: URL = TestPaths.abiInclude) throws -> PluginRig {
    let directory = try TestDirectory.make("gestures")
    try FixtureCompiler.compile("gestures", into: directory, header: header)
    var mappings = StyleMappings()
    _ = mappings.add("fullScreen=gestures", origin: .commandLine)
    let rig = PluginRig(directories: [directory], mappings: mappings)
    rig.presentAndSettle(style: .fullScreen)
    return rig
  }

  /// Finger 0 from (100, 300) right by 10 points a frame for `steps` frames, then up.
  static func drag(_ engine: Engine, steps: Int) {
    engine.touchDown(0, at: Point(x: 100, y: 300))
    for step in 1...steps {
      engine.advance(by: 1.0 / 60)
      engine.touchMove(0, to: Point(x: 100 + 10 * Double(step), y: 300))
    }
    engine.touchUp(0)
  }

  /// The gesture calls of a bridge's host table, as a C plugin makes them.
  struct Calls {
    let host: UnsafePointer<transhost_host_t>

    /// A new recognizer of `kind`; 0 when refused.
    func make(_ kind: Int) -> UInt64 { host.pointee.gesture_create?(host, Int32(kind)) ?? 0 }

    /// The value, or nil when refused.
    func get(_ gesture: UInt64, _ value: Int) -> Double? {
      var out = 0.0
      return host.pointee.gesture_get_value?(host, gesture, Int32(value), &out) == 0 ? out : nil
    }

    /// The status of the write.
    func set(_ gesture: UInt64, _ value: Int, _ number: Double) -> Int32? {
      host.pointee.gesture_set_value?(host, gesture, Int32(value), number)
    }
  }

  static func log(_ rig: PluginRig) -> [String] {
    rig.bridge.messages.filter { $0.plugin == "org.fixture.gestures" }.map(\.text)
  }

  @Test(
    "a C plugin's pan sends its action for began, each change and ended, with translation and velocity, built against this header or ABI 1.6's",
    arguments: [TestPaths.abiInclude, TestPaths.abi16Include])
  func panActions(header: URL) throws {
    let rig = try Self.presentedRig(header: header)
    Self.drag(rig.engine, steps: 10)
    let pans = Self.log(rig).filter { $0.hasPrefix("pan ") }
    // Registered twice, sent once a state change: began on the first move past 10 points.
    #expect(pans.count == 11, "\(pans)")
    #expect(pans.first?.hasPrefix("pan began ") == true)
    #expect(pans.dropFirst().dropLast().allSatisfy { $0.hasPrefix("pan changed ") })
    // 100 points right in 10 frames of 1/60 s: 600 points per second, at (200, 300).
    #expect(pans.last == "pan ended t 100,0 v 600,0 at 200,300")
    // Built against 1.6, it knows nothing of touches and asks nothing of them.
    let touchLines = Self.log(rig).filter { $0.hasPrefix("receive") || $0.hasPrefix("touch") }
    #expect(touchLines.isEmpty == (header == TestPaths.abi16Include), "\(touchLines)")
  }

  @Test(
    "the defaults and the misuse answers a C plugin reads, built against this header or ABI 1.6's",
    arguments: [TestPaths.abiInclude, TestPaths.abi16Include])
  func setupAnswers(header: URL) throws {
    let rig = try Self.presentedRig(header: header)
    let setup = try #require(Self.log(rig).first { $0.hasPrefix("setup ") })
    #expect(setup == "setup 1 1 1 2 bad-value -1 read-only -1 not-a-pan -1 bad-kind 0")
    let reasons = rig.engine.violations.map(\.description).joined(separator: "\n")
    #expect(reasons.contains("gesture_set_value"))
    #expect(reasons.contains("minimumNumberOfTouches"))
    #expect(reasons.contains("state of 'pan#"))
    #expect(reasons.contains("is not a pan gesture recognizer"))
    #expect(reasons.contains("kind 99 is not a TRANSHOST_GESTURE_* kind"))
  }

  @Test("a delegate that refuses to begin makes the tap fail: asked once, no action")
  func delegateRefuses() throws {
    let rig = try Self.presentedRig()
    rig.engine.touchDown(0, at: Point(x: 50, y: 50))
    rig.engine.advance(by: 1.0 / 60)
    rig.engine.touchUp(0)
    rig.engine.runUntilIdle()
    let log = Self.log(rig)
    #expect(log.filter { $0 == "tap asked" }.count == 1)
    #expect(!log.contains("tap action"))
    let failed = rig.engine.trace.events(of: .gestureState).filter {
      $0[field: "state"] == "failed" && $0[field: "recognizer"]?.hasPrefix("tap#") == true
    }
    #expect(failed.count == 1)
  }

  @Test("the trace names the plugin's recognizer and the action's selector")
  func traceNamesAction() throws {
    let rig = try Self.presentedRig()
    Self.drag(rig.engine, steps: 3)
    let actions = rig.engine.trace.events(of: .gestureAction)
    let first = try #require(actions.first)
    #expect(first[field: "recognizer"]?.hasSuffix("(drag)") == true, "\(first)")
    #expect(first[field: "action"] == "org.fixture.gestures: handleDrag:")
  }

  @Test("stale handles, NULL actions, short delegates and indexes past the end are refused")
  func misuse() throws {
    let engine = Engine()
    let bridge = HostBridge(engine: engine)
    let host = bridge.hostForTesting
    let view = try #require(host.pointee.view_create?(host, "card", transhost_rect_t()))
    let pan = try #require(host.pointee.gesture_create?(host, Int32(TRANSHOST_GESTURE_PAN)))
    #expect(pan != 0)
    #expect(host.pointee.gesture_add_action?(host, pan, nil, nil, nil) == -1)
    var short = transhost_gesture_delegate_t()
    short.struct_size = 8
    #expect(host.pointee.gesture_set_delegate?(host, pan, &short) == -1)
    #expect(host.pointee.gesture_attach?(host, pan, view) == 0)
    #expect(host.pointee.view_gesture_count?(host, view) == 1)
    #expect(host.pointee.view_gesture_at?(host, view, 0) == pan)
    #expect(host.pointee.view_gesture_at?(host, view, 1) == 0)
    #expect(host.pointee.gesture_view?(host, pan) == view)
    #expect(host.pointee.gesture_require_failure?(host, pan, pan) == -1)
    #expect(
      host.pointee.gesture_set_translation?(host, pan, transhost_point_t(x: .nan, y: 0), 0) == -1)
    #expect(host.pointee.gesture_destroy?(host, pan) == 0)
    #expect(host.pointee.view_gesture_count?(host, view) == 0)
    #expect(host.pointee.gesture_destroy?(host, pan) == -5)
    var state = 0.0
    #expect(host.pointee.gesture_get_value?(host, pan, 0, &state) == -5)
    // The reads that lend the recognizer and the view refuse a stale or forged handle
    // as every other call does.
    var point = transhost_point_t()
    #expect(host.pointee.gesture_translation?(host, pan, 0, &point) == -5)
    #expect(host.pointee.gesture_velocity?(host, pan, 0, &point) == -5)
    #expect(host.pointee.gesture_location?(host, pan, -1, 0, &point) == -5)
    let other = try #require(host.pointee.gesture_create?(host, Int32(TRANSHOST_GESTURE_PAN)))
    #expect(host.pointee.gesture_translation?(host, other, 999_999, &point) == -5)
    #expect(host.pointee.gesture_location?(host, other, -1, 999_999, &point) == -5)
    let violations = engine.violations.map(\.description)
    for call in ["gesture_translation", "gesture_velocity", "gesture_location"] {
      let stale =
        "plugin 'unknown plugin' called \(call): \(pan) is not a gesture recognizer handle; "
        + "the call was ignored"
      #expect(violations.contains(stale), "\(violations)")
    }
    for call in ["gesture_translation", "gesture_location"] {
      let forged =
        "plugin 'unknown plugin' called \(call): 999999 is not a view handle; the call was ignored"
      #expect(violations.contains(forged), "\(violations)")
    }
    let reasons = engine.violations.map(\.description).joined(separator: "\n")
    #expect(reasons.contains("gesture_add_action"))
    #expect(reasons.contains("action is NULL"))
    #expect(reasons.contains("delegate->struct_size is 8"))
    #expect(reasons.contains("index 1 of 'card"))
    #expect(reasons.contains("cannot be required to wait for its own failure"))
    #expect(reasons.contains("is not a gesture recognizer handle"))
  }

  @Test("every value of each kind reads, and writes are checked against the kind")
  func valuesByKind() throws {
    let engine = Engine()
    let bridge = HostBridge(engine: engine)
    let calls = Calls(host: bridge.hostForTesting)
    let (get, set) = (calls.get, calls.set)
    func make(_ kind: Int) throws -> UInt64 {
      let made = calls.make(kind)
      try #require(made != 0)
      return made
    }
    let edge = try make(TRANSHOST_GESTURE_SCREEN_EDGE_PAN)
    #expect(get(edge, TRANSHOST_GESTURE_VALUE_KIND) == Double(TRANSHOST_GESTURE_SCREEN_EDGE_PAN))
    #expect(get(edge, TRANSHOST_GESTURE_VALUE_EDGES) == 0)
    #expect(set(edge, TRANSHOST_GESTURE_VALUE_EDGES, 2) == 0)
    #expect(get(edge, TRANSHOST_GESTURE_VALUE_EDGES) == 2)
    #expect(set(edge, TRANSHOST_GESTURE_VALUE_EDGES, 16) == -1)
    #expect(get(edge, TRANSHOST_GESTURE_VALUE_MINIMUM_TOUCHES) == 1)
    // As in UIKit, a maximum of 0 touches is taken (the pan never begins); a negative or
    // fractional count, or one that is not finite, is refused.
    #expect(set(edge, TRANSHOST_GESTURE_VALUE_MAXIMUM_TOUCHES, 0) == 0)
    #expect(get(edge, TRANSHOST_GESTURE_VALUE_MAXIMUM_TOUCHES) == 0)
    #expect(set(edge, TRANSHOST_GESTURE_VALUE_MINIMUM_TOUCHES, 0) == 0)
    #expect(set(edge, TRANSHOST_GESTURE_VALUE_MINIMUM_TOUCHES, -1) == -1)
    #expect(set(edge, TRANSHOST_GESTURE_VALUE_MINIMUM_TOUCHES, 1.5) == -1)
    #expect(set(edge, TRANSHOST_GESTURE_VALUE_MAXIMUM_TOUCHES, .infinity) == -1)
    let tap = try make(TRANSHOST_GESTURE_TAP)
    #expect(get(tap, TRANSHOST_GESTURE_VALUE_TAPS_REQUIRED) == 1)
    #expect(set(tap, TRANSHOST_GESTURE_VALUE_TAPS_REQUIRED, 2) == 0)
    #expect(get(tap, TRANSHOST_GESTURE_VALUE_TAPS_REQUIRED) == 2)
    #expect(get(tap, TRANSHOST_GESTURE_VALUE_EDGES) == nil)
    #expect(set(tap, TRANSHOST_GESTURE_VALUE_TOUCHES_REQUIRED, 0) == 0)
    let swipe = try make(TRANSHOST_GESTURE_SWIPE)
    #expect(get(swipe, TRANSHOST_GESTURE_VALUE_DIRECTION) == 1)
    #expect(set(swipe, TRANSHOST_GESTURE_VALUE_DIRECTION, 0) == 0)
    #expect(get(swipe, TRANSHOST_GESTURE_VALUE_DIRECTION) == 0)
    #expect(set(swipe, TRANSHOST_GESTURE_VALUE_DIRECTION, 16) == -1)
    #expect(set(swipe, TRANSHOST_GESTURE_VALUE_TOUCHES_REQUIRED, 0) == 0)
    #expect(set(swipe, TRANSHOST_GESTURE_VALUE_DIRECTION, 4) == 0)
    let pinch = try make(TRANSHOST_GESTURE_PINCH)
    #expect(get(pinch, TRANSHOST_GESTURE_VALUE_SCALE) == 1)
    #expect(set(pinch, TRANSHOST_GESTURE_VALUE_SCALE, 2.5) == 0)
    #expect(get(pinch, TRANSHOST_GESTURE_VALUE_SCALE) == 2.5)
    #expect(set(pinch, TRANSHOST_GESTURE_VALUE_SCALE, -1) == 0)
    #expect(get(pinch, TRANSHOST_GESTURE_VALUE_SCALE) == -1)
    #expect(set(pinch, TRANSHOST_GESTURE_VALUE_SCALE, 0) == 0)
    #expect(set(pinch, TRANSHOST_GESTURE_VALUE_SCALE, .nan) == -1)
    #expect(set(pinch, TRANSHOST_GESTURE_VALUE_VELOCITY, 1) == -1)
    let plain = try make(TRANSHOST_GESTURE_PLAIN)
    #expect(get(plain, TRANSHOST_GESTURE_VALUE_ENABLED) == 1)
    #expect(set(plain, TRANSHOST_GESTURE_VALUE_ENABLED, 0) == 0)
    #expect(get(plain, TRANSHOST_GESTURE_VALUE_ENABLED) == 0)
    #expect(set(plain, TRANSHOST_GESTURE_VALUE_ENABLED, 0.5) == -1)
    #expect(get(plain, 99) == nil)
  }

  @Test("navigation_push and navigation_pop push and pop as the navigation controller does")
  func navigationFromPlugins() throws {
    let engine = Engine()
    let list = ViewController(engine: engine, name: "list")
    let detail = ViewController(engine: engine, name: "detail")
    let nav = NavigationController(engine: engine, name: "nav", root: list)
    engine.window.rootViewController = nav
    let bridge = HostBridge(engine: engine)
    let host = bridge.hostForTesting
    let (navHandle, detailHandle) = (bridge.handleForTesting(nav), bridge.handleForTesting(detail))
    #expect(host.pointee.navigation_pop?(host, navHandle, true) == 0)
    #expect(host.pointee.navigation_push?(host, navHandle, detailHandle, true) == 0)
    engine.runUntilIdle()
    #expect(nav.topViewController === detail)
    // Pushing it again is refused: it is already in the stack.
    #expect(host.pointee.navigation_push?(host, navHandle, detailHandle, false) == -4)
    #expect(host.pointee.navigation_pop?(host, navHandle, true) == detailHandle)
    engine.runUntilIdle()
    #expect(nav.topViewController === list)
    #expect(
      host.pointee.navigation_push?(host, bridge.handleForTesting(list), detailHandle, true) == -1)
    let reasons = engine.violations.map(\.description).joined(separator: "\n")
    #expect(reasons.contains("'list") && reasons.contains("is not a navigation controller"))
    #expect(reasons.contains("navigation_push"))
  }
}
