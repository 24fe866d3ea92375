import Foundation

/// Runs a program to completion (or until a timeout) and keeps its output.
enum Subprocess {
  /// What a run produced.
  struct Result {
    let status: Int32
    let output: String
    let error: String
  }

  /// A run that could not start, timed out or failed.
  struct Failure: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
  }

  /// Runs `executable` with `arguments`, killing it after `timeout` seconds. Output goes
  /// through files, so a chatty program never blocks on a full pipe.
  static func run(_ executable: String, _ arguments: [String], timeout: Double) throws -> Result {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("subprocess-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let outputURL = directory.appendingPathComponent("stdout")
    let errorURL = directory.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
    let outputHandle = try FileHandle(forWritingTo: outputURL)
    let errorHandle = try FileHandle(forWritingTo: errorURL)

    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.standardOutput = outputHandle
    process.standardError = errorHandle
    try process.run()
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
    if process.isRunning {
      process.terminate()
      process.waitUntilExit()
      throw Failure(message: "\(executable) \(arguments) took more than \(timeout) s")
    }
    try outputHandle.close()
    try errorHandle.close()
    return Result(
      status: process.terminationStatus,
      output: (try? String(contentsOf: outputURL, encoding: .utf8)) ?? "",
      error: (try? String(contentsOf: errorURL, encoding: .utf8)) ?? "")
  }
}
