import TransitionEngine

#if canImport(Glibc)
  import Glibc
#endif

/// The plugin metadata cache: what scanning each plugin file gave, so that a warm
/// `transhost list` starts no helper and loads nothing.
///
/// One file, `$XDG_CACHE_HOME/transhost/plugins.cache` (`~/.cache/transhost/...`): a
/// format line, the file's length (8 bytes, little-endian), a table of every string the
/// entries use (``CacheWriter``), the entries (one per scanned file version, see
/// ``PluginCacheKey``, with its outcome), and the seal of everything before it
/// (``PluginCacheSeal``). Refusals, crashes and time-outs are cached too (GStreamer's
/// blacklist), until the file changes. It is written to a temporary file in the same
/// directory and renamed into place, so readers see the old file or the new one, never
/// a part.
///
/// The cache is advisory, never authority. It is opened without following links and
/// without blocking, and read only when it is a regular file of this user or root that
/// nobody else can write, in a directory checked as plugin directories are, with a seal
/// that verifies under this user's key; an entry is used only for a file whose identity
/// (``FileIdentity``) matches the host's `fstat` of it, and the library is later loaded
/// only when the descriptor `dlopen` gets has that identity too. A set-user-ID or
/// set-group-ID process (``ProcessPrivilege``) neither reads nor writes it. A cache
/// that is missing, unsafe, unreadable, corrupt or not sealed counts as empty, and every
/// plugin is scanned afresh; one that cannot be written is reported, never fatal.
public struct PluginCache: Sendable {
  /// The directory holding the cache file.
  public let directory: String
  /// The process the cache is used by: an elevated one ignores it.
  public let privilege: ProcessPrivilege

  /// The cache file's name.
  public static let fileName = "plugins.cache"
  /// The file versions 3 and earlier were written to (JSON Lines); removed when this
  /// version's file is written.
  static let earlierFileName = "plugins-v2.jsonl"
  /// The format this host writes and reads: 4 since the file is binary with a string
  /// table (3: JSON Lines with object descriptors); a cache of another version is
  /// scanned afresh, never misread.
  static let formatVersion = 4
  /// The first line of the file.
  static let formatLine = "transhost plugin cache, version \(formatVersion)"
  /// Files larger than this are not read (and so rebuilt).
  static let maximumSize = 64 << 20

  /// A cache in `directory`, used by a process of `privilege` (this one by default).
  public init(directory: String, privilege: ProcessPrivilege = .current) {
    self.directory = directory
    self.privilege = privilege
  }

  /// The cache file.
  public var path: String { directory + "/" + Self.fileName }

  /// Whether the cache is ignored: in a set-user-ID or set-group-ID process.
  public var isIgnored: Bool { privilege.isElevated }

  /// The variables ``defaultDirectory(environment:privilege:)`` reads.
  public static let defaultDirectoryVariables = ["XDG_CACHE_HOME", "HOME"]

  /// `$XDG_CACHE_HOME/transhost`, or `~/.cache/transhost` when `XDG_CACHE_HOME` is unset
  /// or relative; nil without a home directory, and in a set-user-ID or set-group-ID
  /// process (whose caller controls the environment).
  public static func defaultDirectory(
    environment: [String: String], privilege: ProcessPrivilege = .current
  ) -> String? {
    guard !privilege.isElevated else { return nil }
    if let base = environment["XDG_CACHE_HOME"], base.hasPrefix("/") {
      return base + "/transhost"
    }
    guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
    return home + "/.cache/transhost"
  }

  /// The entries; empty with the problem when the cache is ignored, unsafe, unreadable,
  /// corrupt or not sealed (nil when it is just missing).
  func read() -> (entries: [PluginCacheKey: CachedOutcome], problem: Problem?) {
    guard !isIgnored else { return ([:], .ignoredWhenElevated(path: path)) }
    if let problem = DirectoryChecks(guarding: .cache).problem(inOrAbove: directory) {
      return ([:], .unsafeDirectory(path: path, problem: problem))
    }
    let bytes: [UInt8]
    switch Self.readCheckedFile(path, privateToUser: false, maximumSize: Self.maximumSize) {
    case .failure(let problem): return ([:], problem)
    case .success(nil): return ([:], nil)
    case .success(let read?): bytes = read
    }
    let seal: PluginCacheSeal
    switch PluginCacheSeal.read(in: directory) {
    case .failure(let problem): return ([:], problem)
    case .success(nil): return ([:], .notSealed(path: path))
    case .success(let found?): seal = found
    }
    switch Self.parse(bytes, seal: seal) {
    case .success(let entries): return (entries, nil)
    case .failure(.sealMismatch): return ([:], .notSealed(path: path))
    case .failure(.truncated): return ([:], .truncated(path: path))
    case .failure(let failure): return ([:], .corrupt(path: path, reason: failure.description))
    }
  }

  /// The bytes of the file at `path`, opened with `O_NOFOLLOW | O_NONBLOCK` (a link or a
  /// FIFO in its place can neither redirect nor block the read) and checked with
  /// `fstat` on that descriptor: a regular file of this user or root that nobody else
  /// can write (with `privateToUser`, of this user alone, and that nobody else can even
  /// read), at most `maximumSize` bytes; nil when there is no such file.
  static func readCheckedFile(
    _ path: String, privateToUser: Bool, maximumSize: Int
  ) -> Result<[UInt8]?, Problem> {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
    guard descriptor >= 0 else {
      let error = errno
      if error == ENOENT || error == ENOTDIR { return .success(nil) }
      if error == ELOOP { return .failure(.symbolicLink(path: path)) }
      return .failure(.unreadable(path: path, error: error))
    }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      return .failure(.unreadable(path: path, error: errno))
    }
    guard info.st_mode & S_IFMT == S_IFREG else { return .failure(.notARegularFile(path: path)) }
    let user = geteuid()
    guard info.st_uid == user || (info.st_uid == 0 && !privateToUser) else {
      return .failure(.foreignOwner(path: path, owner: info.st_uid, user: user))
    }
    let forbidden = privateToUser ? S_IRWXG | S_IRWXO : S_IWGRP | S_IWOTH
    guard info.st_mode & forbidden == 0 else {
      return .failure(.tooOpen(path: path, isPrivate: privateToUser))
    }
    guard Int(info.st_size) <= maximumSize else {
      return .failure(.tooLarge(path: path, maximumSize: maximumSize))
    }
    // Read straight into an array of the size `fstat` gave (no zeroed buffer to copy
    // from), then on to the end of the file, in case it grew since.
    var error: Int32 = 0
    var bytes = [UInt8](unsafeUninitializedCapacity: Int(info.st_size)) { buffer, initialized in
      guard let base = buffer.baseAddress else { return }
      while initialized < buffer.count {
        let count = Glibc.read(descriptor, base + initialized, buffer.count - initialized)
        if count < 0 && errno == EINTR { continue }
        if count < 0 { error = errno }
        if count <= 0 { return }
        initialized += count
      }
    }
    if error != 0 { return .failure(.unreadable(path: path, error: error)) }
    let grown = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 4096) {
      buffer -> Problem? in
      guard let base = buffer.baseAddress else { return nil }
      while true {
        let count = Glibc.read(descriptor, base, buffer.count)
        if count < 0 && errno == EINTR { continue }
        if count < 0 { return .unreadable(path: path, error: errno) }
        if count == 0 { return nil }
        bytes += UnsafeBufferPointer(start: base, count: count)
        if bytes.count > maximumSize { return .tooLarge(path: path, maximumSize: maximumSize) }
      }
    }
    if let grown { return .failure(grown) }
    return .success(bytes)
  }

  /// The entries of a cache file's `bytes`, once its seal verifies under `seal`; a
  /// directory index (``PluginDirectoryIndex``) has the same form under its own
  /// `formatLine`.
  static func parse(
    _ bytes: [UInt8], seal: PluginCacheSeal, formatLine: String = PluginCache.formatLine
  ) -> Result<[PluginCacheKey: CachedOutcome], ParseFailure> {
    let format = Array((formatLine + "\n").utf8)
    guard bytes.starts(with: format) else { return .failure(.notThisVersion) }
    // The length first: a file cut short is told from an edited one.
    let lengthEnd = format.count + 8
    guard bytes.count >= lengthEnd + PluginCacheSeal.codeSize else { return .failure(.truncated) }
    var length: UInt64 = 0
    for offset in (format.count..<lengthEnd).reversed() {
      length = length << 8 | UInt64(bytes[offset])
    }
    guard length == UInt64(bytes.count) else { return .failure(.truncated) }
    // Then the seal: nothing an edited file says is believed.
    let sealStart = bytes.count - PluginCacheSeal.codeSize
    guard seal.verifies(bytes[..<sealStart], code: bytes[sealStart...]) else {
      return .failure(.sealMismatch)
    }
    var reader = CacheReader(bytes, in: lengthEnd..<sealStart)
    var entries: [PluginCacheKey: CachedOutcome] = [:]
    do throws(ScanOutcome.DecodingError) {
      try reader.readTable()
      let count = try reader.count()
      entries.reserveCapacity(count)
      for number in 0..<count {
        do throws(ScanOutcome.DecodingError) {
          let realPath = try reader.string()
          let identity = try reader.identity()
          let key = PluginCacheKey(
            realPath: realPath, identity: identity, host: try reader.string(),
            loader: try reader.string())
          entries[key] = try CachedOutcome(from: &reader)
        } catch {
          throw .init(description: "entry \(number + 1): \(error)")
        }
      }
      guard reader.isAtEnd else { throw .init(description: "bytes after the last entry") }
    } catch {
      return .failure(.malformed(error.description))
    }
    return .success(entries)
  }

  /// The bytes of a cache of `entries`, sealed with `seal`: entries in the order of their
  /// whole key (``writesBefore(_:_:)``), so the same entries give the same file whatever
  /// order the dictionary holds them in.
  static func encode(
    _ entries: [PluginCacheKey: CachedOutcome], seal: PluginCacheSeal,
    formatLine: String = PluginCache.formatLine
  ) -> [UInt8] {
    var writer = CacheWriter()
    let sorted = inWritingOrder(entries)
    writer.append(count: sorted.count)
    for (key, outcome) in sorted {
      writer.beginEntry()
      writer.append(key.realPath)
      writer.append(key.identity)
      writer.append(key.host)
      writer.append(key.loader)
      outcome.write(to: &writer)
    }
    var bytes = Array((formatLine + "\n").utf8)
    let table = writer.table
    var length = UInt64(
      bytes.count + 8 + table.count + writer.body.count + PluginCacheSeal.codeSize)
    for _ in 0..<8 {
      bytes.append(UInt8(truncatingIfNeeded: length))
      length >>= 8
    }
    bytes += table
    bytes += writer.body
    bytes += seal.code(bytes[...])
    return bytes
  }

  /// `entries` in the order ``writesBefore(_:_:)`` gives. The real paths, which almost
  /// always decide, are compared as UTF-8 bytes taken once per entry (what `<` on two
  /// strings of the same normalization gives) instead of as strings in every
  /// comparison: two string comparisons per step were 1.3 M instructions for 200 entries.
  static func inWritingOrder(
    _ entries: [PluginCacheKey: CachedOutcome]
  ) -> [(key: PluginCacheKey, value: CachedOutcome)] {
    let unsorted = Array(entries)
    // Every real path's bytes, one after the other, and where each one starts.
    var bytes: [UInt8] = []
    var starts: [Int] = [0]
    starts.reserveCapacity(unsorted.count + 1)
    for entry in unsorted {
      bytes += entry.key.realPath.utf8
      starts.append(bytes.count)
    }
    let order = bytes.withUnsafeBufferPointer { all in
      starts.withUnsafeBufferPointer { starts in
        unsorted.indices.sorted { left, right in
          let leftCount = starts[left + 1] - starts[left]
          let rightCount = starts[right + 1] - starts[right]
          let common = min(leftCount, rightCount)
          var difference = leftCount - rightCount
          if common > 0, let base = all.baseAddress {
            let compared = memcmp(base + starts[left], base + starts[right], common)
            if compared != 0 { difference = Int(compared) }
          }
          return difference != 0
            ? difference < 0 : writesBefore(unsorted[left].key, unsorted[right].key)
        }
      }
    }
    return order.map { unsorted[$0] }
  }

  /// The order entries are written in: by real path, loader and host, then by the
  /// file's identity, so that two entries for one path (a file replaced since it was
  /// scanned) are ordered too. Any total order would do; this one is stable.
  static func writesBefore(_ lhs: PluginCacheKey, _ rhs: PluginCacheKey) -> Bool {
    // Field by field, as a tuple compares, with each field compared once for equality.
    if lhs.realPath != rhs.realPath { return lhs.realPath < rhs.realPath }
    if lhs.loader != rhs.loader { return lhs.loader < rhs.loader }
    if lhs.host != rhs.host { return lhs.host < rhs.host }
    return lhs.identity.orderingFields.lexicographicallyPrecedes(rhs.identity.orderingFields)
  }

  /// Writes `entries` atomically (``AtomicFile``, mode 0600), sealed with this user's key
  /// (made when there is none), creating the directory, and removes an earlier version's
  /// file; returns why not when it cannot. An ignored cache, or one in a directory that
  /// fails the checks, is not written.
  func write(_ entries: [PluginCacheKey: CachedOutcome]) -> String? {
    guard !isIgnored else { return Problem.ignoredWhenElevated(path: path).description }
    guard makeDirectories(directory) else {
      return "cannot create '\(directory)': \(String(cString: strerror(errno)))"
    }
    if let problem = DirectoryChecks(guarding: .cache).problem(inOrAbove: directory) {
      return Problem.unsafeDirectory(path: path, problem: problem).description
    }
    let seal: PluginCacheSeal
    switch PluginCacheSeal.readOrMake(in: directory) {
    case .success(let found): seal = found
    case .failure(let problem): return problem.description
    }
    // Not synced: a cache a power failure damaged fails its length or seal check when
    // read and is rebuilt, so the scan need not wait for the disk (0.5 to 7 ms measured).
    if let problem = Self.write(
      Self.encode(entries, seal: seal), to: path, mode: 0o600, syncs: false)
    {
      return problem
    }
    unlink(directory + "/" + Self.earlierFileName)
    return nil
  }

  /// Writes `bytes` to `path` atomically (``AtomicFile``) with `mode`, synced unless
  /// `syncs` is false; why not when it cannot (the cache's and the directory index's
  /// wording).
  static func write(
    _ bytes: [UInt8], to path: String, mode: mode_t, syncs: Bool = true
  ) -> String? {
    switch AtomicFile.write(bytes, to: path, mode: .fixed(mode), syncs: syncs) {
    case .success: return nil
    case .failure(.create(let directory, let error)):
      return "cannot write in '\(directory)': \(error)"
    case .failure(.write(let temporary, let error)):
      return "cannot write '\(temporary)': \(error)"
    case .failure(.finish(_, let error)), .failure(.rename(_, let error)):
      return "cannot replace '\(path)': \(error)"
    }
  }

  /// `mkdir -p` with mode 0700 for the directories it creates.
  private func makeDirectories(_ path: String) -> Bool {
    var current = ""
    for part in path.split(separator: "/") {
      current += "/" + part
      if mkdir(current, 0o700) != 0 && errno != EEXIST { return false }
    }
    var info = stat()
    return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
  }
}

extension FileIdentity {
  /// Every field, for ordering cache entries (unsigned fields by their bit pattern).
  fileprivate var orderingFields: [Int64] {
    [
      Int64(bitPattern: device), Int64(bitPattern: inode), size, Int64(modifiedSeconds),
      Int64(modifiedNanoseconds), Int64(changedSeconds), Int64(changedNanoseconds),
    ]
  }
}
