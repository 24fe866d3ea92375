#if canImport(Glibc)
  import Glibc
#endif

extension PluginCache {
  /// Why the cache (or its key) was not read or written; the wording lives in
  /// ``description``. None is fatal: the plugins are scanned afresh.
  enum Problem: Error, Sendable, CustomStringConvertible {
    /// The process is set-user-ID or set-group-ID.
    case ignoredWhenElevated(path: String)
    /// The cache's directory, or one above it, fails the plugin directory checks.
    case unsafeDirectory(path: String, problem: DynamicLibraryError)
    /// A symbolic link is in the file's place.
    case symbolicLink(path: String)
    /// Something other than a regular file (a FIFO, a directory) is in its place.
    case notARegularFile(path: String)
    /// It is owned by another user (for the key: by anyone but this user).
    case foreignOwner(path: String, owner: uid_t, user: uid_t)
    /// Someone else may write it (for the key: read or write it).
    case tooOpen(path: String, isPrivate: Bool)
    /// It is larger than the most that is read.
    case tooLarge(path: String, maximumSize: Int)
    /// It cannot be opened or read.
    case unreadable(path: String, error: Int32)
    /// It is not a cache of this version, or a line is malformed.
    case corrupt(path: String, reason: String)
    /// Its length is not the one it records: cut short or damaged.
    case truncated(path: String)
    /// Its seal is missing or does not verify under this user's key.
    case notSealed(path: String)
    /// The key has the wrong size.
    case keyWrongSize(path: String, size: Int)
    /// A new key cannot be made.
    case cannotMakeKey(directory: String, error: Int32)

    /// The message.
    var description: String {
      switch self {
      case .ignoredWhenElevated(let path):
        return "'\(path)' is ignored: transhost runs set-user-ID or set-group-ID, "
          + "so it neither reads nor writes a plugin cache"
      case .unsafeDirectory(let path, let problem):
        guard case .insecure(let culprit, let reason) = problem else {
          return "'\(path)' is ignored: its directory fails the checks"
        }
        return "'\(path)' is ignored: '\(culprit)' \(reason)"
      case .symbolicLink(let path):
        return
          "'\(path)' is a symbolic link; ignored (it is opened without following links: remove the link, or put the file itself there)"
      case .notARegularFile(let path):
        return "'\(path)' is not a regular file; ignored"
      case .foreignOwner(let path, let owner, let user):
        return "'\(path)' is owned by user \(owner), not you (\(user)); ignored"
      case .tooOpen(let path, let isPrivate):
        return isPrivate
          ? "'\(path)' may be read or written by others; ignored (run chmod 600 '\(path)')"
          : "'\(path)' may be written by others; ignored (run chmod go-w '\(path)')"
      case .tooLarge(let path, let maximumSize):
        return
          "'\(path)' is larger than \(maximumSize >> 20 > 0 ? "\(maximumSize >> 20) MB" : "\(maximumSize) bytes"); ignored"
      case .unreadable(let path, let error):
        return "'\(path)' cannot be read: \(String(cString: strerror(error)))"
      case .corrupt(let path, let reason):
        return "'\(path)' is corrupt (\(reason)); ignored"
      case .truncated(let path):
        return "'\(path)' is truncated or damaged (its length is not the one it records); "
          + "ignored and rebuilt"
      case .notSealed(let path):
        return "'\(path)' is not sealed with your key in '\(PluginCacheSeal.fileName)' "
          + "(edited, or written with another key); ignored"
      case .keyWrongSize(let path, let size):
        return "'\(path)' has \(size) bytes, not \(PluginCacheSeal.keySize); ignored"
      case .cannotMakeKey(let directory, let error):
        return "cannot make a cache key in '\(directory)': \(String(cString: strerror(error)))"
      }
    }
  }
}
