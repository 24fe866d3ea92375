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
    /// `start N` and `end N` for each transition.
    let progress: (String) -> Void
    /// Each script's results, for the reports the supervisor makes.
    let result: (ScriptResult) -> Void
  }

  static func run(_ options: RunOptions, mappings: MappingSources) -> ExitCode {
    if options.isIsolatedChild {
      return IsolatedRun.child { run(options, mappings: mappings, sink: $0) }
    }
    if options.isolate { return IsolatedRun.run(options, mappings: mappings) }
    if options.timeout != nil {
      return Transhost.usage(
        "'run' takes --timeout only with --isolate: a plugin call in the transhost process "
          + "cannot be stopped", command: .run)
    }
    return run(options, mappings: mappings, sink: nil)
  }

  private static func run(
    _ options: RunOptions, mappings: MappingSources, sink: Sink?
  ) -> ExitCode {
    let printError = sink?.error ?? { Output.error($0) }
    let registry = Transhost.loadRegistry(options.plugins, warn: printError)
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
    for path in options.files {
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
      runner.onRecording = { recording in
        for picture in pictures { picture.add(recording) }
      }
      let standardOutput = Output.buffered(.standardOutput)
      runner.writeLine = standardOutput.write
      if let sink {
        runner.crashedTransitions = options.crashed
        runner.progress = sink.progress
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
      Output.finish(standardOutput, on: .standardOutput)
      if !report.succeeded {
        for failure in report.failures { printError("\(failure.escapedForTerminal)\n") }
        status = max(status, .failure)
      }
      var result = report.result
      result.warnings += printed
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
}
