import Foundation
import Glibc
import Testing
import TranshostTestSupport

@testable import PluginHost

/// A plugin directory's index: used for files the user's cache has no entry for (no
/// helper, nothing loaded), trusted only as the plugins beside it are, and a damaged,
/// foreign or open one is refused with a message and its plugins scanned.
@Suite(.serialized) struct PluginDirectoryIndexTests {
  typealias Setup = PluginCacheTests.Setup

  /// `setup`'s plugins with their index written by the helper scan, as `transhost
  /// __index` writes it.
  static func indexed(_ label: String) throws -> (setup: Setup, index: PluginDirectoryIndex) {
    let setup = try Setup(label)
    let index = PluginDirectoryIndex(directory: setup.plugins.path)
    let built = index.build(scanner: .helper(executable: TranshostBinary.path))
    #expect(try built.get() == 3)
    #expect(setup.loads == 1)
    return (setup, index)
  }

  /// A scan of `setup`'s plugins through a new, empty cache.
  static func coldScan(_ setup: Setup, _ label: String) throws -> PluginRegistry {
    setup.scan(cache: PluginCache(directory: try TestDirectory.make("index-cache-\(label)").path))
  }

  @Test("with an empty cache, the index gives the same registry: no helper, nothing loaded")
  func used() throws {
    let (setup, _) = try Self.indexed("used")
    let cache = PluginCache(directory: try TestDirectory.make("index-cache-used").path)
    let first = setup.scan(cache: cache)
    #expect(first.statistics.fromIndex == 3)
    #expect(first.statistics.scannedByHelpers == 0)
    #expect(first.statistics.helpersStarted == 0)
    #expect(first.statistics.cacheProblems == [])
    #expect(setup.loads == 1)
    #expect(first.entries.map(\.descriptor.id) == ["org.fixture.fade", "org.fixture.marker"])
    #expect(first.refused.map(\.reason) == [PluginCacheTests.crashReason])
    // Nothing was scanned, so nothing is written: the next run reads the index again.
    #expect(!first.statistics.cacheWritten)
    #expect(!FileManager.default.fileExists(atPath: cache.path))
    let second = setup.scan(cache: cache)
    #expect(second.statistics.fromIndex == 3)
    #expect(second.statistics.fromCache == 0)
  }

  @Test("a file changed since the index was written is scanned again, and only it")
  func changedFile() throws {
    let (setup, _) = try Self.indexed("changed")
    try setup.compileMarker(id: "org.fixture.remarked")
    let registry = try Self.coldScan(setup, "changed")
    #expect(registry.statistics.fromIndex == 2)
    #expect(registry.statistics.scannedByHelpers == 1)
    #expect(registry.entries.map(\.descriptor.id) == ["org.fixture.fade", "org.fixture.remarked"])
  }

  @Test(
    "a damaged, foreign, open or unknown index is refused with a message, and every plugin scanned",
    arguments: ["flipped", "foreign", "open", "garbage", "link"])
  func refused(change: String) throws {
    let (setup, index) = try Self.indexed("refused-\(change)")
    switch change {
    case "flipped":
      var bytes = Array(try Data(contentsOf: URL(fileURLWithPath: index.path)))
      bytes[bytes.count / 2] ^= 0x20
      try Data(bytes).write(to: URL(fileURLWithPath: index.path))
    case "foreign": #expect(chown(index.path, 65534, 65534) == 0)
    case "open": #expect(chmod(index.path, 0o666) == 0)
    case "garbage": try Data("not an index\n".utf8).write(to: URL(fileURLWithPath: index.path))
    default:
      #expect(rename(index.path, index.path + ".real") == 0)
      #expect(symlink(index.path + ".real", index.path) == 0)
    }
    let registry = try Self.coldScan(setup, "refused-\(change)")
    let expected =
      switch change {
      case "flipped":
        "'\(index.path)' is corrupt (its checksum does not match: damaged or edited); ignored"
      case "foreign": "'\(index.path)' is owned by user 65534, not you (\(geteuid())); ignored"
      case "open":
        "'\(index.path)' may be written by others; ignored (run chmod go-w '\(index.path)')"
      case "garbage": "'\(index.path)' is corrupt (not a version 1 directory index); ignored"
      default:
        "'\(index.path)' is a symbolic link; ignored (it is opened without following links: remove the link, or put the file itself there)"
      }
    #expect(registry.statistics.cacheProblems == [expected])
    #expect(registry.statistics.fromIndex == 0)
    #expect(registry.statistics.scannedByHelpers == 3)
    #expect(registry.refused.map(\.reason) == [PluginCacheTests.crashReason])
    #expect(setup.loads == 2)
  }

  @Test("--no-cache reads no index")
  func notWithoutCache() throws {
    let (setup, _) = try Self.indexed("no-cache")
    let registry = PluginRegistry.scan(
      directories: [PluginDirectory(path: setup.plugins.path, origin: .option)],
      scanner: .helper(executable: TranshostBinary.path), cache: nil)
    #expect(registry.statistics.fromIndex == 0)
    #expect(registry.statistics.scannedByHelpers == 3)
  }
}
