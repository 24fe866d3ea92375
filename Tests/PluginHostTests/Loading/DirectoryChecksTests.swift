import Foundation
import Testing
import TranshostTestSupport

@testable import PluginHost

/// The directory answers a scan keeps: parents of paths and real paths.
@Suite struct DirectoryChecksTests {
  @Test(
    "the parent of a path, repeated and trailing slashes counting as one",
    arguments: [
      ("/a/b/c.so", "/a/b"), ("/a", "/"), ("/", "/"), ("/a//b.so", "/a"), ("/a/b/", "/a"),
      ("", "/"), ("relative.so", "/"), ("/é/ü.so", "/é"),
    ])
  func parent(path: String, expected: String) {
    #expect(DirectoryChecks.parent(of: path) == expected)
  }

  @Test("real paths: the directory last asked about answers its next files, others their own")
  func realPaths() throws {
    let base = try TestDirectory.make("checks-real").path
    defer { try? FileManager.default.removeItem(atPath: base) }
    let first = base + "/first"
    let second = base + "/second"
    let link = base + "/link"
    try FileManager.default.createDirectory(atPath: first, withIntermediateDirectories: false)
    try FileManager.default.createDirectory(atPath: second, withIntermediateDirectories: false)
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: first)
    let realFirst = try #require(PluginSearchPath.realPath(first))
    let realSecond = try #require(PluginSearchPath.realPath(second))
    let checks = DirectoryChecks()
    #expect(checks.realPath(of: "a.so", in: first) == realFirst + "/a.so")
    #expect(checks.realPath(of: "b.so", in: first) == realFirst + "/b.so")
    #expect(checks.realPath(of: "a.so", in: second) == realSecond + "/a.so")
    #expect(checks.realPath(of: "c.so", in: first) == realFirst + "/c.so")
    #expect(checks.realPath(of: "a.so", in: link) == realFirst + "/a.so")
    #expect(checks.realPath(of: "a.so", in: base + "/missing") == nil)
  }
}
