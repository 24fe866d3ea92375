#if canImport(Glibc)
  import Glibc
#endif

/// A directory of plugin copies made for a scan measurement.
struct PluginFixture {
  let directory: String
  let count: Int
  /// What the copies are, for the notes.
  let description: String
  /// The id prefix of the copies when they have distinct ids (for checking `list`).
  let idPrefix: String?
}

/// The bundled Swift plugin the scan fixtures copy, and its animator id.
let copiedPluginFile = "libSlideUpAnimator.so"
let copiedPluginID = "org.transhost.slide-up"

/// The offsets at which `needle` occurs in `haystack`.
func occurrences(of needle: [UInt8], in haystack: [UInt8]) -> [Int] {
  guard let first = needle.first, needle.count <= haystack.count else { return [] }
  var result: [Int] = []
  var index = 0
  let last = haystack.count - needle.count
  while index <= last {
    if haystack[index] == first && Array(haystack[index..<index + needle.count]) == needle {
      result.append(index)
      index += needle.count
    } else {
      index += 1
    }
  }
  return result
}

extension BenchContext {
  /// `count` copies of the bundled Slide Up plugin in a new directory `name`. Each copy
  /// gets a distinct animator id by rewriting the 22-byte id literal in the copy
  /// (`org.transhost.slide-up` -> `org.transhost.bench000`, same length, so nothing
  /// else in the library moves); when the literal is not found exactly once the copies
  /// stay identical (same id: every copy after the first is reported as shadowed, which
  /// costs the same to scan).
  func makeSwiftPluginCopies(count: Int, name: String) -> Result<PluginFixture, Failure> {
    makePluginCopies(
      of: products + "/" + copiedPluginFile, id: copiedPluginID, idPrefix: "org.transhost.bench",
      count: count, name: name)
  }

  /// `count` copies of the plugin library `source` in a new directory `name`, the
  /// animator id literal `id` rewritten in each to `idPrefix` and a number of the same
  /// total length (see `makeSwiftPluginCopies`).
  func makePluginCopies(
    of source: String, id: String, idPrefix: String, count: Int, name: String
  )
    -> Result<PluginFixture, Failure>
  {
    let file = source.split(separator: "/").last.map(String.init) ?? source
    guard let original = readBytes(source) else {
      return .failure("\(file) not found (\(source)); build the package first")
    }
    let directory = workspace.directory(name)
    let needle = Array(id.utf8)
    let digits = needle.count - idPrefix.utf8.count
    let found = occurrences(of: needle, in: original)
    let patchable = found.count == 1 && digits >= 3 && count <= 1000
    for index in 0..<count {
      var bytes = original
      if patchable {
        var number = String(index)
        while number.count < digits { number = "0" + number }
        let newID = Array((idPrefix + number).utf8)
        precondition(newID.count == needle.count)
        bytes.replaceSubrange(found[0]..<found[0] + needle.count, with: newID)
      }
      var fileNumber = String(index)
      while fileNumber.count < 4 { fileNumber = "0" + fileNumber }
      guard writeBytes(bytes, to: "\(directory)/libbench\(fileNumber).so", mode: 0o755) else {
        return .failure("cannot write plugin copies into \(directory)")
      }
    }
    guard
      copySharedTransitionKit(neededBy: original, from: parentDirectory(of: source), to: directory)
    else {
      return .failure("cannot copy the shared TransitionKit library into \(directory)")
    }
    let description =
      patchable
      ? "\(count) copies of \(file), each with its own animator id (the id literal rewritten in place)"
      : "\(count) identical copies of \(file) (same animator id: \(count - 1) shadowed; same scan cost)"
    return .success(
      PluginFixture(
        directory: directory, count: count, description: description,
        idPrefix: patchable ? idPrefix : nil))
  }

  /// `count` copies of a LADSPA plugin from /usr/lib/ladspa, or why there are none.
  func makeLADSPACopies(count: Int) -> Result<(directory: String, listplugins: String), Failure> {
    guard let listplugins = findExecutable("listplugins") else {
      return .failure(
        "ladspa-sdk is not installed (no listplugins on PATH); apt-get install ladspa-sdk")
    }
    let system = "/usr/lib/ladspa"
    let candidates = directoryEntries(system).filter { $0.hasSuffix(".so") }
    guard let chosen = candidates.first(where: { $0 == "amp.so" }) ?? candidates.first,
      let bytes = readBytes(system + "/" + chosen)
    else {
      return .failure("no LADSPA plugin in \(system); apt-get install ladspa-sdk")
    }
    let directory = workspace.directory("ladspa")
    for index in 0..<count {
      writeBytes(bytes, to: "\(directory)/\(chosen.dropLast(3))\(index).so", mode: 0o755)
    }
    return .success((directory, listplugins))
  }

  /// The C floor compiled from `Benchmarks/floor/dlopen_floor.c`, or why not.
  func buildFloor() -> Result<String, Failure> {
    let source = sourceRoot + "/Benchmarks/floor/dlopen_floor.c"
    guard fileExists(source) else { return .failure("\(source) not found; pass --source-root") }
    let output = workspace.file("dlopen_floor")
    // -ldl after the source: glibc before 2.34 keeps dlopen there.
    if let error = toolchain.compileC(
      [source, "-ldl"], flags: ["-O2", "-std=c99", "-I", includeDirectory], output: output,
      runner: runner, scratch: workspace.file("gcc-floor"))
    {
      return .failure(error)
    }
    return .success(output)
  }

  /// An empty Swift program built with `swiftc -O`, or why not.
  func buildEmptySwiftProgram() -> Result<String, Failure> {
    let source = workspace.file("empty.swift")
    writeText("// An empty Swift program: what starting any Swift executable costs.\n", to: source)
    let output = workspace.file("empty-swift")
    if let error = toolchain.compileSwift(
      source, output: output, runner: runner, scratch: workspace.file("swiftc-empty"))
    {
      return .failure(error)
    }
    return .success(output)
  }

  func listArguments(_ directory: String) -> [String] {
    [transhost, "list", "--no-default-path", "--plugin-path", directory]
  }

  /// One untimed run of a cold `transhost list` and of the floor over `fixture`: what
  /// went wrong (a failed run, a copy not listed or not loaded), for the figure's note.
  /// `tag` keeps each caller's cache and output files apart.
  func probeChecks(_ fixture: PluginFixture, floor: String?, tag: String) -> [String] {
    var checks: [String] = []
    let probe = runner.output(
      listArguments(fixture.directory),
      environment: ["XDG_CACHE_HOME": workspace.directory("cache-\(tag)probe")],
      scratch: workspace.file("probe-\(tag)list"))
    if !probe.run.succeeded {
      checks.append("transhost list exited \(probe.run.status): \(probe.stderr.prefix(300))")
    } else if let prefix = fixture.idPrefix {
      let listed = probe.stdout.split(separator: "\n").filter { $0.hasPrefix(prefix) }.count
      if listed != fixture.count {
        checks.append("transhost list showed \(listed) of \(fixture.count) animators")
      }
    }
    if let floor {
      let check = runner.output(
        [floor, fixture.directory], scratch: workspace.file("probe-\(tag)floor"))
      let loaded = check.stdout.split(separator: "\n").count
      if !check.run.succeeded || loaded != fixture.count {
        checks.append(
          "the floor loaded \(loaded) of \(fixture.count) (\(check.stderr.prefix(200)))")
      }
    }
    return checks
  }

  /// One cold `transhost list` of `directory`: on a new, empty cache directory `cache`,
  /// removed afterwards.
  func coldList(_ directory: String, cache: String) -> ProcessRun {
    let path = workspace.directory(cache)
    defer { workspace.remove(path) }
    return runner.run(listArguments(directory), environment: ["XDG_CACHE_HOME": path])
  }

  /// Whether `transhost` wrote anything into the cache directory `path`.
  func cacheWasWritten(_ path: String) -> Bool {
    var pending = [path]
    while let directory = pending.popLast() {
      for name in directoryEntries(directory) {
        let child = directory + "/" + name
        var info = stat()
        guard lstat(child, &info) == 0 else { continue }
        if (info.st_mode & S_IFMT) == S_IFDIR { pending.append(child) } else { return true }
      }
    }
    return false
  }

  // MARK: Scan, plugin scaling, memory

  /// Cold and warm scans of many plugins against the C floor and LADSPA's
  /// `listplugins`, the cold scan of few plugins, and peak memory.
  func scanFigures() -> [Figure] {
    let many = sizes.plugins
    let few = sizes.fewPlugins
    progress("scan: making \(many) and \(few) plugin copies")
    let coldSummary =
      "transhost list over \(many) installed Swift plugins, empty cache (XDG_CACHE_HOME a new empty dir each run)"
    let warmSummary =
      "transhost list over the same \(many) plugins, cache valid (second and later runs on one XDG_CACHE_HOME)"
    let scaleSummary = "cold scan of \(many) plugins vs cold scan of \(few)"
    let memorySummary =
      "peak RSS of one process with \(many) Swift plugins loaded (PluginRegistry in process, as the host loads them), next to the C floor's peak RSS over the same files (both measured through Benchmarks/peak/peak_rss.c)"
    let listMemorySummary =
      "peak RSS of transhost list over \(many) plugins, cold (the largest process, helpers included; measured through Benchmarks/peak/peak_rss.c)"
    var figures: [Figure] = []
    let manyFixture: PluginFixture
    let fewFixture: PluginFixture
    switch (
      makeSwiftPluginCopies(count: many, name: "plugins-\(many)"),
      makeSwiftPluginCopies(count: few, name: "plugins-\(few)")
    ) {
    case (.success(let a), .success(let b)):
      manyFixture = a
      fewFixture = b
    case (.failure(let error), _), (_, .failure(let error)):
      return [
        .unavailable(
          "scan.cold", summary: coldSummary, unit: .seconds, goal: .ratioAtMost(1.3),
          reason: error.description),
        .unavailable(
          "scan.warm", summary: warmSummary, unit: .seconds, goal: .ratioAtMost(0.5),
          reason: error.description),
        .unavailable(
          "scaling.plugins", summary: scaleSummary, unit: .seconds, goal: .ratioAtMost(11),
          reason: error.description),
        .unavailable(
          "memory.plugins", summary: memorySummary, unit: .kibibytes, goal: .valueAtMost(64 * 1024),
          reason: error.description),
        .unavailable(
          "memory.list", summary: listMemorySummary, unit: .kibibytes, reason: error.description),
      ]
    }
    let floor = buildFloor()
    let ladspa = makeLADSPACopies(count: many)

    // One checked run of each, untimed: the right number of animators listed.
    let checks = probeChecks(manyFixture, floor: try? floor.get(), tag: "")

    // Warm: prime one cache directory, then time runs on it.
    let warmCache = workspace.directory("cache-warm")
    _ = runner.run(listArguments(manyFixture.directory), environment: ["XDG_CACHE_HOME": warmCache])
    let hasCache = cacheWasWritten(warmCache)

    var cold: [Double] = []
    var coldFew: [Double] = []
    var warm: [Double] = []
    var floorTimes: [Double] = []
    var floorPeaks: [Double] = []
    var ladspaTimes: [Double] = []
    var listPeaks: [Double] = []
    var failures: Set<String> = []
    progress("scan: \(repeats) timed runs each of cold, warm, floor, listplugins")
    for run in 0..<repeats {
      let coldRun = coldList(manyFixture.directory, cache: "cache-cold-\(run)")
      if coldRun.succeeded {
        cold.append(coldRun.seconds)
      } else {
        failures.insert("cold list exited \(coldRun.status)")
      }
      let fewRun = coldList(fewFixture.directory, cache: "cache-cold-few-\(run)")
      if fewRun.succeeded { coldFew.append(fewRun.seconds) }
      let warmRun = runner.run(
        listArguments(manyFixture.directory), environment: ["XDG_CACHE_HOME": warmCache])
      if warmRun.succeeded {
        warm.append(warmRun.seconds)
      } else {
        failures.insert("warm list exited \(warmRun.status)")
      }
      if case .success(let floorPath) = floor {
        let floorRun = runner.run([floorPath, manyFixture.directory])
        if floorRun.succeeded { floorTimes.append(floorRun.seconds) }
      }
      if case .success(let (directory, listplugins)) = ladspa {
        let ladspaRun = runner.run([listplugins], environment: ["LADSPA_PATH": directory])
        if ladspaRun.succeeded { ladspaTimes.append(ladspaRun.seconds) }
      }
    }
    // Peaks in untimed runs, through the launcher that measures a child's own memory.
    for run in 0..<min(repeats, 3) {
      let coldCache = workspace.directory("cache-peak-\(run)")
      let listRun = runForPeak(
        listArguments(manyFixture.directory), environment: ["XDG_CACHE_HOME": coldCache],
        scratch: workspace.file("peak-list-\(run)"))
      workspace.remove(coldCache)
      if listRun.succeeded && listRun.peakKiB > 0 { listPeaks.append(Double(listRun.peakKiB)) }
      if case .success(let floorPath) = floor {
        let floorRun = runForPeak(
          [floorPath, manyFixture.directory], scratch: workspace.file("peak-floor-\(run)"))
        if floorRun.succeeded && floorRun.peakKiB > 0 {
          floorPeaks.append(Double(floorRun.peakKiB))
        }
      }
    }
    let notes = ([manyFixture.description] + checks + failures.sorted()).joined(separator: "; ")
    let floorName = "C dlopen floor"
    let floorValue: Double? = medianIfAny(floorTimes)
    var coldNote = notes
    if case .failure(let error) = floor { coldNote += "; floor unavailable: \(error)" }
    figures.append(
      Figure(
        name: "scan.cold",
        summary: coldSummary + "; compared with dlopen_floor.c on the same files",
        value: medianIfAny(cold), unit: .seconds,
        comparison: (floorName, floorValue), goal: .ratioAtMost(1.3), note: coldNote))
    var warmNote =
      hasCache
      ? "the cache directory was written by the priming run"
      : "no cache was written (this transhost has no metadata cache): warm = cold"
    let ladspaValue: Double? = medianIfAny(ladspaTimes)
    switch ladspa {
    case .failure(let error):
      warmNote += "; listplugins unavailable: \(error)"
      figures.append(
        Figure(
          name: "scan.warm", summary: warmSummary + "; compared with LADSPA listplugins",
          value: medianIfAny(warm), unit: .seconds,
          comparison: ("listplugins (unavailable)", nil), goal: .ratioAtMost(0.5), note: warmNote))
    case .success:
      warmNote += "; listplugins over \(many) copies of a LADSPA plugin from /usr/lib/ladspa"
      figures.append(
        Figure(
          name: "scan.warm", summary: warmSummary + "; compared with LADSPA listplugins",
          value: medianIfAny(warm), unit: .seconds,
          comparison: ("listplugins", ladspaValue), goal: .ratioAtMost(0.5), note: warmNote))
    }
    figures.append(
      Figure(
        name: "scan.cold-vs-listplugins",
        summary: "the cold scan against LADSPA listplugins (context; the goal is on the warm scan)",
        value: medianIfAny(cold), unit: .seconds,
        comparison: ("listplugins", ladspaValue),
        note: ladspaValue == nil ? "listplugins unavailable" : ""))
    figures.append(
      Figure(
        name: "scan.warm-vs-floor",
        summary: "the warm scan against the C floor (context)",
        value: medianIfAny(warm), unit: .seconds,
        comparison: (floorName, floorValue)))
    figures.append(
      Figure(
        name: "scaling.plugins", summary: scaleSummary + " (\(many / max(few, 1))x the plugins)",
        value: medianIfAny(cold), unit: .seconds,
        comparison: ("\(few) plugins", medianIfAny(coldFew)),
        goal: .ratioAtMost(11), note: fewFixture.description))

    // Memory: every plugin loaded into one process (this harness re-run as a child).
    progress("memory: loading \(many) plugins in one process")
    var loadPeaks: [Double] = []
    var loadNote = manyFixture.description
    for run in 0..<min(repeats, 3) {
      let scratch = workspace.file("load-\(run)")
      let child = runForPeak(
        [currentExecutablePath(), "--load-plugins", manyFixture.directory], scratch: scratch)
      if child.succeeded && child.peakKiB > 0 {
        loadPeaks.append(Double(child.peakKiB))
        if run == 0 {
          let said = (readFile(scratch + ".out") ?? "").split(separator: "\n")
          loadNote += "; " + said.joined(separator: "; ") + " (its own count, first run)"
        }
      } else {
        let error = readFile(scratch + ".err") ?? ""
        loadNote += "; the loading child failed (\(child.status)): \(error.prefix(200))"
        break
      }
    }
    var launcherProblem = ""
    if case .failure(let error) = peakLauncher {
      launcherProblem = "the peak launcher could not be built: \(error)"
      loadNote += "; " + launcherProblem
    }
    figures.append(
      Figure(
        name: "memory.plugins", summary: memorySummary,
        value: medianIfAny(loadPeaks), unit: .kibibytes,
        comparison: ("C dlopen floor", medianIfAny(floorPeaks)),
        goal: .valueAtMost(64 * 1024), note: loadNote))
    figures.append(
      Figure(
        name: "memory.list", summary: listMemorySummary,
        value: medianIfAny(listPeaks), unit: .kibibytes,
        note: launcherProblem))
    return figures
  }

  // MARK: Startup

  /// `transhost list` with only the bundled plugins against an empty Swift program.
  func startupFigures() -> [Figure] {
    let warmSummary =
      "transhost list with the bundled plugins (default search path), cache valid, vs an empty Swift program built with swiftc -O"
    let coldSummary =
      "the same with an empty cache, as after an install: transhost and the bundled plugins copied, with the directory index transhost __index writes"
    let firstSummary =
      "the same with an empty cache and no directory index: a first run that scans the plugins in a helper (context)"
    let empty = buildEmptySwiftProgram()
    let bundled = directoryEntries(products).filter { $0.hasSuffix(".so") }
    var warm: [Double] = []
    var cold: [Double] = []
    var first: [Double] = []
    var emptyTimes: [Double] = []
    let warmCache = workspace.directory("cache-startup")
    let arguments = [transhost, "list"]
    // As scripts/install.sh leaves them: copies, and the index it writes beside the plugins.
    let installed = workspace.directory("installed")
    var copied = writeBytes(readBytes(transhost) ?? [], to: installed + "/transhost", mode: 0o755)
    for name in bundled {
      let bytes = readBytes(products + "/" + name) ?? []
      copied =
        copied && writeBytes(bytes, to: installed + "/" + name)
        && copySharedTransitionKit(neededBy: bytes, from: products, to: installed)
    }
    let indexed = copied && runner.run([installed + "/transhost", "__index", installed]).succeeded
    progress("startup: \(repeats) timed runs each")
    let primed = runner.run(arguments, environment: ["XDG_CACHE_HOME": warmCache])
    for run in 0..<repeats {
      let coldCache = workspace.directory("cache-startup-cold-\(run)")
      let coldRun = runner.run(
        [installed + "/transhost", "list"], environment: ["XDG_CACHE_HOME": coldCache])
      workspace.remove(coldCache)
      if coldRun.succeeded && indexed { cold.append(coldRun.seconds) }
      let firstCache = workspace.directory("cache-startup-first-\(run)")
      let firstRun = runner.run(arguments, environment: ["XDG_CACHE_HOME": firstCache])
      workspace.remove(firstCache)
      if firstRun.succeeded { first.append(firstRun.seconds) }
      let warmRun = runner.run(arguments, environment: ["XDG_CACHE_HOME": warmCache])
      if warmRun.succeeded { warm.append(warmRun.seconds) }
      if case .success(let path) = empty {
        let emptyRun = runner.run([path])
        if emptyRun.succeeded { emptyTimes.append(emptyRun.seconds) }
      }
    }
    var note = "\(bundled.count) bundled plugin files beside transhost"
    if !primed.succeeded { note += "; transhost list exited \(primed.status)" }
    if case .failure(let error) = empty { note += "; empty Swift program unavailable: \(error)" }
    let coldNote = indexed ? note : note + "; the directory index could not be written"
    let emptyValue: Double? = medianIfAny(emptyTimes)
    return [
      Figure(
        name: "startup.list", summary: warmSummary, value: medianIfAny(warm),
        unit: .seconds, comparison: ("empty Swift program", emptyValue), goal: .ratioAtMost(2),
        note: note),
      Figure(
        name: "startup.list-cold", summary: coldSummary, value: medianIfAny(cold),
        unit: .seconds, comparison: ("empty Swift program", emptyValue), goal: .ratioAtMost(2),
        note: coldNote),
      Figure(
        name: "startup.list-cold-no-index", summary: firstSummary,
        value: medianIfAny(first), unit: .seconds,
        comparison: ("empty Swift program", emptyValue), note: note),
    ]
  }
}
