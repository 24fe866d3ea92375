import PluginHost

/// Loads, parses and checks one script file: the steps before a run.
public enum ScriptFile {
  /// Why a file could not be run.
  public enum Failure: Error, Sendable {
    /// The file cannot be read, and why (the system's text).
    case unreadable(path: String, reason: String)
    /// The script is invalid.
    case invalid(ScriptDiagnostic)
  }

  /// The name a script read from standard input goes by (`transhost run -`).
  public static let standardInputName = "<stdin>"

  /// Reads `path` (`-`: standard input, named ``standardInputName``), parses and checks
  /// it against `registry`: a checked script, what a run takes.
  public static func load(
    _ path: String, registry: PluginRegistry,
    objects: any ScriptObjectResolving = NoPluginObjects()
  ) -> Result<CheckedScript, Failure> {
    let file = path == "-" ? standardInputName : path
    let read = path == "-" ? ConfigurationFile.readAll(0) : ConfigurationFile.read(path)
    switch read {
    case .failure(let why): return .failure(.unreadable(path: file, reason: why.description))
    case .success(let bytes):
      return load(contents: bytes, file: file, registry: registry, objects: objects)
    }
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
