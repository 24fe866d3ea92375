import CTransitionABI
import Dispatch
import Foundation
import Synchronization
import Testing
import TransitionEngine

@testable import PluginHost

/// The observer a helper sets with `PluginCalls.withObserver` is told of each outermost
/// call into plugin code (the bridge looks it up only once one was ever set), and the
/// property table `view_get_values` and `view_set_values` read answers by id.
@Suite struct PluginCallObserverTests {
  /// Records what it is told, in order.
  final class Recorder: PluginCallObserver {
    let events = Mutex<[String]>([])

    func pluginCallStarted(plugin: String, call: String) {
      events.withLock { $0.append("started \(plugin) \(call)") }
    }

    func pluginCallReturned() {
      events.withLock { $0.append("returned") }
    }

    var recorded: [String] { events.withLock { $0 } }
  }

  @Test func observerIsToldOfOutermostCallsOnly() {
    let bridge = HostBridge(engine: nil)
    let recorder = Recorder()
    let answer = PluginCalls.withObserver(recorder) {
      bridge.calling("org.example.outer", call: "animate_transition") {
        bridge.calling("org.example.inner", call: "an animation completion") { 42 }
      }
    }
    #expect(answer == 42)
    #expect(recorder.recorded == ["started org.example.outer animate_transition", "returned"])
  }

  @Test func noObserverOutsideItsScope() {
    let bridge = HostBridge(engine: nil)
    let recorder = Recorder()
    PluginCalls.withObserver(recorder) {}
    #expect(PluginCalls.current == nil)
    bridge.calling("org.example.outer", call: "destroy") {}
    #expect(recorder.recorded.isEmpty)
  }

  @Test func withoutObserverHidesTheCallersAndPutsItBack() {
    let recorder = Recorder()
    PluginCalls.withObserver(recorder) {
      #expect(PluginCalls.current != nil)
      PluginCalls.withoutObserver { #expect(PluginCalls.current == nil) }
      #expect(PluginCalls.current != nil)
    }
    #expect(PluginCalls.current == nil)
  }

  @Test func theObserverIsTheThreadsOwn() {
    let recorder = Recorder()
    let seenElsewhere = Mutex<Bool?>(nil)
    PluginCalls.withObserver(recorder) {
      let ended = DispatchSemaphore(value: 0)
      let thread = Thread {
        seenElsewhere.withLock { $0 = PluginCalls.current != nil }
        ended.signal()
      }
      thread.start()
      ended.wait()
      #expect(PluginCalls.current != nil)
    }
    #expect(seenElsewhere.withLock { $0 } == false)
  }

  @Test func callerIsRestoredAfterNestedCalls() {
    let bridge = HostBridge(engine: nil)
    let seen = bridge.calling("org.example.outer") {
      let inner = bridge.calling("org.example.inner") { bridge.currentCaller }
      return [inner, bridge.currentCaller]
    }
    #expect(seen == ["org.example.inner", "org.example.outer"])
    #expect(bridge.currentCaller == "unknown plugin")
  }

  @Test func unknownPropertyIdsAreNotFound() {
    let past = transhost_property(ValueProperty.byID.count)
    for id in [transhost_property(-1), past, transhost_property(Int32.max)] {
      #expect(ValueProperty.named(id) == nil)
    }
  }

  @Test func everyPropertyIsFoundByItsId() {
    let all =
      ValueProperty.core + ValueProperty.layers + ValueProperty.shapes
      + ValueProperty.coreAnimation + ValueProperty.layout + ValueProperty.views
    for property in all {
      #expect(ValueProperty.named(property.id)?.name == property.name)
    }
  }
}
