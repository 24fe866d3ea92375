import CTransitionABI
import Testing
import TransitionEngine

@testable import PluginHost

/// What the bridge lends instead of retaining (its link's bridge, its engine), the
/// numbers check that replaced a variadic one, and an instance's `destroy`: called at
/// once when no plugin code runs, else once the outermost call has returned.
@Suite(.serialized) struct BridgeLendingTests {
  /// The instances `countDestroy` was called with, in order.
  nonisolated(unsafe) static var destroyed: [UnsafeMutablePointer<transhost_animator_t>] = []

  static let countDestroy: @convention(c) (UnsafeMutablePointer<transhost_animator_t>?) -> Void =
    { pointer in
      if let pointer { BridgeLendingTests.destroyed.append(pointer) }
    }

  @Test("allFinite is true for one to six finite numbers and false when any of them is not")
  func allFiniteChecksEveryPosition() {
    #expect(allFinite(1))
    #expect(allFinite(1, 2))
    #expect(allFinite(1, 2, 3))
    #expect(allFinite(1, 2, 3, 4))
    #expect(allFinite(1, 2, 3, 4, 5, 6))
    for bad in [Double.nan, .infinity, -.infinity] {
      for position in 0..<6 {
        var values = [Double](repeating: 0.5, count: 6)
        values[position] = bad
        #expect(
          !allFinite(values[0], values[1], values[2], values[3], values[4], values[5]),
          "position \(position), \(bad)")
      }
      #expect(!allFinite(bad))
      #expect(!allFinite(1, bad))
    }
  }

  @Test("the link lends its bridge while the bridge exists, and nothing once it is gone")
  func linkLendsTheBridgeWhileItExists() {
    var bridge: HostBridge? = HostBridge(engine: nil)
    let link = bridge!.link
    #expect(link.lend { $0 === bridge } == true)
    #expect(link.bridge === bridge)
    bridge = nil
    #expect(link.lend { _ in true } == nil)
    #expect(link.bridge == nil)
  }

  @Test("the engine is lent while one is attached, and nothing without one")
  func engineIsLentWhileAttached() {
    let bridge = HostBridge(engine: nil)
    #expect(bridge.withEngine { _ in true } == nil)
    let engine = Engine()
    bridge.attach(engine)
    #expect(bridge.withEngine { $0 === engine } == true)
    bridge.attach(nil)
    #expect(bridge.withEngine { _ in true } == nil)
  }

  @Test(
    "an instance's destroy runs at once with no plugin code running, else after the outermost call")
  func destroyWaitsForPluginCodeToReturn() {
    Self.destroyed = []
    let bridge = HostBridge(engine: Engine())
    let name = PluginName("org.example.a-rather-long-plugin-id")
    let first = UnsafeMutablePointer<transhost_animator_t>.allocate(capacity: 1)
    let second = UnsafeMutablePointer<transhost_animator_t>.allocate(capacity: 1)
    defer {
      first.deallocate()
      second.deallocate()
    }
    bridge.destroyWhenPluginCodeReturns(first, plugin: name, destroy: Self.countDestroy)
    #expect(Self.destroyed == [first])
    var seenInside: [UnsafeMutablePointer<transhost_animator_t>] = []
    bridge.calling(name) {
      bridge.calling(name) {
        bridge.destroyWhenPluginCodeReturns(second, plugin: name, destroy: Self.countDestroy)
      }
      seenInside = Self.destroyed
    }
    #expect(seenInside == [first])
    #expect(Self.destroyed == [first, second])
  }
}
