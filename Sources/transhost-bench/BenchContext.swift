#if canImport(Glibc)
  import Glibc
#endif

/// Everything the measurements share: the options, the temporary workspace, the
/// binaries measured and the compilers.
final class BenchContext {
  let options: BenchOptions
  let sizes: BenchOptions.Sizes
  let workspace: Workspace
  let toolchain = Toolchain()
  /// The directory holding this executable, `transhost` and the bundled plugins.
  let products: String
  /// The `transhost` binary measured.
  let transhost: String
  /// The transhost checkout (for `Benchmarks/floor`, `Examples/CAnimator`, the header).
  let sourceRoot: String

  init(options: BenchOptions, workspace: Workspace) {
    self.options = options
    self.sizes = options.sizes
    self.workspace = workspace
    products = parentDirectory(of: currentExecutablePath())
    transhost = options.transhostPath ?? products + "/transhost"
    sourceRoot = options.sourceRoot ?? BenchContext.defaultSourceRoot()
  }

  var runner: ProcessRunner { workspace.runner }

  /// `Benchmarks/peak/peak_rss.c`, compiled on first use: what memory figures of child
  /// processes are measured through (see ``ProcessRunner/runMeasuringPeak``).
  lazy var peakLauncher: Result<String, Failure> = {
    let output = workspace.file("peak_rss")
    if let error = toolchain.compileC(
      [sourceRoot + "/Benchmarks/peak/peak_rss.c"], flags: ["-O2"], output: output,
      runner: runner, scratch: workspace.file("gcc-peak"))
    {
      return .failure(error)
    }
    return .success(output)
  }()

  /// Runs `arguments` with its own peak RSS measured when the launcher is available;
  /// without it the peak is left at 0 (unmeasured), never taken from `wait4` alone.
  func runForPeak(
    _ arguments: [String], environment: [String: String] = [:], scratch: String,
    timeout: Double? = nil
  ) -> ProcessRun {
    guard case .success(let launcher) = peakLauncher else {
      var result = runner.run(arguments, environment: environment, timeout: timeout)
      result.peakKiB = 0
      return result
    }
    return runner.runMeasuringPeak(
      arguments, launcher: launcher, peakFile: scratch + ".peak", environment: environment,
      stdoutPath: scratch + ".out", stderrPath: scratch + ".err", timeout: timeout)
  }
  var repeats: Int { options.timedRuns }

  /// The checkout this file was compiled from (`Sources/transhost-bench/` is two levels
  /// down), else the current directory.
  static func defaultSourceRoot() -> String {
    let file = #filePath
    let root = parentDirectory(of: parentDirectory(of: parentDirectory(of: file)))
    if fileExists(root + "/Benchmarks/floor/dlopen_floor.c") { return root }
    guard let path = getcwd(nil, 0) else { return "." }
    defer { free(path) }
    return String(cString: path)
  }

  var includeDirectory: String { sourceRoot + "/Sources/CTransitionABI/include" }

  /// Says what the harness is doing, on standard error.
  func progress(_ text: String) {
    writeError(
      "transhost-bench: \(text) (peak RSS so far \(formatValue(Double(peakResidentKiB()), .kibibytes)))\n"
    )
  }
}
