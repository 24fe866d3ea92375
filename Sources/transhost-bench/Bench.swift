import PluginHost

#if canImport(Glibc)
  import Glibc
#endif

/// `transhost-bench`: measures transhost against its comparisons, each in the same
/// run, and prints a table or JSON. A thin command line over the measurements in
/// this target; see docs/PERFORMANCE.md.
@main
enum Bench {
  static func main() {
    let options: BenchOptions
    switch BenchOptions.parse(Array(CommandLine.arguments.dropFirst())) {
    case .success(let parsed): options = parsed
    case .failure(let message):
      writeError("transhost-bench: \(message)\n\(BenchOptions.usage)\n")
      exit(64)
    }
    if options.help {
      writeOut(BenchOptions.usage + "\n")
      exit(0)
    }
    if let directory = options.loadPluginsDirectory { exit(loadPlugins(in: directory)) }
    if options.countsAllocations { exit(AllocationCounter.runChild(options)) }
    if let loop = options.abiLoop { exit(ABILoop.run(loop, options)) }
    if let count = options.enginePresentations {
      BenchContext.runEnginePresentations(count)
      exit(0)
    }
    if let pile = options.pile {
      exit(BenchContext.pileSeconds(pile.kind, count: pile.count) == nil ? 1 : 0)
    }
    exit(run(options))
  }

  /// Measures everything the options ask for and prints it; 0 when every figure was
  /// measured (met or missed), 1 when the workspace could not be made (or, with
  /// `--check-counts`, a count missed its goal).
  static func run(_ options: BenchOptions) -> Int32 {
    guard let workspace = Workspace() else {
      writeError("transhost-bench: cannot create a temporary directory\n")
      return 1
    }
    if !options.keep { InterruptCleanup.install(removing: workspace.path) }
    let context = BenchContext(options: options, workspace: workspace)
    defer {
      InterruptCleanup.uninstall()
      if options.keep {
        context.progress("kept \(workspace.path)")
      } else {
        workspace.removeAll()
      }
    }
    // The engine, ABI and allocation groups run in this process; the others run
    // `transhost` (and use the bundled plugins beside it).
    let needsTranshost = ["scan", "memory", "startup", "scaling"].contains(where: options.runs)
    guard !needsTranshost || fileExists(context.transhost) else {
      writeError(
        "transhost-bench: no transhost binary at \(context.transhost); build the package or pass --transhost\n"
      )
      return 1
    }
    var figures: [Figure] = []
    if options.runs("scan") || options.runs("memory") { figures += context.scanFigures() }
    if options.runs("scan") { figures.append(contentsOf: context.cScanFigures()) }
    if options.runs("startup") { figures += context.startupFigures() }
    // The engine before the ABI: memory.engine is this process's peak so far.
    if options.runs("engine") { figures += context.engineFigures() }
    if options.runs("abi") {
      figures += context.abiFigures() + context.sheetFigures() + context.pluginScenarioFigures()
    }
    if options.runs("allocations") { figures += context.allocationFigures() }
    if options.runs("scaling") {
      figures.append(context.engineScalingFigure())
      figures.append(context.scriptScalingFigure())
      figures.append(context.htmlScalingFigure())
      figures += context.pileScalingFigures()
    }
    if options.runs("volume") { figures += context.volumeFigures() }
    let description = RunDescription(
      configuration: options.quick ? "quick" : "full", buildMode: buildMode,
      cores: processorCount(),
      repeats: options.timedRuns, transhost: context.transhost, workspace: workspace.path)
    let text =
      options.json ? renderJSON(figures, run: description) : renderTable(figures, run: description)
    writeOut(text)
    let missedCounts = figures.filter { $0.unit == .count && $0.status == .missed }
    if options.checksCounts && !missedCounts.isEmpty {
      writeError(
        "transhost-bench: counts missed their goal: \(missedCounts.map(\.name).joined(separator: ", "))\n"
      )
      return 1
    }
    return 0
  }

  static var buildMode: String {
    #if DEBUG
      "debug"
    #else
      "release"
    #endif
  }

  /// The child the memory figure measures: loads every plugin in `directory` into this
  /// process, as the host does, and reports what it loaded.
  static func loadPlugins(in directory: String) -> Int32 {
    let registry = PluginRegistry.scan(
      directories: [PluginDirectory(path: directory, origin: .option)])
    print(
      "\(registry.entries.count) animators loaded, \(registry.shadowed.count) shadowed, "
        + "\(registry.refused.count) refused; peak RSS \(formatValue(Double(peakResidentKiB()), .kibibytes))"
    )
    return registry.entries.isEmpty ? 1 : 0
  }
}
