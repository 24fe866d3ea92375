import CTransitionABI
import Testing
import TransitionEngine

@testable import PluginHost

/// The 1.3 controller callbacks called the way a plugin calls them, on host-made
/// controllers: settings, preferred size, relations, children, present and dismiss.
@Suite struct ControllerCallbackTests {
  /// An engine with `home` at the root holding a navigation controller child path:
  /// `nav` (root `list`) is presented from `home`.
  final class Stage {
    let engine = Engine()
    let bridge: HostBridge
    let home: ViewController
    let list: ViewController
    let navigation: NavigationController
    var host: UnsafePointer<transhost_host_t> { bridge.hostForTesting }

    init() {
      home = ViewController(engine: engine, name: "home")
      list = ViewController(engine: engine, name: "list")
      navigation = NavigationController(engine: engine, name: "nav", root: list)
      engine.window.rootViewController = home
      bridge = HostBridge(engine: engine)
    }

    /// Runs `body` as the code of plugin `org.test`, with `controller`'s handle.
    func call<T>(_ controller: ViewController, _ body: (UInt64) -> T) -> T {
      let handle = bridge.handle(for: controller)
      return bridge.calling("org.test") { body(handle) }
    }
  }

  @Test(
    "settings read and write as UIKit's properties; isBeingPresented is true while the presentation runs"
  )
  func settings() throws {
    let stage = Stage()
    let host = stage.host
    let setting = { (controller: ViewController, id: Int32) in
      stage.call(controller) { host.pointee.controller_get_setting(host, $0, id) }
    }
    let style = transhost_controller_setting(TRANSHOST_CONTROLLER_MODAL_PRESENTATION_STYLE)
    let transition = transhost_controller_setting(TRANSHOST_CONTROLLER_MODAL_TRANSITION_STYLE)
    let defines = transhost_controller_setting(TRANSHOST_CONTROLLER_DEFINES_PRESENTATION_CONTEXT)
    let presented = transhost_controller_setting(TRANSHOST_CONTROLLER_IS_BEING_PRESENTED)
    let dismissed = transhost_controller_setting(TRANSHOST_CONTROLLER_IS_BEING_DISMISSED)
    #expect(
      stage.call(stage.navigation) {
        host.pointee.controller_set_setting(
          host, $0, style, Int64(TRANSHOST_STYLE_OVER_FULL_SCREEN))
      } == Status.ok)
    #expect(
      stage.call(stage.navigation) {
        host.pointee.controller_set_setting(
          host, $0, transition, Int64(TRANSHOST_MODAL_TRANSITION_CROSS_DISSOLVE))
      } == Status.ok)
    #expect(
      stage.call(stage.home) { host.pointee.controller_set_setting(host, $0, defines, 1) }
        == Status.ok)
    #expect(stage.navigation.modalPresentationStyle == .overFullScreen)
    #expect(stage.navigation.modalTransitionStyle == .crossDissolve)
    #expect(stage.home.definesPresentationContext)
    #expect(setting(stage.navigation, style) == 5)
    #expect(setting(stage.navigation, transition) == 2)
    #expect(setting(stage.home, defines) == 1)
    #expect(
      stage.call(stage.home) { host.pointee.controller_set_setting(host, $0, defines, 2) }
        == Status.invalidArgument)
    #expect(stage.home.definesPresentationContext)
    _ = try #require(stage.home.present(stage.navigation, animated: true))
    stage.engine.advance(by: 0.1)
    #expect(setting(stage.navigation, presented) == 1)
    #expect(setting(stage.navigation, dismissed) == 0)
    stage.engine.runUntilIdle()
    #expect(setting(stage.navigation, presented) == 0)
    _ = try #require(stage.navigation.dismiss(animated: true))
    stage.engine.advance(by: 0.1)
    #expect(setting(stage.navigation, dismissed) == 1)
    stage.engine.runUntilIdle()
    #expect(
      stage.engine.violations.map { "\($0)" } == [
        "plugin 'org.test' called controller_set_setting: definesPresentationContext takes 0 or 1, "
          + "not 2; the call was ignored"
      ])
  }

  @Test("preferred size round-trips; a negative or NaN size is refused")
  func preferredSize() {
    let stage = Stage()
    let host = stage.host
    #expect(
      stage.call(stage.home) { host.pointee.controller_set_preferred_size(host, $0, 320, 480) }
        == Status.ok)
    var width = 0.0
    var height = 0.0
    #expect(
      stage.call(stage.home) {
        host.pointee.controller_get_preferred_size(host, $0, &width, &height)
      } == Status.ok)
    #expect(width == 320 && height == 480)
    #expect(
      stage.call(stage.home) { host.pointee.controller_set_preferred_size(host, $0, -1, 10) }
        == Status.invalidArgument)
    #expect(
      stage.call(stage.home) { host.pointee.controller_set_preferred_size(host, $0, .nan, 10) }
        == Status.invalidArgument)
    #expect(stage.home.preferredContentSize == Size(width: 320, height: 480))
    #expect(stage.engine.violations.count == 2)
  }

  @Test(
    "relations and children answer as UIKit's properties; 0 for none; a bad relation or index is refused"
  )
  func relations() throws {
    let stage = Stage()
    let host = stage.host
    _ = try #require(stage.home.present(stage.navigation, animated: false))
    stage.engine.runUntilIdle()
    let related = { (controller: ViewController, relation: Int) -> UInt64 in
      stage.call(controller) { host.pointee.controller_related(host, $0, Int32(relation)) }
    }
    let (home, nav) = (UInt64(stage.home.id), UInt64(stage.navigation.id))
    #expect(related(stage.navigation, TRANSHOST_RELATION_PRESENTING) == home)
    #expect(related(stage.home, TRANSHOST_RELATION_PRESENTED) == nav)
    #expect(related(stage.list, TRANSHOST_RELATION_PARENT) == nav)
    #expect(related(stage.list, TRANSHOST_RELATION_NAVIGATION) == nav)
    #expect(related(stage.list, TRANSHOST_RELATION_TAB_BAR) == 0)
    #expect(related(stage.home, TRANSHOST_RELATION_PRESENTING) == 0)
    #expect(stage.call(stage.home) { _ in host.pointee.last_status(host) } == Status.ok)
    #expect(related(stage.home, 9) == 0)
    #expect(stage.call(stage.navigation) { host.pointee.controller_child_count(host, $0) } == 1)
    #expect(
      stage.call(stage.navigation) { host.pointee.controller_child_at(host, $0, 0) }
        == UInt64(stage.list.id))
    #expect(stage.call(stage.navigation) { host.pointee.controller_child_at(host, $0, 1) } == 0)
    #expect(
      stage.engine.violations.map { "\($0)" } == [
        "plugin 'org.test' called controller_related: 9 is not a TRANSHOST_RELATION_* value; "
          + "use 0...5; the call was ignored",
        "plugin 'org.test' called controller_child_at: index 1 is out of range; 'nav' has 1 "
          + "children; the call was ignored",
      ])
  }

  @Test(
    "TRANSHOST_RELATION_SELECTED is a tab bar controller's selectedViewController, following the selection; 0 for other controllers"
  )
  func selectedTab() throws {
    let stage = Stage()
    let host = stage.host
    let first = ViewController(engine: stage.engine, name: "first")
    let second = ViewController(engine: stage.engine, name: "second")
    let tabs = TabBarController(engine: stage.engine, name: "tabs", tabs: [first, second])
    let selected = { (controller: ViewController) -> UInt64 in
      stage.call(controller) {
        host.pointee.controller_related(host, $0, Int32(TRANSHOST_RELATION_SELECTED))
      }
    }
    #expect(selected(tabs) == UInt64(first.id))
    tabs.select(index: 1, animated: false)
    stage.engine.runUntilIdle()
    #expect(selected(tabs) == UInt64(second.id))
    #expect(selected(stage.home) == 0)
    #expect(stage.call(stage.home) { _ in host.pointee.last_status(host) } == Status.ok)
    #expect(stage.engine.violations.isEmpty, "\(stage.engine.violations)")
  }

  @Test(
    "controller_dismiss dismisses with the engine and calls the completion with finished true; nothing to dismiss is BAD_STATE"
  )
  func dismiss() throws {
    let stage = Stage()
    let host = stage.host
    _ = try #require(stage.home.present(stage.navigation, animated: false))
    stage.engine.runUntilIdle()
    final class Flag { var finished: [Bool] = [] }
    let flag = Flag()
    let data = Unmanaged.passUnretained(flag).toOpaque()
    let status = stage.call(stage.home) {
      host.pointee.controller_dismiss(
        host, $0, true,
        { userData, finished in
          guard let userData else { return }
          Unmanaged<Flag>.fromOpaque(userData).takeUnretainedValue().finished.append(finished)
        }, data)
    }
    #expect(status == Status.ok)
    #expect(flag.finished.isEmpty)
    stage.engine.runUntilIdle()
    #expect(flag.finished == [true])
    #expect(stage.home.presentedViewController == nil)
    #expect(
      stage.call(stage.home) { host.pointee.controller_dismiss(host, $0, true, nil, nil) }
        == Status.badState)
  }

  @Test(
    "controller_create refuses a NULL or too small instance; a NULL name outside a factory call names it 'controller'"
  )
  func createRefusals() {
    let stage = Stage()
    let host = stage.host
    // The plugin's struct lives until the run ends, as a plugin's static pool does.
    let instance = UnsafeMutablePointer<transhost_view_controller_t>.allocate(capacity: 1)
    instance.initialize(to: transhost_view_controller_t())
    defer { instance.deallocate() }
    instance.pointee.struct_size = 4
    #expect(
      stage.bridge.calling("org.test") { host.pointee.controller_create(host, "x", nil) } == 0)
    #expect(
      stage.bridge.calling("org.test") { host.pointee.controller_create(host, "x", instance) }
        == 0)
    instance.pointee.struct_size = UInt32(MemoryLayout<transhost_view_controller_t>.size)
    let made = stage.bridge.calling("org.test") {
      host.pointee.controller_create(host, nil, instance)
    }
    #expect(made != 0)
    #expect(stage.bridge.controllers[made]?.name == "controller")
    #expect(
      stage.bridge.calling("org.test") { host.pointee.controller_instance(host, made) } == instance)
    #expect(
      stage.engine.violations.map { "\($0)" } == [
        "plugin 'org.test' called controller_create: the instance is NULL; pass the plugin's "
          + "transhost_view_controller_t; the call was ignored",
        "plugin 'org.test' called controller_create: the instance's struct_size is 4; "
          + "transhost_view_controller_t needs at least 16; the call was ignored",
      ])
    stage.bridge.reset()
  }

  @Test(
    "a controller handle from the previous run is stale: refused with INVALID_HANDLE and reported")
  func staleAfterTheRun() {
    let stage = Stage()
    let host = stage.host
    let old = stage.bridge.handle(for: stage.home)
    let next = Engine()
    stage.bridge.attach(next)
    let instance = stage.bridge.calling("org.test") { host.pointee.controller_instance(host, old) }
    #expect(instance == nil)
    #expect(
      stage.bridge.calling("org.test") { host.pointee.last_status(host) } == Status.invalidHandle)
    #expect(
      next.violations.map { "\($0)" } == [
        "plugin 'org.test' called controller_instance: \(old) is not a view controller handle; "
          + "the call was ignored"
      ])
  }
}
