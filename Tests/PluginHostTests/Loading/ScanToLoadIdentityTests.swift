import Foundation
import Glibc
import PluginHost
import Synchronization
import Testing
import TranshostTestSupport
import TransitionEngine

/// A plugin is loaded only when it is the version that was scanned: the scan helper
/// loads only the file the host opened, and the host later loads only a file whose
/// device, inode, size, modification and change time match the scan's, checked on the
/// descriptor it loads. A plugin directory swapped in between is refused, never loaded.
@Suite(.serialized) struct ScanToLoadIdentityTests {
  /// Two directories each holding `libswap.so`: the good fade in `good`, another fixture
  /// in `bad` (built with `defines`), and `link`, a symbolic link to `good`.
  struct SwappedDirectories {
    let good: URL
    let bad: URL
    let link: URL

    init(_ label: String, bad fixture: String, defines: [String] = []) throws {
      good = try TestDirectory.make("swap-good-\(label)")
      bad = try TestDirectory.make("swap-bad-\(label)")
      link = try TestDirectory.make("swap-link-\(label)").appendingPathComponent("plugins")
      try FixtureCompiler.compile("good", into: good, output: "libswap.so")
      try FixtureCompiler.compile(
        fixture, into: bad, output: "libswap.so", defines: defines)
      try Self.point(link.path, at: good.path)
    }

    /// Points the link at `target` in one step (a new link renamed over the old one).
    static func point(_ link: String, at target: String) throws {
      let temporary = link + ".new"
      unlink(temporary)
      guard symlink(target, temporary) == 0, rename(temporary, link) == 0 else {
        throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
      }
    }

    var directory: PluginDirectory { PluginDirectory(path: link.path, origin: .option) }
  }

  @Test(
    "a plugin directory swapped between scan and load is refused, and the other file is never loaded"
  )
  func swappedBetweenScanAndLoad() throws {
    let marker = try TestDirectory.make("swap-marker").appendingPathComponent("loads")
    let swap = try SwappedDirectories(
      "deterministic", bad: "marker",
      defines: ["FIXTURE_MARKER_PATH=\"\(marker.path)\"", "FIXTURE_ID=\"org.fixture.fade\""])
    let registry = PluginRegistry.scan(
      directories: [swap.directory], scanner: .helper(executable: TranshostBinary.path))
    #expect(registry.refused.isEmpty)
    let choice = try registry.resolve(AnimatorChoice(name: "fade")).get()
    #expect(!FileManager.default.fileExists(atPath: marker.path))
    try SwappedDirectories.point(swap.link.path, at: swap.bad.path)
    registry.host.attach(Engine())
    let made = registry.host.makeAnimator(
      choice, operation: .present, style: .custom, interactive: false)
    #expect(!FileManager.default.fileExists(atPath: marker.path), "the unscanned file was loaded")
    let message: String
    switch made {
    case .success: message = "made an animator"
    case .failure(let error): message = error.description
    }
    #expect(
      message.hasPrefix(
        "plugin 'org.fixture.fade' could not be loaded: changed since it was scanned (scanned: device "
      ), "\(message)")
    #expect(message.hasSuffix("so it is not loaded; run the command again to scan the new file"))
    #expect(!choice.entry.plugin.isLoaded)
  }

  @Test("the scan helper loads a file only when it is the version the host saw")
  func helperChecksIdentity() throws {
    let marker = try TestDirectory.make("helper-marker").appendingPathComponent("loads")
    let directory = try TestDirectory.make("helper-identity")
    let library = try FixtureCompiler.compile(
      "marker", into: directory, defines: ["FIXTURE_MARKER_PATH=\"\(marker.path)\""])
    var info = stat()
    #expect(stat(library.path, &info) == 0)
    let wrongSize =
      "=\(info.st_dev):\(info.st_ino):\(info.st_size + 1):"
      + "\(info.st_mtim.tv_sec):\(info.st_mtim.tv_nsec):\(info.st_ctim.tv_sec):\(info.st_ctim.tv_nsec)"
    let refused = try TranshostBinary.run(["__scan", wrongSize, library.path, "10"])
    #expect(refused.status == 0, "\(refused.stderr)")
    #expect(refused.stdout.contains(#""kind":"changedSinceScan""#), "\(refused.stdout)")
    #expect(!FileManager.default.fileExists(atPath: marker.path))
    let right =
      "=\(info.st_dev):\(info.st_ino):\(info.st_size):"
      + "\(info.st_mtim.tv_sec):\(info.st_mtim.tv_nsec):\(info.st_ctim.tv_sec):\(info.st_ctim.tv_nsec)"
    let loaded = try TranshostBinary.run(["__scan", right, library.path, "10"])
    #expect(loaded.stdout.contains(#""outcome":"plugin""#), "\(loaded.stdout)")
    #expect(FileManager.default.fileExists(atPath: marker.path))
  }

  /// Flips a symbolic link between two targets on its own thread until stopped.
  final class Flipper: Sendable {
    private let stopped = Atomic<Bool>(false)
    private let done = Atomic<Bool>(false)

    init(_ link: String, between first: String, and second: String) {
      Thread.detachNewThread { [self] in
        var flips = 0
        while !stopped.load(ordering: .relaxed) {
          try? SwappedDirectories.point(link, at: flips % 2 == 0 ? second : first)
          flips += 1
          usleep(200)
        }
        try? SwappedDirectories.point(link, at: first)
        done.store(true, ordering: .relaxed)
      }
    }

    func stop() {
      stopped.store(true, ordering: .relaxed)
      while !done.load(ordering: .relaxed) { usleep(1_000) }
    }
  }

  @Test("run with the plugin directory flipping between a good and a crashing plugin never crashes")
  func racingDirectorySwap() throws {
    let swap = try SwappedDirectories("racing", bad: "segfault_in_constructor")
    let script = try TestDirectory.make("swap-script").appendingPathComponent(
      "fade.transhost")
    try Data(
      """
      controller home
      controller detail
      root home
      present detail from home style custom with fade
      expect home presents detail after transition

      """.utf8
    ).write(to: script)
    let flipper = Flipper(swap.link.path, between: swap.good.path, and: swap.bad.path)
    var crashes: [String] = []
    var statuses: [Int32] = []
    for _ in 0..<16 {
      let result = try TranshostBinary.run(
        [
          "run", "--no-cache", "--no-default-path", "--plugin-path", swap.link.path, script.path,
        ], environment: ["SWIFT_BACKTRACE": "enable=no"], timeout: 30)
      statuses.append(result.status)
      if result.signalled { crashes.append("signal \(result.status): \(result.stderr)") }
    }
    flipper.stop()
    #expect(crashes.isEmpty, "\(crashes.count) of 16 runs crashed: \(crashes.first ?? "")")
    #expect(statuses.count == 16)
  }
}
