import PluginHost

/// Loads, parses and checks one script file: the steps before a run.
public enum ScriptFile {
  /// Why a file could not be run.
  public enum Failure: Error, Sendable {
    /// The file cannot be read.
    case unreadable(path: String)
    /// The script is invalid.
    case invalid(ScriptDiagnostic)
  }

  /// Reads `path`, parses and checks it against `registry`.
  public static func load(_ path: String, registry: PluginRegistry) -> Result<Script, Failure> {
    guard let text = ConfigurationFile.read(path) else { return .failure(.unreadable(path: path)) }
    if let (line, column) = firstNonText(text) {
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      return .failure(
        .invalid(
          ScriptDiagnostic(
            file: path, line: line, column: column,
            message: "this is not a UTF-8 text file (a NUL byte or invalid UTF-8 here)",
            hint: "transhost scripts are text files of commands, see docs/SCRIPT.md",
            sourceLine: String(
              lines[line - 1].prefix(60).map { $0.isASCII && ($0.asciiValue ?? 0) >= 32 ? $0 : "?" }
            ))))
    }
    return prepare(text, file: path, registry: registry)
  }

  /// The line and column of the first NUL or invalid UTF-8 (decoded as U+FFFD), if any.
  static func firstNonText(_ text: String) -> (Int, Int)? {
    var line = 1
    var column = 1
    for character in text {
      if character == "\u{0}" || character == "\u{FFFD}" { return (line, column) }
      if character.isNewline {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    return nil
  }

  /// Parses and checks `text` as the script `file`.
  public static func prepare(
    _ text: String, file: String, registry: PluginRegistry
  ) -> Result<Script, Failure> {
    switch ScriptParser.parse(text, file: file) {
    case .failure(let diagnostic):
      return .failure(.invalid(diagnostic))
    case .success(let script):
      if let diagnostic = ScriptChecker.check(script, registry: registry) {
        return .failure(.invalid(diagnostic))
      }
      return .success(script)
    }
  }
}
