import Foundation
import Testing
import TranshostTestSupport

/// `transhost __index DIR` writes the directory's index; a first `list` with an empty
/// cache then starts no helper.
@Suite struct IndexCommandTests {
  @Test("__index writes the index, and a cold list reads it instead of starting helpers")
  func indexThenList() throws {
    let plugins = try TestDirectory.make("index-command")
    try FixtureCompiler.compile("good", into: plugins)
    let index = try TranshostBinary.run(["__index", plugins.path])
    #expect(index.status == 0, "\(index.stderr)")
    #expect(index.stdout == "\(plugins.path)/transhost-plugins.index: 1 files\n")
    let arguments = ["list", "--verbose", "--no-default-path", "--plugin-path", plugins.path]
    let cache = try TestDirectory.make("index-command-cache")
    let list = try TranshostBinary.run(arguments, environment: ["XDG_CACHE_HOME": cache.path])
    #expect(list.status == 0)
    #expect(list.stdout.contains("org.fixture.fade"))
    #expect(
      list.stdout.contains(
        "  1 .so files: 0 from the cache, 1 from directory indexes, 0 scanned by helper processes\n"
      ))
  }

  @Test("__index without a directory is a usage error; an unreadable one is reported")
  func badArguments() throws {
    let none = try TranshostBinary.run(["__index"])
    #expect(none.status == 64)
    #expect(none.stderr == "error: __index needs a plugin directory\n")
    let missing = try TranshostBinary.run(["__index", "/nonexistent/plugins"])
    #expect(missing.status == 73)
    #expect(
      missing.stderr
        == "error: cannot list '/nonexistent/plugins': No such file or directory; no index"
        + " written (give the directory the plugins are installed in)\n")
    let file = try TranshostBinary.run(["__index", "/etc/passwd"])
    #expect(file.status == 73)
    #expect(file.stderr.hasPrefix("error: cannot list '/etc/passwd': Not a directory; "))
  }
}
