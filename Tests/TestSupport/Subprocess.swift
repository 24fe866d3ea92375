import Foundation
import Glibc

/// Runs a program to its end (or until a time limit) and keeps what it wrote: the one
/// way every test target starts a process.
public enum Subprocess {
  /// A tool a test runs did not do its part; the message says what and why.
  public struct Failure: Error, CustomStringConvertible {
    /// What went wrong.
    public let message: String
    /// Makes the failure with `message`.
    public init(message: String) { self.message = message }
    /// The message.
    public var description: String { message }
  }

  /// What one run gave.
  public struct Result: Sendable {
    /// The exit status, or the signal's number when it ended by a signal (as
    /// `Process.terminationStatus` reports it).
    public let status: Int32
    /// Whether it ended by a signal (a crash, or the time limit's kill).
    public let signalled: Bool
    /// Whether it was killed for running past the time limit.
    public let timedOut: Bool
    /// Its standard output, byte for byte.
    public let standardOutput: Data
    /// Its standard error, byte for byte.
    public let standardError: Data

    /// Its standard output as UTF-8 text.
    public var stdout: String { String(decoding: standardOutput, as: UTF8.self) }
    /// Its standard error as UTF-8 text.
    public var stderr: String { String(decoding: standardError, as: UTF8.self) }
  }

  /// Runs `executable` with `arguments` in this process's environment changed by
  /// `environment` (nil removes a variable), with `input` on standard input (nil: this
  /// process's standard input), killing it with SIGKILL after `timeout` seconds (nil:
  /// no limit). Output goes through files, so a chatty program never blocks on a full
  /// pipe and a descendant left holding them open cannot stall the run. With
  /// `standardOutput`, the program writes there instead and the result's is empty.
  public static func run(
    _ executable: String, _ arguments: [String], environment: [String: String?] = [:],
    input: Data? = nil, timeout: Double? = nil, standardOutput: FileHandle? = nil
  ) throws -> Result {
    let directory = try TestDirectory.make("subprocess")
    defer { try? FileManager.default.removeItem(at: directory) }
    let outputURL = directory.appendingPathComponent("stdout")
    let errorURL = directory.appendingPathComponent("stderr")
    let inputURL = directory.appendingPathComponent("stdin")
    for url in [outputURL, errorURL] {
      _ = FileManager.default.createFile(atPath: url.path, contents: nil)
    }
    let outputHandle = try FileHandle(forWritingTo: outputURL)
    let errorHandle = try FileHandle(forWritingTo: errorURL)

    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if !environment.isEmpty {
      var merged = ProcessInfo.processInfo.environment
      for (key, value) in environment { merged[key] = value }
      process.environment = merged
    }
    var inputHandle: FileHandle?
    if let input {
      try input.write(to: inputURL)
      inputHandle = try FileHandle(forReadingFrom: inputURL)
      process.standardInput = inputHandle
    }
    process.standardOutput = standardOutput ?? outputHandle
    process.standardError = errorHandle
    let ended = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in ended.signal() }
    try process.run()
    var timedOut = false
    if let timeout, ended.wait(timeout: .now() + timeout) == .timedOut {
      timedOut = true
      kill(process.processIdentifier, SIGKILL)
    }
    process.waitUntilExit()
    try outputHandle.close()
    try errorHandle.close()
    try inputHandle?.close()
    return Result(
      status: process.terminationStatus, signalled: process.terminationReason == .uncaughtSignal,
      timedOut: timedOut, standardOutput: try Data(contentsOf: outputURL),
      standardError: try Data(contentsOf: errorURL))
  }
}
