import Foundation
import PluginHost
import Testing
import TranshostTestSupport
import TransitionEngine

/// Every kind of broken plugin in one directory with good ones: scanned in helper
/// processes, the good ones are listed, every bad one is refused with its reason, and
/// nothing a plugin does reaches the host.
@Suite(.serialized) struct BrokenPluginCorpusTests {
  static func helperRegistry(
    _ directory: URL, cache: PluginCache? = nil, timeout: Double = BrokenPluginCorpus.timeout
  ) -> PluginRegistry {
    PluginRegistry.scan(
      directories: [PluginDirectory(path: directory.path, origin: .option)],
      scanner: .helper(executable: TranshostBinary.path, timeout: timeout), cache: cache)
  }

  @Test("the library scans the corpus in helpers: good plugins listed, every bad one refused")
  func libraryScan() throws {
    let corpus = try BrokenPluginCorpus.make("library")
    let registry = Self.helperRegistry(corpus.directory)
    #expect(registry.entries.map(\.descriptor.id) == corpus.goodIDs)
    #expect(registry.entries.allSatisfy { !$0.plugin.isLoaded })
    #expect(registry.shadowed.isEmpty)
    #expect(
      registry.skipped
        == corpus.skippedFiles.map { corpus.directory.appendingPathComponent($0).path })
    var reasons: [String: String] = [:]
    for refusal in registry.refused {
      reasons[URL(fileURLWithPath: refusal.path).lastPathComponent] = refusal.reason
    }
    #expect(Set(reasons.keys) == Set(corpus.refusals.keys))
    for (file, expectation) in corpus.refusals.sorted(by: { $0.key < $1.key }) {
      let reason = try #require(reasons[file], "\(file) was not refused")
      #expect(expectation.matches(reason), "\(file): \(reason) is not \(expectation)")
    }
    // All but the five files refused before any helper: truncated, foreign, directory,
    // dangling link, world-writable. A helper per processor, and a new one after each of
    // the five files a helper does not survive (abort, segfault, hang, exit, scribble).
    #expect(registry.statistics.scannedByHelpers == 16)
    #expect(registry.statistics.helpersStarted <= min(8, 16) + 5)
    #expect(registry.warnings.isEmpty)
  }

  @Test("the whole corpus read back from the cache gives the same registry, with no helper")
  func cachedCorpus() throws {
    let corpus = try BrokenPluginCorpus.make("cached")
    let cache = PluginCache(directory: try TestDirectory.make("corpus-cache").path)
    let cold = Self.helperRegistry(corpus.directory, cache: cache)
    let warm = Self.helperRegistry(corpus.directory, cache: cache)
    #expect(cold.statistics.scannedByHelpers == 16)
    #expect(warm.statistics.scannedByHelpers == 0)
    #expect(warm.statistics.helpersStarted == 0)
    #expect(warm.statistics.fromCache == 16)
    #expect(warm.entries.map(\.descriptor) == cold.entries.map(\.descriptor))
    #expect(warm.refused == cold.refused)
    #expect(warm.skipped == cold.skipped)
  }

  @Test("transhost list --json over the corpus: only JSON lines, every file accounted for")
  func binaryList() throws {
    let corpus = try BrokenPluginCorpus.make("binary")
    let cache = try TestDirectory.make("corpus-cache")
    let result = try TranshostBinary.run(
      ["list", "--json", "--verbose", "--no-default-path", "--plugin-path", corpus.directory.path],
      environment: ["TRANSHOST_SCAN_TIMEOUT": "1", "XDG_CACHE_HOME": cache.path])
    #expect(!result.timedOut)
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(!result.stdout.contains("noisy plugin") && !result.stdout.contains("not json"))
    var ok: [String] = []
    var refused: [String: String] = [:]
    var skipped: [String] = []
    for line in result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
        "not JSON: \(line)")
      let file = URL(fileURLWithPath: object["path"] as? String ?? "").lastPathComponent
      switch object["status"] as? String {
      case "ok": ok.append(object["id"] as? String ?? "")
      case "refused": refused[file] = object["reason"] as? String
      case "skipped": skipped.append(file)
      case "default": break
      default: Issue.record("unexpected line \(line)")
      }
    }
    #expect(result.stdout.hasSuffix("\n"))
    #expect(ok == corpus.goodIDs)
    #expect(skipped == corpus.skippedFiles)
    #expect(Set(refused.keys) == Set(corpus.refusals.keys))
    for (file, expectation) in corpus.refusals {
      #expect(expectation.matches(refused[file] ?? ""), "\(file): \(refused[file] ?? "none")")
    }
  }

  @Test("a plugin scanned in a helper is loaded into the host only when an animator is made")
  func lazyLoading() throws {
    let directory = try TestDirectory.make("lazy")
    try FixtureCompiler.compile("good", into: directory)
    let registry = Self.helperRegistry(directory)
    let entry = try registry.entry(named: "fade").get()
    #expect(!entry.plugin.isLoaded)
    #expect(entry.plugin.builtWith == "gcc")
    let engine = Engine()
    let home = ViewController(engine: engine, name: "home")
    let detail = ViewController(engine: engine, name: "detail")
    engine.window.rootViewController = home
    registry.host.attach(engine)
    let resolver = AnimatorResolver(registry: registry)
    detail.transitioningDelegate = resolver
    detail.modalPresentationStyle = .custom
    home.present(detail, animated: true)
    engine.runUntilIdle()
    #expect(entry.plugin.isLoaded)
    #expect(resolver.resolutions.map(\.animatorID) == ["org.fixture.fade(duration: 0.25)"])
    #expect(home.presentedViewController === detail)
    #expect(engine.violations.isEmpty, "\(engine.violations)")
  }

  @Test("a plugin that changed or vanished after the scan is refused when its animator is made")
  func changedAfterScan() throws {
    let directory = try TestDirectory.make("changed")
    let library = try FixtureCompiler.compile("good", into: directory)
    let registry = Self.helperRegistry(directory)
    let choice = try registry.resolve(AnimatorChoice(name: "fade")).get()
    try FixtureCompiler.compile(
      "good", into: directory, defines: ["FIXTURE_ID=\"org.fixture.other\""])
    registry.host.attach(Engine())
    let changed = registry.host.makeAnimator(
      choice, operation: .present, style: .custom, interactive: false)
    let description = changed.failure?.description ?? ""
    #expect(
      description.hasPrefix(
        "plugin 'org.fixture.fade' could not be loaded: changed since it was scanned (scanned: device "
      ), "\(description)")
    #expect(
      description.hasSuffix("so it is not loaded; run the command again to scan the new file"))
    let other = Self.helperRegistry(directory)
    let otherChoice = try other.resolve(AnimatorChoice(name: "other")).get()
    try FileManager.default.removeItem(at: library)
    other.host.attach(Engine())
    let vanished = other.host.makeAnimator(
      otherChoice, operation: .present, style: .custom, interactive: false)
    #expect(
      vanished.failure?.description
        == "plugin 'org.fixture.other' could not be loaded: cannot be loaded: cannot open: No such file or directory"
    )
  }

  @Test("without a helper executable every plugin is refused, and nothing is cached")
  func missingHelper() throws {
    let directory = try TestDirectory.make("no-helper")
    let library = try FixtureCompiler.compile("good", into: directory)
    let cacheDirectory = try TestDirectory.make("no-helper-cache")
    let registry = PluginRegistry.scan(
      directories: [PluginDirectory(path: directory.path, origin: .option)],
      scanner: .helper(executable: "/nonexistent/transhost"),
      cache: PluginCache(directory: cacheDirectory.path))
    #expect(registry.entries.isEmpty)
    #expect(
      registry.refused.map(\.description) == [
        "'\(library.path)': could not be scanned: cannot start the scan helper '/nonexistent/transhost': No such file or directory"
      ])
    // Nothing is cached: no file is written, or one without the library's path.
    let cache =
      (try? Data(contentsOf: cacheDirectory.appendingPathComponent(PluginCache.fileName)))
      .map { Array($0) } ?? []
    let path = Array(library.path.utf8)
    #expect(!cache.indices.contains { cache[$0...].starts(with: path) })
  }

  @Test(
    "the scan helper writes one JSON line a file on standard output, whatever the plugin prints")
  func helperReport() throws {
    let directory = try TestDirectory.make("helper-report")
    let library = try FixtureCompiler.compile("noisy", into: directory)
    let result = try TranshostBinary.run([PluginScanHelper.subcommand, library.path])
    #expect(result.status == 0)
    #expect(result.stderr == "")
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.count == 1)
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
    #expect(report["path"] as? String == library.path)
    let outcome = try #require(report["outcome"] as? [String: Any])
    #expect(outcome["outcome"] as? String == "plugin")
    let usage = try TranshostBinary.run([PluginScanHelper.subcommand, "relative.so"])
    #expect(usage.status == 64)
    #expect(
      usage.stderr
        == "usage: transhost __scan [=identity] <absolute plugin path>... [watchdog seconds]\n")
  }
}

extension Result {
  fileprivate var failure: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }
}
