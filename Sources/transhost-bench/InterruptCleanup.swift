#if canImport(Glibc)
  import Glibc
#endif

/// Removes the workspace when the harness is interrupted (Ctrl-C, `kill`, a closed
/// terminal), so that a stopped run leaves nothing behind in `/tmp`.
///
/// A signal handler can only reach state through a global, and may only make
/// async-signal-safe calls: the `rm -rf` command line is made once, before the handlers
/// are installed, and the handler forks, runs it, waits and exits.
enum InterruptCleanup {
  /// `rm -rf <workspace>` as C strings, made by ``install(removing:)``.
  nonisolated(unsafe) private static var removeCommand:
    UnsafeMutablePointer<
      UnsafeMutablePointer<CChar>?
    >?

  /// The child being waited for (the leader of its own process group), or 0: killed
  /// with its group before the workspace is removed, so nothing writes into it after.
  nonisolated(unsafe) static var runningChild: pid_t = 0

  /// The signals that stop a run.
  private static let signals = [SIGINT, SIGTERM, SIGHUP]

  /// From now on, an interrupting signal removes `path` before the harness exits with
  /// 128 + the signal.
  static func install(removing path: String) {
    let arguments = ["/bin/rm", "-rf", path]
    let command = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(
      capacity: arguments.count + 1)
    for (index, argument) in arguments.enumerated() { command[index] = strdup(argument) }
    command[arguments.count] = nil
    removeCommand = command
    for signal in signals { _ = Glibc.signal(signal, handle) }
  }

  /// Back to the default actions (the workspace is being removed the normal way).
  static func uninstall() {
    for signal in signals { _ = Glibc.signal(signal, SIG_DFL) }
  }

  private static let handle: @convention(c) (Int32) -> Void = { signal in
    let child = InterruptCleanup.runningChild
    if child > 0 {
      _ = kill(-child, SIGKILL)
      var status: Int32 = 0
      _ = waitpid(child, &status, 0)
    }
    if let command = InterruptCleanup.removeCommand, let program = command[0] {
      let remover = fork()
      if remover == 0 {
        execv(program, command)
        _exit(127)
      }
      if remover > 0 {
        var status: Int32 = 0
        _ = waitpid(remover, &status, 0)
      }
    }
    _exit(128 + signal)
  }
}
