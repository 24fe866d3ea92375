import Foundation
import Synchronization
import Testing
import TranshostTestSupport
import TransitionEngine

@testable import PluginHost

/// The bridge's handle table, the handles of ended transitions, and parameter requests
/// made once per choice.
@Suite(.serialized) struct HandleLifetimeTests {
  /// The C example fade (it reads its `duration` parameter), built into a new directory.
  static func fadeDirectory(_ label: String) throws -> URL {
    let directory = try TestDirectory.make(label)
    try FixtureCompiler.compile(
      source: TestPaths.packageRoot.appendingPathComponent("Examples/CAnimator/fade.c"),
      to: directory.appendingPathComponent("libfade.so"))
    return directory
  }

  final class Box {
    let id: Int
    init(_ id: Int) { self.id = id }
  }

  @Test("the handle table finds, replaces and forgets what it holds, as a dictionary does")
  func tableMatchesADictionary() {
    let table = HandleTable<Box>()
    var model: [UInt64: Box] = [:]
    // A fixed pseudo-random walk over few keys: many collisions, growth and removals.
    var state: UInt64 = 12_345
    for step in 0..<20_000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let key = (state >> 33) % 3_000 + 1
      if (state >> 20) % 3 == 0 {
        table.remove(key)
        model[key] = nil
      } else {
        let box = Box(step)
        table.insert(box, for: key)
        model[key] = box
      }
    }
    #expect(table.count == model.count)
    for key in UInt64(0)...3_001 {
      #expect(table[key] === model[key], "handle \(key)")
    }
    table.removeAll()
    #expect(table.count == 0)
    #expect(table[UInt64(model.keys.first ?? 1)] == nil)
  }

  @Test("a lent object is the one stored, and an unknown or removed handle lends nothing")
  func lendsWhatItHolds() {
    let table = HandleTable<Box>()
    let box = Box(7)
    table.insert(box, for: 42)
    let lent: Box? = table.withLent(42, { $0 }, missing: { nil })
    #expect(lent === box)
    #expect(table.withLent(42, { $0.id }, missing: { -1 }) == 7)
    #expect(table.withLent(43, { _ in false }, missing: { true }))
    #expect(table.withLent(0, { _ in false }, missing: { true }))
    table.remove(42)
    #expect(table.withLent(42, { _ in false }, missing: { true }))
  }

  @Test("handle 0 is never stored")
  func zeroIsNone() {
    let table = HandleTable<Box>()
    table.insert(Box(1), for: 0)
    #expect(table.count == 0)
    #expect(table[0] == nil)
  }

  @Test(
    "once a transition has ended, its context and its removed container are forgotten; calls naming them are rejected and reported"
  )
  func endedTransitionHandlesAreStale() throws {
    let rig = PluginRig(directories: [try Self.fadeDirectory("stale")])
    rig.detail.modalPresentationStyle = .custom
    let presentation = try #require(rig.home.present(rig.detail, animated: true))
    rig.engine.runUntilIdle()
    #expect(presentation.phase == .completed)
    let dismissal = try #require(rig.home.dismiss(animated: true))
    rig.engine.runUntilIdle()
    #expect(dismissal.phase == .completed)
    #expect(rig.bridge.contexts.count == 0)
    #expect(!dismissal.containerView.isInWindow)
    let host = rig.bridge.hostForTesting
    let contextHandle = UInt64(dismissal.id)
    let containerHandle = UInt64(dismissal.containerView.id)
    #expect(host.pointee.context_complete_transition?(host, contextHandle, true) == -5)
    #expect(host.pointee.context_is_animated?(host, contextHandle) == false)
    #expect(host.pointee.context_container_view?(host, contextHandle) == 0)
    #expect(host.pointee.view_set_double?(host, containerHandle, 4, 0.5) == -5)
    // The presented view is still a valid handle: views stay.
    #expect(host.pointee.view_set_double?(host, UInt64(rig.detail.view.id), 4, 1) == 0)
    let messages = rig.engine.violations.map { "\($0)" }
    #expect(
      messages == [
        "plugin 'unknown plugin' called context_complete_transition: \(contextHandle) is not a transition context handle; the call was ignored",
        "plugin 'unknown plugin' called context_is_animated: \(contextHandle) is not a transition context handle; the call was ignored",
        "plugin 'unknown plugin' called context_container_view: \(contextHandle) is not a transition context handle; the call was ignored",
        "plugin 'unknown plugin' called view_set_double: \(containerHandle) is not a view handle; the call was ignored",
      ])
  }

  @Test(
    "a call made with no plugin code on the stack that ends the transition, whose handles are then forgotten at once, still works on its context"
  )
  func completionOutsidePluginCode() throws {
    let rig = PluginRig(directories: [try Self.fadeDirectory("outside")])
    rig.detail.modalPresentationStyle = .custom
    weak var presentation: TransitionContext?
    presentation = rig.home.present(rig.detail, animated: true)
    rig.engine.advance(by: 0.05)
    let context = try #require(presentation)
    #expect(context.phase == .inFlight)
    let host = rig.bridge.hostForTesting
    let handle = UInt64(context.id)
    #expect(rig.bridge.contexts[handle] === context)
    // Not from plugin code: the animator's end and the forgetting of the transition's
    // handles run at once, inside this call.
    #expect(host.pointee.context_complete_transition?(host, handle, true) == 0)
    #expect(context.phase == .completed)
    #expect(rig.bridge.contexts[handle] == nil)
    #expect(host.pointee.context_complete_transition?(host, handle, true) == -5)
    rig.engine.runUntilIdle()
    #expect(rig.detail.view.isInWindow)
  }

  @Test("the bridge keeps no ended transition alive")
  func endedTransitionsAreFreed() throws {
    let rig = PluginRig(directories: [try Self.fadeDirectory("freed")])
    rig.detail.modalPresentationStyle = .custom
    weak var presentation: TransitionContext?
    weak var dismissal: TransitionContext?
    presentation = rig.home.present(rig.detail, animated: true)
    rig.engine.runUntilIdle()
    dismissal = rig.home.dismiss(animated: true)
    rig.engine.runUntilIdle()
    #expect(presentation == nil)
    #expect(dismissal == nil)
    #expect(rig.engine.violations.isEmpty)
  }

  @Test("a choice's parameter request is made once and gives every transition the same values")
  func requestReusedAcrossTransitions() throws {
    let rig = PluginRig(directories: [try Self.fadeDirectory("request")])
    let choice = try rig.registry.resolve(
      AnimatorChoice(
        name: "c-fade",
        arguments: [AnimatorChoice.Argument(name: "duration", value: "0.5", column: 1)]
      )
    ).get()
    rig.resolver.setExplicitChoice(choice, for: rig.detail)
    rig.detail.modalPresentationStyle = .custom
    var durations: [Double] = []
    for _ in 0..<3 {
      let presentation = rig.home.present(rig.detail, animated: true)
      rig.engine.runUntilIdle()
      let dismissal = rig.home.dismiss(animated: true)
      rig.engine.runUntilIdle()
      durations += [presentation, dismissal].map { $0?.transitionDuration ?? -1 }
    }
    #expect(durations == [0.5, 0.5, 0.5, 0.5, 0.5, 0.5])
    let verified = choice.prepared.isVerified.load(ordering: .relaxed)
    #expect(verified)
    // The factory found when the animator was verified is the one later creates use.
    let factory = choice.prepared.verifiedFactory.load(ordering: .relaxed)
    #expect(factory != 0)
    if case .success(let handles) = choice.entry.plugin.handles(
      loadingWith: PluginLoader(host: rig.bridge.hostForTesting), bridge: rig.bridge)
    {
      #expect(handles.factory.map { UInt(bitPattern: $0) } == factory)
    } else {
      Issue.record("the plugin is not loaded")
    }
    let values = choice.prepared.template
    #expect(values.count == 1)
    #expect(values.first.map { String(cString: $0.name) } == "duration")
    #expect(values.first.map { String(cString: $0.text) } == "0.5")
    #expect(values.first?.number == 0.5)
    #expect(rig.engine.violations.isEmpty)
  }
}
