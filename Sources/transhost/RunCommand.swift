import PluginHost
import TransitionEngine
import TransitionScript

#if canImport(Glibc)
  import Glibc
#endif

/// `transhost run FILE...`.
enum RunCommand {
  static func run(_ options: CommandLineOptions, fileMappings: StyleMappings) -> Int32 {
    if options.isolate && !options.isolatedChild { return IsolatedRun.run(options) }
    let registry = Transhost.loadRegistry(options)
    for use in options.uses {
      var mapping = StyleMappings()
      guard case .success = mapping.add(use, origin: "--use"),
        let choice = mapping.mappings.first?.choice,
        !choice.isSystem, case .failure(let error) = registry.resolve(choice)
      else { continue }
      return Transhost.usage("--use '\(use)': \(error)")
    }
    for mapping in fileMappings.mappings where !mapping.choice.isSystem {
      if case .failure(let error) = registry.resolve(mapping.choice) {
        Output.error("\(mapping.origin): error: \(error)\n")
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
        Output.error("error: cannot read script '\(path)'\n")
        status = max(status, 66)
        continue
      case .failure(.invalid(let diagnostic)):
        Output.error(diagnostic.rendered)
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
      if options.isolatedChild {
        runner.crashedTransitions = options.crashed
        runner.progress = { line in
          DescriptorIO.writeAll(line + "\n", to: ChildProcess.resultDescriptor)
        }
      }
      let standardOutput = BufferedOutput(descriptor: 1)
      runner.writeLine = standardOutput.write
      let report = runner.run()
      standardOutput.flush()
      if !report.succeeded {
        for failure in report.failures { Output.error("\(failure)\n") }
        status = max(status, 1)
      }
      recordings += report.recordings
    }
    if let path = options.svgPath, !write(FilmstripSVG.render(recordings), to: path) {
      Output.error("error: cannot write '\(path)'\n")
      status = max(status, 73)
    }
    if let path = options.htmlPath, !write(ScrubberHTML.render(recordings), to: path) {
      Output.error("error: cannot write '\(path)'\n")
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
