import TransitionEngine

/// A scan outcome as the plugin cache keeps it: refusals without the file's path (the
/// reader supplies it when the entry is used, as a file may be reached by another path
/// than its real one), each in its JSON form (``ScanOutcome/json(for:)-(PluginLoadError)``:
/// refusals are few, and that form already names every field of every kind).
enum CachedOutcome: Sendable {
  /// A plugin that passed ABI negotiation, with what the scan found.
  case plugin(
    builtWith: String?, abiMinor: UInt32, descriptors: [AnimatorDescriptor],
    objects: [ObjectDescriptor], refused: [JSONValue])
  /// A shared library without `transhost_entry_v1`.
  case notAPlugin
  /// The file was refused.
  case refused(JSONValue)

  /// What `outcome` keeps in the cache.
  init(_ outcome: ScanOutcome) {
    switch outcome {
    case .plugin(let plugin):
      self = .plugin(
        builtWith: plugin.builtWith, abiMinor: plugin.abiMinor, descriptors: plugin.descriptors,
        objects: plugin.objectDescriptors,
        refused: plugin.refusedDescriptors.map(ScanOutcome.json(for:)))
    case .notAPlugin: self = .notAPlugin
    case .refused(let error): self = .refused(ScanOutcome.json(for: error))
    }
  }

  /// The outcome for the file at `path` (not loaded: the library is loaded on first use).
  func outcome(path: String) throws(ScanOutcome.DecodingError) -> ScanOutcome {
    switch self {
    case .plugin(let builtWith, let abiMinor, let descriptors, let objects, let refused):
      return .plugin(
        ScannedPlugin(
          builtWith: builtWith, abiMinor: abiMinor, descriptors: descriptors,
          objectDescriptors: objects,
          refusedDescriptors: try refused.map { (item) throws(ScanOutcome.DecodingError) in
            try ScanOutcome.error(from: item, path: path)
          },
          handles: nil))
    case .notAPlugin: return .notAPlugin
    case .refused(let json): return .refused(try ScanOutcome.error(from: json, path: path))
    }
  }
}
