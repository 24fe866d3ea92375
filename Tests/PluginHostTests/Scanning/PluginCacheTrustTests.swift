import Foundation
import Glibc
import Testing
import TranshostTestSupport

@testable import PluginHost

/// The cache is advisory, never authority: an entry edited by hand, a cache owned by
/// someone else, writable by others, a FIFO or a symbolic link in its place never make
/// an unscanned or refused library count as scanned; every plugin is scanned afresh.
@Suite(.serialized) struct PluginCacheTrustTests {
  typealias Setup = PluginCacheTests.Setup

  /// The entries of `setup`'s cache, read with this user's key.
  static func entries(_ setup: Setup) throws -> [PluginCacheKey: CachedOutcome] {
    let seal = try #require(try PluginCacheSeal.read(in: setup.cache.directory).get())
    return try PluginCache.parse(setup.cacheBytes, seal: seal).get()
  }

  @Test(
    "an entry given a good plugin's outcome is not believed: the crashing plugin is scanned again and refused"
  )
  func editedEntry() throws {
    let setup = try Setup("edited")
    let cold = setup.scan()
    #expect(cold.refused.map(\.reason) == [PluginCacheTests.crashReason])
    var entries = try Self.entries(setup)
    let good = try #require(entries.first { $0.key.realPath.hasSuffix("/libgood.so") })
    let crashing = try #require(
      entries.keys.first { $0.realPath.hasSuffix("/libsegfault_in_constructor.so") })
    // The crashing file's own path and identity, with the good plugin's outcome, sealed
    // with a key that is not this user's (whoever edits the file has no other).
    entries[crashing] = good.value
    let forged = PluginCache.encode(
      entries, seal: PluginCacheSeal(key: [UInt8](repeating: 1, count: PluginCacheSeal.keySize)))
    try Data(forged).write(to: URL(fileURLWithPath: setup.cache.path))
    let warm = setup.scan()
    #expect(warm.refused.map(\.reason) == [PluginCacheTests.crashReason])
    #expect(warm.statistics.fromCache == 0)
    #expect(warm.statistics.scannedByHelpers == 3)
    #expect(
      warm.statistics.cacheProblems == [
        "'\(setup.cache.path)' is not sealed with your key in 'plugins-v2.key' (edited, or written with another key); ignored"
      ])
    #expect(setup.scan().statistics.fromCache == 3)
  }

  @Test(
    "one byte changed anywhere in a sealed cache makes it unsealed", arguments: [0.3, 0.6, 0.9])
  func flippedByte(at fraction: Double) throws {
    let setup = try Setup("flipped")
    _ = setup.scan()
    var bytes = setup.cacheBytes
    // Past the format line and the length, which are checked before the seal.
    let index = 50 + Int(Double(bytes.count - 50) * fraction)
    bytes[index] ^= 0x20
    try Data(bytes).write(to: URL(fileURLWithPath: setup.cache.path))
    let warm = setup.scan()
    #expect(warm.statistics.fromCache == 0)
    #expect(
      warm.statistics.cacheProblems == [
        "'\(setup.cache.path)' is not sealed with your key in 'plugins-v2.key' (edited, or written with another key); ignored"
      ])
    #expect(warm.refused.map(\.reason) == [PluginCacheTests.crashReason])
  }

  /// Replaces the cache file of a scanned `setup` as `change` says, then scans again.
  static func scanAfter(
    _ label: String, _ change: (Setup) throws -> Void
  ) throws -> (setup: Setup, registry: PluginRegistry) {
    let setup = try Setup(label)
    _ = setup.scan()
    #expect(setup.scan().statistics.fromCache == 3)
    try change(setup)
    return (setup, setup.scan())
  }

  @Test("a cache owned by another user is ignored and replaced")
  func foreignOwner() throws {
    let (setup, registry) = try Self.scanAfter("foreign") { setup in
      #expect(chown(setup.cache.path, 65534, 65534) == 0)
    }
    #expect(registry.statistics.fromCache == 0)
    #expect(registry.statistics.scannedByHelpers == 3)
    #expect(
      registry.statistics.cacheProblems == [
        "'\(setup.cache.path)' is owned by user 65534, not you (\(geteuid())); ignored"
      ])
    #expect(registry.statistics.cacheWritten)
    #expect(setup.scan().statistics.fromCache == 3)
  }

  @Test("a cache others may write is ignored")
  func worldWritable() throws {
    let (setup, registry) = try Self.scanAfter("writable") { setup in
      #expect(chmod(setup.cache.path, 0o666) == 0)
    }
    #expect(registry.statistics.fromCache == 0)
    #expect(
      registry.statistics.cacheProblems == [
        "'\(setup.cache.path)' may be written by others; ignored (run chmod go-w '\(setup.cache.path)')"
      ])
  }

  @Test("a key others may read is ignored, and replaced")
  func openKey() throws {
    let (setup, registry) = try Self.scanAfter("open-key") { setup in
      #expect(chmod(setup.cache.directory + "/plugins-v2.key", 0o644) == 0)
    }
    let key = setup.cache.directory + "/plugins-v2.key"
    #expect(registry.statistics.fromCache == 0)
    #expect(
      registry.statistics.cacheProblems == [
        "'\(key)' may be read or written by others; ignored (run chmod 600 '\(key)')"
      ])
    #expect(setup.scan().statistics.fromCache == 3)
  }

  @Test("a symbolic link in the cache's place is not followed")
  func symbolicLink() throws {
    let (setup, registry) = try Self.scanAfter("link") { setup in
      let elsewhere = setup.cache.path + ".real"
      #expect(rename(setup.cache.path, elsewhere) == 0)
      #expect(symlink(elsewhere, setup.cache.path) == 0)
    }
    #expect(registry.statistics.fromCache == 0)
    #expect(
      registry.statistics.cacheProblems == [
        "'\(setup.cache.path)' is a symbolic link; ignored (it is opened without following links: remove the link, or put the file itself there)"
      ])
  }

  @Test("a cache in a directory others may write is neither read nor written")
  func openDirectory() throws {
    let (setup, registry) = try Self.scanAfter("open-directory") { setup in
      #expect(chmod(setup.cache.directory, 0o777) == 0)
    }
    let directory = setup.cache.directory
    #expect(registry.statistics.fromCache == 0)
    #expect(!registry.statistics.cacheWritten)
    #expect(
      registry.statistics.cacheProblems == [
        "'\(setup.cache.path)' is ignored: '\(directory)' is writable by everyone, so someone else could replace the cache; run chmod go-w '\(directory)'",
        "not written: '\(setup.cache.path)' is ignored: '\(directory)' is writable by everyone, so someone else could replace the cache; run chmod go-w '\(directory)'",
      ])
  }

  @Test("a FIFO in the cache's place does not block list")
  func fifo() throws {
    let setup = try Setup("fifo")
    let cacheHome = try TestDirectory.make("fifo-home")
    let arguments = ["list", "--no-default-path", "--plugin-path", setup.plugins.path]
    let environment = ["XDG_CACHE_HOME": cacheHome.path, "SWIFT_BACKTRACE": "enable=no"]
    let cold = try TranshostBinary.run(arguments, environment: environment, timeout: 30)
    #expect(cold.status == 0)
    let file = cacheHome.path + "/transhost/" + PluginCache.fileName
    #expect(unlink(file) == 0)
    #expect(mkfifo(file, 0o600) == 0)
    let result = try TranshostBinary.run(
      arguments + ["--verbose"], environment: environment, timeout: 30)
    #expect(!result.timedOut)
    #expect(result.status == 0)
    #expect(result.stdout.contains("org.fixture.marker"))
    #expect(result.stdout.contains("'\(file)' is not a regular file; ignored"), "\(result.stdout)")
  }

  @Test(
    "a library rewritten in place with the same size and modification time is scanned again, never trusted from the cache"
  )
  func rewrittenInPlaceKeepingSizeAndTime() throws {
    let plugins = try TestDirectory.make("rewrite-plugins")
    let builds = try TestDirectory.make("rewrite-builds")
    let cache = PluginCache(directory: try TestDirectory.make("rewrite-cache").path)
    let good = try Data(contentsOf: try FixtureCompiler.compile("good", into: builds))
    let crashing = try Data(
      contentsOf: try FixtureCompiler.compile("segfault_in_constructor", into: builds))
    // Both padded to one size: bytes past an ELF file's sections are never read.
    let size = max(good.count, crashing.count)
    func padded(_ data: Data) -> Data { data + Data(count: size - data.count) }
    let library = plugins.appendingPathComponent("libanim.so")
    try padded(good).write(to: library)
    var before = stat()
    #expect(stat(library.path, &before) == 0)
    func scan() -> PluginRegistry {
      PluginRegistry.scan(
        directories: [PluginDirectory(path: plugins.path, origin: .option)],
        scanner: .helper(executable: TranshostBinary.path), cache: cache)
    }
    #expect(scan().refused.isEmpty)
    #expect(scan().statistics.fromCache == 1)
    // `cat crash.so > anim.so; touch -d OLD anim.so`: same inode, size and mtime.
    let handle = try FileHandle(forUpdating: library)
    try handle.truncate(atOffset: 0)
    try handle.write(contentsOf: padded(crashing))
    try handle.close()
    var times = [before.st_atim, before.st_mtim]
    #expect(utimensat(AT_FDCWD, library.path, &times, 0) == 0)
    var after = stat()
    #expect(stat(library.path, &after) == 0)
    #expect(after.st_ino == before.st_ino && after.st_size == before.st_size)
    #expect(after.st_mtim.tv_sec == before.st_mtim.tv_sec)
    #expect(after.st_mtim.tv_nsec == before.st_mtim.tv_nsec)
    let rewritten = scan()
    #expect(rewritten.statistics.fromCache == 0)
    #expect(rewritten.refused.map(\.reason) == [PluginCacheTests.crashReason])
  }

  @Test("a sealed cache whose entries are malformed is corrupt, ignored and rebuilt")
  func sealedButMalformed() throws {
    let setup = try Setup("malformed")
    _ = setup.scan()
    let seal = try #require(try PluginCacheSeal.read(in: setup.cache.directory).get())
    let good = setup.cacheBytes
    // The same file with its entry count raised by one (the count follows the string
    // table), sealed again with the user's key: the last entry is missing.
    let format = Array((PluginCache.formatLine + "\n").utf8)
    var reader = CacheReader(good, in: (format.count + 8)..<(good.count - 32))
    try reader.readTable()
    let countAt = reader.position
    #expect(try reader.count() == 3)
    var body = Array(good[..<(good.count - 32)])
    body[countAt] = 4
    body += seal.code(body[...])
    try Data(body).write(to: URL(fileURLWithPath: setup.cache.path))
    let warm = setup.scan()
    #expect(warm.statistics.fromCache == 0)
    #expect(
      warm.statistics.cacheProblems == [
        "'\(setup.cache.path)' is corrupt (entry 4: cut short); ignored"
      ])
    #expect(setup.cacheBytes == good)
  }

  @Test("what a cache holds reads back equal, refusals and floating-point numbers included")
  func roundTrip() throws {
    let setup = try Setup("round-trip")
    _ = setup.scan()
    let seal = try #require(try PluginCacheSeal.read(in: setup.cache.directory).get())
    let entries = try Self.entries(setup)
    #expect(entries.count == 3)
    let refused = try #require(
      entries.first { $0.key.realPath.hasSuffix("segfault_in_constructor.so") })
    guard case .refused(let error) = refused.value else {
      Issue.record("not a refusal: \(refused.value)")
      return
    }
    #expect(error.text == #"{"kind":"crashedWhileLoading","signal":11}"#)
    let again = PluginCache.encode(entries, seal: seal)
    #expect(again == setup.cacheBytes)
    let reread = try PluginCache.parse(again, seal: seal).get()
    #expect(
      reread.keys.sorted { $0.realPath < $1.realPath }
        == entries.keys.sorted { $0.realPath < $1.realPath })
    for (key, value) in entries {
      #expect(
        try reread[key]?.outcome(path: "/x.so").json.text == value.outcome(path: "/x.so").json.text)
    }
  }
}
