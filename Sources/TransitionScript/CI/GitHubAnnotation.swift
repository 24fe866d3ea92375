import TransitionEngine

/// A GitHub Actions workflow command that annotates a file: `::error file=F,line=N,col=C,
/// title=T::message`, escaped as the runner reads it back (in the message `%`, return
/// and newline; in a property value also `:` and `,`).
public struct GitHubAnnotation: Hashable, Sendable {
  /// The command: how the annotation is shown.
  public enum Level: String, Sendable {
    /// A failure.
    case error
    /// Something to look at.
    case warning
  }

  /// Its level.
  public let level: Level
  /// The file, as the run named it.
  public let file: String
  /// 1-based line, when known.
  public let line: Int?
  /// 1-based column, when known.
  public let column: Int?
  /// A short title.
  public let title: String
  /// The message, which may hold several lines.
  public let message: String

  /// An annotation of `file`.
  public init(
    _ level: Level, file: String, line: Int?, column: Int? = nil, title: String, message: String
  ) {
    self.level = level
    self.file = file
    self.line = line
    self.column = column
    self.title = title
    self.message = message
  }

  /// The workflow command, one line with its newline.
  public var command: String {
    var properties = ["file=" + Self.escapeProperty(file)]
    if let line { properties.append("line=\(line)") }
    if let column { properties.append("col=\(column)") }
    properties.append("title=" + Self.escapeProperty(title))
    return "::\(level.rawValue) \(properties.joined(separator: ","))::\(Self.escapeData(message))\n"
  }

  /// `text` as a command's message: `%`, return and newline written `%25`, `%0D`, `%0A`
  /// (the runner turns them back); the other characters a terminal would act on (ESC,
  /// the other controls, bidirectional marks) as ``Swift/String/escapedForTerminal``
  /// writes them (`\u{1B}`), since the log shows the line as it is.
  public static func escapeData(_ text: String) -> String {
    var output = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "%": output += "%25"
      case "\r": output += "%0D"
      case "\n": output += "%0A"
      case "\\", "\t": output.unicodeScalars.append(scalar)
      default: output += String(scalar).escapedForTerminal
      }
    }
    return output
  }

  /// `text` as a property value: as a message, and `:` and `,` written `%3A`, `%2C`.
  public static func escapeProperty(_ text: String) -> String {
    var output = ""
    for scalar in escapeData(text).unicodeScalars {
      switch scalar {
      case ":": output += "%3A"
      case ",": output += "%2C"
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output
  }

  /// The annotations of a run's results: an error for each script that did not run (at
  /// its line and column), each failed expectation and each crashed transition; a
  /// warning for each warning (an error under `strict`, which fails the run).
  public static func run(_ results: [ScriptResult], strict: Bool) -> [GitHubAnnotation] {
    var annotations: [GitHubAnnotation] = []
    for result in results {
      if let diagnostic = result.diagnostic {
        annotations.append(
          GitHubAnnotation(
            .error, file: result.file, line: diagnostic.line, column: diagnostic.column,
            title: "invalid script",
            message: diagnostic.message + (diagnostic.hint.map { "\nhint: \($0)" } ?? "")))
      }
      for failed in result.failedExpectations {
        annotations.append(
          GitHubAnnotation(
            .error, file: result.file, line: failed.line, column: failed.column,
            title: "expectation failed", message: "expect \(failed.text): \(failed.actual)"))
      }
      for golden in result.goldens where !golden.passed {
        annotations.append(
          GitHubAnnotation(
            .error, file: result.file, line: golden.line, title: "golden mismatch",
            message: golden.message))
      }
      for crash in result.crashes {
        annotations.append(
          GitHubAnnotation(
            .error, file: result.file, line: crash.line,
            title: "transition \(crash.transition.index) crashed", message: crash.reason))
      }
      for warning in result.warnings {
        annotations.append(
          GitHubAnnotation(
            strict ? .error : .warning, file: result.file, line: warning.line,
            title: strict ? "warning (strict)" : "warning", message: warning.fullMessage))
      }
    }
    return annotations
  }
}
