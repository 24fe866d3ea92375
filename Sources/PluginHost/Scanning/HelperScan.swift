import TransitionEngine

#if canImport(Glibc)
  import Glibc
#endif

/// Scans plugin files in a few helper processes, each loading a contiguous batch of the
/// files one after the other and reporting each as it finishes it (GStreamer's
/// `gst-plugin-scanner` keeps one helper for every file in the same way).
///
/// Each file may take at most the scanner's time limit. When a helper crashes, exits,
/// writes an unreadable report or runs past the limit, the file it was loading is
/// refused (naming the signal, the exit status, the time-out or the report's problem),
/// the files reported before it keep their outcomes, and a new helper scans the rest of
/// the batch. A file's outcome does not depend on how the helpers' output is timed.
struct HelperScan {
  let scanner: PluginScanner
  let executable: String

  /// What a scan of many files gave.
  struct Scan {
    /// One result per path, in order.
    let results: [PluginScanner.Result]
    /// How many helper processes were started.
    let helpersStarted: Int
    /// Helpers that wrote every report and were sent `SIGKILL`, not yet reaped: the
    /// caller reaps them (``reapHelpers()``) once it has used the results, so that the
    /// kernel takes them down while it goes on.
    var helpersToReap: [ScanHelperProcess] = []

    /// Waits for the helpers of ``helpersToReap`` to end.
    func reapHelpers() {
      for helper in helpersToReap { helper.kill() }
    }
  }

  /// A helper at work on a batch.
  private struct Running {
    let helper: ScanHelperProcess
    var stream: ScanReportStream
    /// When the file being scanned must be done, on the monotonic clock.
    var deadline: Double
  }

  /// What one look at a helper gave.
  private struct Progress {
    var finished: [(index: Int, result: PluginScanner.Result)] = []
    /// The files of its batch still to scan in a new helper.
    var rest: Range<Int>?
    var isOver = false
    /// Whether it wrote every report and was sent `SIGKILL` without being reaped.
    var isUnreaped = false
  }

  /// The longest argument list one helper is given, in bytes of paths and identities
  /// (Linux allows 2 MiB with the default stack): longer batches are split.
  static let maximumBatchBytes = 256 << 10
  /// The most bytes one file's identity takes in a helper's arguments.
  static let identityBytes = 100
  /// The most files one helper is given: every library it loads keeps its descriptor
  /// open (see ``DynamicLibrary``), and the usual limit is 1,024 descriptors.
  static let maximumBatchFiles = 256

  /// Scans `paths`, one result each, in order; each helper loads a file only when it is
  /// the version of `identities` (one per path). `descriptors`, when given (one per path,
  /// -1 for none), hold the files as this process opened and checked them: a forked
  /// helper loads each through its descriptor (``ScanHelperProcess/fork(pluginPaths:identities:descriptors:timeout:showsPluginErrors:)``).
  func run(_ paths: [String], identities: [FileIdentity?], descriptors: [Int32] = []) -> Scan {
    let descriptors =
      descriptors.count == paths.count
      ? descriptors : [Int32](repeating: -1, count: paths.count)
    var results = [PluginScanner.Result?](repeating: nil, count: paths.count)
    let helpers = helperCount(files: paths.count)
    var waiting = Array(Self.batches(of: paths, helpers: helpers).reversed())
    var running: [Running] = []
    var helpersStarted = 0
    var unreaped: [ScanHelperProcess] = []
    // Made only when a helper is executed.
    lazy var environment = ProcessEnvironment.forPluginHelper()
    while !waiting.isEmpty || !running.isEmpty {
      while running.count < helpers, let batch = waiting.popLast() {
        switch start(
          paths[batch], identities: identities[batch], descriptors: descriptors[batch],
          environment: environment)
        {
        case .success(let helper):
          helpersStarted += 1
          running.append(
            Running(
              helper: helper, stream: ScanReportStream(paths: paths[batch]),
              deadline: monotonicSeconds() + scanner.timeout))
        case .failure(let error):
          for index in batch {
            results[index] = PluginScanner.Result(
              outcome: .refused(.scanFailed(path: paths[index], reason: error.reason)),
              isCacheable: false, scannedByHelper: false)
          }
        }
      }
      guard !running.isEmpty else { continue }
      wait(for: running)
      var position = 0
      while position < running.count {
        let progress = advance(&running[position])
        for (index, result) in progress.finished { results[index] = result }
        if let rest = progress.rest, !rest.isEmpty { waiting.append(rest) }
        if progress.isUnreaped { unreaped.append(running[position].helper) }
        if progress.isOver {
          running.remove(at: position)
        } else {
          position += 1
        }
      }
    }
    let complete = results.enumerated().map { index, result in
      result
        ?? PluginScanner.Result(
          outcome: .refused(.scanFailed(path: paths[index], reason: "the scan was lost")),
          isCacheable: false, scannedByHelper: false)
    }
    return Scan(results: complete, helpersStarted: helpersStarted, helpersToReap: unreaped)
  }

  /// Starts a helper on `paths`: forked from this process when the scanner allows it and
  /// it is safe, else executed.
  private func start(
    _ paths: ArraySlice<String>, identities: ArraySlice<FileIdentity?>,
    descriptors: ArraySlice<Int32>, environment: @autoclosure () -> [String]
  ) -> Result<ScanHelperProcess, ScanHelperProcess.LaunchError> {
    if scanner.forksHelpersWhenSafe,
      let forked = ScanHelperProcess.fork(
        pluginPaths: paths, identities: identities, descriptors: descriptors,
        timeout: scanner.timeout, showsPluginErrors: scanner.showsPluginErrors)
    {
      return forked
    }
    return ScanHelperProcess.launch(
      executable: executable, pluginPaths: paths, identities: identities,
      timeout: scanner.timeout, showsPluginErrors: scanner.showsPluginErrors,
      environment: environment())
  }

  /// A helper per this many files, at least: each helper pays for starting Swift and
  /// for the first Swift plugin loading Foundation (15-20 ms of CPU), which a second
  /// processor only wins back over more files (measured in docs/PERFORMANCE.md).
  static let filesPerHelper = 16

  /// How many helpers run at once for `files` files: one per ``filesPerHelper`` files,
  /// at most one per processor and the scanner's limit.
  func helperCount(files: Int) -> Int {
    let processors = max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    let wanted = (files + Self.filesPerHelper - 1) / Self.filesPerHelper
    return max(1, min(scanner.maximumConcurrentHelpers, processors, wanted))
  }

  /// `paths` cut into `helpers` contiguous batches of nearly equal length (the first
  /// ones one longer), each cut again where it passes ``maximumBatchFiles`` files or
  /// ``maximumBatchBytes``.
  static func batches(of paths: [String], helpers: Int) -> [Range<Int>] {
    guard !paths.isEmpty else { return [] }
    let (base, extra) = paths.count.quotientAndRemainder(dividingBy: helpers)
    var result: [Range<Int>] = []
    var start = 0
    for batch in 0..<helpers {
      let end = start + base + (batch < extra ? 1 : 0)
      var piece = start
      var bytes = 0
      for index in start..<end {
        bytes += paths[index].utf8.count + 1 + Self.identityBytes
        if (bytes > maximumBatchBytes || index - piece == maximumBatchFiles) && index > piece {
          result.append(piece..<index)
          piece = index
          bytes = paths[index].utf8.count + 1 + Self.identityBytes
        }
      }
      if end > piece { result.append(piece..<end) }
      start = end
    }
    return result
  }

  /// Waits until a helper's pipe has something, one may have ended, or a deadline
  /// passes: at most 50 ms, 1 ms while a helper's pipe has ended but it is not reaped.
  ///
  /// While every helper has more than ``batchedReports`` files left, a wake-up is followed
  /// by ``batchPause`` before the pipes are read, so that each read takes several reports:
  /// a helper reports a C plugin every 0.1 to 0.2 ms, and waking for each one took this
  /// process onto a processor a helper was using about 200 times a `list` (the two
  /// context switches and the read each time cost more than the report's own reading).
  /// The last files of a batch are read as they come, so the end is not delayed.
  private func wait(for running: [Running]) {
    let now = monotonicSeconds()
    var limit = 0.05
    var descriptors: [pollfd] = []
    var batches = true
    for item in running {
      limit = min(limit, max(0, item.deadline - now))
      if item.helper.reachedEnd {
        limit = min(limit, 0.001)
      } else if item.helper.reportDescriptor >= 0 {
        descriptors.append(
          pollfd(fd: item.helper.reportDescriptor, events: Int16(POLLIN), revents: 0))
      }
      if item.stream.remainingCount <= Self.batchedReports { batches = false }
    }
    let ready = poll(&descriptors, nfds_t(descriptors.count), Int32((limit * 1000).rounded(.up)))
    if ready > 0, batches, limit > Self.batchPause {
      usleep(UInt32(Self.batchPause * 1_000_000))
    }
  }

  /// How long a wake-up waits for more reports while ``batchedReports`` or more remain.
  static let batchPause = 0.001
  /// Below this many files left in a helper's batch, its reports are read as they come.
  static let batchedReports = 16

  /// Reads what a helper wrote, and settles the file it is loading when the helper has
  /// ended, wrote an unreadable report or is past the deadline.
  private func advance(_ running: inout Running) -> Progress {
    let helper = running.helper
    var reports = running.stream.append(helper.readAvailable())
    // Whether it has ended is asked only when what it wrote completed no report or its
    // pipe ended (a helper that has just reported is at work: a later look settles it);
    // once it has ended, everything it wrote is in the pipe, and is read now.
    var hasEnded = false
    if (reports.isEmpty || helper.reachedEnd) && !running.stream.isComplete {
      hasEnded = helper.hasEnded()
      if hasEnded { reports += running.stream.append(helper.readAvailable()) }
    }
    var progress = Progress()
    for report in reports {
      let path = running.stream.paths[report.index]
      progress.finished.append((report.index, Self.result(report.outcome, path: path)))
      running.deadline = monotonicSeconds() + scanner.timeout
    }
    let end = running.stream.paths.endIndex
    if running.stream.isComplete {
      helper.signalKill()
      progress.isUnreaped = true
      if let unreadable = running.stream.unreadableIndex {
        progress.rest = (unreadable + 1)..<end
      }
      progress.isOver = true
      return progress
    }
    let current = running.stream.current
    let path = running.stream.paths[current]
    let outcome: ScanOutcome
    if running.stream.pendingCount > PluginScanHelper.maximumReportSize {
      helper.kill()
      outcome = .refused(.scanFailed(path: path, reason: "its scan report is larger than 16 MB"))
    } else if hasEnded {
      outcome = Self.ended(
        helper.waitStatus ?? 0, remainder: running.stream.remainder, path: path,
        isPastDeadline: monotonicSeconds() >= running.deadline, timeout: scanner.timeout)
    } else if monotonicSeconds() >= running.deadline {
      helper.kill()
      outcome = .refused(.timedOutWhileLoading(path: path, seconds: scanner.timeout))
    } else {
      return progress
    }
    progress.finished.append(
      (current, PluginScanner.Result(outcome: outcome, isCacheable: true, scannedByHelper: true)))
    progress.rest = (current + 1)..<end
    progress.isOver = true
    return progress
  }

  /// The outcome of the file a helper was loading when it ended with `status`, having
  /// written `remainder` about it; `isPastDeadline` when this process saw it ended only
  /// after the file's `timeout` had run out.
  ///
  /// A helper ended by `SIGALRM` past the deadline is the helper's own watchdog (an alarm
  /// of the time limit plus 5 s for each file, ``PluginScanHelper``) ending a file that
  /// this process would have timed out, had it looked in time (a loaded machine can
  /// keep it from looking for seconds): it is reported as the time-out it is, not as a
  /// crash. Before the deadline, `SIGALRM` is the plugin's own doing, a crash like any
  /// other signal.
  static func ended(
    _ status: Int32, remainder: [UInt8], path: String, isPastDeadline: Bool, timeout: Double
  ) -> ScanOutcome {
    let signal = status & 0x7F
    if signal == SIGALRM && isPastDeadline {
      return .refused(.timedOutWhileLoading(path: path, seconds: timeout))
    }
    if signal != 0 { return .refused(.crashedWhileLoading(path: path, signal: signal)) }
    let exitStatus = (status >> 8) & 0xFF
    if exitStatus != 0 || remainder.isEmpty {
      return .refused(.exitedWhileLoading(path: path, status: exitStatus))
    }
    return result(PluginScanHelper.readReport(remainder[...], path: path), path: path).outcome
  }

  /// A file's result from its report.
  private static func result(
    _ report: Result<PluginScanHelper.Report, ScanOutcome.DecodingError>, path: String
  ) -> PluginScanner.Result {
    switch report {
    case .success(let report):
      return PluginScanner.Result(
        outcome: report.outcome, isCacheable: true, scannedByHelper: true, opened: report.opened)
    case .failure(let error):
      return PluginScanner.Result(
        outcome: .refused(
          .scanFailed(path: path, reason: "its scan report is unreadable (\(error.description))")),
        isCacheable: true, scannedByHelper: true)
    }
  }
}
