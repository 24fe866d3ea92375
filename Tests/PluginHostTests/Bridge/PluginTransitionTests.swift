import CTransitionABI
import Foundation
import PluginHost
import Testing
import TranshostTestSupport
import TransitionEngine

/// Plugins run real transitions through the engine, over the C ABI.
@Suite(.serialized) struct PluginTransitionTests {
  @Test(
    "a C plugin built with plain gcc is found through TRANSHOST_PLUGIN_PATH and runs a presentation and a dismissal"
  )
  func cPluginRunsThroughTheEngine() throws {
    let directory = try TestDirectory.make("c-run")
    try FixtureCompiler.compile("good", into: directory)
    let found = PluginSearchPath.directories(
      option: [], environmentValue: directory.path, executablePath: nil, currentDirectory: "/")
    #expect(found == [PluginDirectory(path: directory.path, origin: .environment)])
    let rig = PluginRig(directories: [directory])
    rig.detail.modalPresentationStyle = .custom
    rig.home.present(rig.detail, animated: true)
    rig.engine.advance(by: 0.125)
    #expect(abs(rig.detail.view.presentation.alpha - 0.5) < 1e-9)
    rig.engine.runUntilIdle()
    #expect(rig.home.presentedViewController === rig.detail)
    #expect(rig.detail.view.alpha == 1)
    #expect(rig.detail.view.isInWindow)
    rig.home.dismiss(animated: true)
    rig.engine.runUntilIdle()
    #expect(rig.home.presentedViewController == nil)
    #expect(!rig.detail.view.isInWindow)
    #expect(rig.chosenAnimators == ["org.fixture.fade", "org.fixture.fade"])
    #expect(rig.engine.violations.isEmpty)
  }

  @Test("an interactive dismissal through a C plugin can be cancelled and then finished")
  func cPluginInteractive() throws {
    let directory = try TestDirectory.make("c-interactive")
    try FixtureCompiler.compile("good", into: directory)
    let rig = PluginRig(directories: [directory])
    rig.presentAndSettle(style: .custom)
    let interactor = PercentDrivenInteractiveTransition()
    rig.resolver.setInteractor(interactor, for: rig.detail)
    let context = try #require(rig.home.dismiss(animated: true))
    rig.engine.advance(by: 0)
    interactor.update(0.4)
    #expect(abs(rig.detail.view.presentation.alpha - 0.6) < 1e-9)
    interactor.cancel()
    rig.engine.runUntilIdle()
    #expect(context.phase == .cancelled)
    #expect(rig.detail.view.alpha == 1)
    #expect(rig.home.presentedViewController === rig.detail)
    rig.home.dismiss(animated: true)
    rig.engine.runUntilIdle()
    #expect(rig.home.presentedViewController == nil)
    #expect(rig.engine.violations.isEmpty)
  }

  @Test("bad host calls from a plugin are rejected with a report naming the plugin and the call")
  func badCallsAreReported() throws {
    let directory = try TestDirectory.make("bad-calls")
    try FixtureCompiler.compile("good", into: directory)
    let rig = PluginRig(directories: [directory])
    rig.presentAndSettle(style: .custom)
    let host = rig.bridge.hostForTesting
    let status = host.pointee.view_set_double?(host, 999_999, 4, 0.5)
    #expect(status == -5)
    let nan = host.pointee.view_set_double?(host, UInt64(rig.detail.view.id), 4, .nan)
    #expect(nan == -1)
    let messages = rig.engine.violations.map { "\($0)" }
    #expect(
      messages.contains(
        "plugin 'unknown plugin' called view_set_double: 999999 is not a view handle; the call was ignored"
      ))
    #expect(messages.contains { $0.contains("nan is not a finite number") })
  }
}
