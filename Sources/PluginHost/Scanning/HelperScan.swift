import TransitionEngine

#if canImport(Glibc)
  import Glibc
#endif

/// Scans plugin files in helper processes, several at once, each with a time limit,
/// and turns how each helper ended into an outcome: its report when it exited cleanly
/// with one, else a refusal naming the signal, the exit status or the time-out.
struct HelperScan {
  let scanner: PluginScanner
  let executable: String

  /// One result per path, in order.
  func run(_ paths: [String]) -> [PluginScanner.Result] {
    var results = [PluginScanner.Result?](repeating: nil, count: paths.count)
    var waiting = Array(paths.indices.reversed())
    var running: [(index: Int, helper: ScanHelperProcess)] = []
    let environment = helperEnvironment()
    while !waiting.isEmpty || !running.isEmpty {
      while running.count < scanner.maximumConcurrentHelpers, let index = waiting.popLast() {
        switch ScanHelperProcess.launch(
          executable: executable, pluginPath: paths[index], timeout: scanner.timeout,
          showsPluginErrors: scanner.showsPluginErrors, environment: environment)
        {
        case .success(let helper): running.append((index, helper))
        case .failure(let error):
          results[index] = PluginScanner.Result(
            outcome: .refused(.scanFailed(path: paths[index], reason: error.reason)),
            isCacheable: false)
        }
      }
      guard !running.isEmpty else { continue }
      wait(for: running.map(\.helper))
      running.removeAll { index, helper in
        guard var result = finish(helper) else { return false }
        result.startedHelper = true
        results[index] = result
        return true
      }
    }
    return results.enumerated().map { index, result in
      result
        ?? PluginScanner.Result(
          outcome: .refused(.scanFailed(path: paths[index], reason: "the scan was lost")),
          isCacheable: false)
    }
  }

  /// Waits until a helper's pipe has something, one may have ended, or a deadline
  /// passes: at most 50 ms, 1 ms while a helper's pipe has ended but it is not reaped.
  private func wait(for helpers: [ScanHelperProcess]) {
    let now = monotonicSeconds()
    var limit = 0.05
    var descriptors: [pollfd] = []
    for helper in helpers {
      limit = min(limit, max(0, helper.deadline - now))
      if helper.reachedEnd {
        limit = min(limit, 0.001)
      } else if helper.reportDescriptor >= 0 {
        descriptors.append(pollfd(fd: helper.reportDescriptor, events: Int16(POLLIN), revents: 0))
      }
    }
    _ = poll(&descriptors, nfds_t(descriptors.count), Int32((limit * 1000).rounded(.up)))
  }

  /// The result of `helper` once it is over (reading its report, killing it past its
  /// deadline), or nil while it runs.
  private func finish(_ helper: ScanHelperProcess) -> PluginScanner.Result? {
    let path = helper.pluginPath
    guard helper.drain() else {
      helper.kill()
      return PluginScanner.Result(
        outcome: .refused(
          .scanFailed(path: path, reason: "its scan report is larger than 16 MB")),
        isCacheable: true)
    }
    if !helper.hasEnded() {
      guard monotonicSeconds() >= helper.deadline else { return nil }
      helper.kill()
      return PluginScanner.Result(
        outcome: .refused(.timedOutWhileLoading(path: path, seconds: scanner.timeout)),
        isCacheable: true)
    }
    _ = helper.drain()
    let status = helper.waitStatus ?? 0
    let signal = status & 0x7F
    if signal != 0 {
      return PluginScanner.Result(
        outcome: .refused(.crashedWhileLoading(path: path, signal: signal)), isCacheable: true)
    }
    let exitStatus = (status >> 8) & 0xFF
    if exitStatus != 0 || helper.report.isEmpty {
      return PluginScanner.Result(
        outcome: .refused(.exitedWhileLoading(path: path, status: exitStatus)), isCacheable: true)
    }
    switch PluginScanHelper.readReport(helper.report, path: path) {
    case .success(let outcome):
      return PluginScanner.Result(outcome: outcome, isCacheable: true)
    case .failure(let error):
      return PluginScanner.Result(
        outcome: .refused(
          .scanFailed(path: path, reason: "its scan report is unreadable (\(error.description))")),
        isCacheable: true)
    }
  }
}
