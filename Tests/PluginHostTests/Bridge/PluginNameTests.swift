import CTransitionABI
import Testing
import TransitionEngine

@testable import PluginHost

/// The interned plugin name the bridge runs plugin code under: reports name the plugin
/// word for word, nested calls put the outer caller back, and what runs the plugin's
/// code later (a completion) keeps the name and the instance alive until it is dropped.
@Suite struct PluginNameTests {
  /// An id longer than 15 bytes, so a `String` copy of it would be a heap reference.
  static let id = "org.example.a-rather-long-plugin-id"

  /// What a completion saw when it ran: the caller reports would name.
  final class Probe {
    let bridge: HostBridge
    var seen: [String] = []

    init(bridge: HostBridge) {
      self.bridge = bridge
    }
  }

  /// A completion function that notes the bridge's caller in the probe it is given.
  static let noteCaller: transhost_completion_fn = { data, _ in
    guard let data else { return }
    let probe = Unmanaged<Probe>.fromOpaque(data).takeUnretainedValue()
    probe.seen.append(probe.bridge.currentCaller)
  }

  /// Runs code of another plugin, which the bridge then keeps as the one it bound its
  /// thread to (in place of any earlier).
  func bindAnother(_ bridge: HostBridge) {
    bridge.calling(PluginName("org.example.another-plugin-id")) {}
  }

  @Test("two names name the same plugin when they are the same object or have the same id")
  func namesCompareByIdentityOrID() {
    let name = PluginName(Self.id)
    #expect(name.names(name))
    #expect(name.names(PluginName(Self.id)))
    #expect(!name.names(PluginName("org.example.another-plugin-id")))
  }

  @Test(
    "a call refused inside plugin code names the plugin word for word, nested calls put the outer caller back"
  )
  func refusalNamesTheCaller() {
    let engine = Engine()
    let bridge = HostBridge(engine: engine)
    let outer = PluginName(Self.id)
    let inner = PluginName("org.example.inner-plugin-id")
    var seen: [String] = []
    bridge.calling(outer) {
      seen.append(bridge.currentCaller)
      bridge.calling(inner) { seen.append(bridge.currentCaller) }
      seen.append(bridge.currentCaller)
      _ = bridge.reject("animation_begin", "timing is NULL")
    }
    seen.append(bridge.currentCaller)
    #expect(seen == [Self.id, "org.example.inner-plugin-id", Self.id, "unknown plugin"])
    #expect(
      engine.violations.map { "\($0)" } == [
        "plugin '\(Self.id)' called animation_begin: timing is NULL; the call was ignored"
      ])
  }

  @Test("a transition finished inside plugin code is known until the outermost call returns")
  func finishedCallerLastsForTheCall() {
    let bridge = HostBridge(engine: Engine())
    let name = PluginName(Self.id)
    var during: [Bool] = []
    bridge.calling(name) {
      during.append(bridge.callerIsFinished)
      bridge.transitionFinished(by: name)
      during.append(bridge.callerIsFinished)
      // Another name with the same id is the same plugin.
      during.append(bridge.isFinished(PluginName(Self.id)))
    }
    #expect(during == [false, true, true])
    #expect(!bridge.callerIsFinished)
    #expect(!bridge.isFinished(name))
  }

  @Test(
    "a completion keeps the name it runs under alive until it is dropped, and runs as that plugin")
  func completionKeepsTheName() throws {
    let bridge = HostBridge(engine: Engine())
    let probe = Probe(bridge: bridge)
    weak var weakName: PluginName?
    var completion: ((Bool) -> Void)?
    do {
      let name = PluginName(Self.id)
      weakName = name
      bridge.calling(name) {
        completion = bridge.completion(
          Self.noteCaller, Unmanaged.passUnretained(probe).toOpaque())
      }
    }
    // The bridge keeps the plugin it last bound its thread to: another one is bound, so
    // that only the completion holds the name.
    bindAnother(bridge)
    #expect(weakName != nil)
    do {
      let run = try #require(completion)
      run(true)
    }
    #expect(probe.seen == [Self.id])
    completion = nil
    bindAnother(bridge)
    #expect(weakName == nil)
  }

  @Test(
    "a completion registered for an animator instance holds the instance and runs as its plugin"
  )
  func completionKeepsTheInstance() throws {
    let bridge = HostBridge(engine: Engine())
    let probe = Probe(bridge: bridge)
    let pointer = UnsafeMutablePointer<transhost_animator_t>.allocate(capacity: 1)
    defer { pointer.deallocate() }
    pointer.initialize(to: transhost_animator_t())
    weak var weakInstance: PluginInstance?
    weak var weakName: PluginName?
    var completion: ((Bool) -> Void)?
    do {
      let name = PluginName(Self.id)
      let instance = PluginInstance(pointer, plugin: name, link: bridge.link)
      weakName = name
      weakInstance = instance
      bridge.calling(name, for: instance) {
        completion = bridge.completion(
          Self.noteCaller, Unmanaged.passUnretained(probe).toOpaque())
      }
    }
    bindAnother(bridge)
    #expect(weakInstance != nil)
    #expect(weakName != nil)
    do {
      let run = try #require(completion)
      run(false)
    }
    #expect(probe.seen == [Self.id])
    #expect(bridge.currentCaller == "unknown plugin")
    completion = nil
    bindAnother(bridge)
    #expect(weakInstance == nil)
    #expect(weakName == nil)
  }
}
