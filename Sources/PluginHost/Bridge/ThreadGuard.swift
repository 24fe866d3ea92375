import CTransitionABI
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Which thread plugins must call the host on, and the calls that came from others.
///
/// The engine is used from one thread; a plugin that calls back from a thread of its own
/// would change it while that thread runs something else. Every host callback checks its
/// thread here first (one `pthread_self()` and an atomic load); a call from another
/// thread touches nothing but this guard: it is queued and reported on the host's thread
/// at the next call that comes from there, or when the plugin code running returns.
final class ThreadGuard: Sendable {
  /// A call or message from another thread, waiting to be reported.
  enum ForeignCall {
    /// A refused callback, with the plugin whose code was running then.
    case refused(call: String, plugin: String)
    /// A message logged through the thread-safe `log`.
    case message(level: transhost_log_level, text: String, plugin: String)
  }

  private struct Queue {
    /// The plugin whose code the host's thread runs or ran last, for reports.
    var plugin: String?
    var calls: [ForeignCall] = []
  }

  /// The `pthread_t` of the host's thread: the one that made the bridge, then the one
  /// that last called into plugin code.
  private let hostThread = Atomic<UInt>(UInt(pthread_self()))
  private let queue = Mutex(Queue())
  private let hasQueuedCalls = Atomic<Bool>(false)

  /// Whether the calling thread is the host's.
  var isHostThread: Bool { UInt(pthread_self()) == hostThread.load(ordering: .relaxed) }

  /// Whether calls from other threads wait to be reported.
  var hasForeignCalls: Bool { hasQueuedCalls.load(ordering: .acquiring) }

  /// Makes the calling thread the host's, as it calls into plugin `plugin`'s code.
  func bind(plugin: String) {
    let thread = UInt(pthread_self())
    if hostThread.load(ordering: .relaxed) != thread {
      hostThread.store(thread, ordering: .releasing)
    }
    queue.withLock { queue in
      if queue.plugin != plugin { queue.plugin = plugin }
    }
  }

  /// Queues a refused call from another thread.
  func refuse(_ call: StaticString) {
    enqueue { .refused(call: "\(call)", plugin: $0) }
  }

  /// Queues a message logged from another thread.
  func enqueueMessage(level: transhost_log_level, text: String) {
    enqueue { .message(level: level, text: text, plugin: $0) }
  }

  private func enqueue(_ make: (String) -> ForeignCall) {
    queue.withLock { queue in
      queue.calls.append(make(queue.plugin ?? "unknown plugin"))
      hasQueuedCalls.store(true, ordering: .releasing)
    }
  }

  /// Takes the queued calls, oldest first.
  func takeForeignCalls() -> [ForeignCall] {
    queue.withLock { queue in
      let calls = queue.calls
      queue.calls.removeAll()
      hasQueuedCalls.store(false, ordering: .releasing)
      return calls
    }
  }
}
