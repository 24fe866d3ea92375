import Foundation
import Glibc
import PluginHost
import Testing
import TranshostTestSupport

/// Every refusal reason of ABI negotiation, with its exact message.
@Suite(.serialized) struct LoaderRefusalTests {
  static let cases: [(fixture: String, reason: String)] = [
    (
      "wrong_major",
      "built for ABI major 2, but this host speaks major 1; rebuild it against this transhost.h"
    ),
    (
      "entry_too_small",
      "its transhost_entry_t is 24 bytes, smaller than the 48 bytes ABI 1.0 requires; set struct_size to sizeof(transhost_entry_t)"
    ),
    (
      "minor_too_new",
      "needs ABI 1.\(hostABIMinor + 1) or newer, but this host provides 1.\(hostABIMinor); update transhost"
    ),
    ("entry_null", "transhost_entry_v1 returned NULL; the plugin must return its entry struct"),
    ("init_fails", "its init returned -2 (TRANSHOST_E_UNSUPPORTED); the plugin refused to load"),
    (
      "no_factory",
      "get_factory returned NULL for \"org.transhost.animator-factory/1\" and "
        + "\"org.transhost.object-factory/1\"; the plugin serves no animators and no objects"
    ),
    (
      "bad_id",
      "descriptor 0 is invalid: id 'Not A Reverse DNS Id' is not a reverse-DNS id such as 'org.example.slide'"
    ),
  ]

  @Test("a plugin is refused with the exact reason", arguments: cases)
  func refusal(fixture: String, reason: String) throws {
    let directory = try TestDirectory.make(fixture)
    let library = try FixtureCompiler.compile(fixture, into: directory)
    let registry = PluginRegistry.scan(directories: [
      PluginDirectory(path: directory.path, origin: .option)
    ])
    #expect(registry.entries.isEmpty)
    let refusal = try #require(registry.refused.first)
    #expect(registry.refused.count == 1)
    #expect(refusal.path == library.path)
    #expect(refusal.reason == reason)
    #expect("\(refusal)" == "'\(library.path)': \(reason)")
  }

  @Test("a library without transhost_entry_v1 is skipped, not refused")
  func notAPlugin() throws {
    let directory = try TestDirectory.make("not-a-plugin")
    let library = try FixtureCompiler.compile("not_a_plugin", into: directory)
    let registry = PluginRegistry.scan(directories: [
      PluginDirectory(path: directory.path, origin: .option)
    ])
    #expect(registry.refused.isEmpty)
    #expect(registry.skipped == [library.path])
  }

  @Test("a file that is not a shared library is refused with the loader's message")
  func notELF() throws {
    let directory = try TestDirectory.make("not-elf")
    let path = directory.appendingPathComponent("libtext.so")
    try Data("just text\n".utf8).write(to: path)
    let registry = PluginRegistry.scan(directories: [
      PluginDirectory(path: directory.path, origin: .option)
    ])
    let refusal = try #require(registry.refused.first)
    #expect(refusal.path == path.path)
    #expect(refusal.reason.hasPrefix("cannot be loaded: "))
    #expect(
      refusal.reason.contains("file too short") || refusal.reason.contains("invalid ELF header"))
  }

  @Test("a directory named like a library is refused as not a regular file")
  func directoryNamedSo() throws {
    let directory = try TestDirectory.make("dir-so")
    let fake = directory.appendingPathComponent("libfake.so")
    try FileManager.default.createDirectory(at: fake, withIntermediateDirectories: true)
    let registry = PluginRegistry.scan(directories: [
      PluginDirectory(path: directory.path, origin: .option)
    ])
    #expect(
      registry.refused.map(\.reason) == [
        "is a directory, not a regular file; only shared library files are loaded"
      ])
  }

  @Test("good plugins beside broken ones are still listed")
  func goodBesideBroken() throws {
    let directory = try TestDirectory.make("mixed")
    for (fixture, _) in Self.cases { try FixtureCompiler.compile(fixture, into: directory) }
    try FixtureCompiler.compile("good", into: directory)
    let registry = PluginRegistry.scan(directories: [
      PluginDirectory(path: directory.path, origin: .option)
    ])
    #expect(registry.entries.map(\.descriptor.id) == ["org.fixture.fade"])
    #expect(registry.refused.count == Self.cases.count)
  }
}

/// Loading security: which files and directories a plugin may come from.
@Suite(.serialized) struct LoaderSecurityTests {
  @Test("a world-writable plugin file is refused, naming the file and what to do")
  func worldWritableFile() throws {
    let directory = try TestDirectory.make("world-writable")
    let library = try FixtureCompiler.compile("good", into: directory)
    chmod(library.path, 0o666)
    let registry = PluginRegistry.scan(directories: [
      PluginDirectory(path: directory.path, origin: .option)
    ])
    #expect(registry.entries.isEmpty)
    #expect(
      registry.refused.map(\.reason) == [
        "refused: it is writable by everyone, so someone else could replace the plugin; run chmod go-w '\(library.path)'"
      ])
  }

  @Test("a plugin in a group-writable directory is refused, naming the directory")
  func groupWritableDirectory() throws {
    let directory = try TestDirectory.make("group-writable")
    try FixtureCompiler.compile("good", into: directory)
    chmod(directory.path, 0o775)
    let registry = PluginRegistry.scan(directories: [
      PluginDirectory(path: directory.path, origin: .option)
    ])
    #expect(
      registry.refused.map(\.reason) == [
        "refused: '\(directory.path)' is writable by its group, so someone else could replace the plugin; run chmod go-w '\(directory.path)'"
      ])
  }

  @Test("a symbolic link is refused (plugins are opened with O_NOFOLLOW)")
  func symbolicLink() throws {
    let directory = try TestDirectory.make("symlink")
    let library = try FixtureCompiler.compile("good", into: directory, output: "real.so.1")
    let link = directory.appendingPathComponent("liblink.so")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: library)
    let registry = PluginRegistry.scan(directories: [
      PluginDirectory(path: directory.path, origin: .option)
    ])
    #expect(
      registry.refused.map(\.reason) == [
        "refused: it is a symbolic link; plugins are opened without following links, so put the file itself in the plugin directory"
      ])
  }

  @Test("a dangling symbolic link is refused as not a regular file")
  func danglingLink() throws {
    let directory = try TestDirectory.make("dangling")
    try FileManager.default.createSymbolicLink(
      at: directory.appendingPathComponent("libgone.so"),
      withDestinationURL: directory.appendingPathComponent("nothing.so"))
    let registry = PluginRegistry.scan(directories: [
      PluginDirectory(path: directory.path, origin: .option)
    ])
    #expect(
      registry.refused.map(\.reason) == [
        "is a dangling symbolic link, not a regular file; only shared library files are loaded"
      ])
  }

  @Test("an empty file is refused with the loader's message")
  func emptyFile() throws {
    let directory = try TestDirectory.make("empty")
    let path = directory.appendingPathComponent("libempty.so")
    try Data().write(to: path)
    let registry = PluginRegistry.scan(directories: [
      PluginDirectory(path: directory.path, origin: .option)
    ])
    #expect(registry.refused.map(\.reason) == ["cannot be loaded: \(path.path): file too short"])
  }

  @Test("several plugins loaded one after the other through /proc/self/fd are each their own")
  func distinctLoads() throws {
    let directory = try TestDirectory.make("distinct")
    for name in ["alpha", "beta", "gamma"] {
      try FixtureCompiler.compile(
        "good", into: directory, output: "lib\(name).so",
        defines: ["FIXTURE_ID=\"org.fixture.\(name)\""])
    }
    let registry = PluginRegistry.scan(directories: [
      PluginDirectory(path: directory.path, origin: .option)
    ])
    #expect(
      registry.entries.map(\.descriptor.id) == [
        "org.fixture.alpha", "org.fixture.beta", "org.fixture.gamma",
      ])
    #expect(registry.shadowed.isEmpty)
  }
}
