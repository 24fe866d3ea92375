import CTransitionABI
import TransitionEngine

extension HostBridge {
  /// Why a callback from another thread was refused.
  static let foreignThreadReason =
    "it came from a thread other than the host's; call the host only on the thread that called the plugin"

  /// Reports, on the host's thread, the calls and messages that came from other threads.
  func reportForeignCalls() {
    guard threads.hasForeignCalls else { return }
    for call in threads.takeForeignCalls() {
      switch call {
      case .refused(let name, let plugin):
        engine?.reportViolation(
          .pluginCall(plugin: plugin, call: name, reason: Self.foreignThreadReason))
      case .message(let level, let text, let plugin):
        log(level: level, text, plugin: plugin)
      }
    }
  }

  /// A message from `log`, which may come on any thread: recorded at once on the host's
  /// thread, else queued and recorded there later.
  func logFromAnyThread(level: transhost_log_level, _ text: String) {
    if threads.isHostThread {
      reportForeignCalls()
      log(level: level, text)
    } else {
      threads.enqueueMessage(level: level, text: text)
    }
  }
}
