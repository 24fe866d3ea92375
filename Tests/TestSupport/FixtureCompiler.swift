import Foundation

/// Builds C plugins with plain gcc at test time: the fixtures of
/// `Tests/PluginHostTests/Fixtures` or any C file against transhost.h.
public enum FixtureCompiler {
  /// gcc refused the source; its message is gcc's output.
  public struct BuildError: Error, CustomStringConvertible {
    /// What gcc wrote.
    public let message: String
    /// The failure as one line of text.
    public var description: String { "gcc failed: \(message)" }
  }

  /// The warning flags every fixture is built with: a warning is an error.
  public static let strictFlags = ["-Wall", "-Wextra", "-pedantic", "-Werror"]

  /// Compiles fixture `name`.c into `directory/output` (default `libNAME.so`) with
  /// `-D` `defines`, then `linkerArguments`; returns the library.
  @discardableResult
  public static func compile(
    _ name: String, into directory: URL, output: String? = nil, defines: [String] = [],
    linkerArguments: [String] = [], header: URL = TestPaths.abiInclude
  ) throws -> URL {
    let target = directory.appendingPathComponent(output ?? "lib\(name).so")
    try compile(
      source: TestPaths.fixtures.appendingPathComponent("\(name).c"), to: target,
      defines: defines, linkerArguments: linkerArguments, header: header)
    return target
  }

  /// Compiles `source` into the shared library `target` with `-D` `defines` and the
  /// fixtures and the transhost.h in `header` (today's by default) on the include path;
  /// `warnings` are the warning flags.
  public static func compile(
    source: URL, to target: URL, defines: [String] = [], linkerArguments: [String] = [],
    warnings: [String] = strictFlags, header: URL = TestPaths.abiInclude
  ) throws {
    let result = try Subprocess.run(
      "/usr/bin/gcc",
      ["-std=c99"] + warnings + [
        "-shared", "-fPIC", "-I", header.path, "-I", TestPaths.fixtures.path,
      ]
        + defines.map { "-D" + $0 } + ["-o", target.path, source.path] + linkerArguments)
    guard result.status == 0 else { throw BuildError(message: result.stderr) }
  }
}
