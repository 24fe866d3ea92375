import Foundation
import PluginHost
import TransitionEngine

/// An engine with a root controller `home` (holding a `button`), a controller `detail`
/// to present, and a resolver over the plugins in `directories`.
final class PluginRig {
  let engine: Engine
  let home: ViewController
  let detail: ViewController
  let button: View
  let registry: PluginRegistry
  let bridge: HostBridge
  let resolver: AnimatorResolver

  init(
    directories: [URL], mappings: StyleMappings = StyleMappings(),
    configuration: Engine.Configuration = Engine.Configuration(),
    scanner: PluginScanner = .inProcess
  ) {
    engine = Engine(configuration: configuration)
    home = ViewController(engine: engine, name: "home")
    detail = ViewController(engine: engine, name: "detail")
    button = engine.makeView(name: "button", frame: Rect(x: 20, y: 700, width: 100, height: 44))
    home.view.addSubview(button)
    engine.window.rootViewController = home
    registry = PluginRegistry.scan(
      directories: directories.map { PluginDirectory(path: $0.path, origin: .option) },
      scanner: scanner)
    bridge = registry.host
    bridge.attach(engine)
    resolver = AnimatorResolver(registry: registry, mappings: mappings)
    detail.transitioningDelegate = resolver
  }

  /// Presents `detail` in `style` and runs until idle.
  func presentAndSettle(style: ModalPresentationStyle) {
    detail.modalPresentationStyle = style
    home.present(detail, animated: true)
    engine.runUntilIdle()
  }

  /// The animator ids the trace says were chosen, in order.
  var chosenAnimators: [String] {
    engine.trace.events(of: .animatorResolved).compactMap { $0[field: "animator"] }
  }
}
