import Foundation
import Glibc
import Testing
import TranshostTestSupport

/// `transhost` forks its scan helpers while it has one thread, and executes them with
/// `TRANSHOST_SCAN_EXEC` set: either way every plugin, good or broken, is listed the
/// same, byte for byte, and the cache written is the same.
@Suite(.serialized) struct ForkedScanHelperTests {
  /// How the helpers are started in a run: forked (the default) or executed.
  enum Start: String, CaseIterable {
    case forked, executed

    /// The environment that asks for it.
    var environment: [String: String?] {
      ["TRANSHOST_SCAN_EXEC": self == .executed ? "1" : .none]
    }
  }

  /// `transhost ARGUMENTS` with a fresh cache at `cache` (removed first; its seal's key
  /// `key` when given), helpers started as `start` says, plugins given 1 second each.
  static func transhost(
    _ arguments: [String], start: Start, cache: URL, key: Data? = nil, marker: URL? = nil
  ) throws -> Subprocess.Result {
    try? FileManager.default.removeItem(at: cache)
    let directory = cache.appendingPathComponent("transhost")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    if let key {
      let path = directory.appendingPathComponent("plugins-v2.key")
      try key.write(to: path)
      chmod(path.path, 0o600)
    }
    var environment = start.environment
    environment["TRANSHOST_SCAN_TIMEOUT"] = "1"
    environment["XDG_CACHE_HOME"] = cache.path
    if let marker { environment["TRANSHOST_FIXTURE_MARKER"] = marker.path }
    return try TranshostBinary.run(arguments, environment: environment, timeout: 60)
  }

  @Test(
    "a host with one thread forks its helpers; TRANSHOST_SCAN_EXEC executes them",
    arguments: Start.allCases)
  func helperStart(start: Start) throws {
    let directory = try TestDirectory.make("fork-start")
    try FixtureCompiler.compile("marker", into: directory, defines: ["FIXTURE_MARKER_COMMAND"])
    let marker = try TestDirectory.make("fork-marker").appendingPathComponent("commands")
    let result = try Self.transhost(
      ["list", "--no-default-path", "--plugin-path", directory.path], start: start,
      cache: try TestDirectory.make("fork-cache"), marker: marker)
    #expect(result.status == 0)
    #expect(result.stderr == "")
    // The helper's command line: the host's own when forked, `transhost __scan ...` when
    // executed.
    let expected = start == .forked ? "list\n" : "__scan\n"
    #expect(try String(contentsOf: marker, encoding: .utf8) == expected)
  }

  @Test(
    "forked and executed helpers list the broken corpus byte for byte the same",
    arguments: [["list"], ["list", "--json"], ["list", "--verbose"]])
  func sameListing(command: [String]) throws {
    let corpus = try PluginScanCLITests.makeCorpus()
    let cache = try TestDirectory.make("fork-same")
    let arguments = command + ["--no-default-path", "--plugin-path", corpus.directory.path]
    let forked = try Self.transhost(arguments, start: .forked, cache: cache)
    let files = cache.appendingPathComponent("transhost")
    let key = try Data(contentsOf: files.appendingPathComponent("plugins-v2.key"))
    let written = try Data(contentsOf: files.appendingPathComponent("plugins.cache"))
    let executed = try Self.transhost(arguments, start: .executed, cache: cache, key: key)
    #expect(try Data(contentsOf: files.appendingPathComponent("plugins.cache")) == written)
    #expect(!forked.timedOut && !executed.timedOut)
    #expect(forked.status == 0)
    #expect(forked.status == executed.status)
    #expect(forked.stdout == executed.stdout)
    #expect(forked.stderr == executed.stderr)
    #expect(forked.stdout.contains("crashed while loading: SIGSEGV (segmentation fault)"))
    #expect(forked.stdout.contains("did not finish loading within 1 s (killed)"))
  }

  @Test("a forked helper's plugin reaches none of the host's descriptors, however high")
  func descriptors() throws {
    let directory = try TestDirectory.make("fork-scribble")
    try FixtureCompiler.compile(
      "scribble_descriptors", into: directory, defines: ["FIXTURE_SCRIBBLE_END=1024"])
    try FixtureCompiler.compile("good", into: directory)
    let arguments = ["list", "--no-default-path", "--plugin-path", directory.path]
    let cache = try TestDirectory.make("fork-scribble-cache")
    let forked = try Self.transhost(arguments, start: .forked, cache: cache)
    #expect(forked.status == 0)
    #expect(!forked.stdout.contains("junk") && !forked.stderr.contains("junk"))
    #expect(
      forked.stdout.contains(
        "libscribble_descriptors.so: could not be scanned: its scan report is unreadable (more than one line)\n"
      ))
    let executed = try Self.transhost(arguments, start: .executed, cache: cache)
    #expect(forked.stdout == executed.stdout)
  }
}
