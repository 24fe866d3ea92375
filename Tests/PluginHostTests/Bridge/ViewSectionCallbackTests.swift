import CTransitionABI
import Testing
import TransitionEngine

@testable import PluginHost

/// The 1.4 views section called as a plugin calls it: the window, tags, images, the
/// view property ids 80-95 and view transitions.
@Suite struct ViewSectionCallbackTests {
  /// An engine whose window holds `card`, which holds `front`.
  final class Stage {
    let engine = Engine()
    let bridge: HostBridge
    let card: View
    let front: View
    var host: UnsafePointer<transhost_host_t> { bridge.hostForTesting }

    init() {
      _ = engine.window
      card = engine.makeView(name: "card", frame: Rect(x: 0, y: 0, width: 200, height: 100))
      engine.window.rootView.addSubview(card)
      front = engine.makeView(name: "front", frame: Rect(x: 0, y: 0, width: 200, height: 100))
      card.addSubview(front)
      bridge = HostBridge(engine: engine)
    }

    func call<T>(_ body: () -> T) -> T { bridge.calling("org.test", body) }
    func handle(_ view: View) -> UInt64 { bridge.handle(for: view) }
  }

  @Test("view_window is the window's root view, whose bounds are the screen's")
  func window() throws {
    let stage = Stage()
    let host = stage.host
    let window = stage.call { host.pointee.view_window?(host) ?? 0 }
    #expect(window == stage.handle(stage.engine.window.rootView))
  }

  @Test("a tag set by id is found by view_with_tag; a fractional tag is refused")
  func tags() {
    let stage = Stage()
    let host = stage.host
    let front = stage.handle(stage.front)
    let card = stage.handle(stage.card)
    var seven = 7.0
    #expect(
      stage.call {
        host.pointee.view_set_values?(host, front, Int32(TRANSHOST_PROPERTY_TAG), &seven, 1)
      } == Status.ok)
    #expect(stage.call { host.pointee.view_with_tag?(host, card, 7) } == front)
    #expect(stage.call { host.pointee.view_with_tag?(host, card, 8) } == 0)
    var half = 0.5
    #expect(
      stage.call {
        host.pointee.view_set_values?(host, front, Int32(TRANSHOST_PROPERTY_TAG), &half, 1)
      } == Status.invalidArgument)
    #expect(
      stage.engine.violations.map(\.description) == [
        "plugin 'org.test' called view_set_values: tag: 0.5 is not a whole number; the call was ignored"
      ])
  }

  @Test("content mode, interaction and tint colour read back; the tint is inherited")
  func values() {
    let stage = Stage()
    let host = stage.host
    let front = stage.handle(stage.front)
    let card = stage.handle(stage.card)
    var mode = 2.0
    _ = stage.call {
      host.pointee.view_set_values?(host, front, Int32(TRANSHOST_PROPERTY_CONTENT_MODE), &mode, 1)
    }
    #expect(stage.front.extras.contentMode == .scaleAspectFill)
    var tint = [1.0, 0, 0, 1, 1]
    _ = stage.call {
      host.pointee.view_set_values?(host, card, Int32(TRANSHOST_PROPERTY_TINT_COLOR), &tint, 5)
    }
    var out = [Double](repeating: 9, count: 5)
    _ = stage.call {
      host.pointee.view_get_values?(host, front, Int32(TRANSHOST_PROPERTY_TINT_COLOR), &out, 5)
    }
    #expect(out == [1, 0, 0, 1, 1])
    var off = 0.0
    _ = stage.call {
      host.pointee.view_set_values?(
        host, front, Int32(TRANSHOST_PROPERTY_USER_INTERACTION_ENABLED), &off, 1)
    }
    #expect(!stage.front.extras.isUserInteractionEnabled)
  }

  @Test("an image name is recorded on the view and read back; an empty one is refused")
  func images() {
    let stage = Stage()
    let host = stage.host
    let front = stage.handle(stage.front)
    #expect(stage.call { host.pointee.view_set_image?(host, front, "avatar") } == Status.ok)
    #expect(stage.front.extras.imageName == "avatar")
    let read = stage.call { host.pointee.view_image?(host, front).map { String(cString: $0) } }
    #expect(read == "avatar")
    #expect(stage.call { host.pointee.view_set_image?(host, front, "") } == Status.invalidArgument)
    #expect(stage.call { host.pointee.view_set_image?(host, front, nil) } == Status.ok)
    #expect(stage.front.extras.imageName == nil)
  }

  @Test(
    "a view transition applies its changes at once and fades a snapshot along the timing's curve")
  func transition() throws {
    let stage = Stage()
    let host = stage.host
    let card = stage.handle(stage.card)
    let front = stage.handle(stage.front)
    var timing = transhost_timing_t()
    timing.struct_size = UInt32(MemoryLayout<transhost_timing_t>.size)
    timing.kind = Int32(TRANSHOST_TIMING_CURVE)
    timing.duration = 1
    timing.curve = Int32(TRANSHOST_CURVE_LINEAR)
    timing.options = 5 << 20
    #expect(
      stage.call { host.pointee.view_transition_begin?(host, card, &timing, nil, nil) }
        == Status.ok)
    _ = stage.call {
      host.pointee.view_set_bool?(host, front, Int32(TRANSHOST_PROPERTY_HIDDEN), true)
    }
    #expect(stage.call { host.pointee.view_transition_commit?(host) } == Status.ok)
    #expect(stage.front.isHidden)
    let snapshot = try #require(
      stage.engine.window.rootView.subviews.first { $0.name == "snapshot(card)" })
    stage.engine.advance(to: 0.5)
    #expect(abs(snapshot.presentation.alpha - 0.5) < 1e-9)
    #expect(stage.call { host.pointee.view_transition_commit?(host) } == Status.badState)
  }

  @Test("from/to swaps the views; a from view with no superview is refused")
  func fromTo() {
    let stage = Stage()
    let host = stage.host
    let back = stage.engine.makeView(name: "back", frame: .zero)
    var timing = transhost_timing_t()
    timing.struct_size = UInt32(MemoryLayout<transhost_timing_t>.size)
    timing.kind = Int32(TRANSHOST_TIMING_CURVE)
    timing.duration = 0.5
    let (front, backHandle) = (stage.handle(stage.front), stage.handle(back))
    #expect(
      stage.call {
        host.pointee.view_transition_from_to?(host, front, backHandle, &timing, nil, nil)
      } == Status.ok)
    #expect(stage.card.subviews.map(\.name) == ["back"])
    #expect(
      stage.call {
        host.pointee.view_transition_from_to?(host, front, backHandle, &timing, nil, nil)
      } == Status.badState)
  }
}
