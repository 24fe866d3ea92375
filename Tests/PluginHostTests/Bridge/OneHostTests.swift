import Foundation
import Testing
import TranshostTestSupport
import TransitionEngine

@testable import PluginHost

/// A process has one host: the `transhost_host_t` a plugin's `init` is given is the one
/// its animators call back, however the plugin was scanned.
@Suite(.serialized) struct OneHostTests {
  @Test(
    "an animator calling back through the host its plugin's init kept runs as one calling through create's",
    arguments: [false, true])
  func initHostServesAnimators(scannedByHelpers: Bool) throws {
    let directory = try TestDirectory.make("init-host-\(scannedByHelpers)")
    try FixtureCompiler.compile("good", into: directory, defines: ["FIXTURE_HOST_FROM_INIT=1"])
    let rig = PluginRig(
      directories: [directory],
      scanner: scannedByHelpers ? .helper(executable: TranshostBinary.path) : .inProcess)
    rig.detail.modalPresentationStyle = .custom
    rig.home.present(rig.detail, animated: true)
    rig.engine.runUntilIdle()
    #expect(rig.home.presentedViewController === rig.detail)
    #expect(rig.detail.view.alpha == 1)
    rig.home.dismiss(animated: true)
    rig.engine.runUntilIdle()
    #expect(rig.home.presentedViewController == nil)
    #expect(rig.chosenAnimators == ["org.fixture.fade", "org.fixture.fade"])
    #expect(rig.engine.violations.map(\.description) == [])
  }

  @Test("a new run attached to the host forgets the handles and messages of the last")
  func attachForgetsTheLastRun() throws {
    let registry = PluginRegistry()
    let first = Engine()
    registry.host.attach(first)
    let view = first.makeView(name: "kept", frame: Rect(x: 0, y: 0, width: 10, height: 10))
    let handle = registry.host.handle(for: view)
    #expect(handle != 0)
    #expect(registry.host.views[handle] === view)
    registry.host.attach(Engine())
    #expect(registry.host.views[handle] == nil)
    #expect(registry.host.messages.isEmpty)
  }
}
