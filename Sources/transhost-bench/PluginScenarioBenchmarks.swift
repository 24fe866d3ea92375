import PluginHost
import TransitionEngine

extension BenchContext {
  /// For each ``PluginScenario``, `abiCycles` cycles through the ABI (the objects of
  /// `Benchmarks/plugins/scenarios.c`) and built in, interleaved in the same run:
  /// transitions per second of the plugin side, and its time against the built-in's.
  func pluginScenarioFigures() -> [Figure] {
    let plugin: ScenarioPlugin?
    let problem: String?
    switch buildScenarioPlugin() {
    case .success(let directory):
      plugin = ScenarioPlugin(directory: directory)
      problem = nil
    case .failure(let error):
      plugin = nil
      problem = error.description
    }
    return PluginScenario.allCases.flatMap { scenario in
      scenarioFigures(scenario, plugin: plugin, problem: problem)
    }
  }

  private func scenarioFigures(
    _ scenario: PluginScenario, plugin: ScenarioPlugin?, problem: String?
  ) -> [Figure] {
    let cycles = sizes.abiCycles
    let summary =
      "\(scenario.cycleSummary), \(cycles) times, tracing off: \(scenario.sidesSummary)"
    let comparison = ABIComparison(
      name: "abi.\(scenario.rawValue)",
      rateSummary: summary + ": transitions per second on one core",
      ratioSummary: summary
        + ": the time of the plugin's cycles against the built-in's (the ABI's cost)",
      builtinLabel: "built in")
    guard let plugin else { return comparison.unavailable(problem ?? "the plugin was not built") }
    if let wrong = plugin.verify(scenario) {
      return comparison.unavailable("verification failed: \(scenario.rawValue): \(wrong)")
    }
    progress("abi: \(scenario.rawValue) x \(cycles)")
    var builtinTimes: [Double] = []
    var pluginTimes: [Double] = []
    var builtinTransitions = 0
    var pluginTransitions = 0
    for _ in 0..<repeats {
      do {
        let builtin = scenario.makeBuiltin(tracing: false)
        var counts = CycleCounts()
        builtin.cycle(nil, &counts)
        builtinTimes.append(timed { for _ in 0..<cycles { builtin.cycle(nil, &counts) } })
        builtinTransitions = counts.transitions
      }
      do {
        let made = plugin.make(scenario, tracing: false)
        var counts = CycleCounts()
        made.cycle(nil, &counts)
        pluginTimes.append(timed { for _ in 0..<cycles { made.cycle(nil, &counts) } })
        pluginTransitions = counts.transitions
      }
    }
    // Each repeat runs one warm-up cycle, then `cycles`: as many transitions each side.
    guard pluginTransitions == builtinTransitions, pluginTransitions > 0 else {
      return comparison.unavailable(
        "the plugin ran \(pluginTransitions) transitions, the built-in \(builtinTransitions)")
    }
    let timedTransitions = Double(pluginTransitions) * Double(cycles) / Double(cycles + 1)
    return comparison.figures(
      pluginTimes: pluginTimes, builtinTimes: builtinTimes, transitions: timedTransitions,
      rateNote: "\(cycles) cycles per timed run")
  }

  /// `Benchmarks/plugins/scenarios.c` compiled into the workspace directory
  /// `scenario-plugin`, or why not.
  func buildScenarioPlugin() -> Result<String, Failure> {
    buildCPlugin(
      "Benchmarks/plugins/scenarios.c", directory: "scenario-plugin", library: "scenarios")
  }
}
