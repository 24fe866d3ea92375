import CHostSupport

#if canImport(Glibc)
  import Glibc
#endif

/// One running scan helper: `executable __scan <plugin> <watchdog>`, started with
/// `posix_spawn`, its standard input `/dev/null`, its standard output a pipe the report
/// arrives on (the helper moves it to a private descriptor and points its own standard
/// output at `/dev/null` before loading the plugin), and its standard error this
/// process's or `/dev/null`.
final class ScanHelperProcess {
  /// The plugin it scans.
  let pluginPath: String
  /// Its process id.
  let pid: pid_t
  /// The read end of the report pipe (non-blocking), or -1 once closed.
  private(set) var reportDescriptor: Int32
  /// When it must have finished, on the monotonic clock.
  let deadline: Double
  /// The report bytes so far.
  private(set) var report: [UInt8] = []
  /// Whether the report pipe reached its end.
  private(set) var reachedEnd = false
  /// The raw `waitpid` status once it ended.
  private(set) var waitStatus: Int32?

  /// Why a helper could not be started.
  struct LaunchError: Error {
    let reason: String
  }

  /// Reports longer than this are cut off, and the helper killed.
  static let maximumReportSize = 16 << 20

  private init(pluginPath: String, pid: pid_t, reportDescriptor: Int32, deadline: Double) {
    self.pluginPath = pluginPath
    self.pid = pid
    self.reportDescriptor = reportDescriptor
    self.deadline = deadline
  }

  deinit {
    if reportDescriptor >= 0 { close(reportDescriptor) }
  }

  /// Starts a helper for `pluginPath`, or says why it cannot.
  static func launch(
    executable: String, pluginPath: String, timeout: Double, showsPluginErrors: Bool,
    environment: [String]
  ) -> Result<ScanHelperProcess, LaunchError> {
    var ends: [Int32] = [-1, -1]
    guard pipe2(&ends, O_CLOEXEC) == 0 else {
      return .failure(
        LaunchError(reason: "cannot create a pipe: \(String(cString: strerror(errno)))"))
    }
    let (readEnd, writeEnd) = (ends[0], ends[1])
    defer { close(writeEnd) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, writeEnd, 1)
    if !showsPluginErrors {
      posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    setCleanSignals(&attributes)
    let watchdog = String(Int(timeout.rounded(.up)) + 5)
    let arguments = ["transhost", PluginScanHelper.subcommand, pluginPath, watchdog]
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
    defer { envp.forEach { free($0) } }
    var pid: pid_t = 0
    let status = posix_spawn(&pid, executable, &actions, &attributes, &argv, &envp)
    guard status == 0 else {
      close(readEnd)
      return .failure(
        LaunchError(
          reason:
            "cannot start the scan helper '\(executable)': \(String(cString: strerror(status)))"))
    }
    _ = fcntl(readEnd, F_SETFL, fcntl(readEnd, F_GETFL) | O_NONBLOCK)
    return .success(
      ScanHelperProcess(
        pluginPath: pluginPath, pid: pid, reportDescriptor: readEnd,
        deadline: monotonicSeconds() + timeout))
  }

  /// Reads what the pipe holds now; notes its end. Returns false when the report grew
  /// past ``maximumReportSize``.
  func drain() -> Bool {
    guard reportDescriptor >= 0, !reachedEnd else { return true }
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = read(reportDescriptor, &buffer, buffer.count)
      if count > 0 {
        report += buffer[0..<count]
        if report.count > Self.maximumReportSize { return false }
        continue
      }
      if count == 0 {
        reachedEnd = true
        close(reportDescriptor)
        reportDescriptor = -1
      } else if errno == EINTR {
        continue
      }
      return true
    }
  }

  /// Whether it has ended (reaping it when it has).
  func hasEnded() -> Bool {
    if waitStatus != nil { return true }
    var status: Int32 = 0
    while true {
      let result = waitpid(pid, &status, WNOHANG)
      if result == pid {
        waitStatus = status
        return true
      }
      if result < 0 && errno == EINTR { continue }
      return false
    }
  }

  /// Kills it and waits for it to end.
  func kill() {
    guard waitStatus == nil else { return }
    _ = Glibc.kill(pid, SIGKILL)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    waitStatus = status
  }
}

/// This process's environment for a helper: as is, but with Swift's crash backtracer
/// off (`SWIFT_BACKTRACE=enable=no`), since a crash there is the plugin's and only its
/// signal matters.
func helperEnvironment() -> [String] {
  var result: [String] = []
  var pointer = environ
  while let entry = pointer.pointee {
    let text = String(cString: entry)
    if !text.hasPrefix("SWIFT_BACKTRACE=") { result.append(text) }
    pointer += 1
  }
  return result + ["SWIFT_BACKTRACE=enable=no"]
}

/// Seconds on the monotonic clock.
func monotonicSeconds() -> Double {
  var now = timespec()
  clock_gettime(CLOCK_MONOTONIC, &now)
  return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}
