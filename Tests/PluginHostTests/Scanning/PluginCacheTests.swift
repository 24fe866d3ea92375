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

    var cacheText: String { (try? String(contentsOfFile: cache.path, encoding: .utf8)) ?? "" }
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
      ("garbage", "not a cache\n", "is corrupt (not a version 3 cache)"),
      ("empty", "", "is corrupt (not a version 3 cache)"),
      ("truncated", "TRUNCATE", "is truncated or damaged (it does not end with its closing line)"),
      (
        "bad line",
        #"{"format":"transhost plugin cache","version":3}"# + "\n{\"path\":3}\n{\"entries\":1}\n",
        "is corrupt ("
      ),
      (
        "other version",
        #"{"format":"transhost plugin cache","version":1}"# + "\n{\"entries\":0}\n",
        "is corrupt (not a version 3 cache)"
      ),
      (
        "version 2, written before object descriptors",
        #"{"format":"transhost plugin cache","version":2}"# + "\n{\"entries\":0}\n",
        "is corrupt (not a version 3 cache)"
      ),
    ])
  func corrupt(label: String, contents: String, problem: String) throws {
    let setup = try Setup("corrupt")
    _ = setup.scan()
    let good = setup.cacheText
    let text = contents == "TRUNCATE" ? String(good.prefix(good.count / 2)) : contents
    try Data(text.utf8).write(to: URL(fileURLWithPath: setup.cache.path))
    let rebuilt = setup.scan()
    #expect(rebuilt.entries.map(\.descriptor.id) == ["org.fixture.fade", "org.fixture.marker"])
    #expect(rebuilt.statistics.scannedByHelpers == 3)
    #expect(rebuilt.statistics.cacheWritten)
    #expect(rebuilt.statistics.cacheProblems.count == 1)
    #expect(
      rebuilt.statistics.cacheProblems.first?.contains(problem) == true,
      "\(label): \(rebuilt.statistics.cacheProblems)")
    #expect(setup.cacheText == good)
    #expect(setup.scan().statistics.scannedByHelpers == 0)
  }

  @Test(
    "the cache is written atomically and sealed: one file and its key, complete, no temporary left behind"
  )
  func atomic() throws {
    let setup = try Setup("atomic")
    _ = setup.scan()
    let lines = setup.cacheText.split(separator: "\n")
    #expect(lines.first == #"{"format":"transhost plugin cache","version":3}"#)
    #expect(lines.last?.hasPrefix(#"{"entries":3,"seal":""#) == true)
    #expect(lines.last?.count == #"{"entries":3,"seal":""}"#.count + 64)
    #expect(lines.count == 5)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: setup.cache.directory).sorted() == [
        PluginCache.fileName, "plugins-v2.key",
      ])
    var key = stat()
    #expect(stat(setup.cache.directory + "/plugins-v2.key", &key) == 0)
    #expect(key.st_mode & 0o777 == 0o600)
    #expect(key.st_size == 32)
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
    #expect(!setup.cacheText.contains("libgood.so"))
    #expect(setup.cacheText.contains("libmarker2.so"))
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
