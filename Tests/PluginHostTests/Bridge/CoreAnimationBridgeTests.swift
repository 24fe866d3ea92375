import CTransitionABI
import Foundation
import PluginHost
import Testing
import TranshostTestSupport
import TransitionEngine

/// Explicit animations through the C ABI: a C plugin adds them in animate_transition,
/// the host refuses what it cannot animate by name, and the delegate calls come back on
/// the host's clock.
@Suite(.serialized) struct CoreAnimationBridgeTests {
  @Test(
    "a C plugin's CABasicAnimation runs on the clock and its delegate hears start and stop, built against this header or ABI 1.4's",
    arguments: [TestPaths.abiInclude, TestPaths.abi14Include])
  func cPluginAnimation(header: URL) throws {
    let directory = try TestDirectory.make("core-animation")
    try FixtureCompiler.compile("core_animation", into: directory, header: header)
    var mappings = StyleMappings()
    _ = mappings.add("fullScreen=core-animation", origin: .commandLine)
    let rig = PluginRig(directories: [directory], mappings: mappings)
    rig.presentAndSettle(style: .fullScreen)
    rig.engine.runUntilIdle()
    let log = rig.bridge.messages.filter { $0.plugin == "org.fixture.core-animation" }.map(\.text)
    #expect(
      log.first?.hasPrefix("add 0 keys 1 spin; bad key path -1; wrong lanes -1; time ") == true)
    #expect(Array(log.dropFirst()) == ["start", "stop 1"])
    let reasons = rig.engine.violations.map(\.description)
    #expect(
      reasons.contains {
        $0.contains(
          "key path 'contentsRect' is not one the host animates; docs/ENGINE.md lists the key paths"
        )
      })
    #expect(reasons.contains { $0.contains("'position' takes 2 values, lane_count is 1") })
    #expect(rig.detail.view.animationKeys().isEmpty)
  }

  @Test(
    "a C plugin reads the presentation layer mid-animation, and its transaction's completion runs when the animation ends, built against this header or ABI 1.5's",
    arguments: [TestPaths.abiInclude, TestPaths.abi15Include])
  func cPresentationAndTransaction(header: URL) throws {
    let directory = try TestDirectory.make("presentation-transaction")
    try FixtureCompiler.compile("presentation_transaction", into: directory, header: header)
    var mappings = StyleMappings()
    _ = mappings.add("fullScreen=presentation-transaction", origin: .commandLine)
    let rig = PluginRig(directories: [directory], mappings: mappings)
    rig.presentAndSettle(style: .fullScreen)
    rig.engine.runUntilIdle()
    let log = rig.bridge.messages.filter { $0.plugin == "org.fixture.presentation-transaction" }
      .map(\.text)
    // Presented 0, model 1 as the animation starts; a control point x of 2 is refused.
    #expect(log.first == "begin p 0 m 1 bad timing -1")
    let completion = try #require(log.first { $0.hasPrefix("completion at ") })
    // It ran when the 1 s animation ended (not at the commit), the layer back at its model.
    let parts = completion.split(separator: " ")
    let time = try #require(Double(parts[2]))
    #expect(time >= 1 && time < 1.1, "\(completion)")
    #expect(completion.hasSuffix(" p 1 finished 1"))
  }

  @Test("the layer's speed, timeOffset and beginTime are properties 48-50")
  func layerTimingProperties() throws {
    let engine = Engine()
    let bridge = HostBridge(engine: engine)
    let host = bridge.hostForTesting
    let view = try #require(host.pointee.view_create?(host, "layer", transhost_rect_t()))
    var speed = [0.0]
    #expect(host.pointee.view_set_values?(host, view, 48, speed, 1) == 0)
    speed[0] = 7
    #expect(host.pointee.view_get_values?(host, view, 48, &speed, 1) == 0)
    #expect(speed == [0])
    #expect(host.pointee.view_set_values?(host, view, 49, [1.5], 1) == 0)
    var offset = [0.0]
    #expect(host.pointee.view_get_values?(host, view, 49, &offset, 1) == 0)
    #expect(offset == [1.5])
    #expect(host.pointee.layer_animation_key_count?(host, view) == 0)
    #expect(host.pointee.layer_remove_animation?(host, view, nil) == -1)
    #expect(host.pointee.layer_add_animation?(host, view, "k", nil) == -1)
  }
}
