#if canImport(Glibc)
  import Glibc
#endif

/// `SIGSEGV (segmentation fault)`: a signal's name and what it means, in fixed English
/// words (the meanings are glibc's `strsignal` texts, lowercased), for refusal reasons.
func signalDescription(_ signal: Int32) -> String {
  guard let (name, meaning) = knownSignals[signal] else { return "signal \(signal)" }
  return "\(name) (\(meaning))"
}

/// `SIGSEGV`: a signal's name alone (`signal 42` for one without a name here), for JSON.
public func signalAbbreviation(_ signal: Int32) -> String {
  knownSignals[signal]?.name ?? "signal \(signal)"
}

/// The name and meaning of each signal a plugin's process is likely to die of.
private let knownSignals: [Int32: (name: String, meaning: String)] = [
  SIGSEGV: ("SIGSEGV", "segmentation fault"), SIGABRT: ("SIGABRT", "aborted"),
  SIGBUS: ("SIGBUS", "bus error"), SIGILL: ("SIGILL", "illegal instruction"),
  SIGFPE: ("SIGFPE", "floating point exception"), SIGKILL: ("SIGKILL", "killed"),
  SIGTERM: ("SIGTERM", "terminated"), SIGTRAP: ("SIGTRAP", "trace/breakpoint trap"),
  SIGPIPE: ("SIGPIPE", "broken pipe"), SIGSYS: ("SIGSYS", "bad system call"),
  SIGALRM: ("SIGALRM", "alarm clock"), SIGINT: ("SIGINT", "interrupt"),
  SIGQUIT: ("SIGQUIT", "quit"), SIGHUP: ("SIGHUP", "hangup"),
  SIGXCPU: ("SIGXCPU", "CPU time limit exceeded"),
  SIGXFSZ: ("SIGXFSZ", "file size limit exceeded"),
  SIGUSR1: ("SIGUSR1", "user defined signal 1"), SIGUSR2: ("SIGUSR2", "user defined signal 2"),
]
