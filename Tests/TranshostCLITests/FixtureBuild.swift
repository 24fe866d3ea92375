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
}
