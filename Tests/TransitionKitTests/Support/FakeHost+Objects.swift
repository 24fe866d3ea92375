import CTransitionABI
import Foundation

/// The fake host's ABI 1.3 callbacks: controllers (made, loaded lazily as UIKit does,
/// settings, delegates, presenting), the coordinator and the presentation side.
extension FakeHost {
  /// The name of controller 77, the script's "home".
  nonisolated(unsafe) static let homeName: UnsafePointer<CChar>? = UnsafePointer(strdup("home"))

  static func installObjectCallbacks(_ host: inout transhost_host_t) {
    host.last_status = { _ in Int32(TRANSHOST_OK) }
    host.view_create = { host, name, _ in
      let fake = FakeHost.of(host)
      fake.nextHandle += 1
      fake.record("view \(fake.nextHandle) \(name.map { String(cString: $0) } ?? "nil")")
      return fake.nextHandle
    }
    host.view_get_rect = { host, view, _, out in
      out?.pointee =
        view == FakeHost.container || view == FakeHost.window
        ? transhost_rect_t(x: 0, y: 0, width: 400, height: 800)
        : transhost_rect_t(x: 10, y: 20, width: 30, height: 40)
      return Int32(TRANSHOST_OK)
    }
    host.view_set_rect = { host, view, _, value in
      FakeHost.of(host).record(
        "frame \(view) \(value.x) \(value.y) \(value.width) \(value.height)")
      return Int32(TRANSHOST_OK)
    }
    host.view_insert_subview_at = { host, parent, child, index in
      FakeHost.of(host).record("insert \(child) in \(parent) at \(index)")
      return Int32(TRANSHOST_OK)
    }
    host.view_remove_from_superview = { host, view in
      FakeHost.of(host).record("remove \(view)")
      return Int32(TRANSHOST_OK)
    }
    host.view_set_color = { host, view, _ in
      FakeHost.of(host).record("color \(view)")
      return Int32(TRANSHOST_OK)
    }
    host.context_update_interactive = { host, ctx, percent in
      FakeHost.of(host).record("update \(ctx) \(percent)")
      return Int32(TRANSHOST_OK)
    }
    host.controller_name = { _, controller in controller == 77 ? FakeHost.homeName : nil }
    host.controller_create = { host, name, instance in
      let fake = FakeHost.of(host)
      guard let instance else { return 0 }
      fake.nextHandle += 1
      fake.instances[fake.nextHandle] = instance
      fake.record("controller \(fake.nextHandle) \(name.map { String(cString: $0) } ?? "nil")")
      return fake.nextHandle
    }
    host.controller_instance = { host, controller in FakeHost.of(host).instances[controller] }
    // Tab bar controller 41 holds tabs 43 and 42 and has 42 selected.
    host.controller_related = { _, controller, relation in
      controller == 41 && relation == Int32(TRANSHOST_RELATION_SELECTED) ? 42 : 0
    }
    host.controller_child_count = { _, controller in controller == 41 ? 2 : 0 }
    host.controller_child_at = { _, controller, index in
      controller == 41 ? [43, 42][Int(index)] : 0
    }
    host.controller_view = { host, controller in
      let fake = FakeHost.of(host)
      if !fake.loaded.contains(controller) {
        fake.loaded.insert(controller)
        if let instance = fake.instances[controller] {
          instance.pointee.load_view?(instance, controller)
          instance.pointee.view_did_load?(instance, controller)
        }
      }
      return controller + 1000
    }
    host.controller_set_view = { host, controller, view in
      FakeHost.of(host).record("set view of \(controller) to \(view)")
      return Int32(TRANSHOST_OK)
    }
    host.controller_is_view_loaded = { host, controller in
      FakeHost.of(host).loaded.contains(controller)
    }
    host.controller_get_setting = { host, controller, setting in
      FakeHost.of(host).settings[controller]?[setting] ?? 0
    }
    host.controller_set_setting = { host, controller, setting, value in
      let fake = FakeHost.of(host)
      fake.record("setting \(setting) of \(controller) to \(value)")
      fake.settings[controller, default: [:]][setting] = value
      return Int32(TRANSHOST_OK)
    }
    host.controller_set_transitioning_delegate = { host, controller, delegate in
      let fake = FakeHost.of(host)
      fake.record("delegate of \(controller) \(delegate == nil ? "cleared" : "set")")
      fake.delegates[controller] = delegate
      return Int32(TRANSHOST_OK)
    }
    host.controller_transitioning_delegate = { host, controller in
      FakeHost.of(host).delegates[controller]
    }
    host.controller_set_navigation_delegate = { host, navigation, delegate in
      FakeHost.of(host).record(
        "navigation delegate of \(navigation) \(delegate == nil ? "cleared" : "set")")
      return Int32(TRANSHOST_OK)
    }
    host.controller_set_tab_bar_delegate = { host, tabBar, delegate in
      let fake = FakeHost.of(host)
      fake.record("tab bar delegate of \(tabBar) \(delegate == nil ? "cleared" : "set")")
      fake.tabBarDelegates[tabBar] = delegate
      return Int32(TRANSHOST_OK)
    }
    host.controller_transition_coordinator = { host, _ in FakeHost.of(host).coordinator }
    host.controller_present = { host, controller, presented, animated, completion, data in
      FakeHost.of(host).record("present \(presented) from \(controller) animated \(animated)")
      completion?(data, true)
      return Int32(TRANSHOST_OK)
    }
    host.controller_dismiss = { host, controller, animated, completion, data in
      FakeHost.of(host).record("dismiss from \(controller) animated \(animated)")
      completion?(data, true)
      return Int32(TRANSHOST_OK)
    }
    host.coordinator_animate_alongside = { host, coordinator, animation, completion, data in
      let fake = FakeHost.of(host)
      fake.record("alongside \(coordinator)")
      fake.coordinatorBlocks.append((animation, completion, data))
      return Int32(TRANSHOST_OK)
    }
    host.coordinator_notify_interaction_changes = { host, coordinator, handler, data in
      let fake = FakeHost.of(host)
      fake.record("notify \(coordinator)")
      fake.coordinatorBlocks.append((nil, handler, data))
      return Int32(TRANSHOST_OK)
    }
    host.coordinator_get_state = { host, _, out in
      guard let out else { return Int32(TRANSHOST_E_INVALID_ARGUMENT) }
      out.pointee = FakeHost.of(host).coordinatorState
      return Int32(TRANSHOST_OK)
    }
    host.coordinator_container_view = { _, _ in FakeHost.container }
    host.presentation_container_view = { _, _ in FakeHost.container }
    host.presentation_presented_controller = { _, _ in 0 }
    host.presentation_presenting_controller = { _, _ in 0 }
  }

  /// Runs what the coordinator was given, as the transition would: every alongside
  /// animation, then every completion and handler.
  func runCoordinatorBlocks() {
    let blocks = coordinatorBlocks
    coordinatorBlocks = []
    for (animation, _, data) in blocks { animation?(data, coordinator) }
    for (_, last, data) in blocks { last?(data, coordinator) }
  }

  /// Loads `controller`'s view and sends it every appearance callback, as a
  /// presentation does.
  func appear(_ controller: UInt64) {
    _ = table.pointee.controller_view?(host, controller)
    guard let instance = instances[controller] else { return }
    instance.pointee.view_will_appear?(instance, controller, true)
    instance.pointee.view_did_appear?(instance, controller, true)
    instance.pointee.view_will_disappear?(instance, controller, false)
    instance.pointee.view_did_disappear?(instance, controller, false)
  }

  /// Ends the run: destroys every controller instance, as the host does.
  func endRun() {
    for (_, instance) in instances.sorted(by: { $0.key < $1.key }) {
      instance.pointee.destroy?(instance)
    }
    instances = [:]
  }
}
