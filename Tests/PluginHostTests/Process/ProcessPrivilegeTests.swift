import Foundation
import Glibc
import PluginHost
import Testing
import TranshostTestSupport

/// Set-user-ID and set-group-ID processes are told apart in one place, and such a
/// process trusts nothing its caller controls: no plugin cache, no `XDG_CACHE_HOME`.
@Suite(.serialized) struct ProcessPrivilegeTests {
  static let elevated: [ProcessPrivilege] = [
    ProcessPrivilege(realUser: 1000, effectiveUser: 0, realGroup: 1000, effectiveGroup: 1000),
    ProcessPrivilege(realUser: 1000, effectiveUser: 1000, realGroup: 1000, effectiveGroup: 0),
    ProcessPrivilege(realUser: 0, effectiveUser: 65534, realGroup: 0, effectiveGroup: 0),
    ProcessPrivilege(
      realUser: 1000, effectiveUser: 1000, realGroup: 1000, effectiveGroup: 1000,
      isSecureExecution: true),
  ]

  @Test("ids that differ, or secure execution, make a process elevated", arguments: elevated)
  func elevatedProcesses(privilege: ProcessPrivilege) {
    #expect(privilege.isElevated)
  }

  @Test("equal ids without secure execution do not")
  func ordinaryProcess() {
    #expect(
      !ProcessPrivilege(realUser: 1000, effectiveUser: 1000, realGroup: 100, effectiveGroup: 100)
        .isElevated)
    #expect(!ProcessPrivilege.current.isElevated)
  }

  @Test("an elevated process ignores XDG_CACHE_HOME and HOME for the cache", arguments: elevated)
  func noDefaultCache(privilege: ProcessPrivilege) {
    #expect(
      PluginCache.defaultDirectory(
        environment: ["XDG_CACHE_HOME": "/x/cache", "HOME": "/home/u"], privilege: privilege)
        == nil)
  }

  @Test("an elevated process neither reads nor writes a cache it is given")
  func cacheIgnored() throws {
    let setup = try PluginCacheTests.Setup("elevated")
    _ = setup.scan()
    #expect(setup.scan().statistics.fromCache == 3)
    let elevated = PluginCache(
      directory: setup.cache.directory, privilege: try #require(Self.elevated.first))
    let before = setup.cacheBytes
    let registry = setup.scan(cache: elevated)
    #expect(registry.statistics.fromCache == 0)
    #expect(registry.statistics.scannedByHelpers == 3)
    #expect(!registry.statistics.cacheWritten)
    #expect(
      registry.statistics.cacheProblems == [
        "'\(setup.cache.path)' is ignored: transhost runs set-user-ID or set-group-ID, so it neither reads nor writes a plugin cache"
      ])
    #expect(registry.refused.map(\.reason) == [PluginCacheTests.crashReason])
    #expect(setup.cacheBytes == before)
  }

  /// Needs root: to make a set-user-ID-root copy and to run it as nobody.
  @Test(
    "a set-user-ID transhost reads a script with its caller's rights: no line of a file only root may read is shown",
    .enabled(if: geteuid() == 0))
  func setUserIDScript() throws {
    // A directory nobody may enter, with a set-user-ID-root copy of transhost, a script
    // only root may read and one everyone may read, of the same line.
    let directory = try TestDirectory.make("setuid")
    #expect(chmod(directory.path, 0o755) == 0)
    let binary = directory.appendingPathComponent("transhost").path
    try FileManager.default.copyItem(atPath: TranshostBinary.path, toPath: binary)
    #expect(chown(binary, 0, 0) == 0)
    #expect(chmod(binary, 0o4755) == 0)
    let line = "SECRET-LINE-\(UUID().uuidString)"
    var paths: [String] = []
    for (name, mode) in [("secret", 0o600), ("open", 0o644)] {
      let path = directory.appendingPathComponent(name + ".transhost").path
      try Data((line + "\n").utf8).write(to: URL(fileURLWithPath: path))
      #expect(chmod(path, mode_t(mode)) == 0)
      paths.append(path)
    }
    func runAsNobody(_ script: String) throws -> Subprocess.Result {
      try Subprocess.run(
        "/usr/bin/setpriv",
        [
          "--reuid=65534", "--regid=65534", "--clear-groups", binary, "run", "--no-cache",
          "--no-default-path", script,
        ])
    }
    let secret = try runAsNobody(paths[0])
    #expect(secret.status == 66)
    #expect(!(secret.stdout + secret.stderr).contains(line))
    #expect(secret.stderr == "error: cannot read script '\(paths[0])': Permission denied\n")
    // The control: what nobody may read is parsed, and its line shown.
    let open = try runAsNobody(paths[1])
    #expect(open.status == 65)
    #expect(open.stderr.contains(" | \(line)"))
  }
}
