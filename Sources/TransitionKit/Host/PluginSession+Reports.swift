import CTransitionABI
import Synchronization

extension PluginSession {
  /// Logs `message` as a warning the first time `key` is reported in this process: how
  /// TransitionKit says, once, that something UIKit does is approximated or not modelled.
  func logOnce(_ key: String, _ message: String) {
    let first = Self.reportedOnce.withLock { $0.insert(key).inserted }
    if first { log(Int32(TRANSHOST_LOG_WARNING), message) }
  }

  /// The keys ``logOnce(_:_:)`` already logged.
  static let reportedOnce = Mutex(Set<String>())
}
