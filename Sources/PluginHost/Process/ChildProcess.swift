import CHostSupport

#if canImport(Glibc)
  import Glibc
#endif

/// Runs a helper process (usually `transhost` itself, re-executed) with its standard
/// output, standard error and one extra descriptor (fd 3, for results a plugin cannot
/// corrupt by printing) captured, and a time limit. What a crashing or hanging plugin can
/// do to its process never reaches the caller's.
public enum ChildProcess {
  /// How the child ended.
  public enum Termination: Hashable, Sendable {
    /// It exited with this status.
    case exited(Int32)
    /// A signal ended it.
    case signalled(Int32)
    /// It ran past the time limit and was killed.
    case timedOut(seconds: Double)

    /// A phrase for reports: `exited with status 3`, `crashed: SIGSEGV (segmentation
    /// fault)`, `did not finish within 5 s (killed)`.
    public var description: String {
      switch self {
      case .exited(let status): "exited with status \(status)"
      case .signalled(let signal): "crashed: \(signalName(signal))"
      case .timedOut(let seconds): "did not finish within \(formatSeconds(seconds)) s (killed)"
      }
    }
  }

  /// What the child produced.
  public struct Output: Sendable {
    /// How it ended.
    public let termination: Termination
    /// Its standard output.
    public let standardOutput: String
    /// Its standard error.
    public let standardError: String
    /// What it wrote on descriptor 3.
    public let results: String
  }

  /// The descriptor the child finds its result channel on.
  public static let resultDescriptor: Int32 = 3

  /// Runs `executable` with `arguments` (the program name is added), waits at most
  /// `timeout` seconds, and returns what it did. Returns nil when it cannot be started.
  public static func run(_ executable: String, _ arguments: [String], timeout: Double) -> Output? {
    guard let out = TemporaryFile(), let err = TemporaryFile(), let results = TemporaryFile() else {
      return nil
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, out.descriptor, 1)
    posix_spawn_file_actions_adddup2(&actions, err.descriptor, 2)
    posix_spawn_file_actions_adddup2(&actions, results.descriptor, resultDescriptor)
    // Nothing else of the host's: no input, and no descriptor a plugin running in the
    // child could write on (the host's open files, pipes of other children).
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addclosefrom_np(&actions, resultDescriptor + 1)
    let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    setCleanSignals(&attributes)
    var pid: pid_t = 0
    let status = posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
    guard status == 0 else { return nil }
    let termination = wait(for: pid, timeout: timeout)
    return Output(
      termination: termination, standardOutput: out.contents(), standardError: err.contents(),
      results: results.contents())
  }

  private static func wait(for pid: pid_t, timeout: Double) -> Termination {
    var elapsed = 0.0
    var status: Int32 = 0
    var delay = 0.0005
    while true {
      let result = waitpid(pid, &status, WNOHANG)
      if result == pid { break }
      if result < 0 && errno != EINTR { return .exited(-1) }
      if elapsed >= timeout {
        kill(pid, SIGKILL)
        _ = waitpid(pid, &status, 0)
        return .timedOut(seconds: timeout)
      }
      usleep(UInt32(delay * 1_000_000))
      elapsed += delay
      delay = min(delay * 2, 0.02)
    }
    let signal = status & 0x7F
    if signal != 0 { return .signalled(signal) }
    return .exited((status >> 8) & 0xFF)
  }
}

/// A file in `/tmp` that is removed when dropped; the child writes into it.
private final class TemporaryFile {
  let descriptor: Int32
  private let path: String

  init?() {
    var template = Array("/tmp/transhost-child-XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
      guard let base = buffer.baseAddress else { return -1 }
      return mkstemp(base)
    }
    guard descriptor >= 0 else { return nil }
    self.descriptor = descriptor
    self.path = String(cString: template)
  }

  deinit {
    close(descriptor)
    unlink(path)
  }

  func contents() -> String {
    lseek(descriptor, 0, SEEK_SET)
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = read(descriptor, &buffer, buffer.count)
      if count <= 0 { break }
      bytes += buffer[0..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

/// `SIGSEGV (segmentation fault)`: the signal's name and what it means, in fixed
/// English words whatever the locale.
public func signalName(_ signal: Int32) -> String {
  signalDescription(signal)
}

private func formatSeconds(_ value: Double) -> String {
  value == value.rounded() ? String(Int(value)) : String(value)
}
