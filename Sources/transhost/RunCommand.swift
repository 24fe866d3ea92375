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
    var recordings: [TransitionRecording] = []
    for path in options.arguments {
      let script: Script
      switch ScriptFile.load(path, registry: registry) {
      case .success(let loaded): script = loaded
      case .failure(.unreadable(let path)):
        printError("error: cannot read script '\(path)'\n")
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
        options.svgPath != nil || options.htmlPath != nil ? .recordings : [],
      ]
      let standardOutput = BufferedOutput(descriptor: 1)
      runner.writeLine = standardOutput.write
      if let sink {
        runner.crashedTransitions = options.crashed
        runner.progress = sink.progress
        runner.writeLine = sink.out
      }
      let report = runner.run()
      standardOutput.flush()
      if !report.succeeded {
        for failure in report.failures { printError("\(failure)\n") }
        status = max(status, 1)
      }
      recordings += report.recordings
    }
    if let path = options.svgPath, !write(FilmstripSVG.render(recordings), to: path) {
      printError("error: cannot write '\(path)'\n")
      status = max(status, 73)
    }
    if let path = options.htmlPath, !write(ScrubberHTML.render(recordings), to: path) {
      printError("error: cannot write '\(path)'\n")
      status = max(status, 73)
    }
    return status
  }

  /// Writes `text` to `path` (through a temporary file renamed into place).
  static func write(_ text: String, to path: String) -> Bool {
    let temporary = path + ".tmp"
    guard let file = fopen(temporary, "w") else { return false }
    let bytes = Array(text.utf8)
    let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
    fclose(file)
    guard written == bytes.count else { return false }
    return rename(temporary, path) == 0
  }
}
