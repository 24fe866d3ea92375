import Foundation
import Testing
import TranshostTestSupport

@testable import PluginHost

/// The warm scan's check of a file without opening it (`PluginFile.unopenedIdentity`):
/// an identity only where opening would pass the same checks, and then the open file's.
@Suite struct UnopenedIdentityTests {
  @Test("a plain file of this user: the identity the opened file has")
  func plainFile() throws {
    let base = try TestDirectory.make("unopened").path
    defer { try? FileManager.default.removeItem(atPath: base) }
    let path = base + "/libplain.so"
    try write("not an ELF file\n", to: path, mode: 0o644)
    let opened = try PluginFile.open(absolutePath: path).get()
    opened.close()
    #expect(
      PluginFile.unopenedIdentity(absolutePath: path, directories: DirectoryChecks())
        == opened.identity)
  }

  @Test("nil wherever opening refuses the file or cannot be skipped")
  func refusals() throws {
    let base = try TestDirectory.make("unopened-refused").path
    defer { try? FileManager.default.removeItem(atPath: base) }
    let plain = base + "/libplain.so"
    try write("x", to: plain, mode: 0o644)
    let link = base + "/liblink.so"
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: plain)
    let groupWritable = base + "/libgroup.so"
    try write("x", to: groupWritable, mode: 0o664)
    let everyone = base + "/libeveryone.so"
    try write("x", to: everyone, mode: 0o646)
    let directory = base + "/libdirectory.so"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
    let openDirectory = base + "/open"
    try FileManager.default.createDirectory(
      atPath: openDirectory, withIntermediateDirectories: false)
    let inOpenDirectory = openDirectory + "/libinside.so"
    try write("x", to: inOpenDirectory, mode: 0o644)
    #expect(chmod(openDirectory, 0o777) == 0)
    for path in [
      link, groupWritable, everyone, directory, inOpenDirectory, base + "/libmissing.so",
    ] {
      #expect(
        PluginFile.unopenedIdentity(absolutePath: path, directories: DirectoryChecks()) == nil,
        "\(path)")
      // Opening refuses each of them too: the scan then reports that refusal.
      #expect(throws: DynamicLibraryError.self) { try PluginFile.open(absolutePath: path).get() }
    }
    #expect(
      PluginFile.unopenedIdentity(absolutePath: "libplain.so", directories: DirectoryChecks())
        == nil)
  }

  private func write(_ text: String, to path: String, mode: mode_t) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    #expect(chmod(path, mode) == 0)
  }
}
