import Foundation
import PluginHost
import Testing

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
    ("minor_too_new", "needs ABI 1.7 or newer, but this host provides 1.0; update transhost"),
    ("entry_null", "transhost_entry_v1 returned NULL; the plugin must return its entry struct"),
    ("init_fails", "its init returned -2 (TRANSHOST_E_UNSUPPORTED); the plugin refused to load"),
    (
      "no_factory",
      "get_factory(\"org.transhost.animator-factory/1\") returned NULL; the plugin serves no animators"
    ),
    (
      "bad_id",
      "descriptor 0 is invalid: id 'Not A Reverse DNS Id' is not a reverse-DNS id such as 'org.example.slide'"
    ),
  ]

  @Test("a plugin is refused with the exact reason", arguments: cases)
  func refusal(fixture: String, reason: String) throws {
    let directory = try PluginBuilds.makeDirectory(fixture)
    let library = try PluginBuilds.compile(fixture, into: directory)
    let registry = PluginRegistry(directories: [
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
    let directory = try PluginBuilds.makeDirectory("not-a-plugin")
    let library = try PluginBuilds.compile("not_a_plugin", into: directory)
    let registry = PluginRegistry(directories: [
      PluginDirectory(path: directory.path, origin: .option)
    ])
    #expect(registry.refused.isEmpty)
    #expect(registry.skipped == [library.path])
  }

  @Test("a file that is not a shared library is refused with the loader's message")
  func notELF() throws {
    let directory = try PluginBuilds.makeDirectory("not-elf")
    let path = directory.appendingPathComponent("libtext.so")
    try Data("just text\n".utf8).write(to: path)
    let registry = PluginRegistry(directories: [
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
    let directory = try PluginBuilds.makeDirectory("dir-so")
    let fake = directory.appendingPathComponent("libfake.so")
    try FileManager.default.createDirectory(at: fake, withIntermediateDirectories: true)
    let registry = PluginRegistry(directories: [
      PluginDirectory(path: directory.path, origin: .option)
    ])
    #expect(
      registry.refused.map(\.reason) == [
        "is a directory, not a regular file; only shared library files are loaded"
      ])
  }

  @Test("good plugins beside broken ones are still listed")
  func goodBesideBroken() throws {
    let directory = try PluginBuilds.makeDirectory("mixed")
    for (fixture, _) in Self.cases { try PluginBuilds.compile(fixture, into: directory) }
    try PluginBuilds.compile("good", into: directory)
    let registry = PluginRegistry(directories: [
      PluginDirectory(path: directory.path, origin: .option)
    ])
    #expect(registry.entries.map(\.descriptor.id) == ["org.fixture.fade"])
    #expect(registry.refused.count == Self.cases.count)
  }
}
