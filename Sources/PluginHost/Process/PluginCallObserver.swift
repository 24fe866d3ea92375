import CHostSupport
import Synchronization

/// Told when the host starts running a plugin's code and when that code has returned
/// (outermost calls only: a plugin's call back into the host and its nested calls are
/// part of the outer one), so that a supervising process can measure the wall-clock
/// time a helper spends inside one plugin call and name the plugin and the call when it
/// kills a helper stuck there.
public protocol PluginCallObserver: Sendable {
  /// Plugin `plugin` (its id, or its file while it loads) runs its `call` now.
  func pluginCallStarted(plugin: String, call: String)
  /// The plugin call reported last has returned.
  func pluginCallReturned()
}

/// Where the bridge finds the observer of the running helper.
///
/// The observer is bound to the thread that runs the operation, for the operation's
/// length, in a C thread-local slot (CHostSupport's `transhost_plugin_call_binding`), as a
/// `@TaskLocal` would bind it in synchronous code. Not a `@TaskLocal` itself: that is the
/// one use of Swift concurrency in the `transhost` executable, and linking
/// `libswift_Concurrency` (with `_StringProcessing` and `_RegexParser`, both unused too)
/// costs every `transhost` process about 1.5 M instructions and 90 page faults at start
/// (docs/PERFORMANCE.md, "Issue 16, third session").
public enum PluginCalls {
  /// What the thread-local slot points to while an observer is bound.
  private final class Binding: Sendable {
    let observer: any PluginCallObserver
    init(_ observer: any PluginCallObserver) { self.observer = observer }
  }

  /// Whether an observer was ever set in this process. Until one is, the bridge does not
  /// look the thread-local slot up on every outermost plugin call; a process that never
  /// sets one (transhost run, the benchmarks) pays one atomic load.
  private static let observerWasSet = Atomic<Bool>(false)

  /// Runs `operation` with `observer` told of every plugin call made in it (on this
  /// thread: a thread the operation starts has no observer).
  public static func withObserver<T>(
    _ observer: any PluginCallObserver, operation: () throws -> T
  ) rethrows -> T {
    observerWasSet.store(true, ordering: .releasing)
    let binding = Binding(observer)
    return try withExtendedLifetime(binding) {
      try bound(Unmanaged.passUnretained(binding).toOpaque(), operation: operation)
    }
  }

  /// Runs `operation` with no observer of its plugin calls, whatever the caller's is.
  static func withoutObserver<T>(operation: () throws -> T) rethrows -> T {
    try bound(nil, operation: operation)
  }

  /// Runs `operation` with the slot pointing to `binding`, and puts the caller's back.
  private static func bound<T>(
    _ binding: UnsafeMutableRawPointer?, operation: () throws -> T
  ) rethrows -> T {
    let previous = transhost_plugin_call_binding()
    transhost_set_plugin_call_binding(binding)
    defer { transhost_set_plugin_call_binding(previous) }
    return try operation()
  }

  /// Whether an observer may be set: false until ``withObserver(_:operation:)`` was first
  /// called in this process. Read before ``current``, so that a process that never sets
  /// one does not even make (and destroy) an empty optional existential per call.
  static var mayBeObserved: Bool { observerWasSet.load(ordering: .acquiring) }

  /// The observer of the calls made now, or nil.
  static var current: (any PluginCallObserver)? {
    guard mayBeObserved,
      let binding = transhost_plugin_call_binding()
    else { return nil }
    // The binding is kept alive by `withObserver` for as long as the slot points to it.
    return Unmanaged<Binding>.fromOpaque(binding).takeUnretainedValue().observer
  }
}
