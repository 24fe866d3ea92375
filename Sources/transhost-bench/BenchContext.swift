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
  var repeats: Int { options.timedRuns }

  /// The checkout this file was compiled from (`Sources/transhost-bench/` is two levels
  /// down), else the current directory.
  static func defaultSourceRoot() -> String {
    let file = #filePath
    let root = parentDirectory(of: parentDirectory(of: parentDirectory(of: file)))
    if fileExists(root + "/Benchmarks/floor/dlopen_floor.c") { return root }
    var buffer = [CChar](repeating: 0, count: 4096)
    return getcwd(&buffer, buffer.count) != nil ? String(cString: buffer) : "."
  }

  var includeDirectory: String { sourceRoot + "/Sources/CTransitionABI/include" }

  /// Says what the harness is doing, on standard error.
  func progress(_ text: String) {
    writeError(
      "transhost-bench: \(text) (peak RSS so far \(formatValue(Double(peakResidentKiB()), .kibibytes)))\n"
    )
  }
}
