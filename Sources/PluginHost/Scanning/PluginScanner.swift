/// How a registry reads plugin metadata: in a helper process per plugin file (the
/// `transhost` binary re-executed with ``PluginScanHelper/subcommand``), so that a
/// plugin that crashes, exits or hangs while loading is refused instead of taking the
/// host down, or in this process (for library users without a helper executable).
///
/// Mirrors GStreamer's `gst-plugin-scanner` and clap-validator's sandbox re-exec.
public struct PluginScanner: Sendable {
  /// Where plugins are loaded to be scanned.
  public enum Mode: Hashable, Sendable {
    /// In this process: a plugin that crashes while loading takes the process down.
    case inProcess
    /// In a helper process per file, running `executable __scan <path>`.
    case helper(executable: String)
  }

  /// Where plugins are loaded to be scanned.
  public let mode: Mode
  /// How long one helper may take, in seconds, before it is killed.
  public let timeout: Double
  /// Whether what plugins write on standard error while being scanned reaches this
  /// process's standard error (else it is discarded). Standard output always is.
  public let showsPluginErrors: Bool
  /// How many helpers run at once.
  public let maximumConcurrentHelpers: Int

  /// Scans in this process.
  public static let inProcess = PluginScanner(
    mode: .inProcess, timeout: 0, showsPluginErrors: true, maximumConcurrentHelpers: 1)

  /// Scans in helper processes running `executable` (usually `/proc/self/exe`), each
  /// killed after `timeout` seconds.
  public static func helper(
    executable: String, timeout: Double = 5, showsPluginErrors: Bool = false
  ) -> PluginScanner {
    PluginScanner(
      mode: .helper(executable: executable), timeout: timeout,
      showsPluginErrors: showsPluginErrors, maximumConcurrentHelpers: 8)
  }

  /// Creates a scanner.
  public init(mode: Mode, timeout: Double, showsPluginErrors: Bool, maximumConcurrentHelpers: Int) {
    self.mode = mode
    self.timeout = timeout
    self.showsPluginErrors = showsPluginErrors
    self.maximumConcurrentHelpers = max(1, maximumConcurrentHelpers)
  }

  /// One file's scan.
  struct Result {
    /// What it gave.
    let outcome: ScanOutcome
    /// Whether the outcome says something about the file (and so may be cached); not
    /// when the helper could not even be started.
    let isCacheable: Bool
    /// Whether a helper process was started for it.
    var startedHelper = false
  }

  /// Scans `paths` (absolute, already checked by ``PluginFile``), in any order, and
  /// returns one result per path in the same order; in process, `loader` loads them.
  func scan(_ paths: [String], loader: PluginLoader, bridge: HostBridge) -> [Result] {
    switch mode {
    case .inProcess:
      paths.map { path in
        Result(
          outcome: ScanOutcome(loading: bridge.calling(path) { loader.load(path: path) }),
          isCacheable: true)
      }
    case .helper(let executable):
      HelperScan(scanner: self, executable: executable).run(paths)
    }
  }
}

/// What a registry's scan did: for `list --verbose` and the tests.
public struct ScanStatistics: Hashable, Sendable {
  /// The `.so` files found (regular or not).
  public internal(set) var files = 0
  /// Files whose metadata came from the cache.
  public internal(set) var fromCache = 0
  /// Files loaded in this process to be scanned.
  public internal(set) var scannedInProcess = 0
  /// Helper processes started.
  public internal(set) var helpersStarted = 0
  /// The cache file, when a cache is used.
  public internal(set) var cachePath: String?
  /// Whether the cache file was rewritten.
  public internal(set) var cacheWritten = false
  /// Why the cache was ignored or not written, if it was.
  public internal(set) var cacheProblems: [String] = []

  /// Creates empty statistics.
  public init() {}
}
