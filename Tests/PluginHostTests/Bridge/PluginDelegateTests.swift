import CTransitionABI
import Foundation
import Synchronization
import Testing
import TranshostTestSupport
import TransitionEngine

@testable import PluginHost

/// Plugin transitioning delegates and what they return (ABI 1.3): animators with no
/// descriptor, percent-driven interaction controllers, presentation controllers with a
/// dimming view faded alongside the transition through the coordinator, called in
/// UIKit's order for completed and cancelled presentations and dismissals.
@Suite(.serialized) struct PluginDelegateTests {
  /// A rig whose `detail` (style custom) has the fixture's sheet delegate, made through
  /// the plugin's object factory.
  final class SheetRig {
    let rig: PluginRig
    let delegate: PluginTransitioningDelegate

    init(_ label: String, interactive: Bool = false, defines: [String] = []) throws {
      let directory = try TestDirectory.make(label)
      _ = try FixtureCompiler.compile("objects_sheet", into: directory, defines: defines)
      rig = PluginRig(directories: [directory])
      let entry = try rig.registry.entry(named: "org.fixture.sheet-slide").get()
      let made = rig.bridge.makeObject(
        "org.fixture.sheet", in: entry.plugin, kind: .transitioningDelegate,
        operation: .present, style: .custom, interactive: interactive,
        parameters: [("interactive", .bool(interactive))])
      guard case .success(.transitioningDelegate(let delegate)) = made else {
        throw Failure(text: "makeObject: \(made)")
      }
      self.delegate = delegate
      rig.detail.modalPresentationStyle = .custom
      rig.detail.transitioningDelegate = delegate
    }

    var engine: Engine { rig.engine }
    /// The plugin's log, in order.
    var calls: [String] { rig.bridge.messages.map(\.text) }
    /// The dimming view the presentation controller made, while anything holds it.
    func dimming(in context: TransitionContext) -> View? {
      context.containerView.subviews.first { $0.name == "dimming" }
    }
    func drive(_ context: TransitionContext) throws -> PercentDrivenInteractiveTransition {
      try #require(context.interactor as? PercentDrivenInteractiveTransition)
    }
  }

  @Test(
    "an interaction controller that is not percent-driven drives the transition itself; its completion speed, curve and wantsInteractiveStart reach the engine"
  )
  func ownInteraction() throws {
    let sheet = try SheetRig("own", interactive: true, defines: ["SHEET_OWN_INTERACTION"])
    let presentation = try #require(sheet.rig.home.present(sheet.rig.detail, animated: true))
    let interactor = try #require(presentation.interactor)
    #expect(!(interactor is PercentDrivenInteractiveTransition))
    #expect(interactor.completionSpeed == 2)
    #expect(interactor.completionCurve == .linear)
    #expect(!interactor.wantsInteractiveStart)
    sheet.engine.runUntilIdle()
    #expect(presentation.phase == .completed)
    #expect(sheet.calls.contains("start_interactive_transition"))
    #expect(!sheet.calls.contains("animate_transition"))
    #expect(sheet.engine.violations.isEmpty)
    sheet.rig.bridge.reset()
    #expect(sheet.calls.filter { $0 == "interaction destroy" }.count == 1)
  }

  @Test(
    "a sheet presented, resized and dismissed through a plugin delegate gives the same trace every run; the resize lays its container out"
  )
  func deterministicTrace() throws {
    var traces: [String] = []
    for run in 0..<2 {
      let sheet = try SheetRig("determinism-\(run)")
      try #require(sheet.rig.home.present(sheet.rig.detail, animated: true) != nil)
      sheet.engine.runUntilIdle()
      let before = sheet.calls.count
      sheet.engine.window.resize(to: Size(width: 600, height: 800))
      #expect(Array(sheet.calls[before...]) == ["container_will_layout", "container_did_layout"])
      try #require(sheet.rig.detail.dismiss(animated: true) != nil)
      sheet.engine.runUntilIdle()
      traces.append(sheet.engine.trace.text)
    }
    #expect(traces[0] == traces[1])
    #expect(traces[0].contains("call=containerViewWillLayoutSubviews"))
  }

  struct Failure: Error, CustomStringConvertible {
    let text: String
    var description: String { text }
  }

  @Test(
    "a custom presentation through a plugin delegate: half-height frame, dimming view faded in and out alongside, calls in UIKit's order, destroy once after the dismissal"
  )
  func bottomSheet() throws {
    let sheet = try SheetRig("sheet")
    let presentation = try #require(sheet.rig.home.present(sheet.rig.detail, animated: true))
    #expect(presentation.animatorReason.explanation == "transitioning delegate of 'detail'")
    #expect(
      (presentation.animator as? PluginAnimator)?.returnedBy == "transitioning delegate of 'detail'"
    )
    sheet.engine.advance(by: 0)
    sheet.engine.advance(by: 0.5)
    let dimming = try #require(sheet.dimming(in: presentation))
    #expect(abs(dimming.presentation.alpha - 0.5) < 1e-9)
    sheet.engine.runUntilIdle()
    let size = sheet.engine.window.size
    #expect(
      sheet.rig.detail.view.frame
        == Rect(x: 0, y: size.height / 2, width: size.width, height: size.height / 2))
    #expect(dimming.alpha == 1 && dimming.presentation.alpha == 1)
    #expect(dimming.superview === presentation.containerView)
    let host = sheet.rig.bridge.hostForTesting
    let handle = try #require(
      (sheet.rig.detail.presentationController as? PluginPresentationController)?.handle)
    #expect(
      host.pointee.presentation_presented_controller?(host, handle)
        == UInt64(sheet.rig.detail.id))
    let dismissal = try #require(sheet.rig.detail.dismiss(animated: true))
    sheet.engine.advance(by: 0)
    sheet.engine.advance(by: 0.25)
    #expect(abs(dimming.presentation.alpha - 0.75) < 1e-9)
    sheet.engine.runUntilIdle()
    #expect(dimming.superview == nil)
    #expect(!dismissal.containerView.isInWindow)
    #expect(
      sheet.calls == [
        "presentation_controller_for", "animator_for_presented",
        "interaction_for (its animator)", "presentation_will_begin", "container_will_layout",
        "container_did_layout", "animate_transition", "alongside fade in",
        "presentation_did_end(true)", "alongside completion", "animation_ended(true)",
        "animator destroy", "animator_for_dismissed", "interaction_for (its animator)",
        "dismissal_will_begin", "animate_transition", "alongside fade out",
        "dismissal_did_end(true)", "alongside completion", "animation_ended(true)",
        "animator destroy", "presentation destroy",
      ])
    #expect(sheet.engine.violations.isEmpty)
    // Its controller destroyed, the presentation's handle is stale.
    #expect(host.pointee.presentation_container_view?(host, handle) == 0)
    #expect(host.pointee.last_status?(host) == -5)
    sheet.rig.bridge.reset()
    #expect(sheet.calls.filter { $0 == "presentation destroy" }.count == 1)
    #expect(sheet.calls.last == "delegate destroy")
  }

  @Test(
    "a cancelled interactive presentation removes the dimming view and ends with presentation_did_end(false)"
  )
  func cancelledPresentation() throws {
    let sheet = try SheetRig("cancel-present", interactive: true)
    let presentation = try #require(sheet.rig.home.present(sheet.rig.detail, animated: true))
    let interactor = try sheet.drive(presentation)
    sheet.engine.advance(by: 0)
    var seen: [Double] = []
    for percent in [0.2, 0.5, 0.8] {
      interactor.update(percent)
      sheet.engine.advance(by: 0.05)
      seen.append(try #require(sheet.dimming(in: presentation)).presentation.alpha)
    }
    #expect(zip(seen, [0.2, 0.5, 0.8]).allSatisfy { abs($0 - $1) < 1e-9 })
    let dimming = try #require(sheet.dimming(in: presentation))
    interactor.cancel()
    sheet.engine.runUntilIdle()
    #expect(dimming.superview == nil)
    #expect(dimming.presentation.alpha == 0)
    #expect(sheet.rig.home.presentedViewController == nil)
    #expect(sheet.calls.contains("start_interactive_transition"))
    #expect(sheet.calls.contains("presentation_did_end(false)"))
    #expect(sheet.calls.contains("alongside completion (cancelled)"))
    #expect(
      sheet.calls.filter { $0.hasPrefix("interaction changed") } == [
        "interaction changed: interactive 0 cancelled 1, the presentation's"
      ])
    // The host drove the cancel (no plugin code on the stack): the controller lives on
    // through its coordinator's completions, which UIKit runs after ...DidEnd.
    let destroy = try #require(sheet.calls.firstIndex(of: "presentation destroy"))
    let didEnd = try #require(sheet.calls.firstIndex(of: "presentation_did_end(false)"))
    let completion = try #require(sheet.calls.firstIndex(of: "alongside completion (cancelled)"))
    #expect(destroy > didEnd && destroy > completion)
    #expect(sheet.calls.filter { $0 == "presentation destroy" }.count == 1)
    #expect(sheet.engine.violations.isEmpty)
  }

  @Test("a cancelled interactive dismissal keeps the sheet and its dimming view at full alpha")
  func cancelledDismissal() throws {
    let sheet = try SheetRig("cancel-dismiss", interactive: true)
    let presentation = try #require(sheet.rig.home.present(sheet.rig.detail, animated: true))
    sheet.engine.advance(by: 0)
    try sheet.drive(presentation).finish()
    sheet.engine.runUntilIdle()
    let dimming = try #require(sheet.dimming(in: presentation))
    #expect(dimming.presentation.alpha == 1)
    let dismissal = try #require(sheet.rig.detail.dismiss(animated: true))
    let interactor = try sheet.drive(dismissal)
    sheet.engine.advance(by: 0)
    interactor.update(0.6)
    sheet.engine.advance(by: 0.05)
    #expect(abs(dimming.presentation.alpha - 0.4) < 1e-9)
    interactor.cancel()
    sheet.engine.runUntilIdle()
    #expect(dimming.alpha == 1 && dimming.presentation.alpha == 1)
    #expect(dimming.superview === dismissal.containerView)
    #expect(sheet.rig.home.presentedViewController === sheet.rig.detail)
    #expect(sheet.calls.contains("dismissal_did_end(false)"))
    #expect(!sheet.calls.contains("presentation destroy"))
    sheet.rig.bridge.reset()
    #expect(sheet.calls.filter { $0 == "presentation destroy" }.count == 1)
  }

  @Test(
    "a coordinator handle is the same for the whole transition and stale once it ended, the next transition gets its own; a call from another thread is refused"
  )
  func coordinatorHandles() throws {
    let sheet = try SheetRig("coordinator")
    let host = sheet.rig.bridge.hostForTesting
    let detail = sheet.rig.bridge.handle(for: sheet.rig.detail)
    #expect(host.pointee.controller_transition_coordinator?(host, detail) == 0)
    #expect(host.pointee.last_status?(host) == 0)
    try #require(sheet.rig.home.present(sheet.rig.detail, animated: true) != nil)
    let coordinator = try #require(host.pointee.controller_transition_coordinator?(host, detail))
    #expect(coordinator != 0)
    #expect(host.pointee.controller_transition_coordinator?(host, detail) == coordinator)
    var state = transhost_coordinator_state_t()
    state.struct_size = UInt32(MemoryLayout<transhost_coordinator_state_t>.size)
    #expect(host.pointee.coordinator_get_state?(host, coordinator, &state) == 0)
    #expect(state.presentation_style == 4 && state.is_animated && !state.is_cancelled)
    let fromThread = Mutex<Int32>(0)
    let address = UInt(bitPattern: host)
    let thread = Thread {
      let host = UnsafePointer<transhost_host_t>(bitPattern: address)!
      var other = transhost_coordinator_state_t()
      other.struct_size = UInt32(MemoryLayout<transhost_coordinator_state_t>.size)
      let status = host.pointee.coordinator_get_state?(host, coordinator, &other) ?? 0
      fromThread.withLock { $0 = status }
    }
    thread.start()
    for _ in 0..<5_000 where !thread.isFinished { usleep(1000) }
    try #require(thread.isFinished)
    #expect(fromThread.withLock { $0 } == -4)
    sheet.engine.runUntilIdle()
    #expect(host.pointee.coordinator_get_state?(host, coordinator, &state) == -5)
    #expect(host.pointee.coordinator_container_view?(host, coordinator) == 0)
    #expect(host.pointee.last_status?(host) == -5)
    let reports = sheet.engine.violations.map { "\($0)" }
    #expect(
      reports.contains {
        $0.hasSuffix(
          "called coordinator_get_state: it came from a thread other than the host's; call the host only on the thread that called the plugin; the call was ignored"
        )
      })
    #expect(
      reports.contains(
        "plugin 'unknown plugin' called coordinator_get_state: \(coordinator) is not the handle of a running transition's coordinator; the call was ignored"
      ))
    try #require(sheet.rig.detail.dismiss(animated: true) != nil)
    let next = try #require(host.pointee.controller_transition_coordinator?(host, detail))
    #expect(next != 0 && next != coordinator)
    #expect(host.pointee.controller_transition_coordinator?(host, detail) == next)
    #expect(host.pointee.coordinator_get_state?(host, next, &state) == 0)
    sheet.engine.runUntilIdle()
    #expect(host.pointee.coordinator_get_state?(host, next, &state) == -5)
  }
}

/// Plugin navigation and tab bar delegates, and plugin delegates that break the rules.
@Suite(.serialized) struct PluginContainerDelegateTests {
  /// How often the Swift-made delegate struct's destroy ran.
  nonisolated(unsafe) static var destroyed = 0

  static func plugin(_ label: String, defines: [String] = []) throws -> (PluginRig, LoadedPlugin) {
    let directory = try TestDirectory.make(label)
    _ = try FixtureCompiler.compile("objects_sheet", into: directory, defines: defines)
    let rig = PluginRig(directories: [directory])
    return (rig, try rig.registry.entry(named: "org.fixture.sheet-slide").get().plugin)
  }

  @Test("a plugin navigation delegate's animator runs push and pop; willShow and didShow reach it")
  func navigation() throws {
    let (rig, plugin) = try Self.plugin("nav")
    let child = ViewController(engine: rig.engine, name: "child")
    let navigation = NavigationController(engine: rig.engine, name: "nav", root: rig.home)
    rig.engine.window.rootViewController = navigation
    guard
      case .success(.navigationDelegate(let delegate)) = rig.bridge.makeObject(
        "org.fixture.nav", in: plugin, kind: .navigationDelegate, operation: .push, style: .none)
    else { throw PluginDelegateTests.Failure(text: "no navigation delegate") }
    navigation.delegate = delegate
    let push = try #require(navigation.pushViewController(child, animated: true))
    #expect(push.animatorReason.explanation == "delegate of navigation controller 'nav'")
    #expect(push.animator is PluginAnimator)
    rig.engine.runUntilIdle()
    #expect(navigation.topViewController === child)
    #expect(navigation.popViewController(animated: false) === child)
    rig.engine.runUntilIdle()
    #expect(
      rig.bridge.messages.map(\.text) == [
        "will_show(animated)", "animator_for_operation(push)", "animate_transition",
        "did_show(animated)", "animation_ended(true)", "animator destroy", "will_show",
        "did_show",
      ])
    #expect(rig.engine.violations.isEmpty)
  }

  @Test("a plugin tab bar delegate is asked shouldSelect, told didSelect, and animates the switch")
  func tabs() throws {
    let (rig, plugin) = try Self.plugin("tabs")
    let second = ViewController(engine: rig.engine, name: "second")
    let tabs = TabBarController(engine: rig.engine, name: "tabs", tabs: [rig.home, second])
    rig.engine.window.rootViewController = tabs
    guard
      case .success(.tabBarDelegate(let delegate)) = rig.bridge.makeObject(
        "org.fixture.tabs", in: plugin, kind: .tabBarDelegate, operation: .tab, style: .none)
    else { throw PluginDelegateTests.Failure(text: "no tab bar delegate") }
    tabs.delegate = delegate
    let context = try #require(tabs.userSelect(index: 1))
    #expect(context.animatorReason.explanation == "delegate of tab bar controller 'tabs'")
    rig.engine.runUntilIdle()
    #expect(tabs.selectedViewController === second)
    #expect(
      rig.bridge.messages.map(\.text) == [
        "should_select", "animator_for_transition", "did_select", "animate_transition",
        "animation_ended(true)", "animator destroy",
      ])
    rig.bridge.reset()
    #expect(rig.bridge.messages.last?.text == "delegate destroy")
  }

  @Test(
    "an animator a delegate returns with a struct_size too small is reported; the system animator runs"
  )
  func animatorTooSmall() throws {
    let (rig, plugin) = try Self.plugin("small", defines: ["SHEET_SMALL_ANIMATOR"])
    guard
      case .success(.transitioningDelegate(let delegate)) = rig.bridge.makeObject(
        "org.fixture.sheet", in: plugin, kind: .transitioningDelegate, operation: .present,
        style: .custom)
    else { throw PluginDelegateTests.Failure(text: "no delegate") }
    rig.detail.modalPresentationStyle = .custom
    rig.detail.transitioningDelegate = delegate
    let context = try #require(rig.home.present(rig.detail, animated: true))
    rig.engine.runUntilIdle()
    #expect(!(context.animator is PluginAnimator))
    #expect(context.animatorReason.text == "transitioningDelegate returned nil: system default")
    #expect(context.phase == .completed)
    #expect(
      rig.engine.violations.map { "\($0)" } == [
        "plugin 'org.fixture.sheet' called animator_for_presented: it returned an animator of 8 bytes without transition_duration and animate_transition; transhost_animator_t needs 56; the system animator runs instead; the call was ignored"
      ])
  }

  @Test(
    "a delegate struct too small is refused; one with every member NULL answers UIKit's defaults")
  func badDelegateStructs() throws {
    let (rig, _) = try Self.plugin("null-members")
    let host = rig.bridge.hostForTesting
    let detail = rig.bridge.handle(for: rig.detail)
    var small = transhost_transitioning_delegate_t()
    small.struct_size = 8
    #expect(host.pointee.controller_set_transitioning_delegate?(host, detail, &small) == -1)
    let empty = UnsafeMutablePointer<transhost_transitioning_delegate_t>.allocate(capacity: 1)
    defer { empty.deallocate() }
    empty.initialize(to: transhost_transitioning_delegate_t())
    empty.pointee.struct_size = UInt32(MemoryLayout<transhost_transitioning_delegate_t>.size)
    Self.destroyed = 0
    empty.pointee.destroy = { _ in PluginContainerDelegateTests.destroyed += 1 }
    #expect(host.pointee.controller_set_transitioning_delegate?(host, detail, empty) == 0)
    #expect(host.pointee.controller_transitioning_delegate?(host, detail) == empty)
    rig.detail.modalPresentationStyle = .custom
    let context = try #require(rig.home.present(rig.detail, animated: true))
    rig.engine.runUntilIdle()
    #expect(context.phase == .completed)
    #expect(context.animatorReason.explanation == "transitioning delegate of 'detail'")
    #expect(context.animatorReason.text == "transitioningDelegate returned nil: system default")
    #expect(host.pointee.controller_set_transitioning_delegate?(host, detail, nil) == 0)
    #expect(rig.detail.transitioningDelegate == nil)
    // A delegate a plugin set is the plugin's: the run's end does not destroy it.
    rig.bridge.reset()
    #expect(Self.destroyed == 0)
    #expect(
      rig.engine.violations.map { "\($0)" } == [
        "plugin 'unknown plugin' called controller_set_transitioning_delegate: the delegate's struct_size is 8; a delegate struct needs at least 16 bytes (set struct_size to sizeof the struct); the call was ignored"
      ])
  }
}
