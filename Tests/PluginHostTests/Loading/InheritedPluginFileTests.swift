import Foundation
import Testing
import TranshostTestSupport

@testable import PluginHost

/// What a scan helper forked from the host reads of a file the host opened: the
/// descriptor it inherits is taken only while its file is still the version the host
/// noted (``PluginFile/inherited(descriptor:path:expecting:)``), and the libraries a
/// plugin needs are read from the file's first 4 KiB where its tables lie there, as
/// `readelf` gives them (``PluginFile/neededLibraries()``).
@Suite struct InheritedPluginFileTests {
  /// A bundled plugin, opened and checked as the host opens it.
  static func open(_ library: String) throws -> PluginFile {
    let path = TestPaths.products.appendingPathComponent(library).path
    return try #require(try? PluginFile.open(absolutePath: path).get())
  }

  @Test("an inherited descriptor of the version noted is the file, on that descriptor")
  func sameVersion() throws {
    let file = try Self.open("libCFadeAnimator.so")
    defer { file.close() }
    let inherited = try #require(
      try? PluginFile.inherited(
        descriptor: file.descriptor, path: file.path, expecting: file.identity
      ).get())
    #expect(inherited.descriptor == file.descriptor)
    #expect(inherited.identity == file.identity)
    #expect(inherited.path == file.path)
  }

  @Test("an inherited descriptor of another version is refused as changed")
  func otherVersion() throws {
    let file = try Self.open("libCFadeAnimator.so")
    defer { file.close() }
    let seen = file.identity
    let noted = FileIdentity(
      device: seen.device, inode: seen.inode, size: seen.size + 1,
      modifiedSeconds: seen.modifiedSeconds, modifiedNanoseconds: seen.modifiedNanoseconds,
      changedSeconds: seen.changedSeconds, changedNanoseconds: seen.changedNanoseconds)
    let result = PluginFile.inherited(
      descriptor: file.descriptor, path: file.path, expecting: noted)
    #expect(throws: DynamicLibraryError.changed(scanned: noted, found: seen)) {
      _ = try result.get()
    }
  }

  @Test(
    "the libraries a plugin needs are readelf's",
    arguments: ["libCFadeAnimator.so", "libCSheetDelegate.so", "libZoomAnimator.so"])
  func neededLibraries(library: String) throws {
    let file = try Self.open(library)
    defer { file.close() }
    let expected = try NeededLibrariesTests.neededLibraries(library)
    #expect(!expected.isEmpty)
    #expect(file.neededLibraries() == expected)
  }
}
