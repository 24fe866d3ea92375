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
  /// the whole of its work with `PluginCalls.$observer.withValue(_:operation:)`.
  @TaskLocal public static var observer: (any PluginCallObserver)?
}
