import CTransitionABI
import TransitionEngine

/// The ABI 1.7 members on the responder chain and hit-testing: the controller of a root
/// view (`UIView.next`), a plugin's `hitTest(_:with:)` override as a view's hit-test
/// handler, and the engine's own rule for it to fall back on.
extension HostBridge {
  func viewController(_ handle: UInt64) -> UInt64 {
    guard let view = view(handle, "view_controller") else { return 0 }
    guard let controller = view.viewController else { return 0 }
    return self.handle(for: controller)
  }

  /// Makes `function` hit-test the view `handle` names. The engine calls it as plugin
  /// code of the plugin that installed it, so a bad answer is reported against that
  /// plugin; once the bridge is gone (the run ended), the view falls back on the rule.
  func setHitTestHandler(
    _ handle: UInt64, _ function: transhost_hit_test_fn?, _ userData: UnsafeMutableRawPointer?
  ) -> transhost_status {
    let call = "view_set_hit_test_handler"
    guard let view = view(handle, call) else { return Status.invalidHandle }
    guard !view.isLayerOnly else {
      return reject(
        call, "'\(view.name)' is a standalone layer, which takes no touches",
        status: Status.invalidHandle)
    }
    guard let function else {
      view.hitTestHandler = nil
      return Status.ok
    }
    let caller = currentCallerName
    let data = UncheckedPointer(userData)
    let link = self.link
    view.hitTestHandler = { [weak view] point in
      guard let view else { return nil }
      guard let bridge = link.bridge else {
        return view.hitTestByRule(point, inside: view.point(inside: point))
      }
      return bridge.calling(caller, call: "a hitTest(_:with:) handler") {
        let answer = function(data.pointer, handle, transhost_point_t(x: point.x, y: point.y))
        return bridge.hitTestAnswer(answer, of: view)
      }
    }
    return Status.ok
  }

  /// The view a hit-test handler's `answer` names, nil for 0; a handle that names no
  /// view that takes touches is reported and counts as none.
  private func hitTestAnswer(_ answer: UInt64, of view: View) -> View? {
    guard answer != 0 else { return nil }
    let call = "the hitTest(_:with:) handler of '\(view.name)'"
    guard let hit = self.view(answer, call) else { return nil }
    guard !hit.isLayerOnly else {
      _ = reject(call, "it answered '\(hit.name)', a standalone layer, which takes no touches")
      return nil
    }
    return hit
  }

  func hitTest(
    _ handle: UInt64, _ point: transhost_point_t, inside: Bool,
    _ out: UnsafeMutablePointer<transhost_view_t>?
  ) -> transhost_status {
    let call = "view_hit_test"
    guard let out else { return reject(call, "out_view is NULL") }
    out.pointee = 0
    guard point.x.isFinite, point.y.isFinite else {
      return reject(call, "point (\(point.x), \(point.y)) is not finite")
    }
    guard let view = view(handle, call) else { return Status.invalidHandle }
    out.pointee = self.handle(
      for: view.hitTestByRule(Point(x: point.x, y: point.y), inside: inside))
    return Status.ok
  }
}
