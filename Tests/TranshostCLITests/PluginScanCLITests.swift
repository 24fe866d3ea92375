import Foundation
import Glibc
import Testing
import TranshostTestSupport

/// `transhost` over a directory of good and broken plugins: discovery never loads a
/// plugin into the host, a misbehaving one is refused with its reason, and the
/// metadata cache makes a warm `list` start no helper.
@Suite(.serialized) struct PluginScanCLITests {
  /// A directory with every kind of broken plugin beside good ones, and each bad
  /// file's reason (`nil`: a glibc message, checked by prefix and key phrase).
  struct Corpus {
    let directory: URL
    let good: [String]
    let refusals: [String: String]
    let loaderMessages: [String: (prefix: String, phrase: String)]

    func path(_ name: String) -> String { directory.appendingPathComponent(name).path }
  }

  static func makeCorpus() throws -> Corpus {
    let directory = try TestDirectory.make("corpus")
    for fixture in [
      "good", "noisy", "marker", "abort_in_constructor", "segfault_in_constructor",
      "hang_in_constructor", "exit_in_constructor", "scribble_descriptors", "entry_null",
      "wrong_major", "entry_too_small", "not_a_plugin",
    ] {
      try FixtureCompiler.compile(fixture, into: directory)
    }
    let dependencies = try TestDirectory.make("dependency")
    try FixtureCompiler.compile("dependency", into: dependencies, output: "libfixturedep.so")
    try FixtureCompiler.compile(
      "needs_dependency", into: directory,
      linkerArguments: ["-L", dependencies.path, "-lfixturedep"])
    try FileManager.default.removeItem(at: dependencies)
    let corpus = Corpus(directory: directory, good: [], refusals: [:], loaderMessages: [:])
    let good = try Data(contentsOf: URL(fileURLWithPath: corpus.path("libgood.so")))
    try good.prefix(600).write(to: URL(fileURLWithPath: corpus.path("libtruncated.so")))
    var foreign = good
    #if arch(x86_64)
      foreign[18] = 0xB7
      let (foreignName, hostName) = ("AArch64", "x86-64")
    #else
      foreign[18] = 0x3E
      let (foreignName, hostName) = ("x86-64", "AArch64")
    #endif
    foreign[19] = 0
    try foreign.write(to: URL(fileURLWithPath: corpus.path("libforeign.so")))
    try Data().write(to: URL(fileURLWithPath: corpus.path("libempty.so")))
    try Data(String(repeating: "plain text, not ELF\n", count: 8).utf8).write(
      to: URL(fileURLWithPath: corpus.path("libtext.so")))
    try FileManager.default.createDirectory(
      atPath: corpus.path("libdirectory.so"), withIntermediateDirectories: false)
    try FileManager.default.createSymbolicLink(
      atPath: corpus.path("libdangling.so"), withDestinationPath: corpus.path("missing.so"))
    try good.write(to: URL(fileURLWithPath: corpus.path("libworldwritable.so")))
    chmod(corpus.path("libworldwritable.so"), 0o666)
    return Corpus(
      directory: directory,
      good: ["org.fixture.fade", "org.fixture.marker", "org.fixture.noisy"],
      refusals: [
        "libabort_in_constructor.so": "crashed while loading: SIGABRT (aborted)",
        "libsegfault_in_constructor.so": "crashed while loading: SIGSEGV (segmentation fault)",
        "libhang_in_constructor.so": "did not finish loading within 1 s (killed)",
        "libexit_in_constructor.so": "exited with status 3 while loading",
        "libscribble_descriptors.so":
          "could not be scanned: its scan report is unreadable (more than one line)",
        "libentry_null.so":
          "transhost_entry_v1 returned NULL; the plugin must return its entry struct",
        "libwrong_major.so":
          "built for ABI major 2, but this host speaks major 1; rebuild it against this transhost.h",
        "libentry_too_small.so":
          "its transhost_entry_t is 24 bytes, smaller than the 48 bytes ABI 1.0 requires; set struct_size to sizeof(transhost_entry_t)",
        "libtruncated.so":
          "is truncated: it has 600 bytes, but its ELF headers describe \(good.count) bytes; copy or build it again",
        "libforeign.so":
          "is built for \(foreignName), but this host runs on \(hostName); rebuild it for this machine",
        "libdirectory.so":
          "is a directory, not a regular file; only shared library files are loaded",
        "libdangling.so":
          "is a dangling symbolic link, not a regular file; only shared library files are loaded",
        "libworldwritable.so":
          "refused: it is writable by everyone, so someone else could replace the plugin; run chmod go-w '\(corpus.path("libworldwritable.so"))'",
      ],
      loaderMessages: [
        "libneeds_dependency.so": (
          "cannot be loaded: ", "libfixturedep.so: cannot open shared object file"
        ),
        "libempty.so": ("cannot be loaded: \(corpus.path("libempty.so")): ", "file too short"),
        "libtext.so": ("cannot be loaded: \(corpus.path("libtext.so")): ", "invalid ELF header"),
      ])
  }

  static func transhost(
    _ arguments: [String], cache: URL, marker: URL? = nil, timeout: Double = 60
  ) throws -> Subprocess.Result {
    var environment: [String: String?] = [
      "TRANSHOST_SCAN_TIMEOUT": "1", "XDG_CACHE_HOME": cache.path,
    ]
    if let marker { environment["TRANSHOST_FIXTURE_MARKER"] = marker.path }
    return try TranshostBinary.run(arguments, environment: environment, timeout: timeout)
  }

  static func loads(_ marker: URL) -> Int {
    ((try? String(contentsOf: marker, encoding: .utf8)) ?? "").split(separator: "\n").count
  }

  @Test("list --json over the corpus: only JSON lines, good plugins listed, each bad file refused")
  func listJSON() throws {
    let corpus = try Self.makeCorpus()
    let result = try Self.transhost(
      ["list", "--json", "--no-default-path", "--plugin-path", corpus.directory.path],
      cache: try TestDirectory.make("cache"))
    #expect(!result.timedOut)
    #expect(result.status == 0)
    #expect(result.stderr == "")
    var ids: [String] = []
    var reasons: [String: String] = [:]
    for line in result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
        "not a JSON object: \(line)")
      switch object["status"] as? String {
      case "ok": ids.append(object["id"] as? String ?? "")
      case "refused":
        let file = URL(fileURLWithPath: object["path"] as? String ?? "").lastPathComponent
        reasons[file] = object["reason"] as? String
      case "default": break
      default: Issue.record("unexpected line: \(line)")
      }
    }
    #expect(ids == corpus.good)
    #expect(Set(reasons.keys) == Set(corpus.refusals.keys).union(corpus.loaderMessages.keys))
    for (file, reason) in corpus.refusals.sorted(by: { $0.key < $1.key }) {
      #expect(reasons[file] == reason, "\(file)")
    }
    for (file, message) in corpus.loaderMessages.sorted(by: { $0.key < $1.key }) {
      let reason = reasons[file] ?? ""
      #expect(
        reason.hasPrefix(message.prefix) && reason.contains(message.phrase), "\(file): \(reason)")
    }
  }

  @Test("list prints the table and the refused files, exits 0, and plugin output never reaches it")
  func listTable() throws {
    let corpus = try Self.makeCorpus()
    let result = try Self.transhost(
      ["list", "--no-default-path", "--plugin-path", corpus.directory.path],
      cache: try TestDirectory.make("cache"))
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(!result.stdout.contains("noisy plugin") && !result.stdout.contains("not json"))
    #expect(
      result.stdout.hasPrefix(
        "ID                  NAME          VERSION  KIND      RANK       SERVES"))
    #expect(
      result.stdout.contains(
        "org.fixture.noisy   Fixture Fade  1.0.0    animator  secondary  present,dismiss in custom,fullScreen  yes          \(corpus.path("libnoisy.so"))\n"
      ))
    for (file, reason) in corpus.refusals {
      #expect(result.stdout.contains("\n  \(corpus.path(file)): \(reason)\n"), "\(file)")
    }
  }

  @Test("a warm list starts no helper and loads no plugin; --no-cache scans again")
  func cache() throws {
    let corpus = try Self.makeCorpus()
    let cache = try TestDirectory.make("cache")
    let marker = try TestDirectory.make("marker").appendingPathComponent("loads")
    let arguments = [
      "list", "--verbose", "--no-default-path", "--plugin-path", corpus.directory.path,
    ]
    let cachePath = cache.path + "/transhost/plugins.cache"
    let cold = try Self.transhost(arguments, cache: cache, marker: marker)
    #expect(cold.status == 0)
    #expect(
      cold.stdout.hasSuffix(
        "\nscan:\n  20 .so files: 0 from the cache, 15 scanned by helper processes\n  cache: \(cachePath) (updated)\n"
      ))
    #expect(Self.loads(marker) == 1)
    let warm = try Self.transhost(arguments, cache: cache, marker: marker)
    #expect(
      warm.stdout.hasSuffix(
        "\nscan:\n  20 .so files: 15 from the cache, 0 scanned by helper processes\n  cache: \(cachePath)\n"
      ))
    #expect(Self.loads(marker) == 1)
    #expect(
      warm.stdout.components(separatedBy: "\nsearched:")[0]
        == cold.stdout.components(separatedBy: "\nsearched:")[0])
    let info = try Self.transhost(
      ["info", "marker", "--no-default-path", "--plugin-path", corpus.directory.path], cache: cache,
      marker: marker)
    #expect(info.status == 0)
    #expect(info.stdout.contains("path:         \(corpus.path("libmarker.so"))\n"))
    #expect(Self.loads(marker) == 1)
    let uncached = try Self.transhost(arguments + ["--no-cache"], cache: cache, marker: marker)
    #expect(
      uncached.stdout.hasSuffix(
        "\nscan:\n  20 .so files: 15 scanned by helper processes\n  cache: not used (--no-cache)\n")
    )
    #expect(Self.loads(marker) == 2)
  }

  @Test("a cache that cannot be written is never fatal, and a corrupt one is rebuilt")
  func unusableCache() throws {
    let plugins = try TestDirectory.make("plugins")
    try FixtureCompiler.compile("good", into: plugins)
    let blocker = try TestDirectory.make("blocker").appendingPathComponent("file")
    try Data().write(to: blocker)
    let arguments = ["list", "--no-default-path", "--plugin-path", plugins.path]
    let unwritable = try Self.transhost(arguments, cache: blocker)
    #expect(unwritable.status == 0)
    // Never fatal, and quiet: the cache write's failure is said only under --verbose.
    #expect(unwritable.stderr == "")
    #expect(unwritable.stdout.contains("org.fixture.fade"))
    let verbose = try Self.transhost(arguments + ["--verbose"], cache: blocker)
    #expect(verbose.status == 0)
    #expect(
      verbose.stderr
        == "warning: plugin cache not written (the scan is kept): cannot create "
        + "'\(blocker.path)/transhost': Not a directory\n")
    let cache = try TestDirectory.make("cache")
    _ = try Self.transhost(arguments, cache: cache)
    let file = cache.appendingPathComponent("transhost/plugins.cache")
    let written = try Data(contentsOf: file)
    try written.prefix(written.count - 1).write(to: file)
    let rebuilt = try Self.transhost(arguments + ["--verbose"], cache: cache)
    #expect(rebuilt.status == 0)
    #expect(rebuilt.stderr == "")
    #expect(rebuilt.stdout.contains("org.fixture.fade"))
    #expect(rebuilt.stdout.contains("1 .so files: 0 from the cache, 1 scanned by helper processes"))
    #expect(
      rebuilt.stdout.contains(
        "  cache problem: '\(file.path)' is truncated or damaged (its length is not the one it "
          + "records); ignored and rebuilt"))
    #expect(try Data(contentsOf: file) == written)
  }

  @Test("run loads only the plugins it uses into the host, beside crashing ones")
  func runBesideBrokenPlugins() throws {
    let corpus = try Self.makeCorpus()
    let cache = try TestDirectory.make("cache")
    let marker = try TestDirectory.make("marker").appendingPathComponent("loads")
    let script = try TestDirectory.make("script").appendingPathComponent("marker.transhost")
    try Data(
      """
      controller home
      controller detail
      root home
      present detail from home style custom with marker
      expect home presents detail after transition

      """.utf8
    ).write(to: script)
    let result = try Self.transhost(
      ["run", "--no-default-path", "--plugin-path", corpus.directory.path, script.path],
      cache: cache, marker: marker)
    #expect(!result.timedOut)
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains("animator: org.fixture.marker(duration: 0.25)"))
    #expect(Self.loads(marker) == 2)
  }

  @Test("list --help documents the scan, the cache and the exit status")
  func help() throws {
    let result = try Self.transhost(["list", "--help"], cache: try TestDirectory.make("cache"))
    #expect(result.status == 0)
    #expect(result.stdout.contains("$XDG_CACHE_HOME/transhost/plugins.cache"))
    #expect(result.stdout.contains("--no-cache"))
    #expect(
      result.stdout.contains(
        "EXIT STATUS: 0 the plugins were listed, even when some were refused (they are\nlisted with the reason)"
      ))
  }

  @Test("list and info show a plugin's newline and backslash escaped once: \\n and \\\\")
  func escapedOnce() throws {
    let plugins = try TestDirectory.make("escaped")
    try FixtureCompiler.compile(
      "good", into: plugins,
      defines: [#"FIXTURE_NAME="Fix\nture\\Fade""#, #"FIXTURE_SUMMARY="one\ntwo""#])
    let cache = try TestDirectory.make("escaped-cache")
    let list = try Self.transhost(
      ["list", "--no-default-path", "--plugin-path", plugins.path], cache: cache)
    #expect(list.status == 0, "\(list.stderr)")
    let row = try #require(list.stdout.split(separator: "\n").dropFirst().first)
    #expect(row.hasPrefix(#"org.fixture.fade  Fix\nture\\Fade  1.0.0 "#), "\(list.stdout)")
    let info = try Self.transhost(
      ["info", "org.fixture.fade", "--no-default-path", "--plugin-path", plugins.path],
      cache: cache)
    #expect(info.status == 0, "\(info.stderr)")
    #expect(
      info.stdout.hasPrefix(
        #"Fix\nture\\Fade (org.fixture.fade) 1.0.0"# + "\n" + #"  one\ntwo"# + "\n"),
      "\(info.stdout)")
  }
}
