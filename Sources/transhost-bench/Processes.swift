import PluginHost

#if canImport(Glibc)
  import Glibc
#endif

/// Runs `body` and returns how long it took, in seconds.
func timed(_ body: () -> Void) -> Double {
  let start = monotonicSeconds()
  body()
  return monotonicSeconds() - start
}

/// The median of `values` (the mean of the two middle ones for an even count).
func median(_ values: [Double]) -> Double {
  guard !values.isEmpty else { return .nan }
  let sorted = values.sorted()
  let middle = sorted.count / 2
  return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// The median of `values`, nil when there are none (a comparison whose runs all failed).
func medianIfAny(_ values: [Double]) -> Double? { values.isEmpty ? nil : median(values) }

/// This process's peak resident set size so far, in KiB (`getrusage` `ru_maxrss`).
func peakResidentKiB() -> Int {
  var usage = rusage()
  getrusage(numericCast(RUSAGE_SELF.rawValue), &usage)
  return Int(usage.ru_maxrss)
}

/// Why something could not be measured, in words.
struct Failure: Error, CustomStringConvertible, ExpressibleByStringInterpolation {
  let description: String

  init(_ description: String) { self.description = description }
  init(stringLiteral value: String) { description = value }
  init(stringInterpolation: DefaultStringInterpolation) {
    description = String(stringInterpolation: stringInterpolation)
  }
}

/// Writes `text` to standard output.
func writeOut(_ text: String) { DescriptorIO.writeAll(text, to: 1) }

/// Writes `text` to standard error.
func writeError(_ text: String) { DescriptorIO.writeAll(text, to: 2) }

/// How one run of a child process went.
struct ProcessRun {
  /// The exit status, or 128 + the signal that ended it; -1 when it could not start.
  let status: Int32
  /// Wall-clock seconds from spawn to reaped.
  let seconds: Double
  /// The peak resident set size of it and of the children it waited for, in KiB
  /// (`wait4`'s `ru_maxrss`). Linux counts in it the memory the child ran in before
  /// `exec`, which for `posix_spawn` is this harness's: use ``ProcessRunner/runMeasuringPeak``
  /// for a figure of the child's own.
  var peakKiB: Int
  /// Whether it was killed for running past its time limit.
  let timedOut: Bool

  var succeeded: Bool { status == 0 && !timedOut }
}

/// Starts child processes with a controlled environment and measures them.
struct ProcessRunner {
  /// The environment every child gets: this process's, less the variables that would
  /// change what `transhost` searches or reads, with overrides applied per run.
  let baseEnvironment: [String: String]

  init(configHome: String) {
    var environment = ProcessEnvironment.current()
    environment["TRANSHOST_PLUGIN_PATH"] = nil
    environment["LADSPA_PATH"] = nil
    // No configuration file: a mapping in the user's would change what is measured.
    environment["XDG_CONFIG_HOME"] = configHome
    baseEnvironment = environment
  }

  /// Runs `arguments` (the first is an absolute path) with `environment` added to the
  /// base one, standard output to `stdoutPath` and standard error to `stderrPath`,
  /// and waits for it. With `timeout`, the child is killed after that many seconds.
  func run(
    _ arguments: [String], environment: [String: String] = [:],
    stdoutPath: String = "/dev/null", stderrPath: String = "/dev/null", timeout: Double? = nil
  ) -> ProcessRun {
    var merged = baseEnvironment
    for (key, value) in environment { merged[key] = value }
    let argv = arguments.map { strdup($0) } + [nil]
    let envp = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, stdoutPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, stderrPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    // Its own process group, so that an interrupted harness can stop it and whatever
    // it started (see InterruptCleanup).
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
    posix_spawnattr_setpgroup(&attributes, 0)
    var pid: pid_t = 0
    let start = monotonicSeconds()
    let spawned = posix_spawn(&pid, arguments[0], &actions, &attributes, argv, envp)
    guard spawned == 0 else {
      return ProcessRun(status: -1, seconds: 0, peakKiB: 0, timedOut: false)
    }
    InterruptCleanup.runningChild = pid
    defer { InterruptCleanup.runningChild = 0 }
    var status: Int32 = 0
    var usage = rusage()
    var timedOut = false
    if let timeout {
      // Polled: only the long script runs have a limit, so 1 ms granularity is noise.
      while true {
        let reaped = wait4(pid, &status, WNOHANG, &usage)
        if reaped == pid { break }
        if reaped < 0 && errno != EINTR { break }
        if monotonicSeconds() - start > timeout {
          kill(pid, SIGKILL)
          timedOut = true
          _ = wait4(pid, &status, 0, &usage)
          break
        }
        usleep(1000)
      }
    } else {
      while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
    }
    let seconds = monotonicSeconds() - start
    let exitStatus: Int32 =
      (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    return ProcessRun(
      status: exitStatus, seconds: seconds, peakKiB: Int(usage.ru_maxrss), timedOut: timedOut)
  }

  /// Runs `arguments` through `launcher` (`Benchmarks/peak/peak_rss.c`, a process of
  /// about 1 MiB that forks and waits for it), so that `peakKiB` is the program's own
  /// peak, not this harness's; `peakFile` receives it.
  func runMeasuringPeak(
    _ arguments: [String], launcher: String, peakFile: String,
    environment: [String: String] = [:], stdoutPath: String = "/dev/null",
    stderrPath: String = "/dev/null", timeout: Double? = nil
  ) -> ProcessRun {
    var result = run(
      [launcher, peakFile] + arguments, environment: environment, stdoutPath: stdoutPath,
      stderrPath: stderrPath, timeout: timeout)
    let text = readFile(peakFile)?.split(separator: "\n").first.map(String.init)
    result.peakKiB = text.flatMap { Int($0) } ?? 0
    return result
  }

  /// Runs `arguments` and returns its standard output as text, or nil when it failed.
  func output(
    _ arguments: [String], environment: [String: String] = [:], scratch: String
  ) -> (run: ProcessRun, stdout: String, stderr: String) {
    let out = scratch + ".out"
    let err = scratch + ".err"
    let result = run(arguments, environment: environment, stdoutPath: out, stderrPath: err)
    return (result, readFile(out) ?? "", readFile(err) ?? "")
  }
}
