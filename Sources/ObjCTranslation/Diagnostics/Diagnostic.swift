/// A construct the translator could not translate (an error) or translated with a
/// caveat (a warning), at the user's file, line and column, worded as the compiler
/// words its own: `path:line:column: error: message`.
public struct Diagnostic: Equatable, Sendable, CustomStringConvertible {
  /// How serious it is.
  public enum Severity: String, Sendable {
    /// The file cannot be compiled as written; the build stops.
    case error
    /// The file was translated; something in it may not behave as on iOS.
    case warning
  }

  /// The user's file.
  public let path: String
  /// The line, from 1.
  public let line: Int
  /// The column, from 1.
  public let column: Int
  /// What was found.
  public let problem: TranslationProblem

  /// Error or warning.
  public var severity: Severity { problem.severity }
  /// What is wrong and what to do.
  public var message: String { problem.description }

  /// The line SwiftPM and editors show.
  public var description: String { "\(path):\(line):\(column): \(severity.rawValue): \(message)" }
}
