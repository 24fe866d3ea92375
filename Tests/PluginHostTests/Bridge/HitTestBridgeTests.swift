import CTransitionABI
import Foundation
import PluginHost
import Testing
import TranshostTestSupport
import TransitionEngine

/// ABI 1.7: a C plugin's hit-test handler decides where a touch goes in place of the
/// engine's rule (UIKit's `hitTest(_:with:)` overridden), falling back on that rule
/// through view_hit_test; misuse is refused and reported.
@Suite struct HitTestBridgeTests {
  /// The gestures fixture's hit-test lines and the touches its pan's delegate was offered.
  static func lines(_ rig: PluginRig) -> [String] {
    GestureBridgeTests.log(rig).filter { $0.hasPrefix("hit-test") || $0.hasPrefix("receive") }
      .map { $0.components(separatedBy: " ").prefix(4).joined(separator: " ") }
  }

  static func touch(_ rig: PluginRig, at point: Point) {
    rig.engine.touchDown(0, at: point)
    rig.engine.advance(by: 1.0 / 60)
    rig.engine.touchUp(0)
  }

  @Test("a pass-through overlay hands a touch on the button below to the button")
  func passThroughToButton() throws {
    let rig = try GestureBridgeTests.presentedRig()
    Self.touch(rig, at: Point(x: 50, y: 420))
    // The engine's answer for the overlay is itself (the button is its sibling behind
    // it); the handler gives none, so the presented view asks the button next.
    #expect(Self.lines(rig).suffix(2) == ["hit-test overlay", "receive on button began"])
  }

  @Test("a touch on the overlay alone goes on to the view behind it")
  func passThroughToPresented() throws {
    let rig = try GestureBridgeTests.presentedRig()
    Self.touch(rig, at: Point(x: 50, y: 470))
    #expect(Self.lines(rig).suffix(2) == ["hit-test overlay", "receive on presented began"])
    // Outside the overlay its handler is still asked, as UIKit asks every subview's
    // hitTest, and the engine's rule answers none there.
    Self.touch(rig, at: Point(x: 200, y: 600))
    #expect(Self.lines(rig).suffix(2) == ["hit-test none", "receive on presented began"])
  }

  @Test("NULL out_view, a bad view and a standalone layer are refused, naming the call")
  func misuse() throws {
    let rig = try GestureBridgeTests.presentedRig()
    let misuse = GestureBridgeTests.log(rig).first { $0.hasPrefix("hit-test-misuse") }
    #expect(misuse == "hit-test-misuse -1 -5 -5")
    let reasons = rig.engine.violations.map(\.description).joined(separator: "\n")
    #expect(reasons.contains("view_hit_test"), "\(reasons)")
    #expect(reasons.contains("out_view is NULL"), "\(reasons)")
    #expect(reasons.contains("is a standalone layer, which takes no touches"), "\(reasons)")
  }

  @Test("built against ABI 1.6's header, the fixture runs as before and is never asked")
  func olderPlugin() throws {
    let rig = try GestureBridgeTests.presentedRig(header: TestPaths.abi16Include)
    Self.touch(rig, at: Point(x: 50, y: 420))
    GestureBridgeTests.drag(rig.engine, steps: 3)
    #expect(Self.lines(rig).isEmpty)
    #expect(GestureBridgeTests.log(rig).contains { $0.hasPrefix("pan ended") })
  }

  @Test("a handler's answer that is no view is reported and counts as none")
  func badAnswer() throws {
    let engine = Engine()
    _ = engine.window
    let bridge = HostBridge(engine: engine)
    let host = bridge.hostForTesting
    let card = engine.makeView(name: "card", frame: Rect(x: 0, y: 0, width: 100, height: 100))
    engine.window.rootView.addSubview(card)
    let handler: transhost_hit_test_fn = { _, _, _ in 987_654 }
    let status = host.pointee.view_set_hit_test_handler?(
      host, bridge.handleForTesting(card), handler, nil)
    #expect(status == transhost_status(TRANSHOST_OK))
    #expect(engine.window.rootView.hitTest(Point(x: 10, y: 10)) === engine.window.rootView)
    let reasons = engine.violations.map(\.description).joined(separator: "\n")
    #expect(reasons.contains("the hitTest(_:with:) handler of 'card'"), "\(reasons)")
    var out: UInt64 = 1
    let rule = host.pointee.view_hit_test?(
      host, bridge.handleForTesting(card), transhost_point_t(x: 10, y: 10), true, &out)
    #expect(rule == transhost_status(TRANSHOST_OK))
    #expect(out == bridge.handleForTesting(card))
    #expect(
      host.pointee.view_hit_test?(
        host, bridge.handleForTesting(card), transhost_point_t(x: .nan, y: 0), true, &out)
        == transhost_status(TRANSHOST_E_INVALID_ARGUMENT))
    #expect(
      host.pointee.view_set_hit_test_handler?(host, bridge.handleForTesting(card), nil, nil)
        == transhost_status(TRANSHOST_OK))
    #expect(engine.window.rootView.hitTest(Point(x: 10, y: 10)) === card)
  }
}
