import Foundation
import Testing

/// Builds a C fixture of `Tests/PluginHostTests/Fixtures` with gcc at test time.
enum FixtureBuild {
  /// Compiles `source`.c with `-D` `defines` into `library` in a new directory; returns
  /// the library's path.
  static func library(
    _ source: String, named library: String, defines: [String] = []
  ) throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "transhost-fixture-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let output = directory.appendingPathComponent(library)
    let gcc = Process()
    gcc.executableURL = URL(fileURLWithPath: "/usr/bin/gcc")
    gcc.arguments =
      [
        "-std=c99", "-Wall", "-Wextra", "-pedantic", "-Werror", "-shared", "-fPIC",
        "-I", CLITests.include.path, "-I", CLITests.fixtures.path,
      ] + defines.map { "-D" + $0 }
      + ["-o", output.path, CLITests.fixtures.appendingPathComponent("\(source).c").path]
    try gcc.run()
    gcc.waitUntilExit()
    try #require(gcc.terminationStatus == 0)
    return output
  }

  /// A new path for `MISBEHAVE_PID_FILE` (misbehave.h's `DETACH`), as a C string literal
  /// definition and as the path.
  static func pidFile() -> (define: String, path: String) {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "transhost-detached-\(UUID().uuidString).pid"
    ).path
    return ("MISBEHAVE_PID_FILE=\"\(path)\"", path)
  }

  /// Whether the process whose id the fixture wrote to `path` still runs; a survivor is
  /// killed here so that no test leaves it behind. Nil when the fixture wrote no id.
  static func survives(pidFile path: String) throws -> Bool? {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8),
      let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines))
    else { return nil }
    defer { try? FileManager.default.removeItem(atPath: path) }
    guard kill(pid, 0) == 0 else { return false }
    kill(pid, SIGKILL)
    return true
  }
}
