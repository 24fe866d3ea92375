import Foundation
import PluginHost
import Testing
import TranshostTestSupport

@Suite(.serialized) struct SearchPathTests {
  @Test(
    "directories come from --plugin-path, then TRANSHOST_PLUGIN_PATH, then the executable's, then <prefix>/lib/transhost/plugins"
  )
  func order() {
    let directories = PluginSearchPath.directories(
      option: ["/opt/a:/opt/b", "relative"], environmentValue: "/env/one:/env/two",
      executablePath: "/usr/local/bin/transhost", currentDirectory: "/home/me")
    #expect(
      directories.map(\.path) == [
        "/opt/a", "/opt/b", "/home/me/relative", "/env/one", "/env/two", "/usr/local/bin",
        "/usr/local/lib/transhost/plugins",
      ])
    #expect(
      directories.map(\.origin) == [
        .option, .option, .option, .environment, .environment, .executable, .installed,
      ])
  }

  @Test("a directory given twice is searched once, at its first place")
  func duplicates() {
    let directories = PluginSearchPath.directories(
      option: ["/opt/a"], environmentValue: "/opt/a:/opt/b", executablePath: nil,
      currentDirectory: "/")
    #expect(directories.map(\.path) == ["/opt/a", "/opt/b"])
  }

  @Test("the first plugin with an id wins and the later one is reported as shadowed")
  func shadowing() throws {
    let first = try TestDirectory.make("first")
    let second = try TestDirectory.make("second")
    let winner = try FixtureCompiler.compile("good", into: first)
    let loser = try FixtureCompiler.compile("good", into: second, output: "libother.so")
    let registry = PluginRegistry.scan(directories: [
      PluginDirectory(path: first.path, origin: .option),
      PluginDirectory(path: second.path, origin: .environment),
    ])
    #expect(registry.entries.map(\.plugin.path) == [winner.path])
    #expect(
      registry.shadowed == [
        .init(id: "org.fixture.fade", path: loser.path, winnerPath: winner.path)
      ])
    #expect(
      registry.shadowed.first?.reason
        == "shadowed by '\(winner.path)', which comes first in the search path")
  }

  @Test("an unreadable --plugin-path directory is a warning, not an error")
  func missingDirectory() {
    let registry = PluginRegistry.scan(directories: [
      PluginDirectory(path: "/nonexistent/plugins", origin: .option)
    ])
    #expect(registry.entries.isEmpty)
    #expect(
      registry.warnings.map(\.description) == [
        "plugin directory '/nonexistent/plugins' (from --plugin-path) cannot be read; check the path"
      ])
  }
}
