import CTransitionABI

extension PluginSession {
  /// Logs `message` as a warning: how TransitionKit says that something UIKit does is
  /// approximated or not modelled. It is logged on every use; the host records a warning
  /// once per run however often a plugin logs it (a run being one engine: a script, or
  /// one of the runs `transhost validate` compares), so each run says it once and two
  /// identical runs say the same, whatever ran before them in the process. `key` names
  /// the report for readers of the code.
  func logOnce(_ key: String, _ message: String) {
    log(Int32(TRANSHOST_LOG_WARNING), message)
  }
}
