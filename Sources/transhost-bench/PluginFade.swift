import PluginHost
import TransitionEngine

/// The fade of `Examples/CAnimator/fade.c`, compiled into `directory`: makes scenes whose
/// detail controller is presented with it, chosen by the resolver as in a run (the
/// plugin ranks secondary, so it serves the custom style by default), and the scenes of
/// its twin, ``BuiltinFade``.
struct PluginFade {
  static let pluginID = "com.example.c-fade"

  let registry: PluginRegistry

  init(directory: String) {
    registry = PluginRegistry.scan(
      directories: [PluginDirectory(path: directory, origin: .option)])
  }

  /// A custom-style scene whose transitioning delegate is the resolver.
  func makeScene(tracing: Bool) -> (Scene, AnimatorResolver) {
    let scene = Scene(tracing: tracing, style: .custom)
    // The registry's one host, as in transhost: each scene attaches its engine.
    registry.host.attach(scene.engine)
    let resolver = AnimatorResolver(registry: registry)
    scene.use(resolver)
    return (scene, resolver)
  }

  /// A custom-style scene presented by the built-in twin.
  static func makeBuiltinScene(tracing: Bool) -> Scene {
    let scene = Scene(tracing: tracing, style: .custom)
    scene.use(BenchDelegate { BuiltinFade() })
    return scene
  }
}
