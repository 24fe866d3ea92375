import PluginHost
import TransitionEngine

/// `Benchmarks/plugins/scenarios.c` compiled into `directory`: makes the plugin side of
/// each ``PluginScenario``, its objects made and asked through the ABI as in a run.
struct ScenarioPlugin {
  let registry: PluginRegistry

  init(directory: String) {
    registry = PluginRegistry.scan(
      directories: [PluginDirectory(path: directory, origin: .option)])
  }

  /// The plugin side of `scenario`: its scene (attached to the registry's one host, as
  /// in transhost) and one cycle.
  func make(_ scenario: PluginScenario, tracing: Bool) -> ScenarioScene {
    let scene = Scene(tracing: tracing, style: .custom)
    registry.host.attach(scene.engine)
    switch scenario {
    case .panDismiss, .basicShadow:
      var mappings = StyleMappings()
      _ = mappings.add("custom=\(scenario.objectID)", origin: .commandLine)
      scene.use(AnimatorResolver(registry: registry, mappings: mappings))
      if scenario == .panDismiss {
        return ScenarioScene(scene: scene) { runPanDismiss(scene, step: $0, &$1) }
      }
      return ScenarioScene(scene: scene) { presentAndDismiss(scene, step: $0, &$1) }
    case .viewController:
      scene.use(BenchDelegate { BuiltinSlideUp(duration: 0.35) })
      let plugin = try? registry.object(named: scenario.objectID).get().plugin
      let host = registry.host
      return ScenarioScene(scene: scene) { step, counts in
        presentNewController(
          scene,
          make: {
            guard let plugin else { return nil }
            return try? host.makeController(scenario.objectID, name: "card", plugin: plugin).get()
          }, step: step, &counts)
      }
    }
  }

  /// Runs one cycle of `scenario` on a traced scene and says what is wrong, if anything:
  /// the plugin's objects served it and left the scene as the built-in twin does.
  func verify(_ scenario: PluginScenario) -> String? {
    let made = make(scenario, tracing: true)
    let scene = made.scene
    var counts = CycleCounts()
    switch scenario {
    case .panDismiss:
      made.cycle(nil, &counts)
      if scene.detail.view.superview != nil { return "the dragged card is still in the window" }
      if !scene.detail.view.gestureRecognizers.contains(where: { $0 is PanGestureRecognizer }) {
        return "the plugin added no pan recognizer to the card"
      }
    case .basicShadow:
      scene.home.present(scene.detail, animated: true)
      scene.engine.runUntilIdle()
      let card = scene.detail.view
      if card.shadowOpacity != BuiltinBasicShadow.shadowOpacity
        || card.shadowRadius != BuiltinBasicShadow.shadowRadius || card.alpha != 1
        || card.cornerRadius != 16
      {
        return
          "the card shows alpha \(card.alpha), shadow \(card.shadowOpacity) \(card.shadowRadius), corner \(card.cornerRadius)"
      }
      scene.detail.dismiss(animated: true)
      scene.engine.runUntilIdle()
    case .viewController:
      guard let plugin = try? registry.object(named: scenario.objectID).get().plugin,
        let controller = try? registry.host.makeController(
          scenario.objectID, name: "card", plugin: plugin
        ).get()
      else { return "the plugin made no controller" }
      controller.modalPresentationStyle = .custom
      controller.transitioningDelegate = scene.delegate
      scene.home.present(controller, animated: true)
      scene.engine.runUntilIdle()
      let names = controller.view.subviews.map(\.name)
      if names != ["image", "caption"] {
        return "the controller's view holds \(names), not the image and the caption"
      }
      controller.dismiss(animated: true)
      scene.engine.runUntilIdle()
      made.cycle(nil, &counts)
      if counts.transitions != 2 { return "the cycle made no controller" }
    }
    if let resolver = scene.delegate as? AnimatorResolver {
      let chosen = resolver.resolutions.map { $0.animatorID ?? "system" }
      if chosen.isEmpty || !chosen.allSatisfy({ $0.hasPrefix(scenario.objectID) }) {
        return "the resolver chose \(chosen.joined(separator: ", "))"
      }
    }
    if scene.home.presentedViewController != nil { return "home still presents after the cycle" }
    if let violation = scene.engine.violations.first { return "\(violation)" }
    return nil
  }
}
