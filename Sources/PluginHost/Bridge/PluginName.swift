/// The id of a plugin whose code the bridge runs, made once and shared by everything that
/// runs that code for it (an animator request, a delegate, a plugin object), so calling
/// into plugin code does not copy the id.
///
/// Plugin ids are mostly longer than 15 bytes, so a `String` copy of one is a retain and
/// a release of its storage: copied into the call state for each call into plugin code,
/// and into each animator, instance, completion and piece of deferred work, they came to
/// about fourteen a transition more than the built-in side's. The call state keeps the
/// name unretained while its code runs (``HostBridge/calling(_:call:for:_:)``); reports
/// read ``id``, so they say word for word what they said with the string.
final class PluginName: Sendable {
  /// The plugin's id (or, while loading, the file's path).
  let id: String

  init(_ id: String) {
    self.id = id
  }

  /// Whether both name the same plugin: the same object, or the same id.
  func names(_ other: PluginName) -> Bool {
    self === other || id == other.id
  }
}
