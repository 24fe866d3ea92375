import PluginHost
import TransitionEngine

@testable import TransitionKit

/// An engine with its window, the real host bridge over it, and a plugin session whose
/// code runs against the host's table: TransitionKit as a loaded plugin sees it.
final class RealHostStage {
  let engine = Engine()
  let bridge: HostBridge
  let session: PluginSession

  init() {
    _ = engine.window
    bridge = HostBridge(engine: engine)
    session = PluginSession(host: bridge.hostForTesting)
  }

  /// Runs plugin code with the session bound.
  func plugin<T>(_ body: () -> T) -> T { session.run(body) }

  /// The plugin's wrapper of a host view.
  func view(_ view: TransitionEngine.View) -> UIView? {
    session.view(bridge.handleForTesting(view))
  }

  /// The plugin's wrapper of a host controller.
  func controller(_ controller: ViewController) -> UIViewController? {
    session.controller(bridge.handleForTesting(controller))
  }

  /// The host's view behind a plugin view.
  func engineView(_ view: UIView) -> TransitionEngine.View? {
    bridge.viewForTesting(view.handle)
  }
}
