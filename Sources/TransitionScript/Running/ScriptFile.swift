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

  /// Reads `path`, parses and checks it against `registry`: a checked script, what a
  /// run takes.
  public static func load(
    _ path: String, registry: PluginRegistry,
    objects: any ScriptObjectResolving = NoPluginObjects()
  ) -> Result<CheckedScript, Failure> {
    guard let bytes = ConfigurationFile.readBytes(path) else {
      return .failure(.unreadable(path: path))
    }
    return load(contents: bytes, file: path, registry: registry, objects: objects)
  }

  /// Parses and checks `bytes`, the contents of the script file `file`: the path a file
  /// takes from disk, with no file (what the fuzz target drives).
  public static func load(
    contents bytes: [UInt8], file: String, registry: PluginRegistry,
    objects: any ScriptObjectResolving = NoPluginObjects()
  ) -> Result<CheckedScript, Failure> {
    switch ScriptText.decode(bytes) {
    case .failure(let problem):
      return .failure(.invalid(ScriptParser.diagnostic(for: problem, file: file, bytes: bytes)))
    case .success(let text):
      return check(ScriptParser.parse(text, file: file), registry: registry, objects: objects)
    }
  }

  /// Parses and checks `text` as the script `file`.
  public static func prepare(
    _ text: String, file: String, registry: PluginRegistry,
    objects: any ScriptObjectResolving = NoPluginObjects()
  ) -> Result<CheckedScript, Failure> {
    check(ScriptParser.parse(text, file: file), registry: registry, objects: objects)
  }

  private static func check(
    _ parsed: Result<Script, ScriptDiagnostic>, registry: PluginRegistry,
    objects: any ScriptObjectResolving
  ) -> Result<CheckedScript, Failure> {
    switch parsed {
    case .failure(let diagnostic):
      return .failure(.invalid(diagnostic))
    case .success(let script):
      return ScriptChecker.check(script, registry: registry, objects: objects).mapError(
        Failure.invalid)
    }
  }
}
