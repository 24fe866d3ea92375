import PluginHost
import TranshostCommandLine
import TransitionEngine
import TransitionScript

#if canImport(Glibc)
  import Glibc
#endif

/// `transhost run FILE...`.
enum RunCommand {
  /// Where an isolated helper's run sends what it would print, and its progress.
  struct Sink {
    /// The account or the JSON Lines.
    let out: (String) -> Void
    /// Messages for standard error.
    let error: (String) -> Void
    /// Script K (0-based, in the command line's order) is about to run.
    let script: (Int) -> Void
    /// Each transition's animator, as the account names it, and why it was chosen; the
    /// transition numbered across all the scripts of the run (1-based).
    let animator: (_ transition: Int, _ name: String, _ reason: String) -> Void
    /// Each transition's start and end, numbered across all the scripts of the run.
    let progress: (TransitionProgress) -> Void
    /// Each script's results, for the reports the supervisor makes.
    let result: (ScriptResult) -> Void
  }

  static func run(_ options: RunOptions, mappings: MappingSources) -> ExitCode {
    if options.isIsolatedChild {
      return IsolatedRun.child { run(options, mappings: mappings, sink: $0) }
    }
    guard options.inProcess else {
      if options.isolate || options.timeout != nil {
        return IsolatedRun.run(options, mappings: mappings)
      }
      return IsolatedRun.runUnlessBundled(options, mappings: mappings) { registry in
        run(options, mappings: mappings, sink: nil, registry: registry)
      }
    }
    if options.isolate {
      return Transhost.usage(
        "'run' takes --isolate or --in-process, not both", command: .run)
    }
    if options.timeout != nil {
      return Transhost.usage(
        "'run' takes --timeout only without --in-process: a plugin call in the transhost "
          + "process cannot be stopped", command: .run)
    }
    return run(options, mappings: mappings, sink: nil)
  }

  /// Runs the scripts in this process, with `registry` when it was loaded already;
  /// `sink` is where an isolated helper sends what it would print.
  private static func run(
    _ options: RunOptions, mappings: MappingSources, sink: Sink?,
    registry loaded: PluginRegistry? = nil
  ) -> ExitCode {
    let printError = sink?.error ?? { Output.error($0) }
    var crashed: [Int: PluginFault] = [:]
    for (transition, text) in options.crashed {
      guard let fault = PluginFault(jsonText: text) else {
        return Transhost.usage(
          "--crashed \(transition): not a fault record (the option is for isolated helpers)",
          command: .run)
      }
      crashed[transition] = fault
    }
    let golden: GoldenSettings
    switch goldenSettings(options) {
    case .success(let settings): golden = settings
    case .failure(let error):
      printError(Transhost.usageMessage(error.message, command: .run))
      return .usage
    }
    let registry = loaded ?? Transhost.loadRegistry(options.plugins, warn: printError)
    // From here on plugin code may run in this process: what it prints is caught. An
    // isolated helper needs no capture of its own: its supervisor reads the helper's
    // standard output and error apart from its report channel, capped and labelled.
    var capture: PluginOutputCapture?
    if sink == nil {
      switch PluginOutputCapture.start() {
      case .success(let started): capture = started
      case .failure(let error):
        printError("error: cannot set up the capture of plugin output: \(error)\n")
        return .cannotCreate
      }
    }
    defer {
      if let capture { PluginOutput.show(capture.collect(), when: "after the last transition") }
    }
    if let (mapping, error) = mappings.commandLine.firstUnresolved(in: registry) {
      printError(Transhost.usageMessage("--use '\(mapping.written)': \(error)", command: .run))
      return .unreadableInput
    }
    if let (mapping, error) = mappings.configuration.firstUnresolved(in: registry) {
      printError("\(mapping.origin): error: \(error)\n")
      return .invalidInput
    }
    // A rank for an animator that is not installed is refused as a mapping to one is.
    if let (override, error) = mappings.commandLine.rankOverrides.unresolved(in: registry).first {
      printError(
        Transhost.usageMessage("--rank: rank of '\(override.animator)': \(error)", command: .run))
      return .unreadableInput
    }
    if let (override, error) = mappings.configuration.rankOverrides.unresolved(in: registry).first {
      printError("\(override.origin): error: rank of '\(override.animator)': \(error)\n")
      return .invalidInput
    }
    var status = ExitCode.success
    var results: [ScriptResult] = []
    var pictures: [PictureFile] = []
    for (kind, path) in [
      (PictureFile.Kind.filmstripSVG, options.svgPath), (.scrubberHTML, options.htmlPath),
    ] {
      guard let path else { continue }
      switch PictureFile.start(kind, path: path) {
      case .success(let picture): pictures.append(picture)
      case .failure(let error):
        printError("error: \(error)\n")
        return .cannotCreate
      }
    }
    // Transitions are numbered across the scripts for a supervisor: each script's own
    // numbers follow the transitions of the scripts before it.
    var transitionsBefore = 0
    for (scriptIndex, path) in options.files.enumerated() {
      sink?.script(scriptIndex)
      let script: CheckedScript
      let objects = RegistryObjects(registry: registry)
      switch ScriptFile.load(path, registry: registry, objects: objects) {
      case .success(let loaded): script = loaded
      case .failure(let failure):
        let diagnostic: FileDiagnostic
        switch failure {
        case .unreadable(let path, let reason):
          printError("error: cannot read script '\(path.escapedForTerminal)': \(reason)\n")
          status = max(status, .unreadableInput)
          diagnostic = FileDiagnostic(
            file: path, line: nil, column: nil, message: "cannot read script: \(reason)")
        case .invalid(let invalid):
          printError(invalid.rendered)
          status = max(status, .invalidInput)
          diagnostic = FileDiagnostic(invalid)
        }
        if options.json { (sink?.out ?? Output.out)(diagnostic.json.text + "\n") }
        results.append(ScriptResult(diagnostic: diagnostic))
        sink?.result(ScriptResult(diagnostic: diagnostic))
        continue
      }
      let runner = ScriptRunner(
        script: script, registry: registry, commandLineMappings: mappings.commandLine,
        fileMappings: mappings.configuration, fps: options.fps, limits: options.limits,
        objects: objects)
      runner.keeps = [
        options.json ? .json : .lines,
        pictures.isEmpty ? [] : .recordings,
      ]
      let checksGolden = GoldenCheck.needsRecordings(script: path, settings: golden)
      if checksGolden { runner.keeps.insert(.recordings) }
      var goldens: [GoldenTransition] = []
      runner.onRecording = { recording in
        for picture in pictures { picture.add(recording) }
        if checksGolden { goldens.append(GoldenTransition(recording)) }
      }
      let standardOutput = Output.buffered(.standardOutput)
      runner.writeLine = { standardOutput.write(Output.painted($0, for: .standardOutput)) }
      if let sink {
        let base = transitionsBefore
        runner.crashedTransitions = Dictionary(
          uniqueKeysWithValues: crashed.filter { $0.key > base }.map { ($0.key - base, $0.value) })
        runner.onAnimatorAnnounced = { sink.animator(base + $0, $1, $2) }
        runner.progress = { progress in
          switch progress {
          case .started(let index):
            transitionsBefore = max(transitionsBefore, base + index)
            sink.progress(.started(base + index))
          case .ended(let index): sink.progress(.ended(base + index))
          }
        }
        runner.writeLine = sink.out
      }
      // What plugin code printed is a warning of the script it ran for.
      var printed: [RunWarning] = []
      if let capture {
        for headline in PluginOutput.show(capture.collect(), when: "while plugins were loaded") {
          printed.append(RunWarning(source: .plugin, line: nil, transition: nil, message: headline))
        }
        runner.afterTransition = { index, animator in
          for headline in PluginOutput.show(
            capture.collect(), when: "while transition \(index) ran (animator '\(animator)')")
          {
            printed.append(
              RunWarning(source: .plugin, line: nil, transition: nil, message: headline))
          }
        }
      }
      let report = runner.run()
      var goldenOutcome: GoldenOutcome?
      if checksGolden {
        let outcome = GoldenCheck.check(
          script: path, actual: GoldenFile(script: path, transitions: goldens), settings: golden)
        let write = runner.writeLine ?? standardOutput.write
        if options.json {
          for line in outcome.json { write(line.text + "\n") }
        } else {
          for line in outcome.lines { write(line.escapedForTerminal + "\n") }
        }
        goldenOutcome = outcome
      }
      Output.finish(standardOutput, on: .standardOutput)
      if !report.succeeded {
        for failure in report.failures { printError("\(failure.escapedForTerminal)\n") }
        status = max(status, .failure)
      }
      if let goldenOutcome {
        for message in goldenOutcome.errors { printError("\(message.escapedForTerminal)\n") }
        switch goldenOutcome.status {
        case .passed: break
        case .failed: status = max(status, .failure)
        case .invalidGolden: status = max(status, .invalidInput)
        case .cannotWrite: status = max(status, .cannotCreate)
        }
      }
      var result = report.result
      result.warnings += printed
      result.goldens = goldenOutcome?.results ?? []
      results.append(result)
      sink?.result(result)
    }
    if sink == nil {
      status = CIReporting.finish(
        results, options, strict: options.ci.strict ?? mappings.settings.strict ?? false,
        status: status)
    }
    for picture in pictures {
      if let error = picture.finish() {
        printError("error: \(error)\n")
        status = max(status, .cannotCreate)
      }
    }
    return status
  }

  /// The golden settings of `options` (`--record`, `--golden-dir`, `--tolerance`, and
  /// whether `CI` is set), or the usage error.
  private static func goldenSettings(_ options: RunOptions) -> Result<GoldenSettings, UsageError> {
    var settings = GoldenSettings()
    if options.isRecording {
      guard let mode = GoldenRecordMode(word: options.recordMode) else {
        return .failure(
          UsageError(
            "--record=\(options.recordMode ?? ""): unknown mode; use one of "
              + GoldenRecordMode.words.joined(separator: ", ")))
      }
      settings.mode = mode
    }
    if let directory = options.goldenDirectory {
      guard !directory.isEmpty else {
        return .failure(UsageError("--golden-dir needs a directory, not an empty name"))
      }
      settings.directory = directory
    }
    for text in options.tolerances {
      if let error = settings.tolerances.set(text) {
        return .failure(UsageError("--tolerance '\(text)': \(error)"))
      }
    }
    settings.isCI = GoldenSettings.isCI(getenv("CI").map { String(cString: $0) })
    return .success(settings)
  }
}
