import PluginHost
import TransitionEngine

/// The bottom sheet of `Plugins/CSheet`, compiled into `directory`: makes scenes whose
/// detail controller is presented with it, chosen by a mapping and made and asked by the
/// resolver through the ABI as in a run.
struct PluginSheet {
  let registry: PluginRegistry
  let mappings: StyleMappings

  init(directory: String) {
    registry = PluginRegistry.scan(
      directories: [PluginDirectory(path: directory, origin: .option)])
    var mappings = StyleMappings()
    _ = mappings.add("custom=org.transhost.c-sheet(dimming: 0.4)", origin: .commandLine)
    self.mappings = mappings
  }

  /// A custom-style scene whose transitioning delegate is the resolver.
  func makeScene(tracing: Bool) -> (Scene, AnimatorResolver) {
    let scene = Scene(tracing: tracing, style: .custom)
    // The registry's one host, as in transhost: each scene attaches its engine.
    registry.host.attach(scene.engine)
    let resolver = AnimatorResolver(registry: registry, mappings: mappings)
    scene.use(resolver)
    return (scene, resolver)
  }
}

extension BenchContext {
  /// The bottom sheet, present+dismiss `abiCycles` times, with a transitioning delegate
  /// and a presentation controller (dimming view faded alongside) in the path: the C
  /// plugin's, chosen by a mapping and made and asked by the resolver through the ABI as
  /// in a run, side by side with the same objects written in Swift inside the engine.
  func sheetFigures() -> [Figure] {
    let cycles = sizes.abiCycles
    let name = "abi.sheet"
    let summary =
      "the bottom sheet of Plugins/CSheet (delegate, presentation controller with a dimming view faded alongside, animator), present+dismiss \(cycles) times, tracing off: the C plugin through the ABI (mapping, resolver, bridge, C callbacks) vs the same objects in Swift inside the engine"
    let comparison = ABIComparison(
      name: name, rateSummary: summary + ": transitions per second on one core",
      ratioSummary: summary
        + ": the time of the plugin's cycles against the built-in sheet's (the ABI's cost)",
      builtinLabel: "the same sheet in Swift")
    func unavailable(_ reason: String) -> [Figure] { comparison.unavailable(reason) }
    let directory: String
    switch buildSheetPlugin() {
    case .success(let built): directory = built
    case .failure(let error): return unavailable(error.description)
    }
    let plugin = PluginSheet(directory: directory)

    func builtinScene() -> Scene {
      let scene = Scene(tracing: false, style: .custom)
      scene.use(BuiltinSheetDelegate())
      return scene
    }
    func pluginScene(tracing: Bool) -> (Scene, AnimatorResolver) {
      plugin.makeScene(tracing: tracing)
    }
    // Checked once: the mapped delegate serves both, its presentation controller leaves
    // the sheet in the lower half over the dimming view, nothing is left, no violation.
    var problems: [String] = []
    do {
      let (scene, resolver) = pluginScene(tracing: true)
      scene.home.present(scene.detail, animated: true)
      scene.engine.runUntilIdle()
      let expected = Rect(x: 0, y: 422, width: 390, height: 422)
      if scene.detail.view.frame != expected {
        problems.append("the sheet is at \(scene.detail.view.frame), not \(expected)")
      }
      let dimming = scene.detail.view.superview?.subviews.first { $0.name == "dimming" }
      if dimming?.alpha != 0.4 { problems.append("the dimming view is not at alpha 0.4") }
      scene.detail.dismiss(animated: true)
      scene.engine.runUntilIdle()
      let chosen = resolver.resolutions.map { $0.animatorID ?? "system" }
      if chosen.count != 2 || !chosen.allSatisfy({ $0.hasPrefix("org.transhost.c-sheet") }) {
        problems.append("the resolver chose \(chosen.joined(separator: ", "))")
      }
      if scene.engine.window.rootView.subviews.count != 1 {
        problems.append("the window keeps \(scene.engine.window.rootView.subviews)")
      }
      if let violation = scene.engine.violations.first { problems.append("\(violation)") }
    }
    guard problems.isEmpty else {
      return unavailable("verification failed: " + problems.joined(separator: "; "))
    }
    progress("abi: sheet x \(cycles)")
    var builtinTimes: [Double] = []
    var pluginTimes: [Double] = []
    var counts = CycleCounts()
    for _ in 0..<repeats {
      do {
        let builtin = builtinScene()
        presentAndDismiss(builtin, step: nil, &counts)
        builtinTimes.append(
          timed { for _ in 0..<cycles { presentAndDismiss(builtin, step: nil, &counts) } })
      }
      do {
        let (plugin, _) = pluginScene(tracing: false)
        presentAndDismiss(plugin, step: nil, &counts)
        pluginTimes.append(
          timed { for _ in 0..<cycles { presentAndDismiss(plugin, step: nil, &counts) } })
      }
    }
    return comparison.figures(
      pluginTimes: pluginTimes, builtinTimes: builtinTimes, transitions: Double(2 * cycles),
      rateNote: "\(cycles) present+dismiss cycles per timed run")
  }

  /// `Plugins/CSheet` compiled into the workspace directory `sheet-plugin`, or why not.
  func buildSheetPlugin() -> Result<String, Failure> {
    buildCPlugin("Plugins/CSheet/csheet.c", directory: "sheet-plugin", library: "csheet")
  }
}
