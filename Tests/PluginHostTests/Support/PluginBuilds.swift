import Foundation
import PluginHost
import TransitionEngine

/// Builds the C fixtures with gcc and finds the package's build products.
enum PluginBuilds {
  /// `Tests/PluginHostTests/Fixtures`.
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures")
  /// `Sources/CTransitionABI/include`, where transhost.h is.
  static let abiInclude = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/CTransitionABI/include")

  /// The directory of the running test binary: SwiftPM's build products (the bundled
  /// plugins and the `transhost` executable).
  static var products: URL {
    URL(fileURLWithPath: PluginSearchPath.executablePath() ?? "/").deletingLastPathComponent()
  }

  /// A new empty directory that only the current user can write.
  static func makeDirectory(_ label: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("transhost-tests-\(label)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// `Fixtures/abi_1_0`: transhost.h as ABI 1.0 published it, to build plugins the way
  /// a plugin built before ABI 1.1 was.
  static let abi10Include = fixtures.appendingPathComponent("abi_1_0")

  /// Compiles fixture `name`.c with plain gcc into `directory/output`, with extra
  /// `-D` definitions, against the transhost.h in `header` (today's by default); throws
  /// with gcc's output when it fails.
  @discardableResult
  static func compile(
    _ name: String, into directory: URL, output: String? = nil, defines: [String] = [],
    linkerArguments: [String] = [], header: URL = abiInclude
  ) throws -> URL {
    let target = directory.appendingPathComponent(output ?? "lib\(name).so")
    let result = try run(
      "/usr/bin/gcc",
      [
        "-std=c99", "-Wall", "-Wextra", "-pedantic", "-Werror", "-shared", "-fPIC",
        "-I", header.path, "-I", fixtures.path,
      ]
        + defines.map { "-D" + $0 }
        + ["-o", target.path, fixtures.appendingPathComponent("\(name).c").path]
        + linkerArguments)
    guard result.status == 0 else { throw BuildError(message: result.stderr) }
    return target
  }

  struct BuildError: Error, CustomStringConvertible {
    let message: String
    var description: String { "gcc failed: \(message)" }
  }

  /// Runs a program and returns its exit status and output.
  static func run(
    _ path: String, _ arguments: [String], environment: [String: String]? = nil
  )
    throws -> (status: Int32, stdout: String, stderr: String)
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    if let environment { process.environment = environment }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: stdout, as: UTF8.self),
      String(decoding: stderr, as: UTF8.self)
    )
  }
}
