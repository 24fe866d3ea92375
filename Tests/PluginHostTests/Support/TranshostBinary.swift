import Foundation
import Glibc

/// The built `transhost` executable beside the test bundle, run with a time limit so
/// that a hang fails the test instead of stalling the suite.
enum TranshostBinary {
  /// Its path.
  static var path: String { PluginBuilds.products.appendingPathComponent("transhost").path }

  /// What one run gave.
  struct Result {
    let status: Int32
    let stdout: String
    let stderr: String
    /// Whether it was killed for running past the limit.
    let timedOut: Bool
    /// Whether it ended by a signal (a crash, or the time limit's kill).
    var signalled = false
  }

  /// Runs it with `arguments`, the environment changed by `environment` (nil removes a
  /// variable), killing it after `timeout` seconds.
  static func run(
    _ arguments: [String], environment: [String: String?] = [:], timeout: Double = 60
  ) throws -> Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    var env = ProcessInfo.processInfo.environment
    env["TRANSHOST_PLUGIN_PATH"] = nil
    env["XDG_CONFIG_HOME"] = "/nonexistent"
    for (key, value) in environment { env[key] = value }
    process.environment = env
    let outputs = try PluginBuilds.makeDirectory("binary-output")
    let outURL = outputs.appendingPathComponent("stdout")
    let errURL = outputs.appendingPathComponent("stderr")
    FileManager.default.createFile(atPath: outURL.path, contents: nil)
    FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let out = try FileHandle(forWritingTo: outURL)
    let err = try FileHandle(forWritingTo: errURL)
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning && Date() < deadline { usleep(5_000) }
    let timedOut = process.isRunning
    if timedOut {
      kill(process.processIdentifier, SIGKILL)
    }
    process.waitUntilExit()
    try out.close()
    try err.close()
    defer { try? FileManager.default.removeItem(at: outputs) }
    return Result(
      status: process.terminationStatus,
      stdout: try String(contentsOf: outURL, encoding: .utf8),
      stderr: try String(contentsOf: errURL, encoding: .utf8), timedOut: timedOut,
      signalled: process.terminationReason == .uncaughtSignal)
  }
}
