/// What scanning one plugin file gave: its metadata, "not a plugin", or why it was
/// refused. The scan helper reports one, the cache stores them.
enum ScanOutcome {
  /// A plugin that passed ABI negotiation.
  case plugin(ScannedPlugin)
  /// A shared library without `transhost_entry_v1`.
  case notAPlugin
  /// The file was refused.
  case refused(PluginLoadError)
}

/// A plugin's metadata as a scan found it.
struct ScannedPlugin {
  /// The compiler it says it was built with.
  let builtWith: String?
  /// The ABI minor it was built with.
  let abiMinor: UInt32
  /// The usable descriptors, in the plugin's order.
  let descriptors: [AnimatorDescriptor]
  /// The usable object descriptors (of its object factory), in the plugin's order.
  let objectDescriptors: [ObjectDescriptor]
  /// The descriptors refused, with the reason.
  let refusedDescriptors: [PluginLoadError]
  /// The library, when the scan loaded it into this process.
  let handles: LoadedPlugin.Handles?

  /// The plugin for a registry entry: loaded when the scan ran in process, else loaded
  /// on first use, and then only if the file is still `identity` (the version scanned).
  func makePlugin(path: String, identity: FileIdentity?) -> LoadedPlugin {
    LoadedPlugin(
      path: path, identity: identity, builtWith: builtWith, abiMinor: abiMinor, handles: handles)
  }
}

extension ScanOutcome {
  /// Whether the helper scanning the file gave no report on it: it crashed, exited or
  /// ran past its time while loading it, or its report could not be read.
  var isHelperFailure: Bool {
    switch self {
    case .refused(.crashedWhileLoading), .refused(.exitedWhileLoading),
      .refused(.timedOutWhileLoading), .refused(.scanFailed):
      true
    default: false
    }
  }

  /// The outcome of loading `path` in this process.
  init(loading result: Result<PluginLoader.Loaded, PluginLoadError>) {
    switch result {
    case .success(let loaded):
      self = .plugin(
        ScannedPlugin(
          builtWith: loaded.builtWith, abiMinor: loaded.abiMinor, descriptors: loaded.descriptors,
          objectDescriptors: loaded.objectDescriptors,
          refusedDescriptors: loaded.refusedDescriptors, handles: loaded.handles))
    case .failure(.notAPlugin):
      self = .notAPlugin
    case .failure(let error):
      self = .refused(error)
    }
  }
}
