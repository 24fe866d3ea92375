import PluginHost

/// `transhost run --isolate`: each script runs in a helper process (transhost itself).
/// When an animator crashes it (or hangs it past the limit), the transition it was
/// running is marked as crashed and the script is run again from the start in a new
/// helper, which completes that transition without animation and goes on; runs are
/// deterministic, so everything before the crash comes out the same. The last helper's
/// complete output is printed.
enum IsolatedRun {
  /// How long one helper run may take, in wall-clock seconds.
  static let timeout = 120.0

  static func run(_ options: CommandLineOptions) -> Int32 {
    guard let executable = PluginSearchPath.executablePath() else {
      Output.error("error: cannot find the transhost executable to run isolated helpers\n")
      return 1
    }
    var status: Int32 = 0
    for file in options.arguments {
      status = max(status, run(file, options, executable: executable))
    }
    return status
  }

  private static func run(
    _ file: String, _ options: CommandLineOptions, executable: String
  ) -> Int32 {
    var crashed: [Int: String] = [:]
    while true {
      var arguments = ["run", "--isolated-child"] + passedOptions(options)
      for (index, reason) in crashed.sorted(by: { $0.key < $1.key }) {
        arguments += ["--crashed", "\(index)=\(reason)"]
      }
      arguments += ["--", file]
      guard let output = ChildProcess.run(executable, arguments, timeout: timeout) else {
        Output.error("error: cannot start an isolated helper for '\(file)'\n")
        return 1
      }
      switch output.termination {
      case .exited(let status):
        Output.out(output.standardOutput)
        Output.error(output.standardError)
        return crashed.isEmpty ? status : max(status, 1)
      case .signalled, .timedOut:
        guard let current = transitionInProgress(output.results), crashed[current] == nil else {
          Output.out(output.standardOutput)
          Output.error(output.standardError)
          Output.error(
            "error: '\(file)': the isolated run \(output.termination.description) outside any transition\n"
          )
          return 1
        }
        crashed[current] = output.termination.description
      }
    }
  }

  /// The transition started and not ended, from the helper's `start N`/`end N` lines.
  static func transitionInProgress(_ progress: String) -> Int? {
    var open: Int?
    for line in progress.split(separator: "\n") {
      let parts = line.split(separator: " ")
      guard parts.count == 2, let index = Int(parts[1]) else { continue }
      if parts[0] == "start" {
        open = index
      } else if parts[0] == "end", open == index {
        open = nil
      }
    }
    return open
  }

  /// The options a helper needs to run the same way.
  private static func passedOptions(_ options: CommandLineOptions) -> [String] {
    var result: [String] = []
    if options.json { result.append("--json") }
    if options.noDefaultPath { result.append("--no-default-path") }
    if options.noCache { result.append("--no-cache") }
    if let fps = options.fps { result += ["--fps", String(fps)] }
    if let path = options.configPath { result += ["--config", path] }
    if let path = options.svgPath { result += ["--svg", path] }
    if let path = options.htmlPath { result += ["--html", path] }
    for path in options.pluginPaths { result += ["--plugin-path", path] }
    for use in options.uses { result += ["--use", use] }
    for limit in options.limitSettings { result += ["--limit", limit] }
    return result
  }
}
