import CHostSupport

#if canImport(Glibc)
  import Glibc
#endif

/// One running scan helper: `executable __scan <=identity> <plugin>... <watchdog>`, started with
/// `posix_spawn` (or forked from this process, running the same scan, see
/// ``fork(pluginPaths:identities:timeout:showsPluginErrors:)``), its standard input `/dev/null`, its standard output a pipe the reports
/// arrive on (the helper moves it to a private descriptor and points its own standard
/// output at `/dev/null` before loading any plugin), its standard error this process's
/// or `/dev/null`, and no other descriptor of this process (a plugin that writes on
/// every descriptor cannot reach this process's files). It scans its plugins in order,
/// one report each.
final class ScanHelperProcess {
  /// Its process id.
  let pid: pid_t
  /// The read end of the report pipe (non-blocking), or -1 once closed.
  private(set) var reportDescriptor: Int32
  /// Whether the report pipe reached its end.
  private(set) var reachedEnd = false
  /// The raw `waitpid` status once it ended.
  private(set) var waitStatus: Int32?

  /// Why a helper could not be started.
  struct LaunchError: Error {
    let reason: String
  }

  /// Where reads land: made once, since the scan reads many times a helper.
  private var readBuffer = [UInt8](repeating: 0, count: 1 << 16)

  private init(pid: pid_t, reportDescriptor: Int32) {
    self.pid = pid
    self.reportDescriptor = reportDescriptor
  }

  deinit {
    if reportDescriptor >= 0 { close(reportDescriptor) }
    // One told to end (``signalKill()``) and never waited for is reaped here.
    if isKilled { kill() }
  }

  /// Whether ``signalKill()`` sent it `SIGKILL`.
  private var isKilled = false

  /// Starts a helper scanning `pluginPaths` in order, each within `timeout` seconds
  /// (its own watchdog allows 5 more per file) and only if it is the version of
  /// `identities` (one per path), or says why it cannot.
  static func launch(
    executable: String, pluginPaths: some Collection<String>,
    identities: some Collection<FileIdentity?>, timeout: Double,
    showsPluginErrors: Bool, environment: [String]
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
    posix_spawn_file_actions_addclosefrom_np(&actions, 3)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    setCleanSignals(&attributes)
    let watchdog = String(Int(timeout.rounded(.up)) + 5)
    var arguments = ["transhost", PluginScanHelper.subcommand]
    arguments.reserveCapacity(2 * pluginPaths.count + 3)
    for (identity, path) in zip(identities, pluginPaths) {
      if let identity { arguments.append(identity.argument) }
      arguments.append(path)
    }
    arguments.append(watchdog)
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
    return .success(ScanHelperProcess(pid: pid, reportDescriptor: readEnd))
  }

  /// Starts a helper as ``launch(executable:pluginPaths:identities:timeout:showsPluginErrors:environment:)``
  /// does, but forked from this process rather than executed: nil, and nothing started,
  /// when forking is not safe here (``HelperFork/isSafe``: more than one thread, or a
  /// plugin loaded in this process). The child gets
  /// what a spawned helper gets (its signals, descriptors 0 to 2 and no other, the
  /// helper's environment variable, no observer of plugin calls) and runs the helper's
  /// scan (``PluginScanHelper``) on the files, leaving with `_exit`. `descriptors` (one
  /// per path, -1 for none) are the files as this process opened and checked them: the
  /// child keeps them open and loads each through its descriptor, rather than opening
  /// and checking the path again (the file loaded is then the one checked here).
  static func fork(
    pluginPaths: ArraySlice<String>, identities: ArraySlice<FileIdentity?>,
    descriptors: ArraySlice<Int32>, timeout: Double, showsPluginErrors: Bool
  ) -> Result<ScanHelperProcess, LaunchError>? {
    guard HelperFork.isSafe else { return nil }
    // Everything the child needs is made before the fork.
    var files: [PluginScanHelper.ScanFile] = []
    files.reserveCapacity(pluginPaths.count)
    // The kept descriptors, in increasing order for the child to keep.
    var kept: [Int32] = []
    for offset in 0..<min(pluginPaths.count, identities.count) {
      let descriptor =
        offset < descriptors.count ? descriptors[descriptors.startIndex + offset] : -1
      let inherited: Int32? = descriptor > 2 ? descriptor : nil
      files.append(
        PluginScanHelper.ScanFile(
          path: pluginPaths[pluginPaths.startIndex + offset],
          identity: identities[identities.startIndex + offset], inherited: inherited))
      if let inherited { kept.append(inherited) }
    }
    kept.sort()
    let watchdog = UInt32(Int(timeout.rounded(.up)) + 5)
    var ends: [Int32] = [-1, -1]
    guard pipe2(&ends, O_CLOEXEC) == 0 else {
      return .failure(
        LaunchError(reason: "cannot create a pipe: \(String(cString: strerror(errno)))"))
    }
    let (readEnd, writeEnd) = (ends[0], ends[1])
    let null = open("/dev/null", O_RDWR | O_CLOEXEC)
    defer {
      close(writeEnd)
      if null >= 0 { close(null) }
    }
    // Nothing buffered in this process's streams is written twice by a plugin's `exit`.
    fflush(nil)
    let pid = Glibc.fork()
    if pid == 0 {
      HelperFork.cleanSignals()
      guard null >= 0,
        HelperFork.arrangeDescriptors(
          null: null, report: writeEnd, keepsStandardError: showsPluginErrors, keeping: kept)
      else { _exit(ExitCode.systemError.rawValue) }
      for (name, value) in ProcessEnvironment.pluginHelperOverrides { setenv(name, value, 1) }
      // An executed helper has no observer of plugin calls: this process's (a `run`
      // helper's report channel) is not the scan's.
      PluginCalls.withoutObserver {
        _exit(PluginScanHelper.scan(files, watchdog: watchdog, outcomeForm: .binary).rawValue)
      }
    }
    guard pid > 0 else {
      close(readEnd)
      return .failure(
        LaunchError(
          reason: "cannot fork the scan helper: \(String(cString: strerror(errno)))"))
    }
    _ = fcntl(readEnd, F_SETFL, fcntl(readEnd, F_GETFL) | O_NONBLOCK)
    return .success(ScanHelperProcess(pid: pid, reportDescriptor: readEnd))
  }

  /// What the pipe holds now (empty when nothing); notes its end. A read that does not
  /// fill the buffer emptied the pipe: the next `poll` says when there is more (or its
  /// end), rather than a read that fails with `EAGAIN` after every report.
  func readAvailable() -> [UInt8] {
    guard reportDescriptor >= 0, !reachedEnd else { return [] }
    var bytes: [UInt8] = []
    while true {
      let count = readBuffer.withUnsafeMutableBytes {
        read(reportDescriptor, $0.baseAddress, $0.count)
      }
      if count > 0 {
        bytes += readBuffer[0..<count]
        if count < readBuffer.count { return bytes }
        continue
      }
      if count == 0 {
        reachedEnd = true
        close(reportDescriptor)
        reportDescriptor = -1
      } else if errno == EINTR {
        continue
      }
      return bytes
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

  /// Sends it `SIGKILL` (when it has not been reaped) without waiting for it to end: a
  /// helper that wrote its last report is leaving anyway, and the host need not wait
  /// while the kernel takes its address space down. ``kill()`` (or the end of this
  /// object) reaps it.
  func signalKill() {
    guard waitStatus == nil, !isKilled else { return }
    _ = Glibc.kill(pid, SIGKILL)
    isKilled = true
  }

  /// Kills it (when it has not ended) and waits for it to end.
  func kill() {
    guard waitStatus == nil else { return }
    if !isKilled { _ = Glibc.kill(pid, SIGKILL) }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    waitStatus = status
  }
}
