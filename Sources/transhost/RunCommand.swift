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
    // From here on plugin code may run in this process: what it prints is caught.
    let capture: PluginOutputCapture
    switch PluginOutputCapture.start() {
    case .success(let started): capture = started
    case .failure(let error):
      Output.error("error: cannot set up the capture of plugin output: \(error)\n")
      return 73
    }
    defer { PluginOutput.show(capture.collect(), when: "after the last transition") }
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
    var pictures: [PictureFile] = []
    for (kind, path) in [
      (PictureFile.Kind.filmstripSVG, options.svgPath), (.scrubberHTML, options.htmlPath),
    ] {
      guard let path else { continue }
      switch PictureFile.start(kind, path: path) {
      case .success(let picture): pictures.append(picture)
      case .failure(let error):
        Output.error("error: \(error)\n")
        return 73
      }
    }
    for path in options.arguments {
      let script: Script
      switch ScriptFile.load(path, registry: registry) {
      case .success(let loaded): script = loaded
      case .failure(.unreadable(let path)):
        Output.error("error: cannot read script '\(path.escapedForTerminal)'\n")
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
        fps: options.fps)
      runner.keeps = [
        options.json ? .json : .lines,
        pictures.isEmpty ? [] : .recordings,
      ]
      runner.onRecording = { recording in
        for picture in pictures { picture.add(recording) }
      }
      if options.isolatedChild {
        runner.crashedTransitions = options.crashed
        runner.progress = { line in
          DescriptorIO.writeAll(line + "\n", to: ChildProcess.resultDescriptor)
        }
      }
      let standardOutput = Output.buffered(.standardOutput)
      runner.writeLine = standardOutput.write
      PluginOutput.show(capture.collect(), when: "while plugins were loaded")
      runner.afterTransition = { index, animator in
        PluginOutput.show(
          capture.collect(), when: "while transition \(index) ran (animator '\(animator)')")
      }
      let report = runner.run()
      Output.finish(standardOutput, on: .standardOutput)
      if !report.succeeded {
        for failure in report.failures { Output.error("\(failure.escapedForTerminal)\n") }
        status = max(status, 1)
      }
    }
    for picture in pictures {
      if let error = picture.finish() {
        Output.error("error: \(error)\n")
        status = max(status, 73)
      }
    }
    return status
  }
}
