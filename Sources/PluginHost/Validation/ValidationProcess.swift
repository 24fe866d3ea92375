import CHostSupport

#if canImport(Glibc)
  import Glibc
#endif

/// A child process started with `posix_spawn` that reports on a private pipe, read a
/// line at a time with a deadline; the one place validation touches processes.
///
/// The child's standard input is `/dev/null` and its standard output goes to the
/// parent's standard error, so whatever a plugin prints never mixes with the report.
final class ValidationProcess {
  /// How a child ended.
  enum Termination: Hashable {
    /// It exited with this status.
    case exited(Int32)
    /// A signal ended it.
    case signaled(Int32)
  }

  /// What waiting for the next line gave.
  enum LineEvent: Hashable {
    /// A line, without its newline.
    case line(String)
    /// The child closed the pipe (usually: it ended).
    case endOfFile
    /// The deadline passed first.
    case timedOut
  }

  /// Why a child could not be started.
  struct SpawnError: Error, CustomStringConvertible {
    let description: String
  }

  /// The child's process id.
  let pid: pid_t
  private let descriptor: Int32
  private var pending: [UInt8] = []
  private var reachedEnd = false
  private var reaped: Termination?

  private init(pid: pid_t, descriptor: Int32) {
    self.pid = pid
    self.descriptor = descriptor
  }

  deinit {
    close(descriptor)
    if reaped == nil {
      _ = Glibc.kill(pid, SIGKILL)
      _ = wait()
    }
  }

  /// Starts `executable` with `arguments` (not counting argv[0]) and `environment`
  /// (`NAME=value` strings); the write end of a new pipe is its descriptor
  /// `reportDescriptor`.
  static func spawn(
    executable: String, arguments: [String], environment: [String], reportDescriptor: Int32
  ) -> Result<ValidationProcess, SpawnError> {
    var ends: [Int32] = [-1, -1]
    guard pipe2(&ends, O_CLOEXEC) == 0 else {
      return .failure(SpawnError(description: "cannot make a pipe: \(errorText(errno))"))
    }
    let readEnd = ends[0]
    var writeEnd = ends[1]
    if writeEnd == reportDescriptor {
      // dup2 onto itself would keep close-on-exec; move it out of the way first.
      let moved = fcntl(writeEnd, F_DUPFD_CLOEXEC, reportDescriptor + 1)
      close(writeEnd)
      writeEnd = moved
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, 2, 1)
    posix_spawn_file_actions_adddup2(&actions, writeEnd, reportDescriptor)
    // The child starts with no signal blocked and the fatal ones at their defaults,
    // whatever this process does with them, so that a crash ends it.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    setCleanSignals(&attributes)
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup($0) } + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    var pid = pid_t()
    let status = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
    close(writeEnd)
    guard status == 0 else {
      close(readEnd)
      return .failure(
        SpawnError(description: "cannot start '\(executable)': \(errorText(status))"))
    }
    return .success(ValidationProcess(pid: pid, descriptor: readEnd))
  }

  /// The next line the child reports, waiting until `deadline` (``monotonicSeconds()``
  /// seconds) at most.
  func nextLine(deadline: Double) -> LineEvent {
    while true {
      if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
        let line = String(decoding: pending[..<newline], as: UTF8.self)
        pending.removeSubrange(...newline)
        return .line(line)
      }
      if reachedEnd {
        guard !pending.isEmpty else { return .endOfFile }
        defer { pending.removeAll() }
        return .line(String(decoding: pending, as: UTF8.self))
      }
      let remaining = deadline - monotonicSeconds()
      guard remaining > 0 else { return .timedOut }
      var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      let ready = poll(&request, 1, Int32(min(remaining * 1000, 60_000).rounded(.up)))
      if ready < 0 && errno != EINTR { reachedEnd = true }
      guard ready > 0 else { continue }
      var buffer = [UInt8](repeating: 0, count: 4096)
      let count = read(descriptor, &buffer, buffer.count)
      if count > 0 {
        pending += buffer[0..<count]
      } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
        reachedEnd = true
      }
    }
  }

  /// Ends the child at once (SIGKILL).
  func kill() {
    guard reaped == nil else { return }
    _ = Glibc.kill(pid, SIGKILL)
  }

  /// Waits for the child to end and says how it did.
  @discardableResult
  func wait() -> Termination {
    if let reaped { return reaped }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
      guard errno == EINTR else {
        reaped = .exited(-1)
        return .exited(-1)
      }
    }
    let signal = status & 0x7f
    let termination: Termination = signal == 0 ? .exited((status >> 8) & 0xff) : .signaled(signal)
    reaped = termination
    return termination
  }
}

/// `strerror`'s text for `code`.
private func errorText(_ code: Int32) -> String {
  strerror(code).map { String(cString: $0) } ?? "error \(code)"
}
