import TransitionEngine

#if canImport(Glibc)
  import Glibc
#endif

/// The scanning stage that produces a ``PluginRegistry``: lists the shared libraries of
/// each directory, checks each file (kind, ownership, permissions), takes what the plugin
/// cache knows of unchanged files, scans the rest (in this process or in helpers) and
/// writes the cache back.
extension PluginRegistry {
  /// Scans `directories` in order and reads every plugin found: with `scanner` (in this
  /// process by default, loading every plugin; in helper processes, loading a plugin into
  /// this process only when one of its animators is first made), through `cache` when
  /// given. Plugins loaded here are initialised with `host`, the one their animators
  /// will call back.
  public static func scan(
    directories: [PluginDirectory], scanner: PluginScanner = .inProcess,
    cache: PluginCache? = nil, host: HostBridge = HostBridge(engine: nil)
  ) -> PluginRegistry {
    var scan = RegistryScan(host: host)
    var files: [DirectoryEntry] = []
    // Whether no two listings are of one real directory (a directory searched twice, or
    // through a link): then no two files have the same real path, nor the same cache key.
    var realDirectories: Set<String> = []
    var filesAreDistinct = true
    for directory in directories {
      guard let found = listSharedLibraries(in: directory.path) else {
        if directory.origin == .option || directory.origin == .environment {
          scan.warnings.append(.unreadableDirectory(path: directory.path, origin: directory.origin))
        }
        continue
      }
      if let real = PluginSearchPath.realPath(directory.path),
        !realDirectories.insert(real).inserted
      {
        filesAreDistinct = false
      }
      files += found
    }
    scan.statistics.files = files.count
    let (outcomes, identities) = scan.outcomes(
      files, filesAreDistinct: filesAreDistinct, scanner: scanner, cache: cache)
    let findings = files.indices.map {
      Finding(path: files[$0].path, outcome: outcomes[$0], identity: identities[$0])
    }
    return PluginRegistry(
      directories: directories, findings: findings, warnings: scan.warnings,
      statistics: scan.statistics, host: host)
  }
}

/// What one scan gathers besides the outcomes.
private struct RegistryScan {
  let host: HostBridge
  var warnings: [RegistryWarning] = []
  var statistics = ScanStatistics()
  /// The entries of each directory's index, read once when a file there first misses
  /// the cache (empty when there is none, or it is not used).
  var indexes: [String: [PluginCacheKey: CachedOutcome]] = [:]

  /// The entries of `directory`'s index (``PluginDirectoryIndex``): the plugin directory
  /// checks already passed for it; a problem with the file is reported with the cache's.
  mutating func directoryIndex(of directory: String) -> [PluginCacheKey: CachedOutcome] {
    if let known = indexes[directory] { return known }
    var entries: [PluginCacheKey: CachedOutcome] = [:]
    switch PluginDirectoryIndex(directory: directory).read() {
    case .success(let found): entries = found ?? [:]
    case .failure(let problem): statistics.cacheProblems.append(problem.description)
    }
    indexes[directory] = entries
    return entries
  }

  /// The outcome and identity of each of `files` (`filesAreDistinct` when no two have
  /// the same real path).
  mutating func outcomes(
    _ files: [DirectoryEntry], filesAreDistinct: Bool, scanner: PluginScanner,
    cache: PluginCache?
  ) -> (outcomes: [ScanOutcome], identities: [FileIdentity?]) {
    var outcomes = [ScanOutcome?](repeating: nil, count: files.count)
    var identities = [FileIdentity?](repeating: nil, count: files.count)
    var keys = [PluginCacheKey?](repeating: nil, count: files.count)
    let loaderEnvironment = PluginCacheKey.currentLoaderEnvironment()
    var cached: [PluginCacheKey: CachedOutcome] = [:]
    var cacheIsDirty = false
    // Whether the cache held entries when read (else every entry is one of this scan's).
    var readEntries = false
    if let cache {
      statistics.cachePath = cache.path
      let contents = cache.read()
      cached = contents.entries
      readEntries = !cached.isEmpty
      if let problem = contents.problem {
        statistics.cacheProblems.append(problem.description)
        cacheIsDirty = true
      }
    }
    // An elevated process neither reads nor writes the cache (said once, above).
    let cache = cache.flatMap { $0.isIgnored ? nil : $0 }
    var toScan: [Int] = []
    // The descriptors of the files to scan, kept open for helpers forked from this
    // process to load them through (-1 for a file whose descriptor is not kept).
    var toScanDescriptors: [Int32] = []
    var descriptorsToKeep = scanner.inheritableDescriptorCount()
    let directoryChecks = DirectoryChecks()
    // Files a forked helper opens and checks itself (``PluginScanHelper``): when the cache
    // holds nothing, every file goes to a helper anyway, and the checks this process
    // would make one file after the other (an `open`, `fstat`, `pread` and later `close`
    // each, before the first helper could start) are made by the helpers side by side.
    // Only in a directory that passes its own checks here and has no index, and only
    // while helpers can be forked (an executed helper is given each file's identity).
    let defersChecks = cached.isEmpty && scanner.forksHelpersWhenSafe && HelperFork.isSafe
    var deferred: Set<Int> = []
    for (index, file) in files.enumerated() {
      if let kind = file.irregularKind {
        outcomes[index] = .refused(.notARegularFile(path: file.path, kind: kind))
        continue
      }
      if defersChecks, directoryChecks.problem(inOrAbove: file.directory) == nil,
        cache == nil || directoryIndex(of: file.directory).isEmpty
      {
        deferred.insert(index)
        toScanDescriptors.append(-1)
        toScan.append(index)
        continue
      }
      // A file the cache has in this very version is not opened: its `lstat` is checked
      // as the open file's `fstat` would be (``PluginFile/unopenedIdentity``). Anything
      // else (a link, a problem, a miss) goes the whole way below, as before. With no
      // entry at all (a first scan) every file would miss: none is looked at twice.
      if cache != nil, !cached.isEmpty,
        let identity = PluginFile.unopenedIdentity(
          absolutePath: file.path, directories: directoryChecks),
        let realPath = directoryChecks.realPath(of: file.name, in: file.directory)
      {
        let key = PluginCacheKey(realPath: realPath, identity: identity, loader: loaderEnvironment)
        if let entry = cached[key], let outcome = try? entry.outcome(path: file.path) {
          identities[index] = identity
          keys[index] = key
          outcomes[index] = outcome
          statistics.fromCache += 1
          continue
        }
      }
      switch PluginFile.open(absolutePath: file.path, directories: directoryChecks) {
      case .failure(let error):
        outcomes[index] = .refused(PluginLoadError(error, path: file.path))
        continue
      case .success(let opened):
        identities[index] = opened.identity
        if cache != nil,
          let realPath = directoryChecks.realPath(of: file.name, in: file.directory)
        {
          let key = PluginCacheKey(
            realPath: realPath, identity: opened.identity, loader: loaderEnvironment)
          keys[index] = key
          if let entry = cached[key] {
            if let outcome = try? entry.outcome(path: file.path) {
              opened.close()
              outcomes[index] = outcome
              statistics.fromCache += 1
              continue
            }
            cached[key] = nil
            cacheIsDirty = true
          }
          // Not in the user's cache: the directory's own index, then a helper. An entry
          // of the index is not copied into the cache: the index is read again next
          // time, and a first run that finds everything there writes nothing.
          if let entry = directoryIndex(of: file.directory)[key],
            let outcome = try? entry.outcome(path: file.path)
          {
            opened.close()
            outcomes[index] = outcome
            statistics.fromIndex += 1
            continue
          }
        }
        // To be scanned: the descriptor is kept open for a helper forked from this
        // process to load the file through, when it can be.
        if descriptorsToKeep > 0, opened.descriptor > 2 {
          toScanDescriptors.append(opened.descriptor)
          descriptorsToKeep -= 1
        } else {
          opened.close()
          toScanDescriptors.append(-1)
        }
      }
      toScan.append(index)
    }
    let scan = scanner.scan(
      toScan.map { files[$0].path }, identities: toScan.map { identities[$0] },
      descriptors: toScanDescriptors, loader: PluginLoader(host: UnsafePointer(host.host)),
      bridge: host)
    for descriptor in toScanDescriptors where descriptor >= 0 { close(descriptor) }
    var results = scan.results
    // A deferred file takes the identity its helper opened it with; one it did not report
    // on (it crashed, hung or ended while loading it) is opened here for it, as the host
    // opened every file before. One the helper's checks refused is neither scanned nor
    // kept in the cache, as when this process refused it.
    for (position, index) in toScan.enumerated() where deferred.contains(index) {
      var opened = results[position].opened
      if opened == nil, results[position].outcome.isHelperFailure,
        case .success(let file) = PluginFile.open(
          absolutePath: files[index].path, directories: directoryChecks)
      {
        opened = file.identity
        file.close()
      }
      guard let opened else {
        results[position].scannedByHelper = false
        continue
      }
      identities[index] = opened
      if cache != nil,
        let realPath = directoryChecks.realPath(of: files[index].name, in: files[index].directory)
      {
        keys[index] = PluginCacheKey(
          realPath: realPath, identity: opened, loader: loaderEnvironment)
      }
    }
    switch scanner.mode {
    case .inProcess: statistics.scannedInProcess += toScan.count
    case .helper:
      statistics.scannedByHelpers += results.count(where: \.scannedByHelper)
      statistics.helpersStarted += scan.helpersStarted
    }
    // Room for what the scan adds, made only when it adds something: reserved before
    // the files were checked, it moved every entry read into a table twice the size (1,024
    // buckets of 152 bytes for 200 entries, 39 of a warm `list`'s page faults) to add none.
    if !results.isEmpty { cached.reserveCapacity(cached.count + results.count) }
    for (index, result) in zip(toScan, results) {
      outcomes[index] = result.outcome
      // A file that changed under the scan says nothing about either version.
      if case .refused(.changedSinceScan) = result.outcome { continue }
      if result.isCacheable, let key = keys[index] {
        cached[key] = CachedOutcome(result.outcome)
        cacheIsDirty = true
      }
    }
    if let cache {
      // The files of this scan were just checked; other entries are kept while their
      // file is unchanged. When every entry was a hit of a distinct file (distinct real
      // paths, distinct keys), every entry is one of this scan's and nothing is pruned:
      // the usual warm run hashes no key again. Nor does a run that read no entries: all
      // it holds are of this scan's files.
      var current = cached
      let everyEntryHit = !cacheIsDirty && filesAreDistinct && statistics.fromCache == cached.count
      if !everyEntryHit && readEntries {
        let seen = Set(keys.compactMap { $0 })
        current = cached.filter { seen.contains($0.key) || $0.key.isCurrent }
      }
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
    // Helpers that finished were left to end while the cache was written.
    scan.reapHelpers()
    let complete = outcomes.enumerated().map { index, outcome in
      outcome ?? .refused(.scanFailed(path: files[index].path, reason: "it was not scanned"))
    }
    return (complete, identities)
  }

}
