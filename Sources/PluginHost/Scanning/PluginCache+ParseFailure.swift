extension PluginCache {
  /// Why a cache file's bytes gave no entries; the wording lives in ``description``.
  enum ParseFailure: Error, Sendable, CustomStringConvertible {
    /// The first line is not this version's format line.
    case notThisVersion
    /// Its length is not the one it records (cut short, or a write that did not finish).
    case truncated
    /// The seal does not verify under this user's key.
    case sealMismatch
    /// An entry is malformed.
    case malformed(String)

    /// The message.
    var description: String {
      switch self {
      case .notThisVersion: return "not a version \(PluginCache.formatVersion) cache"
      case .truncated: return "truncated: it is shorter or longer than it says"
      case .sealMismatch: return "the seal does not verify"
      case .malformed(let reason): return reason
      }
    }
  }
}
