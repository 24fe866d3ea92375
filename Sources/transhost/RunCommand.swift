import PluginHost
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
  }

  static func run(_ options: CommandLineOptions, fileMappings: StyleMappings) -> Int32 {
    if options.isolatedChild {
      return IsolatedRun.child { run(options, fileMappings: fileMappings, sink: $0) }
    }
    if options.isolate { return IsolatedRun.run(options) }
    if options.timeout != nil {
      return Transhost.usage(
        "'run' takes --timeout only with --isolate: a plugin call in the transhost process "
          + "cannot be stopped")
    }
    return run(options, fileMappings: fileMappings, sink: nil)
  }

  private static func run(
    _ options: CommandLineOptions, fileMappings: StyleMappings, sink: Sink?
  ) -> Int32 {
    let printError = sink?.error ?? { Output.error($0) }
    let registry = Transhost.loadRegistry(options, warn: printError)
    // From here on plugin code may run in this process: what it prints is caught. An
    // isolated helper needs no capture of its own: its supervisor reads the helper's
    // standard output and error apart from its report channel, capped and labelled.
    var capture: PluginOutputCapture?
    if sink == nil {
      switch PluginOutputCapture.start() {
      case .success(let started): capture = started
      case .failure(let error):
        printError("error: cannot set up the capture of plugin output: \(error)\n")
        return 73
      }
    }
    defer {
      if let capture { PluginOutput.show(capture.collect(), when: "after the last transition") }
    }
    for use in options.uses {
      var mapping = StyleMappings()
      guard case .success = mapping.add(use, origin: "--use"),
        let choice = mapping.mappings.first?.choice,
        !choice.isSystem, case .failure(let error) = registry.resolve(choice)
      else { continue }
      printError(Transhost.usageMessage("--use '\(use)': \(error)"))
      return 64
    }
    for mapping in fileMappings.mappings where !mapping.choice.isSystem {
      if case .failure(let error) = registry.resolve(mapping.choice) {
        printError("\(mapping.origin): error: \(error)\n")
        return 65
      }
    }
    var status: Int32 = 0
    var pictures: [PictureFile] = []
    for (kind, path) in [
      (PictureFile.Kind.filmstripSVG, options.svgPath), (.scrubberHTML, options.htmlPath),
    ] {
      guard let path else { continue }
      switch PictureFile.start(kind, path: path) {
      case .success(let picture): pictures.append(picture)
      case .failure(let error):
        printError("error: \(error)\n")
        return 73
      }
    }
    for path in options.arguments {
      let script: CheckedScript
      switch ScriptFile.load(path, registry: registry) {
      case .success(let loaded): script = loaded
      case .failure(.unreadable(let path)):
        printError("error: cannot read script '\(path.escapedForTerminal)'\n")
        status = max(status, 66)
        continue
      case .failure(.invalid(let diagnostic)):
        printError(diagnostic.rendered)
        status = max(status, 65)
        continue
      }
      let runner = ScriptRunner(
        script: script, registry: registry, commandLineUses: options.uses,
        fileMappings: fileMappings,
        fps: options.fps, limits: options.limits)
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
      if let capture {
        PluginOutput.show(capture.collect(), when: "while plugins were loaded")
        runner.afterTransition = { index, animator in
          PluginOutput.show(
            capture.collect(), when: "while transition \(index) ran (animator '\(animator)')")
        }
      }
      let report = runner.run()
      Output.finish(standardOutput, on: .standardOutput)
      if !report.succeeded {
        for failure in report.failures { printError("\(failure.escapedForTerminal)\n") }
        status = max(status, 1)
      }
    }
    for picture in pictures {
      if let error = picture.finish() {
        printError("error: \(error)\n")
        status = max(status, 73)
      }
    }
    return status
  }
}
