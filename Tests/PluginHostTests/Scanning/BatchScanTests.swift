import Foundation
import Glibc
import PluginHost
import Testing
import TranshostTestSupport

/// Helpers scanning batches of files: a plugin that crashes, exits, hangs, scribbles on
/// the report channel, forks or takes the channel away is refused exactly as when it is
/// scanned alone, the files before it keep their outcome, the files after it are scanned
/// by a new helper, and good plugins need one helper per batch.
@Suite(.serialized) struct BatchScanTests {
  static let timeout = 1.0

  /// A registry of `directory` scanned by at most `helpers` helpers at once.
  static func scan(_ directory: URL, helpers: Int = 8) -> PluginRegistry {
    PluginRegistry.scan(
      directories: [PluginDirectory(path: directory.path, origin: .option)],
      scanner: PluginScanner(
        mode: .helper(executable: TranshostBinary.path), timeout: timeout,
        showsPluginErrors: false, maximumConcurrentHelpers: helpers))
  }

  /// What a registry says about each file, by file name: its animator ids, `skipped`, or
  /// `refused: ` and the reason.
  static func listing(_ registry: PluginRegistry) -> [String: String] {
    func name(_ path: String) -> String { URL(fileURLWithPath: path).lastPathComponent }
    var result: [String: String] = [:]
    for entry in registry.entries {
      result[name(entry.plugin.path), default: ""] += entry.descriptor.id
    }
    for error in registry.refused { result[name(error.path)] = "refused: " + error.reason }
    for path in registry.skipped { result[name(path)] = "skipped" }
    return result
  }

  /// A fixture, the name it gets, and its `-D` definitions.
  struct Plugin: CustomStringConvertible {
    let fixture: String
    let file: String
    var defines: [String] = []

    var description: String { file }

    /// A good plugin with its own id.
    static func good(_ number: Int) -> Plugin {
      Plugin(
        fixture: "good", file: "good\(number).so",
        defines: ["FIXTURE_ID=\"org.fixture.good\(number)\""])
    }

    static let segfault = Plugin(fixture: "segfault_in_constructor", file: "segfault.so")
    static let abort = Plugin(fixture: "abort_in_constructor", file: "abort.so")
    static let exit = Plugin(fixture: "exit_in_constructor", file: "exit.so")
    static let hang = Plugin(fixture: "hang_in_constructor", file: "hang.so")
    static let scribble = Plugin(fixture: "scribble_descriptors", file: "scribble.so")
    static let notAPlugin = Plugin(fixture: "not_a_plugin", file: "other.so")
    static let fork = Plugin(fixture: "fork_in_constructor", file: "fork.so")
    static let close = Plugin(fixture: "steal_descriptors", file: "close.so")
    static let dup2 = Plugin(
      fixture: "steal_descriptors", file: "dup2.so",
      defines: ["FIXTURE_STEAL_BY_DUP2", "FIXTURE_ID=\"org.fixture.dup2\""])

    /// Whether its helper does not survive it.
    var endsItsHelper: Bool {
      [
        "segfault_in_constructor", "abort_in_constructor", "exit_in_constructor",
        "hang_in_constructor", "scribble_descriptors", "steal_descriptors",
      ].contains(fixture)
    }
  }

  /// A directory holding `plugins`, named `NN-file` so they sort in the order given.
  static func directory(_ label: String, _ plugins: [Plugin]) throws -> URL {
    let directory = try TestDirectory.make("batch-\(label)")
    for (position, plugin) in plugins.enumerated() {
      try FixtureCompiler.compile(
        plugin.fixture, into: directory, output: String(format: "%02d-", position) + plugin.file,
        defines: plugin.defines)
    }
    return directory
  }

  /// What scanning `plugin` alone in its directory gives.
  static func alone(_ plugin: Plugin) throws -> String? {
    let registry = scan(try directory("alone", [plugin]))
    #expect(registry.statistics.helpersStarted == 1)
    return listing(registry)["00-" + plugin.file]
  }

  static let orders: [[Plugin]] = [
    [.good(1), .segfault, .good(2), .exit, .good(3), .hang, .good(4), .scribble, .good(5)],
    [.segfault, .exit, .hang, .abort, .scribble, .good(1), .good(2), .notAPlugin],
    [.good(1), .notAPlugin, .good(2), .abort, .hang, .exit, .segfault],
    [.exit, .good(1), .segfault, .segfault, .good(2), .good(3), .hang, .hang, .good(4)],
  ]

  @Test(
    "good, crashing, exiting, hanging and scribbling plugins mixed in a batch are listed as each alone",
    arguments: orders.indices)
  func mixedLikeAlone(order: Int) throws {
    let plugins = Self.orders[order]
    var expected: [String: String] = [:]
    for (position, plugin) in plugins.enumerated() {
      expected[String(format: "%02d-", position) + plugin.file] = try #require(
        try Self.alone(plugin), "\(plugin) alone")
    }
    let directory = try Self.directory("mixed-\(order)", plugins)
    let oneHelper = Self.scan(directory, helpers: 1)
    #expect(Self.listing(oneHelper) == expected)
    #expect(oneHelper.statistics.scannedByHelpers == plugins.count)
    let restarts = plugins.dropLast().filter(\.endsItsHelper).count
    #expect(oneHelper.statistics.helpersStarted == 1 + restarts)
    let several = Self.scan(directory)
    #expect(Self.listing(several) == expected)
    #expect(several.statistics.scannedByHelpers == plugins.count)
  }

  @Test("good plugins need one helper for every 16 files, at most one per processor")
  func fewHelpers() throws {
    let directory = try Self.directory("good", [.good(1)])
    let library = directory.appendingPathComponent("00-good1.so")
    for copy in 1..<40 {
      try FileManager.default.copyItem(
        at: library, to: directory.appendingPathComponent(String(format: "%02d-copy.so", copy)))
    }
    let one = Self.scan(directory, helpers: 1)
    #expect(one.statistics.helpersStarted == 1)
    #expect(one.statistics.scannedByHelpers == 40)
    #expect(one.entries.map(\.descriptor.id) == ["org.fixture.good1"])
    #expect(one.shadowed.count == 39)
    let processors = Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    let several = Self.scan(directory)
    #expect(several.statistics.helpersStarted == min(3, max(1, processors)))
    #expect(several.statistics.scannedByHelpers == 40)
    #expect(several.shadowed == one.shadowed)
  }

  @Test(
    "after a crash or a stolen report channel the other files are scanned once each, by a new helper",
    arguments: [
      (Plugin.segfault, "crashed while loading: SIGSEGV (segmentation fault)"),
      (Plugin.close, "exited with status 74 while loading"),
      (Plugin.dup2, "exited with status 74 while loading"),
    ])
  func restart(plugin: Plugin, reason: String) throws {
    let marker = try TestDirectory.make("batch-marker").appendingPathComponent("loads")
    let markerPlugin = Plugin(
      fixture: "marker", file: "marker.so", defines: ["FIXTURE_MARKER_PATH=\"\(marker.path)\""])
    let directory = try Self.directory("restart", [.good(1), plugin, markerPlugin])
    let registry = Self.scan(directory, helpers: 1)
    #expect(registry.entries.map(\.descriptor.id) == ["org.fixture.good1", "org.fixture.marker"])
    #expect(
      registry.refused.map(\.description) == ["'\(directory.path)/01-\(plugin.file)': \(reason)"])
    #expect(registry.statistics.helpersStarted == 2)
    #expect(try String(contentsOf: marker, encoding: .utf8) == "loaded\n")
  }

  @Test("a plugin that forks while loading is listed, and its helper goes on")
  func forking() throws {
    let plugins: [Plugin] = [.good(1), .fork, .good(2)]
    let registry = Self.scan(try Self.directory("fork", plugins), helpers: 1)
    #expect(
      registry.entries.map(\.descriptor.id) == [
        "org.fixture.good1", "org.fixture.fork", "org.fixture.good2",
      ])
    #expect(registry.refused.isEmpty)
    #expect(registry.statistics.helpersStarted == 1)
  }

  @Test("a plugin writing on every descriptor never reaches the host's own files")
  func inheritedDescriptors() throws {
    let directory = try Self.directory("inherit", [.scribble, .good(1)])
    let target = try TestDirectory.make("inherit-file").appendingPathComponent("host")
    let descriptor = open(target.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    let registry = Self.scan(directory, helpers: 1)
    #expect(registry.entries.map(\.descriptor.id) == ["org.fixture.good1"])
    #expect(
      registry.refused.map(\.reason) == [
        "could not be scanned: its scan report is unreadable (more than one line)"
      ])
    #expect(try Data(contentsOf: target).isEmpty)
  }

  @Test("the scan helper reports every file it is given, one line each, in order")
  func helperLines() throws {
    let directory = try Self.directory("lines", [.good(1), .notAPlugin, .good(2)])
    let paths = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
      .map { directory.appendingPathComponent($0).path }
    let result = try TranshostBinary.run([PluginScanHelper.subcommand] + paths + ["9"])
    #expect(result.status == 0)
    #expect(result.stderr == "")
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.count == 3)
    for (line, path) in zip(lines, paths) {
      let report = try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      #expect(report["path"] as? String == path)
    }
  }
}
