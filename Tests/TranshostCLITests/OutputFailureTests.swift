import Foundation
import Glibc
import Testing
import TranshostTestSupport

/// Every write of `transhost run` is checked: a full or closed standard output and a
/// picture file that cannot be written end with the documented status and a message
/// naming the file and the error, never with a silent exit 0.
@Suite(.serialized) struct OutputFailureTests {
  static let script = RunCommandTests.examples.appendingPathComponent("slide-up.transhost").path

  static func temporaryDirectory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("transhost-output-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }

  /// `/dev/full` as a picture file, reached through a symbolic link so that a host that
  /// renames a temporary file over the picture replaces the link, never the device.
  @Test(
    "--svg and --html on a full device exit 73 naming the file and the error",
    arguments: ["--svg", "--html"])
  func pictureOnFullDevice(option: String) throws {
    let directory = try Self.temporaryDirectory()
    let picture = directory.appendingPathComponent("picture").path
    try FileManager.default.createSymbolicLink(atPath: picture, withDestinationPath: "/dev/full")
    let result = try CLITests.transhost(["run", Self.script, option, picture])
    #expect(result.status == 73)
    #expect(result.stderr == "error: cannot write '\(picture)': No space left on device\n")
    #expect(result.stdout.hasSuffix("ok: 8 expectations held\n"))
    let kind =
      try FileManager.default.attributesOfItem(atPath: picture)[.type] as? FileAttributeType
    #expect(kind == .typeSymbolicLink)
  }

  @Test("a picture whose spool cannot grow exits 73 naming the picture and the error")
  func pictureSpoolTooLarge() throws {
    let directory = try Self.temporaryDirectory()
    let picture = directory.appendingPathComponent("out.svg").path
    let result = try CLITests.transhost(
      ["run", Self.script, "--svg", picture], shell: "trap '' XFSZ; ulimit -f 8;")
    #expect(result.status == 73)
    #expect(
      result.stderr
        == "error: cannot write '\(picture)': its temporary spool file failed: File too large; "
        + "check that $TMPDIR (or /tmp) is writable and has room\n")
    #expect(!FileManager.default.fileExists(atPath: picture))
    #expect(!FileManager.default.fileExists(atPath: picture + ".tmp"))
  }

  @Test("standard output on a full device exits 74 with the error on standard error")
  func standardOutputFull() throws {
    let result = try CLITests.transhost(["run", Self.script], shell: "exec >/dev/full;")
    #expect(result.status == 74)
    #expect(result.stderr == "error: cannot write standard output: No space left on device\n")
  }

  @Test("standard output that stops growing (a file size limit) exits 74")
  func standardOutputTooLarge() throws {
    let directory = try Self.temporaryDirectory()
    let file = directory.appendingPathComponent("account.txt").path
    let result = try CLITests.transhost(
      ["run", Self.script], shell: "trap '' XFSZ; ulimit -f 1; exec >'\(file)';")
    #expect(result.status == 74)
    #expect(result.stderr == "error: cannot write standard output: File too large\n")
  }

  @Test("a closed standard output exits 74 with the error on standard error")
  func standardOutputClosed() throws {
    let result = try CLITests.transhost(["run", Self.script], shell: "exec >&-;")
    #expect(result.status == 74)
    #expect(result.stderr == "error: cannot write standard output: Bad file descriptor\n")
  }

  @Test(
    "a closed standard output fails every command that prints, e.g. list (which ends the process itself)",
    arguments: [["list"], ["list", "--verbose"], ["--version"], ["help", "run"]])
  func otherCommandsClosed(arguments: [String]) throws {
    let result = try CLITests.transhost(
      arguments + (arguments.first == "list" ? ["--no-default-path"] : []), shell: "exec >&-;")
    #expect(result.status == 74)
    #expect(result.stderr == "error: cannot write standard output: Bad file descriptor\n")
  }

  /// `list --json` ends the process itself too, without freeing the registry, and with
  /// the same status: an empty list writes nothing, so the plugins are listed here.
  @Test("list --json on a closed standard output exits 74 with the error")
  func listJSONClosed() throws {
    let plugins = try CLITests.pluginDirectory()
    let result = try CLITests.transhost(
      ["list", "--json", "--no-default-path", "--plugin-path", plugins.path], shell: "exec >&-;")
    #expect(result.status == 74)
    #expect(result.stderr == "error: cannot write standard output: Bad file descriptor\n")
  }

  @Test(
    "a plugin cache that cannot be written is never fatal: quiet, and a warning under --verbose",
    arguments: [["list"], ["info", "org.fixture.fade"]])
  func cacheNotWritten(command: [String]) throws {
    let plugins = try CLITests.pluginDirectory()
    let directory = try Self.temporaryDirectory()
    let notADirectory = directory.appendingPathComponent("file").path
    try Data("x".utf8).write(to: URL(fileURLWithPath: notADirectory))
    let arguments = command + ["--no-default-path", "--plugin-path", plugins.path]
    let quiet = try CLITests.transhost(
      arguments, environment: ["XDG_CACHE_HOME": notADirectory])
    #expect(quiet.status == 0)
    #expect(quiet.stderr == "")
    let verbose = try CLITests.transhost(
      arguments + ["--verbose"], environment: ["XDG_CACHE_HOME": notADirectory])
    #expect(verbose.status == 0)
    #expect(
      verbose.stderr
        == "warning: plugin cache not written (the scan is kept): cannot create "
        + "'\(notADirectory)/transhost': Not a directory\n")
  }

  @Test("standard output a pipe nobody reads exits 74 with the error, not death by SIGPIPE")
  func standardOutputBrokenPipe() throws {
    var ends: [Int32] = [-1, -1]
    try #require(pipe(&ends) == 0)
    // The read end is closed before transhost starts: its first write meets no reader.
    close(ends[0])
    let result = try TranshostBinary.run(
      ["run", Self.script],
      standardOutput: FileHandle(fileDescriptor: ends[1], closeOnDealloc: true))
    #expect(!result.signalled, "ended by signal \(result.status)")
    #expect(result.status == 74)
    #expect(result.stderr == "error: cannot write standard output: Broken pipe\n")
  }
}
