import CTransitionABI
import TransitionEngine

/// Every animator found in the plugin directories, indexed by id and by what it
/// serves, with the files that were refused, skipped or shadowed and why.
public final class PluginRegistry {
  /// An animator that passed every check.
  public struct Entry: Sendable {
    /// What it says about itself.
    public let descriptor: AnimatorDescriptor
    /// The library serving it: its metadata, loaded into this process when an animator
    /// is first made from it.
    public let plugin: LoadedPlugin
  }

  /// An animator hidden by an earlier one with the same id.
  public struct Shadowed: Hashable, Sendable {
    /// The id both declare.
    public let id: String
    /// The file whose animator was hidden.
    public let path: String
    /// The file that won (earlier in the search path).
    public let winnerPath: String

    /// Creates a record.
    public init(id: String, path: String, winnerPath: String) {
      self.id = id
      self.path = path
      self.winnerPath = winnerPath
    }

    /// The reason, for `list`.
    public var reason: String {
      "shadowed by '\(winnerPath)', which comes first in the search path"
    }
  }

  /// The directories searched, in order.
  public let directories: [PluginDirectory]
  /// Usable animators in search order (file order within a directory, then the
  /// plugin's own order).
  public private(set) var entries: [Entry] = []
  /// Files or descriptors refused, with the reason.
  public private(set) var refused: [PluginLoadError] = []
  /// `.so` files that are not transhost plugins.
  public private(set) var skipped: [String] = []
  /// Animators hidden by an earlier one with the same id.
  public private(set) var shadowed: [Shadowed] = []
  /// Warnings: unreadable directories, compiler mismatches.
  public private(set) var warnings: [String] = []
  /// How the plugins were scanned: files, cache hits, helpers started.
  public private(set) var statistics = ScanStatistics()
  /// The bridge plugins were initialised with.
  let loadingBridge = HostBridge(engine: nil)
  private var byID: [String: Int] = [:]

  /// Scans `directories` in order and reads every plugin found: with `scanner`
  /// (in this process by default, loading every plugin; in helper processes, loading
  /// a plugin into this process only when one of its animators is first made), through
  /// `cache` when given.
  public init(
    directories: [PluginDirectory], scanner: PluginScanner = .inProcess,
    cache: PluginCache? = nil
  ) {
    self.directories = directories
    var files: [DirectoryEntry] = []
    for directory in directories {
      guard let found = listSharedLibraries(in: directory.path) else {
        if directory.origin == .option || directory.origin == .environment {
          warnings.append(
            "plugin directory '\(directory.path)' (from \(directory.origin.rawValue)) cannot be read; "
              + "check the path")
        }
        continue
      }
      files += found
    }
    statistics.files = files.count
    let (outcomes, identities) = scan(files, scanner: scanner, cache: cache)
    for (index, file) in files.enumerated() {
      add(outcomes[index], for: file.path, identity: identities[index])
    }
  }

  /// One outcome per file: checked here (kind, ownership, permissions), then from the
  /// cache, or scanned; with the version of each file the outcome is about (as this
  /// process opened it; nil for files refused before that).
  private func scan(
    _ files: [DirectoryEntry], scanner: PluginScanner, cache: PluginCache?
  ) -> (outcomes: [ScanOutcome], identities: [FileIdentity?]) {
    var outcomes = [ScanOutcome?](repeating: nil, count: files.count)
    var identities = [FileIdentity?](repeating: nil, count: files.count)
    var keys = [PluginCacheKey?](repeating: nil, count: files.count)
    let loaderEnvironment = PluginCacheKey.currentLoaderEnvironment()
    var cached: [PluginCacheKey: JSONValue] = [:]
    var cacheIsDirty = false
    if let cache {
      statistics.cachePath = cache.path
      let contents = cache.read()
      cached = contents.entries
      if let problem = contents.problem {
        statistics.cacheProblems.append(problem.description)
        cacheIsDirty = true
      }
    }
    // An elevated process neither reads nor writes the cache (said once, above).
    let cache = cache.flatMap { $0.isIgnored ? nil : $0 }
    var toScan: [Int] = []
    let directoryChecks = DirectoryChecks()
    for (index, file) in files.enumerated() {
      if let kind = file.irregularKind {
        outcomes[index] = .refused(.notARegularFile(path: file.path, kind: kind))
        continue
      }
      switch PluginFile.open(absolutePath: file.path, directories: directoryChecks) {
      case .failure(let error):
        outcomes[index] = .refused(PluginLoadError(error, path: file.path))
        continue
      case .success(let opened):
        opened.close()
        identities[index] = opened.identity
        guard cache != nil,
          let realPath = directoryChecks.realPath(of: file.name, in: file.directory)
        else { break }
        let key = PluginCacheKey(
          realPath: realPath, identity: opened.identity, loader: loaderEnvironment)
        keys[index] = key
        if let json = cached[key] {
          if let outcome = try? ScanOutcome(json: json, path: file.path) {
            outcomes[index] = outcome
            statistics.fromCache += 1
            continue
          }
          cached[key] = nil
          cacheIsDirty = true
        }
      }
      toScan.append(index)
    }
    let scan = scanner.scan(
      toScan.map { files[$0].path }, identities: toScan.compactMap { identities[$0] },
      loader: PluginLoader(host: UnsafePointer(loadingBridge.host)), bridge: loadingBridge)
    let results = scan.results
    switch scanner.mode {
    case .inProcess: statistics.scannedInProcess += toScan.count
    case .helper:
      statistics.scannedByHelpers += results.count(where: \.scannedByHelper)
      statistics.helpersStarted += scan.helpersStarted
    }
    for (index, result) in zip(toScan, results) {
      outcomes[index] = result.outcome
      // A file that changed under the scan says nothing about either version.
      if case .refused(.changedSinceScan) = result.outcome { continue }
      if result.isCacheable, let key = keys[index] {
        cached[key] = result.outcome.json
        cacheIsDirty = true
      }
    }
    if let cache {
      // The files of this scan were just checked; other entries are kept while their
      // file is unchanged.
      let seen = Set(keys.compactMap { $0 })
      let current = cached.filter { seen.contains($0.key) || $0.key.isCurrent }
      if current.count != cached.count { cacheIsDirty = true }
      if cacheIsDirty {
        if let problem = cache.write(current) {
          statistics.cacheProblems.append("not written: \(problem)")
          statistics.cacheWriteProblem = problem
        } else {
          statistics.cacheWritten = true
        }
      }
    }
    let complete = outcomes.enumerated().map { index, outcome in
      outcome ?? .refused(.scanFailed(path: files[index].path, reason: "it was not scanned"))
    }
    return (complete, identities)
  }

  private func add(_ outcome: ScanOutcome, for path: String, identity: FileIdentity?) {
    switch outcome {
    case .notAPlugin:
      skipped.append(path)
    case .refused(let error):
      refused.append(error)
    case .plugin(let scanned):
      let plugin = scanned.makePlugin(path: path, identity: identity)
      if let warning = plugin.compilerWarning {
        warnings.append("'\(path)' was \(warning)")
      }
      refused += scanned.refusedDescriptors
      for descriptor in scanned.descriptors {
        if let winner = byID[descriptor.id] {
          shadowed.append(
            Shadowed(id: descriptor.id, path: path, winnerPath: entries[winner].plugin.path))
          continue
        }
        byID[descriptor.id] = entries.count
        entries.append(Entry(descriptor: descriptor, plugin: plugin))
      }
    }
  }

  /// The animator with this id, or whose short name (the id's last part) is `name`
  /// when that is unique.
  public func entry(named name: String) -> Result<Entry, RegistryLookupError> {
    if let index = byID[name] { return .success(entries[index]) }
    let matches = entries.filter { shortName(of: $0.descriptor.id) == name }
    if matches.count == 1 { return .success(matches[0]) }
    if matches.count > 1 {
      return .failure(.ambiguous(name: name, ids: matches.map(\.descriptor.id)))
    }
    let candidates = entries.flatMap { [$0.descriptor.id, shortName(of: $0.descriptor.id)] }
    return .failure(.unknown(name: name, suggestion: nearestName(to: name, in: candidates)))
  }

  /// The animators that declare `style` for `operation`, in search order.
  public func entries(
    serving operation: TransitionOperation, style: ModalPresentationStyle
  ) -> [Entry] {
    entries.filter { $0.descriptor.serves(operation, style: style) }
  }
}

/// The last dot-separated part of an id: `org.transhost.slide` -> `slide`.
public func shortName(of id: String) -> String {
  String(id.split(separator: ".").last ?? Substring(id))
}

/// Why an animator name did not resolve.
public enum RegistryLookupError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No animator has that id or short name.
  case unknown(name: String, suggestion: String?)
  /// Several animators share that short name.
  case ambiguous(name: String, ids: [String])

  /// The message.
  public var description: String {
    switch self {
    case .unknown(let name, let suggestion):
      "unknown animator '\(name)'"
        + (suggestion.map { "; did you mean '\($0)'?" }
          ?? "; run 'transhost list' to see the installed animators")
    case .ambiguous(let name, let ids):
      "animator name '\(name)' is ambiguous: \(ids.joined(separator: ", ")); use the full id"
    }
  }
}
