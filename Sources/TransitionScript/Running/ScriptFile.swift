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
    return prepare(text, file: path, registry: registry)
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
