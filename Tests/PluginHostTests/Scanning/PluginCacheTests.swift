import Foundation
import Glibc
import PluginHost
import Testing
import TranshostTestSupport

/// The plugin metadata cache: warm scans start no helper and load nothing, a changed
/// file is scanned again, a corrupt cache is rebuilt, writes are atomic.
@Suite(.serialized) struct PluginCacheTests {
  /// A directory with the marker plugin (it appends to `marker` whenever it is loaded),
  /// a good one and a crashing one, and an empty cache directory.
  struct Setup {
    let plugins: URL
    let cache: PluginCache
    let marker: URL

    init(_ label: String) throws {
      plugins = try TestDirectory.make("cache-\(label)")
      marker = try TestDirectory.make("marker-\(label)").appendingPathComponent("loads")
      cache = PluginCache(directory: try TestDirectory.make("cache-dir-\(label)").path)
      try compileMarker()
      try FixtureCompiler.compile("good", into: plugins)
      try FixtureCompiler.compile("segfault_in_constructor", into: plugins)
    }

    /// Builds `libmarker.so` (again), writing to ``marker``.
    func compileMarker(id: String = "org.fixture.marker", output: String = "libmarker.so") throws {
      try FixtureCompiler.compile(
        "marker", into: plugins, output: output,
        defines: ["FIXTURE_MARKER_PATH=\"\(marker.path)\"", "FIXTURE_ID=\"\(id)\""])
    }

    func scan(cache: PluginCache? = nil) -> PluginRegistry {
      PluginRegistry.scan(
        directories: [PluginDirectory(path: plugins.path, origin: .option)],
        scanner: .helper(executable: TranshostBinary.path), cache: cache ?? self.cache)
    }

    var loads: Int {
      ((try? String(contentsOf: marker, encoding: .utf8)) ?? "").split(separator: "\n").count
    }

    /// The cache file's bytes (empty when there is none).
    var cacheBytes: [UInt8] {
      (try? Data(contentsOf: URL(fileURLWithPath: cache.path))).map { Array($0) } ?? []
    }

    /// Whether the cache file holds `text` (its strings are stored as UTF-8, once each).
    func cacheHolds(_ text: String) -> Bool {
      let needle = Array(text.utf8)
      let bytes = cacheBytes
      guard bytes.count >= needle.count else { return false }
      return (0...(bytes.count - needle.count)).contains {
        bytes[$0..<$0 + needle.count].elementsEqual(needle)
      }
    }
  }

  static let crashReason = "crashed while loading: SIGSEGV (segmentation fault)"

  @Test("a warm scan starts no helper and loads nothing, and gives the same registry")
  func warm() throws {
    let setup = try Setup("warm")
    let cold = setup.scan()
    #expect(cold.statistics.scannedByHelpers == 3)
    #expect(cold.statistics.fromCache == 0)
    #expect(cold.statistics.cacheWritten)
    #expect(setup.loads == 1)
    let warm = setup.scan()
    #expect(warm.statistics.scannedByHelpers == 0)
    #expect(warm.statistics.helpersStarted == 0)
    #expect(warm.statistics.fromCache == 3)
    #expect(!warm.statistics.cacheWritten)
    #expect(warm.statistics.cacheProblems.isEmpty)
    #expect(setup.loads == 1)
    #expect(warm.entries.map(\.descriptor) == cold.entries.map(\.descriptor))
    #expect(warm.entries.map(\.plugin.builtWith) == cold.entries.map(\.plugin.builtWith))
    #expect(warm.refused == cold.refused)
    #expect(warm.refused.map(\.reason) == [Self.crashReason])
  }

  @Test("touching or rewriting a plugin scans it again, and only it")
  func invalidation() throws {
    let setup = try Setup("invalidation")
    _ = setup.scan()
    let library = setup.plugins.appendingPathComponent("libmarker.so")
    try FileManager.default.setAttributes(
      [.modificationDate: Date().addingTimeInterval(1)], ofItemAtPath: library.path)
    let touched = setup.scan()
    #expect(touched.statistics.scannedByHelpers == 1)
    #expect(touched.statistics.fromCache == 2)
    #expect(setup.loads == 2)
    try setup.compileMarker(id: "org.fixture.marked")
    let rewritten = setup.scan()
    #expect(rewritten.statistics.scannedByHelpers == 1)
    #expect(rewritten.entries.map(\.descriptor.id) == ["org.fixture.fade", "org.fixture.marked"])
    #expect(setup.loads == 3)
    #expect(setup.scan().statistics.scannedByHelpers == 0)
  }

  @Test("a crash is cached until the file changes (GStreamer's blacklist)")
  func crashCached() throws {
    let setup = try Setup("crash")
    _ = setup.scan()
    let warm = setup.scan()
    #expect(warm.statistics.scannedByHelpers == 0)
    #expect(warm.refused.map(\.reason) == [Self.crashReason])
    try FixtureCompiler.compile(
      "good", into: setup.plugins, output: "libsegfault_in_constructor.so",
      defines: ["FIXTURE_ID=\"org.fixture.fixed\""])
    let fixed = setup.scan()
    #expect(fixed.statistics.scannedByHelpers == 1)
    #expect(fixed.refused.isEmpty)
    #expect(fixed.entries.map(\.descriptor.id).contains("org.fixture.fixed"))
  }

  @Test(
    "a corrupt cache is ignored and rebuilt",
    arguments: [
      ("garbage", "not a cache\n", "is corrupt (not a version 4 cache)"),
      ("empty", "", "is corrupt (not a version 4 cache)"),
      ("truncated", "TRUNCATE", "is truncated or damaged (its length is not the one it records)"),
      ("lengthened", "LENGTHEN", "is truncated or damaged (its length is not the one it records)"),
      ("format line only", "transhost plugin cache, version 4\n", "is truncated or damaged ("),
      (
        "version 3, JSON Lines",
        #"{"format":"transhost plugin cache","version":3}"# + "\n{\"entries\":0}\n",
        "is corrupt (not a version 4 cache)"
      ),
      (
        "version 2, written before object descriptors",
        #"{"format":"transhost plugin cache","version":2}"# + "\n{\"entries\":0}\n",
        "is corrupt (not a version 4 cache)"
      ),
    ])
  func corrupt(label: String, contents: String, problem: String) throws {
    let setup = try Setup("corrupt")
    _ = setup.scan()
    let good = setup.cacheBytes
    let bytes: [UInt8] =
      switch contents {
      case "TRUNCATE": Array(good.prefix(good.count / 2))
      case "LENGTHEN": good + [0]
      default: Array(contents.utf8)
      }
    try Data(bytes).write(to: URL(fileURLWithPath: setup.cache.path))
    let rebuilt = setup.scan()
    #expect(rebuilt.entries.map(\.descriptor.id) == ["org.fixture.fade", "org.fixture.marker"])
    #expect(rebuilt.statistics.scannedByHelpers == 3)
    #expect(rebuilt.statistics.cacheWritten)
    #expect(rebuilt.statistics.cacheProblems.count == 1)
    #expect(
      rebuilt.statistics.cacheProblems.first?.contains(problem) == true,
      "\(label): \(rebuilt.statistics.cacheProblems)")
    #expect(setup.cacheBytes == good)
    #expect(setup.scan().statistics.scannedByHelpers == 0)
  }

  @Test(
    "the cache is written atomically and sealed: one file and its key, complete, no temporary left behind"
  )
  func atomic() throws {
    let setup = try Setup("atomic")
    _ = setup.scan()
    let bytes = setup.cacheBytes
    let formatLine = Array("transhost plugin cache, version 4\n".utf8)
    #expect(bytes.starts(with: formatLine))
    // The recorded length, little-endian, after the format line.
    let length = bytes.dropFirst(formatLine.count).prefix(8).reversed().reduce(0) {
      $0 << 8 | Int($1)
    }
    #expect(length == bytes.count)
    #expect(setup.cacheHolds("/libgood.so"))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: setup.cache.directory).sorted() == [
        "plugins-v2.key", PluginCache.fileName,
      ])
    var key = stat()
    #expect(stat(setup.cache.directory + "/plugins-v2.key", &key) == 0)
    #expect(key.st_mode & 0o777 == 0o600)
    #expect(key.st_size == 32)
  }

  @Test("a version-3 cache file beside it is removed when the cache is written")
  func earlierFileRemoved() throws {
    let setup = try Setup("earlier")
    let earlier = setup.cache.directory + "/plugins-v2.jsonl"
    try Data(#"{"format":"transhost plugin cache","version":3}"#.utf8).write(
      to: URL(fileURLWithPath: earlier))
    let cold = setup.scan()
    #expect(cold.statistics.cacheWritten)
    #expect(!FileManager.default.fileExists(atPath: earlier))
    #expect(FileManager.default.fileExists(atPath: setup.cache.path))
  }

  @Test("a cache that cannot be written is reported in the statistics, never fatal")
  func unwritable() throws {
    let setup = try Setup("unwritable")
    let blocker = try TestDirectory.make("cache-blocker").appendingPathComponent("file")
    try Data("x".utf8).write(to: blocker)
    let registry = setup.scan(cache: PluginCache(directory: blocker.path + "/transhost"))
    #expect(registry.entries.map(\.descriptor.id) == ["org.fixture.fade", "org.fixture.marker"])
    #expect(!registry.statistics.cacheWritten)
    #expect(
      registry.statistics.cacheProblems == [
        "not written: cannot create '\(blocker.path)/transhost': Not a directory"
      ])
  }

  @Test("entries for files that are gone are dropped when the cache is next written")
  func pruning() throws {
    let setup = try Setup("pruning")
    _ = setup.scan()
    try FileManager.default.removeItem(at: setup.plugins.appendingPathComponent("libgood.so"))
    try setup.compileMarker(id: "org.fixture.marker-two", output: "libmarker2.so")
    _ = setup.scan()
    #expect(!setup.cacheHolds("libgood.so"))
    #expect(setup.cacheHolds("libmarker2.so"))
  }

  @Test("a warm scan that hits every other entry still drops those of files that are gone")
  func pruningOnAWarmScan() throws {
    let setup = try Setup("pruning-warm")
    _ = setup.scan()
    try FileManager.default.removeItem(at: setup.plugins.appendingPathComponent("libgood.so"))
    let registry = setup.scan()
    #expect(registry.statistics.fromCache == 2)
    #expect(registry.statistics.cacheWritten)
    #expect(!setup.cacheHolds("libgood.so"))
    #expect(setup.cacheHolds("libmarker.so"))
  }

  @Test(
    "a directory searched twice, or again through a link, hits each entry twice, and entries of files that are gone are still dropped",
    arguments: [false, true])
  func pruningWithADirectoryTwice(throughLink: Bool) throws {
    let setup = try Setup(throughLink ? "pruning-link" : "pruning-twice")
    try setup.compileMarker(id: "org.fixture.marker-two", output: "libmarker2.so")
    _ = setup.scan()
    // Four entries; two files left, each hit twice: as many hits as entries.
    try FileManager.default.removeItem(at: setup.plugins.appendingPathComponent("libgood.so"))
    try FileManager.default.removeItem(at: setup.plugins.appendingPathComponent("libmarker2.so"))
    var again = setup.plugins.path
    if throughLink {
      again = try TestDirectory.make("pruning-link-to").appendingPathComponent("plugins").path
      try FileManager.default.createSymbolicLink(
        atPath: again, withDestinationPath: setup.plugins.path)
    }
    let registry = PluginRegistry.scan(
      directories: [
        PluginDirectory(path: setup.plugins.path, origin: .option),
        PluginDirectory(path: again, origin: .option),
      ], scanner: .helper(executable: TranshostBinary.path), cache: setup.cache)
    #expect(registry.statistics.fromCache == 4)
    #expect(registry.statistics.cacheWritten)
    #expect(!setup.cacheHolds("libgood.so"))
    #expect(!setup.cacheHolds("libmarker2.so"))
    #expect(setup.cacheHolds("libmarker.so"))
  }

  @Test("the default cache directory follows XDG_CACHE_HOME, then HOME")
  func defaultDirectory() {
    #expect(
      PluginCache.defaultDirectory(environment: ["XDG_CACHE_HOME": "/x/cache", "HOME": "/home/u"])
        == "/x/cache/transhost")
    #expect(
      PluginCache.defaultDirectory(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/home/u"])
        == "/home/u/.cache/transhost")
    #expect(PluginCache.defaultDirectory(environment: [:]) == nil)
  }
}
