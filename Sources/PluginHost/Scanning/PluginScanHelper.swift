import TransitionEngine

#if canImport(Glibc)
  import Glibc
#endif

/// The scan helper: `transhost __scan [=identity] <absolute path>... [watchdog seconds]`
/// loads plugin libraries with ``PluginLoader``, one after the other in the order given,
/// and reports what it found in each as one JSON line, written as soon as that file is
/// done. A path after an identity (`=device:inode:size:seconds:nanoseconds`, what the
/// host saw when it opened the file) is loaded only if the file opened is still that
/// version (``FileIdentity``), so a report is always about the file the host checked.
///
/// Plugins may print anything, so the reports do not travel on what the plugin sees as
/// standard output: before loading, the helper moves its standard output to a private
/// descriptor and points descriptor 1 at `/dev/null`. It turns core dumps off, arms an
/// alarm for every file (a watchdog should the parent be gone), and leaves with `_exit`
/// right after the last report, so no plugin destructor runs. After each file it checks
/// that it is still itself (a plugin that forked returns into a copy of the helper,
/// which leaves silently) and that the report descriptor is still its pipe (a plugin
/// may close it or `dup2` over it): if not, it leaves with status 74, and the file it
/// was loading is refused as having exited.
public enum PluginScanHelper {
  /// The hidden subcommand that runs the helper.
  public static let subcommand = "__scan"
  /// The report's format version.
  static let reportVersion = 1
  /// A file's report longer than this is refused, and its helper killed.
  static let maximumReportSize = 16 << 20
  /// The exit status when a report cannot be written.
  static let reportLostStatus = ExitCode.ioError.rawValue

  /// Runs the helper with the arguments after the subcommand. Returns an exit status
  /// only for a usage error or when the report channel cannot be set up; otherwise it
  /// does not return.
  public static func run(_ arguments: [String]) -> ExitCode {
    var paths = arguments[...]
    var watchdog: UInt32?
    if let last = paths.last, !last.hasPrefix("/"), let seconds = UInt32(last) {
      watchdog = seconds
      paths = paths.dropLast()
    }
    var files: [ScanFile] = []
    var identity: FileIdentity?
    for argument in paths {
      if let expected = FileIdentity(argument: argument), identity == nil {
        identity = expected
      } else if argument.hasPrefix("/") {
        files.append(ScanFile(path: argument, identity: identity))
        identity = nil
      } else {
        files = []
        break
      }
    }
    guard !files.isEmpty, identity == nil else {
      let usage =
        "usage: transhost \(subcommand) [=identity] <absolute plugin path>... [watchdog seconds]\n"
      _ = usage.withCString { write(2, $0, strlen($0)) }
      return .usage
    }
    return scan(files, watchdog: watchdog, outcomeForm: .json)
  }

  /// How a report gives the outcome: the host reads either.
  enum OutcomeForm {
    /// The outcome's JSON object (``ScanOutcome/json``): what `transhost __scan` writes,
    /// for a person or a test to read.
    case json
    /// The cache's binary form as hexadecimal text (``CachedOutcome/reportText``): what
    /// a helper forked from the host writes, read without building a JSON tree of it.
    case binary
  }

  /// One file a helper scans.
  struct ScanFile {
    /// Its absolute path.
    let path: String
    /// The version the host saw, when it said.
    let identity: FileIdentity?
    /// The descriptor the host opened and checked it on, when the helper was forked with
    /// it (``ScanHelperProcess``): loaded through it instead of opening the path again.
    var inherited: Int32? = nil
  }

  /// Scans `files` in order, a report each on the channel found on standard output with
  /// the outcome in `outcomeForm`, arming a `watchdog`-second alarm for each file when
  /// given: the helper's work, in an executed helper or one forked from the host
  /// (``ScanHelperProcess``). Returns only when the report channel cannot be set up;
  /// otherwise it leaves with `_exit`.
  static func scan(
    _ files: [ScanFile], watchdog: UInt32?,
    outcomeForm: OutcomeForm
  ) -> ExitCode {
    let report = fcntl(1, F_DUPFD_CLOEXEC, 10)
    let null = open("/dev/null", O_WRONLY | O_CLOEXEC)
    var channel = stat()
    guard report >= 0, null >= 0, dup2(null, 1) == 1, fstat(report, &channel) == 0 else {
      return .systemError
    }
    close(null)
    var noCore = rlimit(rlim_cur: 0, rlim_max: 0)
    _ = setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &noCore)
    let helper = getpid()
    let bridge = HostBridge(engine: nil)
    // One set of directory checks for the batch: its files share their directories,
    // checked once here (and again by the host on every run).
    let loader = PluginLoader(host: UnsafePointer(bridge.host), directories: DirectoryChecks())
    for file in files {
      let path = file.path
      if let watchdog { alarm(watchdog) }
      let (outcome, opened) = scan(file, loader: loader, bridge: bridge)
      guard getpid() == helper else { _exit(ExitCode.success.rawValue) }
      var now = stat()
      guard fstat(report, &now) == 0, now.st_dev == channel.st_dev, now.st_ino == channel.st_ino
      else { _exit(reportLostStatus) }
      var bytes: [UInt8]
      switch outcomeForm {
      case .json:
        bytes = []
        var members: [(String, JSONValue)] = [
          ("report", .integer(reportVersion)), ("host", .string(PluginCacheKey.currentHost)),
          ("path", .string(path)), ("outcome", outcome.json),
        ]
        // The file it opened itself, as the binary form carries it after the outcome.
        if let opened { members.append(("opened", .string(opened.argument))) }
        JSONValue.object(members).write(to: &bytes)
        bytes.append(UInt8(ascii: "\n"))
      case .binary:
        bytes = ScanReportLine.line(
          head: ScanReportLine.head(path: path), outcome: CachedOutcome(outcome), opened: opened)
      }
      guard DescriptorIO.writeAll(bytes, to: report) else { _exit(reportLostStatus) }
    }
    _exit(ExitCode.success.rawValue)
  }

  /// What a helper's report on a file says.
  struct Report {
    /// The file's outcome.
    let outcome: ScanOutcome
    /// The identity of the file, when the helper opened and checked it itself (the host
    /// gave it the path alone, see ``ScanFile``).
    var opened: FileIdentity? = nil
  }

  /// Loads `file` with `loader`. A file given without an identity or a descriptor is
  /// opened and checked here first (``PluginFile/open(absolutePath:directories:expecting:)``,
  /// the checks the host would have made: a file they refuse is refused unloaded) and
  /// loaded through that descriptor; its identity is returned with the outcome, for the
  /// host to key its cache entry on. Nil for a file given with its identity.
  private static func scan(
    _ file: ScanFile, loader: PluginLoader, bridge: HostBridge
  ) -> (outcome: ScanOutcome, opened: FileIdentity?) {
    guard file.identity == nil, file.inherited == nil else {
      let outcome = ScanOutcome(
        loading: bridge.calling(file.path) {
          loader.load(path: file.path, expecting: file.identity, inherited: file.inherited)
        })
      return (outcome, nil)
    }
    switch PluginFile.open(
      absolutePath: file.path, directories: loader.directories ?? DirectoryChecks())
    {
    case .success(let checked):
      let outcome = ScanOutcome(
        loading: bridge.calling(file.path) { loader.load(checked: checked) })
      return (outcome, checked.identity)
    case .failure(let error):
      return (.refused(PluginLoadError(error, path: file.path)), nil)
    }
  }

  /// The outcome a helper reported for `path`; `head`, when given, is
  /// ``ScanReportLine/head(path:)`` for it, so that a forked helper's line is read
  /// without parsing JSON.
  static func readReport(
    _ bytes: ArraySlice<UInt8>, path: String, head: [UInt8]? = nil
  ) -> Result<Report, ScanOutcome.DecodingError> {
    var text = bytes
    if text.last == UInt8(ascii: "\n") { text = text.dropLast() }
    if let head, let report = ScanReportLine.outcome(of: text, head: head),
      let read = try? report.outcome.outcome(path: path)
    {
      return .success(Report(outcome: read, opened: report.opened))
    }
    guard !text.withUnsafeBufferPointer({ $0.contains(UInt8(ascii: "\n")) }) else {
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
      // A forked helper writes the outcome in the cache's binary form (hexadecimal
      // text), an executed one (`transhost __scan`) as a JSON object.
      let outcome = try json.member("outcome")
      if case .string(let text) = outcome {
        let report = try CachedOutcome.report(text: text)
        return .success(
          Report(outcome: try report.outcome.outcome(path: path), opened: report.opened))
      }
      let opened = (try? json.member("opened").stringValue()).flatMap(FileIdentity.init(argument:))
      return .success(Report(outcome: try ScanOutcome(json: outcome, path: path), opened: opened))
    } catch {
      return .failure(error)
    }
  }
}
