#if canImport(Glibc)
  import Glibc
#endif

/// `SIGSEGV (segmentation fault)`: a signal's name and what it means, in fixed English
/// words (the meanings are glibc's `strsignal` texts, lowercased), for refusal reasons.
func signalDescription(_ signal: Int32) -> String {
  let known: [Int32: (String, String)] = [
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
  guard let (name, meaning) = known[signal] else { return "signal \(signal)" }
  return "\(name) (\(meaning))"
}
