/// The C example plugin the C scan fixture copies, and its animator id.
let copiedCPluginSource = "Examples/CAnimator/fade.c"
let copiedCPluginID = "com.example.c-fade"

extension BenchContext {
  /// A cold `transhost list` over copies of the C fade example against the C floor
  /// over the same files: issue 16's goal for plugins that are cheap to load, where
  /// the scan helpers' own start-up is what is left to see.
  func cScanFigure() -> Figure {
    let many = sizes.plugins
    let name = "scan.cold-c"
    let summary =
      "transhost list over \(many) installed C plugins, empty cache (XDG_CACHE_HOME a new empty dir each run); compared with dlopen_floor.c on the same files"
    func unavailable(_ reason: String) -> Figure {
      .unavailable(name, summary: summary, unit: .seconds, goal: .ratioAtMost(1.3), reason: reason)
    }
    progress("scan: \(many) C plugin copies")
    let fixture: PluginFixture
    switch buildCPlugin(copiedCPluginSource, directory: "c-scan-source", library: "fade") {
    case .failure(let error): return unavailable(error.description)
    case .success(let directory):
      switch makePluginCopies(
        of: directory + "/libfade.so", id: copiedCPluginID, idPrefix: "com.example.cb",
        count: many, name: "c-plugins-\(many)")
      {
      case .failure(let error): return unavailable(error.description)
      case .success(let made): fixture = made
      }
    }
    let floorPath: String
    switch buildFloor() {
    case .failure(let error): return unavailable("floor unavailable: \(error)")
    case .success(let path): floorPath = path
    }
    // One checked run of each, untimed: every copy listed, every copy loaded.
    let checks = probeChecks(fixture, floor: floorPath, tag: "c-")
    var cold: [Double] = []
    var floorTimes: [Double] = []
    var failures: Set<String> = []
    progress("scan: \(repeats) timed runs each of the cold C list and the floor")
    for run in 0..<repeats {
      let coldRun = coldList(fixture.directory, cache: "cache-c-cold-\(run)")
      if coldRun.succeeded {
        cold.append(coldRun.seconds)
      } else {
        failures.insert("cold list exited \(coldRun.status)")
      }
      let floorRun = runner.run([floorPath, fixture.directory])
      if floorRun.succeeded { floorTimes.append(floorRun.seconds) }
    }
    return Figure(
      name: name, summary: summary, value: cold.isEmpty ? nil : median(cold), unit: .seconds,
      comparison: ("C dlopen floor", floorTimes.isEmpty ? nil : median(floorTimes)),
      goal: .ratioAtMost(1.3),
      note: ([fixture.description] + checks + failures.sorted()).joined(separator: "; "))
  }
}
