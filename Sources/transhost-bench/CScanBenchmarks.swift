/// The C example plugin the C scan fixture copies, and its animator id.
let copiedCPluginSource = "Examples/CAnimator/fade.c"
let copiedCPluginID = "com.example.c-fade"

extension BenchContext {
  /// A cold `transhost list` over copies of the C fade example against the C floor
  /// over the same files: issue 16's goal for plugins that are cheap to load, where
  /// the scan helpers' own start-up is what is left to see. With it, for context, the
  /// same two commands over the first two of the copies (`scan.cold-c.fixed`: what a
  /// cold `list` costs whatever the number of files) and what each further file adds
  /// to each (`scan.cold-c.per-file`): the ratio of the goal is the one of these two
  /// weighed by the number of files.
  func cScanFigures() -> [Figure] {
    let many = sizes.plugins
    let name = "scan.cold-c"
    let summary =
      "transhost list over \(many) installed C plugins, empty cache (XDG_CACHE_HOME a new empty dir each run); compared with dlopen_floor.c on the same files"
    let fixedSummary =
      "the same two commands over \(Self.fewCPlugins) of the copies: the cost of a cold list that does not grow with the files (context for scan.cold-c)"
    let perFileSummary =
      "what each further file adds: (\(many) files - \(Self.fewCPlugins) files) / \(many - Self.fewCPlugins), for the list and the floor (context for scan.cold-c)"
    func unavailable(_ reason: String) -> [Figure] {
      [
        .unavailable(
          name, summary: summary, unit: .seconds, goal: .ratioAtMost(1.3), reason: reason),
        .unavailable(name + ".fixed", summary: fixedSummary, unit: .seconds, reason: reason),
        .unavailable(name + ".per-file", summary: perFileSummary, unit: .seconds, reason: reason),
      ]
    }
    progress("scan: \(many) C plugin copies")
    let fixture: PluginFixture
    let few: PluginFixture
    switch buildCPlugin(copiedCPluginSource, directory: "c-scan-source", library: "fade") {
    case .failure(let error): return unavailable(error.description)
    case .success(let directory):
      func copies(_ count: Int) -> Result<PluginFixture, Failure> {
        makePluginCopies(
          of: directory + "/libfade.so", id: copiedCPluginID, idPrefix: "com.example.cb",
          count: count, name: "c-plugins-\(count)")
      }
      switch (copies(many), copies(Self.fewCPlugins)) {
      case (.failure(let error), _), (_, .failure(let error)): return unavailable(error.description)
      case (.success(let made), .success(let madeFew)): (fixture, few) = (made, madeFew)
      }
    }
    let floorPath: String
    switch buildFloor() {
    case .failure(let error): return unavailable("floor unavailable: \(error)")
    case .success(let path): floorPath = path
    }
    // One checked run of each, untimed: every copy listed, every copy loaded.
    let checks = probeChecks(fixture, floor: floorPath, tag: "c-")
    // The two sizes alternate in each run, each list with its floor, so that a slow
    // moment of the machine falls on both sides of each comparison.
    var cold: [Double] = []
    var floorTimes: [Double] = []
    var coldFew: [Double] = []
    var floorFew: [Double] = []
    var failures: Set<String> = []
    progress(
      "scan: \(repeats) timed runs each of the cold C list and the floor, over \(many) and \(Self.fewCPlugins) files"
    )
    // A cold list and the floor over `directory`, timed; nil (a failure noted) when
    // either failed.
    func timedPair(_ directory: String, cache: String) -> (list: Double, floor: Double)? {
      let coldRun = coldList(directory, cache: cache)
      let floorRun = runner.run([floorPath, directory])
      if !coldRun.succeeded { failures.insert("cold list exited \(coldRun.status)") }
      guard coldRun.succeeded, floorRun.succeeded else { return nil }
      return (coldRun.seconds, floorRun.seconds)
    }
    for run in 0..<repeats {
      if let times = timedPair(fixture.directory, cache: "cache-c-cold-many-\(run)") {
        cold.append(times.list)
        floorTimes.append(times.floor)
      }
      if let times = timedPair(few.directory, cache: "cache-c-cold-few-\(run)") {
        coldFew.append(times.list)
        floorFew.append(times.floor)
      }
    }
    let note = ([fixture.description] + checks + failures.sorted()).joined(separator: "; ")
    // Per further file: the difference of the two sizes' medians over the files between.
    func perFile(_ large: [Double], _ small: [Double]) -> Double? {
      guard let large = medianIfAny(large), let small = medianIfAny(small) else { return nil }
      return (large - small) / Double(many - Self.fewCPlugins)
    }
    return [
      Figure(
        name: name, summary: summary, value: medianIfAny(cold), unit: .seconds,
        comparison: ("C dlopen floor", medianIfAny(floorTimes)), goal: .ratioAtMost(1.3),
        note: note),
      Figure(
        name: name + ".fixed", summary: fixedSummary, value: medianIfAny(coldFew), unit: .seconds,
        comparison: ("C dlopen floor", medianIfAny(floorFew)), goal: nil,
        note: "\(Self.fewCPlugins) copies of libfade.so"),
      Figure(
        name: name + ".per-file", summary: perFileSummary, value: perFile(cold, coldFew),
        unit: .seconds, comparison: ("C dlopen floor", perFile(floorTimes, floorFew)), goal: nil,
        note: "two helpers share a list's files; the floor loads them one after the other"),
    ]
  }

  /// How many copies `scan.cold-c.fixed` lists: the fewest that are still a list of
  /// several plugins (one helper, a report each, a cache of two entries), so that the
  /// figure is what a cold `list` costs whatever the number of files.
  static let fewCPlugins = 2
}
