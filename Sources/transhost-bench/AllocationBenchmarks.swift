import TransitionEngine

#if canImport(Glibc)
  import Glibc
#endif

/// Reads the heap-allocation count kept by `Benchmarks/allocations/count_allocations.c`
/// when this process runs with it preloaded (`LD_PRELOAD`).
struct AllocationCounter {
  private let read: @convention(c) () -> UInt64

  /// The counter, or nil when the counting library is not loaded.
  init?() {
    // A null handle is RTLD_DEFAULT: the preloaded library comes first in that search.
    guard let symbol = dlsym(nil, "transhost_bench_allocation_count") else { return nil }
    read = unsafeBitCast(symbol, to: (@convention(c) () -> UInt64).self)
  }

  /// Allocations made so far by the whole process.
  var count: UInt64 { read() }

  /// One scenario's counts, as the child prints them and the parent reads them.
  struct Counts {
    /// Calls of `TreeSampler.sample()`, and the allocations made inside them.
    var samples: UInt64 = 0
    var sampleAllocations: UInt64 = 0
    /// Frames in which nothing started or ended, and the allocations advancing the
    /// clock and sampling made in them.
    var steadyFrames: UInt64 = 0
    var steadyFrameAllocations: UInt64 = 0
    /// Transitions run straight to each event, and all allocations made meanwhile.
    var transitions: UInt64 = 0
    var transitionAllocations: UInt64 = 0

    private var numbers: [UInt64] {
      [
        samples, sampleAllocations, steadyFrames, steadyFrameAllocations, transitions,
        transitionAllocations,
      ]
    }

    var line: String { numbers.map { "\($0)" }.joined(separator: " ") }

    init() {}

    init?(line: Substring) {
      let numbers = line.split(separator: " ").compactMap { UInt64($0) }
      guard numbers.count == 6 else { return nil }
      samples = numbers[0]
      sampleAllocations = numbers[1]
      steadyFrames = numbers[2]
      steadyFrameAllocations = numbers[3]
      transitions = numbers[4]
      transitionAllocations = numbers[5]
    }
  }

  /// The child: for each engine scenario (tracing off), after two warm-up cycles, the
  /// allocations made inside `TreeSampler.sample()` and in steady frames over cycles
  /// sampled at 60 Hz, and all allocations over cycles run straight to each event.
  /// Prints a line a scenario: its name, then ``Counts/line``.
  static func runChild(_ options: BenchOptions) -> Int32 {
    guard let counter = AllocationCounter() else {
      writeError(
        "transhost-bench: --count-allocations needs Benchmarks/allocations preloaded (LD_PRELOAD)\n"
      )
      return 1
    }
    let cycles = options.sizes.sampledCycles
    var text = ""
    for scenario in EngineScenario.allCases {
      let scene = scenario.makeScene(tracing: false)
      let counts = count(counter, cycles: cycles) { scenario.cycle(scene, step: $0, &$1) }
      text += "\(scenario.rawValue) \(counts.line)\n"
    }
    if let directory = options.sheetPluginDirectory {
      let (scene, _) = PluginSheet(directory: directory).makeScene(tracing: false)
      let counts = count(counter, cycles: cycles) { presentAndDismiss(scene, step: $0, &$1) }
      text += "\(AllocationScenario.pluginSheet) \(counts.line)\n"
    }
    text += PluginScenario.allocationLines(
      counter, cycles: cycles, pluginDirectory: options.scenarioPluginDirectory)
    writeOut(text)
    return 0
  }

  /// One scenario's counts: after two warm-up cycles, `cycles` cycles sampled at 60 Hz,
  /// then `cycles` run straight to each event.
  static func count(
    _ counter: AllocationCounter, cycles: Int, _ cycle: (Double?, inout CycleCounts) -> Void
  ) -> Counts {
    var warmup = CycleCounts()
    for _ in 0..<2 { cycle(1.0 / 60, &warmup) }
    var sampled = CycleCounts(allocationCounter: counter)
    for _ in 0..<cycles { cycle(1.0 / 60, &sampled) }
    var straight = CycleCounts()
    let before = counter.count
    for _ in 0..<cycles { cycle(nil, &straight) }
    var counts = Counts()
    counts.transitionAllocations = counter.count - before
    counts.transitions = UInt64(straight.transitions)
    counts.samples = UInt64(sampled.frames)
    counts.sampleAllocations = sampled.allocationsWhileSampling
    counts.steadyFrames = sampled.steadyFrames
    counts.steadyFrameAllocations = sampled.allocationsInSteadyFrames
    return counts
  }
}

/// What the allocation figures count: each engine scenario (built in), and the C sheet
/// plugin's scene of `abi.sheet` (through the ABI).
enum AllocationScenario {
  /// The name of the C sheet plugin's scenario.
  static let pluginSheet = "c-sheet-plugin"

  /// Every scenario's name, with how its figures name what runs.
  static var all: [(name: String, measured: String)] {
    EngineScenario.allCases.map { scenario in
      guard scenario == .panDismiss else { return (scenario.rawValue, scenario.rawValue) }
      return (
        scenario.rawValue,
        "\(scenario.rawValue) (a steady frame there also moves the finger 25 points: touchMove, the pan's action, the interactor's update)"
      )
    } + [
      (
        pluginSheet,
        "\(pluginSheet) (abi.sheet's scene: the bottom sheet of Plugins/CSheet through the ABI, present+dismiss)"
      )
    ] + PluginScenario.allocationScenarios
  }
}

/// The allocation figures of one scenario: name suffix, summary, goal, and how the
/// value and note come from the counts.
private struct AllocationFigure: Sendable {
  let suffix: String
  let summary: @Sendable (String) -> String
  let goal: Goal?
  let count: @Sendable (Counts) -> (allocations: UInt64, per: UInt64, of: String)

  static let all = [
    AllocationFigure(
      suffix: "per-sample",
      summary: {
        "heap allocations per call of TreeSampler.sample(), \($0) at 60 Hz after warm-up, tracing off (the malloc family, counted by an LD_PRELOAD library)"
      }, goal: .valueAtMost(0),
      count: { ($0.sampleAllocations, $0.samples, "samples") }),
    AllocationFigure(
      suffix: "per-steady-frame",
      summary: {
        "heap allocations per frame in which nothing starts or ends (advancing the clock 1/60 s and sampling), \($0), tracing off"
      }, goal: .valueAtMost(0),
      count: { ($0.steadyFrameAllocations, $0.steadyFrames, "steady frames") }),
    AllocationFigure(
      suffix: "per-transition",
      summary: {
        "heap allocations per transition, \($0) run straight to each event, tracing off"
      }, goal: nil,
      count: { ($0.transitionAllocations, $0.transitions, "transitions") }),
  ]
}

extension BenchContext {
  /// Heap allocations per frame sample and per steady frame (the goal: none) and per
  /// transition, counted in a child of this harness run with the counting library.
  func allocationFigures() -> [Figure] {
    func figures(_ counts: (String) -> Counts?, reason: (String) -> String) -> [Figure] {
      AllocationScenario.all.flatMap { scenario in
        AllocationFigure.all.map { kind in
          let name = "allocations.\(scenario.name).\(kind.suffix)"
          guard let count = counts(scenario.name).map(kind.count), count.per > 0 else {
            return Figure.unavailable(
              name, summary: kind.summary(scenario.measured), unit: .count, goal: kind.goal,
              reason: reason(scenario.name))
          }
          return Figure(
            name: name, summary: kind.summary(scenario.measured),
            value: Double(count.allocations) / Double(count.per), unit: .count, goal: kind.goal,
            note: "\(count.allocations) allocations in \(count.per) \(count.of)")
        }
      }
    }
    progress("allocations: counting in a child")
    let library = workspace.file("libcount_allocations.so")
    if let error = toolchain.compileC(
      [sourceRoot + "/Benchmarks/allocations/count_allocations.c"],
      flags: ["-O2", "-shared", "-fPIC"], output: library, runner: runner,
      scratch: workspace.file("gcc-allocations"))
    {
      return figures({ _ in nil }, reason: { _ in error.description })
    }
    var arguments = [currentExecutablePath(), "--count-allocations"]
    if options.quick { arguments.append("--quick") }
    // The C sheet plugin's counts need it compiled; without it they are unavailable.
    let sheetProblem: String?
    switch buildSheetPlugin() {
    case .success(let directory):
      arguments += ["--sheet-plugin", directory]
      sheetProblem = nil
    case .failure(let error): sheetProblem = error.description
    }
    let scenarioProblem: String?
    switch buildScenarioPlugin() {
    case .success(let directory):
      arguments += ["--scenario-plugin", directory]
      scenarioProblem = nil
    case .failure(let error): scenarioProblem = error.description
    }
    let child = runner.output(
      arguments, environment: ["LD_PRELOAD": library], scratch: workspace.file("allocations"))
    guard child.run.succeeded else {
      return figures(
        { _ in nil },
        reason: { _ in
          "the counting child failed (\(child.run.status)): \(child.stderr.prefix(300))"
        })
    }
    var counts: [String: Counts] = [:]
    for line in child.stdout.split(separator: "\n") {
      guard let space = line.firstIndex(of: " "),
        let parsed = Counts(line: line[line.index(after: space)...])
      else { continue }
      counts[String(line[..<space])] = parsed
    }
    let missing = "the counting child printed no counts for it"
    return figures(
      { counts[$0] },
      reason: { name in
        if name == AllocationScenario.pluginSheet { return sheetProblem ?? missing }
        if PluginScenario.pluginAllocationNames.contains(name) { return scenarioProblem ?? missing }
        return missing
      })
  }
}

private typealias Counts = AllocationCounter.Counts
