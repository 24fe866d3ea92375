#if canImport(Glibc)
  import Glibc
#endif

/// How a registry reads plugin metadata: in helper processes (the `transhost` binary
/// re-executed with ``PluginScanHelper/subcommand``, or forked from this process when
/// ``forksHelpersWhenSafe`` and it is safe, each scanning a batch of files one after
/// the other), so that a plugin that crashes, exits or hangs while loading is
/// refused instead of taking the host down, or in this process (for library users
/// without a helper executable).
///
/// Mirrors GStreamer's `gst-plugin-scanner` and clap-validator's sandbox re-exec.
public struct PluginScanner: Sendable {
  /// Where plugins are loaded to be scanned.
  public enum Mode: Hashable, Sendable {
    /// In this process: a plugin that crashes while loading takes the process down.
    case inProcess
    /// In helper processes, each running `executable __scan <path>...` over a batch of
    /// files; a new one takes over the rest of a batch after a file its helper died on.
    case helper(executable: String)
  }

  /// Where plugins are loaded to be scanned.
  public let mode: Mode
  /// How long one file may take to load, in seconds, before its helper is killed.
  public let timeout: Double
  /// Whether what plugins write on standard error while being scanned reaches this
  /// process's standard error (else it is discarded). Standard output always is.
  public let showsPluginErrors: Bool
  /// How many helpers run at once, at most (never more than there are processors).
  public let maximumConcurrentHelpers: Int
  /// Whether a helper is forked from this process, rather than executed, while this
  /// process has one thread: only when the helper executable is this program
  /// (`/proc/self/exe`), whose scan code the forked child runs. With more than one
  /// thread, helpers are executed.
  public let forksHelpersWhenSafe: Bool

  /// Scans in this process.
  public static let inProcess = PluginScanner(
    mode: .inProcess, timeout: 0, showsPluginErrors: true, maximumConcurrentHelpers: 1)

  /// Scans in helper processes running `executable` (usually `/proc/self/exe`), a helper
  /// killed when one file takes more than `timeout` seconds; `forksWhenSafe`, see
  /// ``forksHelpersWhenSafe``.
  public static func helper(
    executable: String, timeout: Double = 5, showsPluginErrors: Bool = false,
    forksWhenSafe: Bool = false
  ) -> PluginScanner {
    PluginScanner(
      mode: .helper(executable: executable), timeout: timeout,
      showsPluginErrors: showsPluginErrors, maximumConcurrentHelpers: 8,
      forksHelpersWhenSafe: forksWhenSafe)
  }

  /// Creates a scanner.
  public init(
    mode: Mode, timeout: Double, showsPluginErrors: Bool, maximumConcurrentHelpers: Int,
    forksHelpersWhenSafe: Bool = false
  ) {
    self.mode = mode
    self.timeout = timeout
    self.showsPluginErrors = showsPluginErrors
    self.maximumConcurrentHelpers = max(1, maximumConcurrentHelpers)
    self.forksHelpersWhenSafe = forksHelpersWhenSafe
  }

  /// One file's scan.
  struct Result {
    /// What it gave.
    let outcome: ScanOutcome
    /// Whether the outcome says something about the file (and so may be cached); not
    /// when the helper could not even be started.
    let isCacheable: Bool
    /// Whether a helper process scanned it.
    var scannedByHelper = false
    /// The identity of the file, when the helper opened and checked it itself (given its
    /// path without an identity): nil when it could not, or did not report.
    var opened: FileIdentity? = nil
  }

  /// Scans `paths` (absolute, already checked by ``PluginFile``) and returns one result
  /// per path in the same order, with the number of helpers started; in process,
  /// `loader` loads them. A file is loaded only when it is still the version of
  /// `identities` (one per path, as the host opened it), else it is refused as changed.
  /// `descriptors` (one per path, -1 for none, or empty) hold the files as the host
  /// opened and checked them, for helpers forked from it to load through; the caller
  /// closes them after the scan.
  func scan(
    _ paths: [String], identities: [FileIdentity?], descriptors: [Int32] = [],
    loader: PluginLoader, bridge: HostBridge
  ) -> HelperScan.Scan {
    switch mode {
    case .inProcess:
      HelperScan.Scan(
        results: zip(paths, identities).map { path, identity in
          Result(
            outcome: ScanOutcome(
              loading: bridge.calling(path) { loader.load(path: path, expecting: identity) }),
            isCacheable: true)
        }, helpersStarted: 0)
    case .helper(let executable):
      paths.isEmpty
        ? HelperScan.Scan(results: [], helpersStarted: 0)
        : HelperScan(scanner: self, executable: executable).run(
          paths, identities: identities, descriptors: descriptors)
    }
  }
}

extension PluginScanner {
  /// The most plugin files the host keeps open for a scan, for helpers forked from it to
  /// load through (each then opens nothing itself): none unless helpers may be forked,
  /// at most a quarter of this process's descriptor limit and 512, so that keeping them
  /// never leaves the host or a helper short of descriptors.
  func inheritableDescriptorCount() -> Int {
    guard case .helper = mode, forksHelpersWhenSafe else { return 0 }
    var limit = rlimit()
    guard getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return 0 }
    return Int(min(512, limit.rlim_cur / 4))
  }
}

/// What a registry's scan did: for `list --verbose` and the tests.
public struct ScanStatistics: Hashable, Sendable {
  /// The `.so` files found (regular or not).
  public internal(set) var files = 0
  /// Files whose metadata came from the cache.
  public internal(set) var fromCache = 0
  /// Files whose metadata came from their directory's index (not in the cache).
  public internal(set) var fromIndex = 0
  /// Files loaded in this process to be scanned.
  public internal(set) var scannedInProcess = 0
  /// Files scanned by helper processes.
  public internal(set) var scannedByHelpers = 0
  /// Helper processes started (each scans a batch of files; a new one takes over a
  /// batch after a file its helper died on).
  public internal(set) var helpersStarted = 0
  /// The cache file, when a cache is used.
  public internal(set) var cachePath: String?
  /// Whether the cache file was rewritten.
  public internal(set) var cacheWritten = false
  /// Why the cache was ignored or not written, if it was.
  public internal(set) var cacheProblems: [String] = []
  /// Why the cache file could not be written, when it could not: never fatal, shown
  /// as a warning by every command.
  public internal(set) var cacheWriteProblem: String?

  /// Creates empty statistics.
  public init() {}
}
