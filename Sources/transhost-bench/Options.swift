/// The harness's settings: sizes, repeats and where things are.
struct BenchOptions {
  /// `--quick`: a tiny configuration for the test suite; the figures are meaningless.
  var quick = false
  /// `--json`: print one JSON object instead of the table.
  var json = false
  /// `--repeats N`: timed runs per measurement (medians are reported).
  var repeats: Int?
  /// `--keep`: leave the temporary directory in place.
  var keep = false
  /// `--transhost PATH`: the binary measured (default: beside this executable).
  var transhostPath: String?
  /// `--source-root PATH`: the transhost checkout (for the C sources compiled here).
  var sourceRoot: String?
  /// `--only a,b`: run only the groups named (scan, startup, memory, abi, engine,
  /// allocations, scaling, volume).
  var only: Set<String>?
  /// `--script-timeout SECONDS`: the limit for one `transhost run` of a generated script.
  var scriptTimeout = 900.0
  /// Internal: `--load-plugins DIR` loads every plugin in DIR into this process and exits.
  var loadPluginsDirectory: String?
  /// Internal: `--count-allocations` counts the engine's heap allocations (run with
  /// `Benchmarks/allocations` preloaded), prints them and exits.
  var countsAllocations = false
  /// Internal: `--sheet-plugin DIR`, with `--count-allocations`: also count the C sheet
  /// plugin compiled into DIR.
  var sheetPluginDirectory: String?
  /// Internal: `--scenario-plugin DIR`, with `--count-allocations`: also count the plugin
  /// scenarios of `Benchmarks/plugins/scenarios.c`, compiled into `DIR`.
  var scenarioPluginDirectory: String?
  /// Internal: `--fade-plugin DIR`, with `--abi-loop fade-plugin`: the C fade example
  /// (`Examples/CAnimator/fade.c`) compiled into DIR.
  var fadePluginDirectory: String?
  /// Internal: `--abi-loop NAME`, for profiling: runs only one side of an ABI comparison
  /// (``ABILoop``) and exits.
  var abiLoop: String?
  /// Internal: `--engine-presentations N` runs N presentations (each dismissed) in one
  /// engine, tracing on, as `scaling.engine` does, and exits: for profiling the growth
  /// per transition (`valgrind --tool=callgrind` of N and 10N).
  var enginePresentations: Int?
  /// Internal: `--pile KIND=N` runs one presentation piling N animations of KIND (a
  /// `Pile`: `animation-blocks`, `views`, `property-animators`), as the volume and
  /// scaling figures do, and exits: for profiling their growth.
  var pile: (kind: Pile, count: Int)?
  /// `--check-counts`: exit 1 when a figure that is a count (allocations; never a
  /// timing) misses its goal.
  var checksCounts = false
  var help = false

  /// The sizes the measurements use.
  struct Sizes {
    /// Plugins installed for the scan (200).
    let plugins: Int
    /// Plugins installed for the scaling comparison's small case (20).
    let fewPlugins: Int
    /// Present+dismiss cycles for the ABI comparison (10,000).
    let abiCycles: Int
    /// Present+dismiss cycles per timed engine run, unsampled and sampled.
    let engineCycles: Int
    let sampledCycles: Int
    /// Presentations in the small and large generated scripts (1,000 and 10,000).
    let smallScript: Int
    let largeScript: Int
    /// Animations piled onto one transition in the volume figures' small case (10,000;
    /// the large case is 4x).
    let pileSmall: Int
    /// The same piles' small case for the scaling figures (10,000; the large case is 10x,
    /// the engine's default limit per transition).
    let pileScalingSmall: Int
    /// Presentations in the small and large scripts run with `--html` (50 and 500: the
    /// page holds every frame, about 110 KB a presentation).
    let smallHTMLScript: Int
    let largeHTMLScript: Int
  }

  var sizes: Sizes {
    quick
      ? Sizes(
        plugins: 10, fewPlugins: 1, abiCycles: 100, engineCycles: 20, sampledCycles: 5,
        smallScript: 10, largeScript: 100, pileSmall: 50, pileScalingSmall: 50,
        smallHTMLScript: 2, largeHTMLScript: 20)
      : Sizes(
        plugins: 200, fewPlugins: 20, abiCycles: 10_000, engineCycles: 2_000, sampledCycles: 300,
        smallScript: 1_000, largeScript: 10_000, pileSmall: 10_000,
        pileScalingSmall: 10_000, smallHTMLScript: 50, largeHTMLScript: 500)
  }

  var timedRuns: Int { max(1, repeats ?? (quick ? 1 : 7)) }

  func runs(_ group: String) -> Bool { only?.contains(group) ?? true }

  static let groups = [
    "scan", "startup", "memory", "abi", "engine", "allocations", "scaling", "volume",
  ]

  static let usage = """
    usage: transhost-bench [--quick] [--json] [--repeats N] [--only GROUPS] [--keep]
                           [--transhost PATH] [--source-root DIR] [--script-timeout SECONDS]
                           [--check-counts]

    Measures transhost against its comparisons, each in the same run, and prints a table
    (or --json). Build it in release mode first:

      swift build -c release && .build/release/transhost-bench

      --quick           a tiny configuration (seconds; for tests: the numbers mean nothing)
      --json            one JSON object with every figure
      --repeats N       timed runs per measurement; medians are reported (default 7)
      --only GROUPS     comma-separated: scan, startup, memory, abi, engine, allocations,
                        scaling, volume
      --keep            keep the temporary directory (its path is printed)
      --transhost PATH  the transhost binary (default: beside this executable)
      --source-root DIR the transhost checkout holding Benchmarks/ and Examples/
                        (default: the one this harness was built from)
      --script-timeout S  the limit for one 'transhost run' of a generated script (900)
      --check-counts    exit 1 when a count (heap allocations per sample or per steady
                        frame) misses its goal; timings never fail a run
    """

  static func parse(_ arguments: [String]) -> Result<BenchOptions, Failure> {
    var options = BenchOptions()
    var index = 0
    func value(_ name: String) -> String? {
      index += 1
      return index < arguments.count ? arguments[index] : nil
    }
    while index < arguments.count {
      let argument = arguments[index]
      switch argument {
      case "--quick": options.quick = true
      case "--json": options.json = true
      case "--keep": options.keep = true
      case "-h", "--help": options.help = true
      case "--repeats":
        guard let text = value(argument), let count = Int(text), count > 0 else {
          return .failure("--repeats needs a positive number")
        }
        options.repeats = count
      case "--transhost":
        guard let path = value(argument) else { return .failure("--transhost needs a path") }
        options.transhostPath = path
      case "--source-root":
        guard let path = value(argument) else { return .failure("--source-root needs a path") }
        options.sourceRoot = path
      case "--script-timeout":
        guard let text = value(argument), let seconds = Double(text), seconds > 0 else {
          return .failure("--script-timeout needs a number of seconds")
        }
        options.scriptTimeout = seconds
      case "--only":
        guard let text = value(argument) else { return .failure("--only needs group names") }
        let names = Set(text.split(separator: ",").map(String.init))
        if let unknown = names.first(where: { !groups.contains($0) }) {
          return .failure(
            "unknown group '\(unknown)'; the groups are \(groups.joined(separator: ", "))")
        }
        options.only = names
      case "--load-plugins":
        guard let path = value(argument) else { return .failure("--load-plugins needs a path") }
        options.loadPluginsDirectory = path
      case "--count-allocations": options.countsAllocations = true
      case "--scenario-plugin":
        guard let path = value(argument) else { return .failure("--scenario-plugin needs a path") }
        options.scenarioPluginDirectory = path
      case "--abi-loop":
        guard let name = value(argument) else { return .failure("--abi-loop needs a loop name") }
        options.abiLoop = name
      case "--fade-plugin":
        guard let path = value(argument) else { return .failure("--fade-plugin needs a path") }
        options.fadePluginDirectory = path
      case "--sheet-plugin":
        guard let path = value(argument) else { return .failure("--sheet-plugin needs a path") }
        options.sheetPluginDirectory = path
      case "--engine-presentations":
        guard let text = value(argument), let count = Int(text), count > 0 else {
          return .failure("--engine-presentations needs a positive number")
        }
        options.enginePresentations = count
      case "--pile":
        let parts = value(argument)?.split(separator: "=", maxSplits: 1) ?? []
        guard parts.count == 2, let kind = Pile(rawValue: String(parts[0])),
          let count = Int(parts[1]), count > 0
        else {
          return .failure(
            "--pile needs KIND=N, KIND one of \(Pile.allCases.map(\.rawValue).joined(separator: ", "))"
          )
        }
        options.pile = (kind, count)
      case "--check-counts": options.checksCounts = true
      default:
        return .failure("unknown option '\(argument)'")
      }
      index += 1
    }
    if options.checksCounts && !options.runs("allocations") {
      return .failure("--check-counts checks the allocations group; add it to --only")
    }
    return .success(options)
  }
}
