/// What stops the compatibility table from being made, or makes it disagree with the
/// SDK. The wording lives in ``description``.
public enum CompatibilityProblem: Error, Equatable, CustomStringConvertible {
  /// A UIKit-named declaration the SDK does not declare, and no status excuses.
  case notInSDK(path: String, suggestion: String?)
  /// A declaration the SDK has, but as another kind (a struct where UIKit has a class,
  /// an instance property where UIKit has a type property).
  case kindMismatch(path: String, kind: String, sdkKinds: [String])
  /// A declaration marked transhost-only that the SDK declares after all.
  case transhostOnlyInSDK(path: String, file: String, line: Int)
  /// A declaration marked inherited whose source does not declare it.
  case inheritedNotInSource(path: String, source: String, file: String, line: Int)
  /// A status row for a declaration TransitionKit does not have.
  case staleStatus(path: String, file: String, line: Int)
  /// A status row that is not `path<TAB>status<TAB>note`.
  case badStatusLine(file: String, line: Int, text: String)
  /// A status word that is not one of ``FidelityStatus/words``.
  case unknownStatus(file: String, line: Int, word: String)
  /// A status other than exact with no note.
  case missingNote(file: String, line: Int, path: String, word: String)
  /// A path with two status rows.
  case repeatedStatus(file: String, line: Int, path: String)
  /// A manifest row that is not `module<TAB>path<TAB>kind`.
  case badManifestLine(file: String, line: Int)
  /// The extraction wrote no symbol graph.
  case noSymbolGraph(directory: String)
  /// A symbol graph file that does not decode.
  case unreadableSymbolGraph(path: String, reason: String)
  /// `swift-symbolgraph-extract` failed.
  case extractionFailed(status: Int32, output: String)

  /// The sentence for the problem, naming the declaration or the file and line at fault
  /// and saying what to do.
  public var description: String {
    switch self {
    case .notInSDK(let path, let suggestion):
      let hint = suggestion.map { " (did you mean '\($0)'?)" } ?? ""
      return
        "'\(path)' is not declared by the iOS SDK (docs/uikit-sdk-manifest.tsv)\(hint); fix its spelling to UIKit's, or mark it in docs/uikit-status.tsv as transhost-only (UIKit has no such declaration) or inherited (UIKit declares it on another type)"
    case .kindMismatch(let path, let kind, let sdkKinds):
      return
        "'\(path)' is a \(kind) in TransitionKit but the iOS SDK declares it as \(sdkKinds.joined(separator: ", ")); declare it as UIKit does, or mark it approximated in docs/uikit-status.tsv saying how it differs"
    case .transhostOnlyInSDK(let path, let file, let line):
      return
        "\(file):\(line): '\(path)' is marked transhost-only but the iOS SDK declares it; give it the status exact, approximated or no-op"
    case .inheritedNotInSource(let path, let source, let file, let line):
      return
        "\(file):\(line): '\(path)' is marked inherited from '\(source)', which does not declare '\(path.split(separator: ".").last ?? "")' in the iOS SDK; name the type UIKit declares it on"
    case .staleStatus(let path, let file, let line):
      return
        "\(file):\(line): '\(path)' has a status but TransitionKit declares no such thing; remove the row or fix its path"
    case .badStatusLine(let file, let line, let text):
      return
        "\(file):\(line): '\(text)' is not 'path<TAB>status<TAB>note'; write the three fields separated by tabs"
    case .unknownStatus(let file, let line, let word):
      return
        "\(file):\(line): unknown status '\(word)'; use one of \(FidelityStatus.words.joined(separator: ", "))"
    case .missingNote(let file, let line, let path, let word):
      return
        "\(file):\(line): '\(path)' is \(word) with no note; say how (approximated), why (no-op), what for (transhost-only) or from which type (inherited)"
    case .repeatedStatus(let file, let line, let path):
      return "\(file):\(line): '\(path)' already has a status; keep one row for it"
    case .badManifestLine(let file, let line):
      return
        "\(file):\(line): not 'module<TAB>path<TAB>kind'; regenerate the manifest with scripts/uikit-sdk-manifest.py"
    case .noSymbolGraph(let directory):
      return
        "no symbol graph in '\(directory)'; build TransitionKit first (swift build --target TransitionKit)"
    case .unreadableSymbolGraph(let path, let reason):
      return "'\(path)' is not a symbol graph this tool reads: \(reason)"
    case .extractionFailed(let status, let output):
      return
        "swift-symbolgraph-extract exited with \(status); is TransitionKit built (swift build --target TransitionKit)?\n\(output)"
    }
  }
}
