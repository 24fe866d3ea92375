import Foundation
import Testing

@testable import PluginHost

#if canImport(Glibc)
  import Glibc
#endif

/// The one writer of files readers may open at any time: nothing left behind on
/// failure, an existing file's mode kept, and two writers at once leave one complete
/// file.
@Suite struct AtomicFileTests {
  struct Refused: Error, Equatable {}

  static func temporaryDirectory() throws -> String {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("transhost-atomic-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory.path
  }

  static func contents(of directory: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
  }

  @Test("a write replaces the file and leaves only it in the directory")
  func writesAndRenames() throws {
    let directory = try Self.temporaryDirectory()
    let path = directory + "/out.txt"
    try "old".write(toFile: path, atomically: false, encoding: .utf8)
    #expect(throws: Never.self) { try AtomicFile.write(Array("new".utf8), to: path).get() }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "new")
    #expect(try Self.contents(of: directory) == ["out.txt"])
  }

  @Test("a write without syncing replaces the file the same way, with the fixed mode")
  func writesWithoutSyncing() throws {
    let directory = try Self.temporaryDirectory()
    let path = directory + "/out.txt"
    try "old".write(toFile: path, atomically: false, encoding: .utf8)
    #expect(throws: Never.self) {
      try AtomicFile.write(Array("new".utf8), to: path, mode: .fixed(0o600), syncs: false).get()
    }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "new")
    #expect(try Self.contents(of: directory) == ["out.txt"])
    var info = stat()
    #expect(stat(path, &info) == 0 && info.st_mode & 0o777 == 0o600)
  }

  @Test("a writer's failure removes the temporary file and keeps the old contents")
  func bodyFailureLeavesNothing() throws {
    let directory = try Self.temporaryDirectory()
    let path = directory + "/out.txt"
    try "old".write(toFile: path, atomically: false, encoding: .utf8)
    var temporary = ""
    let result = AtomicFile.write(to: path) { descriptor -> Refused? in
      _ = DescriptorIO.write(Array("partial".utf8), to: descriptor)
      return Refused()
    }
    guard case .failure(.write(let name, Refused())) = result else {
      Issue.record("expected the writer's failure, got \(result)")
      return
    }
    temporary = name
    #expect(temporary.hasPrefix(directory + "/.out.txt."))
    #expect(try Self.contents(of: directory) == ["out.txt"])
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "old")
  }

  @Test("a target that is a directory fails the rename and leaves no temporary file")
  func directoryTargetLeavesNothing() throws {
    let directory = try Self.temporaryDirectory()
    let path = directory + "/taken"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    try "inside".write(toFile: path + "/file", atomically: false, encoding: .utf8)
    let result = AtomicFile.write(Array("new".utf8), to: path)
    guard case .failure(.rename(_, let error)) = result else {
      Issue.record("expected a failed rename, got \(result)")
      return
    }
    #expect(error == SystemError(code: EISDIR))
    #expect(try Self.contents(of: directory) == ["taken"])
  }

  @Test("a directory that does not exist fails before anything is made")
  func missingDirectory() throws {
    let directory = try Self.temporaryDirectory()
    let result = AtomicFile.write(Array("new".utf8), to: directory + "/gone/out.txt")
    #expect(
      result.failure == .create(directory: directory + "/gone", SystemError(code: ENOENT)))
  }

  @Test(
    "an existing file keeps its mode; a fixed mode is used as given",
    arguments: [0o600, 0o640, 0o755])
  func modeKept(mode: Int) throws {
    let directory = try Self.temporaryDirectory()
    let path = directory + "/out.txt"
    try "old".write(toFile: path, atomically: false, encoding: .utf8)
    #expect(chmod(path, mode_t(mode)) == 0)
    #expect(throws: Never.self) { try AtomicFile.write(Array("new".utf8), to: path).get() }
    var info = stat()
    #expect(stat(path, &info) == 0)
    #expect(Int(info.st_mode & 0o7777) == mode)
    let fixed = directory + "/fixed.txt"
    #expect(throws: Never.self) {
      try AtomicFile.write(Array("x".utf8), to: fixed, mode: .fixed(0o600)).get()
    }
    #expect(stat(fixed, &info) == 0)
    #expect(info.st_mode & 0o7777 == 0o600)
  }

  @Test("a new file gets 0666 less the umask")
  func newFileMode() throws {
    let directory = try Self.temporaryDirectory()
    let path = directory + "/new.txt"
    let mask = umask(0o022)
    defer { umask(mask) }
    #expect(throws: Never.self) { try AtomicFile.write(Array("new".utf8), to: path).get() }
    var info = stat()
    #expect(stat(path, &info) == 0)
    #expect(info.st_mode & 0o7777 == 0o644)
  }

  @Test("two writers to one path leave one of the two complete contents")
  func concurrentWriters() async throws {
    let directory = try Self.temporaryDirectory()
    let path = directory + "/shared.txt"
    let contents = [
      [UInt8](repeating: UInt8(ascii: "a"), count: 200_000),
      [UInt8](repeating: UInt8(ascii: "b"), count: 300_000),
    ]
    await withTaskGroup(of: Int.self) { group in
      for bytes in contents {
        group.addTask {
          var failures = 0
          for _ in 0..<25 {
            if case .failure = AtomicFile.write(bytes, to: path) { failures += 1 }
          }
          return failures
        }
      }
      for await failures in group { #expect(failures == 0) }
    }
    let written = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    #expect(contents.contains(written))
    #expect(try Self.contents(of: directory) == ["shared.txt"])
  }
}

extension Result {
  fileprivate var failure: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }
}
