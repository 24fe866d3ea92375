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
public enum PluginCalls {
  /// The observer of the plugin calls made here, if any: set by a helper process for
  /// the whole of its work with ``withObserver(_:operation:)``.
  @TaskLocal static var observer: (any PluginCallObserver)?

  /// Whether an observer was ever set in this process. Until one is, the bridge does not
  /// look the task-local value up on every outermost plugin call (a lookup and copies
  /// of an optional existential cost about 300 instructions a call); a process that
  /// never sets one (transhost run, the benchmarks) pays one atomic load.
  private static let observerWasSet = Atomic<Bool>(false)

  /// Runs `operation` with `observer` told of every plugin call made in it.
  public static func withObserver<T>(
    _ observer: any PluginCallObserver, operation: () throws -> T
  ) rethrows -> T {
    observerWasSet.store(true, ordering: .releasing)
    return try $observer.withValue(observer, operation: operation)
  }

  /// Whether an observer may be set: false until ``withObserver(_:operation:)`` was first
  /// called in this process. Read before ``current``, so that a process that never sets
  /// one does not even make (and destroy) an empty optional existential per call.
  static var mayBeObserved: Bool { observerWasSet.load(ordering: .acquiring) }

  /// The observer of the calls made now, or nil.
  static var current: (any PluginCallObserver)? {
    mayBeObserved ? observer : nil
  }
}
