import PluginHost
import TransitionEngine

/// One side of an ABI comparison run alone, for profilers: `transhost-bench --abi-loop
/// NAME` with the compiled plugin's directory (`--fade-plugin DIR` for the fade,
/// `--sheet-plugin DIR` for the sheet, `--scenario-plugin DIR` for the others) runs one warm-up cycle, then 2,000 cycles
/// (1,000 with `--quick`) inside ``measuredCycles(_:_:)``, the function to count
/// (`valgrind --tool=callgrind --toggle-collect='*measuredCycles*'`).
///
/// NAME is `fade-plugin`, `fade-builtin`, `sheet-plugin` or `sheet-builtin`, or a ``PluginScenario`` name followed by
/// `-plugin` or `-builtin` (`pan-dismiss-plugin`).
enum ABILoop {
  static func run(_ name: String, _ options: BenchOptions) -> Int32 {
    guard let made = make(name, options) else {
      writeError(
        "transhost-bench: unknown --abi-loop '\(name)' or its plugin directory missing; "
          + "the loops are fade-plugin, fade-builtin, sheet-plugin, sheet-builtin and \(PluginScenario.allCases.map { "\($0.rawValue)-plugin, \($0.rawValue)-builtin" }.joined(separator: ", "))\n"
      )
      return 64
    }
    var counts = CycleCounts()
    made.cycle(nil, &counts)
    measuredCycles(made, options.quick ? 1_000 : 2_000)
    writeOut("\(name): \(counts.transitions) warm-up transitions, then the measured cycles\n")
    return 0
  }

  /// The cycles a profiler counts.
  @inline(never)
  static func measuredCycles(_ made: ScenarioScene, _ cycles: Int) {
    var counts = CycleCounts()
    for _ in 0..<cycles { made.cycle(nil, &counts) }
    writeOut("\(counts.transitions) transitions measured\n")
  }

  private static func make(_ name: String, _ options: BenchOptions) -> ScenarioScene? {
    switch name {
    case "sheet-builtin":
      let scene = Scene(tracing: false, style: .custom)
      scene.use(BuiltinSheetDelegate())
      return ScenarioScene(scene: scene) { presentAndDismiss(scene, step: $0, &$1) }
    case "fade-builtin":
      let scene = PluginFade.makeBuiltinScene(tracing: false)
      return ScenarioScene(scene: scene) { presentAndDismiss(scene, step: $0, &$1) }
    case "fade-plugin":
      guard let directory = options.fadePluginDirectory else { return nil }
      let (scene, _) = PluginFade(directory: directory).makeScene(tracing: false)
      return ScenarioScene(scene: scene) { presentAndDismiss(scene, step: $0, &$1) }
    case "sheet-plugin":
      guard let directory = options.sheetPluginDirectory else { return nil }
      let (scene, _) = PluginSheet(directory: directory).makeScene(tracing: false)
      return ScenarioScene(scene: scene) { presentAndDismiss(scene, step: $0, &$1) }
    default:
      for scenario in PluginScenario.allCases {
        if name == scenario.rawValue + "-builtin" { return scenario.makeBuiltin(tracing: false) }
        if name == scenario.rawValue + "-plugin", let directory = options.scenarioPluginDirectory {
          return ScenarioPlugin(directory: directory).make(scenario, tracing: false)
        }
      }
      return nil
    }
  }
}
