#if canImport(Glibc)
  import Glibc
#endif

extension PluginDirectoryIndex {
  /// Why an index could not be written; the wording lives in ``description``.
  public enum BuildError: Error, Sendable, CustomStringConvertible {
    /// The directory cannot be listed; `error` is why (`errno`), 0 when the scan alone
    /// found it out.
    case unreadableDirectory(path: String, error: Int32)
    /// No private temporary directory could be made for the scan's cache.
    case noTemporaryDirectory(error: Int32)
    /// The scan's cache could not be written or read back.
    case scanNotKept(reason: String)
    /// The index file could not be written.
    case notWritten(path: String, reason: String)

    /// The message.
    public var description: String {
      switch self {
      case .unreadableDirectory(let path, let error):
        error == 0
          ? "cannot list '\(path)': no index written"
          : "cannot list '\(path)': \(String(cString: strerror(error))); no index written (give"
            + " the directory the plugins are installed in)"
      case .noTemporaryDirectory(let error):
        "cannot make a temporary directory in /tmp: \(String(cString: strerror(error)))"
      case .scanNotKept(let reason): "the scan could not be kept: \(reason)"
      case .notWritten(let path, let reason): "cannot write '\(path)': \(reason)"
      }
    }
  }

  /// Scans the directory with `scanner` (helper processes: no plugin is loaded here)
  /// through a new, empty cache in a private temporary directory, as a first `list`
  /// would, and writes what it found as the directory's index; returns how many files
  /// it records.
  public func build(scanner: PluginScanner) -> Result<Int, BuildError> {
    guard let listed = opendir(directory) else {
      return .failure(.unreadableDirectory(path: directory, error: errno))
    }
    closedir(listed)
    var template = Array("/tmp/transhost-index.XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { buffer -> Bool in
      guard let base = buffer.baseAddress else { return false }
      return mkdtemp(base) != nil
    }
    guard made else { return .failure(.noTemporaryDirectory(error: errno)) }
    let temporary = String(
      decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let cache = PluginCache(directory: temporary)
    defer {
      unlink(cache.path)
      unlink(temporary + "/" + PluginCacheSeal.fileName)
      rmdir(temporary)
    }
    let registry = PluginRegistry.scan(
      directories: [PluginDirectory(path: directory, origin: .option)], scanner: scanner,
      cache: cache)
    if registry.warnings.contains(where: {
      if case .unreadableDirectory = $0 { true } else { false }
    }) {
      return .failure(.unreadableDirectory(path: directory, error: 0))
    }
    if let problem = registry.statistics.cacheWriteProblem {
      return .failure(.scanNotKept(reason: problem))
    }
    let read = cache.read()
    if let problem = read.problem { return .failure(.scanNotKept(reason: problem.description)) }
    if let reason = write(read.entries) {
      return .failure(.notWritten(path: path, reason: reason))
    }
    return .success(read.entries.count)
  }
}
