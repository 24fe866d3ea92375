import TransitionEngine

#if canImport(Glibc)
  import Glibc
#endif

/// The scan helper: `transhost __scan <absolute path> [watchdog seconds]` loads one
/// plugin library with ``PluginLoader`` and reports what it found as one JSON line.
///
/// Plugins may print anything, so the report does not travel on what the plugin sees
/// as standard output: before loading, the helper moves its standard output to a
/// private descriptor and points descriptor 1 at `/dev/null`. It turns core dumps off,
/// arms an alarm (a watchdog should the parent be gone), and leaves with `_exit` right
/// after writing the report, so no plugin destructor runs.
public enum PluginScanHelper {
  /// The hidden subcommand that runs the helper.
  public static let subcommand = "__scan"
  /// The report's format version.
  static let reportVersion = 1

  /// Runs the helper with the arguments after the subcommand. Returns an exit status
  /// only for a usage error or when the report channel cannot be set up; otherwise it
  /// does not return.
  public static func run(_ arguments: [String]) -> Int32 {
    guard (1...2).contains(arguments.count), arguments[0].hasPrefix("/"),
      arguments.count == 1 || UInt32(arguments[1]) != nil
    else {
      let usage = "usage: transhost \(subcommand) <absolute plugin path> [watchdog seconds]\n"
      _ = usage.withCString { write(2, $0, strlen($0)) }
      return 64
    }
    let path = arguments[0]
    let report = fcntl(1, F_DUPFD_CLOEXEC, 10)
    let null = open("/dev/null", O_WRONLY | O_CLOEXEC)
    guard report >= 0, null >= 0, dup2(null, 1) == 1 else { return 71 }
    close(null)
    var noCore = rlimit(rlim_cur: 0, rlim_max: 0)
    _ = setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &noCore)
    if arguments.count == 2, let seconds = UInt32(arguments[1]) { alarm(seconds) }
    let bridge = HostBridge(engine: nil)
    let loader = PluginLoader(host: UnsafePointer(bridge.host))
    let outcome = ScanOutcome(loading: bridge.calling(path) { loader.load(path: path) })
    let line: JSONValue = .object([
      ("report", .integer(reportVersion)), ("host", .string(PluginCacheKey.currentHost)),
      ("path", .string(path)), ("outcome", outcome.json),
    ])
    let bytes = Array((line.text + "\n").utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return -1 }
        return write(report, base + offset, buffer.count - offset)
      }
      if written < 0 && errno == EINTR { continue }
      if written <= 0 { _exit(74) }
      offset += written
    }
    _exit(0)
  }

  /// The outcome a helper reported for `path`.
  static func readReport(
    _ bytes: [UInt8], path: String
  ) -> Result<
    ScanOutcome, ScanOutcome.DecodingError
  > {
    var text = bytes[...]
    if text.last == UInt8(ascii: "\n") { text = text.dropLast() }
    guard !text.contains(UInt8(ascii: "\n")) else {
      return .failure(.init(description: "more than one line"))
    }
    let json: JSONValue
    switch JSONReader.parse(Array(text)) {
    case .success(let parsed): json = parsed
    case .failure(let error): return .failure(.init(description: error.description))
    }
    do throws(ScanOutcome.DecodingError) {
      guard try json.member("report").intValue() == reportVersion,
        try json.member("host").stringValue() == PluginCacheKey.currentHost
      else {
        return .failure(.init(description: "the helper is another transhost version"))
      }
      guard try json.member("path").stringValue() == path else {
        return .failure(.init(description: "the report is about another file"))
      }
      return .success(try ScanOutcome(json: json.member("outcome"), path: path))
    } catch {
      return .failure(error)
    }
  }
}
