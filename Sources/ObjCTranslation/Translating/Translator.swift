/// Translates a target's Swift files, written for iOS, into copies that compile on
/// Linux without the Objective-C runtime (docs/OBJC.md): `@objc` and its kin removed,
/// `#selector(...)` made a TransitionKit `Selector`, each class's exposed methods
/// registered so `responds(to:)`, `perform(_:with:)` and target-action find them, and
/// `@objc` protocols' optional requirements given defaults. Every copy begins with a
/// `#sourceLocation` naming the user's file, and keeps its lines where they were.
public struct Translator {
  /// One file to translate: its path (named in diagnostics and `#sourceLocation`) and text.
  public struct Source: Sendable {
    /// The user's path.
    public let path: String
    /// The file's text.
    public let text: String
    /// A file at `path` holding `text`.
    public init(path: String, text: String) {
      self.path = path
      self.text = text
    }
  }

  /// What translating a target gave.
  public struct Result: Sendable {
    /// The translated text of each source, in the sources' order.
    public let outputs: [String]
    /// What was refused (errors) or translated with a caveat (warnings), in file order.
    public let diagnostics: [Diagnostic]
    /// Whether any diagnostic is an error (the build must stop).
    public var failed: Bool { diagnostics.contains { $0.severity == .error } }
  }

  /// Translates `sources`, all the files of one target (a class's methods and its
  /// subclasses may be in different files).
  public static func translate(_ sources: [Source]) -> Result {
    var scanners = sources.map { FileScanner(path: $0.path, source: $0.text) }
    for index in scanners.indices { scanners[index].scan() }
    var values = ValueDeclarations()
    for scanner in scanners { values.merge(scanner.valueDeclarations()) }
    let target = TargetModel(scanners.map(\.types), values: values)
    var outputs: [String] = []
    var diagnostics: [Diagnostic] = []
    for (index, scanner) in scanners.enumerated() {
      var file = FileTranslation(scanner: scanner, target: target, fileIndex: index)
      outputs.append(file.translate())
      diagnostics += file.scanner.diagnostics
    }
    return Result(outputs: outputs, diagnostics: diagnostics)
  }
}
