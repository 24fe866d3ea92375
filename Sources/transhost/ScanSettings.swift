import PluginHost
import TranshostCommandLine

#if canImport(Glibc)
  import Glibc
#endif

/// How the CLI scans plugins: always in helper processes (forked from this one while it
/// has one thread, else this binary re-executed),
/// through the metadata cache unless `--no-cache`.
enum ScanSettings {
  /// The default time one helper may take, in seconds.
  static let defaultTimeout = 5.0

  /// Helpers running `/proc/self/exe`, killed after `TRANSHOST_SCAN_TIMEOUT` seconds
  /// (default 5); with `--verbose`, what plugins write on standard error while being
  /// scanned is shown.
  static func scanner(_ options: PluginSearchOptions) -> PluginScanner {
    .helper(
      executable: "/proc/self/exe", timeout: timeout(), showsPluginErrors: options.verbose,
      forksWhenSafe: forksHelpers())
  }

  /// Whether helpers may be forked from this process (the default) rather than always
  /// executed: `TRANSHOST_SCAN_EXEC` set to anything but empty executes them.
  static func forksHelpers() -> Bool {
    guard let value = getenv("TRANSHOST_SCAN_EXEC") else { return true }
    return value.pointee == 0
  }

  /// The cache in `$XDG_CACHE_HOME/transhost`, or none with `--no-cache`.
  static func cache(_ options: PluginSearchOptions) -> PluginCache? {
    guard options.usesCache else { return nil }
    let environment = ProcessEnvironment.current(named: PluginCache.defaultDirectoryVariables)
    return PluginCache.defaultDirectory(environment: environment)
      .map { PluginCache(directory: $0) }
  }

  /// `TRANSHOST_SCAN_TIMEOUT` when it is a positive number of seconds, else the default
  /// (with a warning when it is set but not such a number).
  static func timeout() -> Double {
    let name = "TRANSHOST_SCAN_TIMEOUT"
    guard let text = ProcessEnvironment.current(named: [name])[name] else {
      return defaultTimeout
    }
    guard let seconds = Double(text), seconds.isFinite, seconds > 0 else {
      Output.error(
        "warning: TRANSHOST_SCAN_TIMEOUT '\(text)' is not a positive number of seconds; "
          + "using \(Int(defaultTimeout))\n")
      return defaultTimeout
    }
    return seconds
  }
}
