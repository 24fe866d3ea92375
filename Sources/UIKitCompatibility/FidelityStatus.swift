/// How faithfully TransitionKit reproduces one UIKit declaration: one row of
/// `docs/uikit-status.tsv` (`path<TAB>status<TAB>note`). A declaration with no row is
/// exact.
public enum FidelityStatus: Hashable, Sendable {
  /// It behaves as UIKit's.
  case exact
  /// It behaves as UIKit's only roughly; the note says how.
  case approximated(String)
  /// It compiles and does nothing, because a headless host cannot model it (pixels,
  /// touches, text); the note says why, and using it is reported at run time.
  case noOp(String)
  /// UIKit has no such declaration: transhost adds it (the note says what for).
  case transhostOnly(String)
  /// Exact, and UIKit declares it on another type that `source` names (a protocol the
  /// type adopts in UIKit, a superclass, or a standard-library protocol such as
  /// `RawRepresentable`); `note` says more.
  case inherited(source: String, note: String)

  /// The word the status file and the table use.
  public var word: String {
    switch self {
    case .exact: "exact"
    case .approximated: "approximated"
    case .noOp: "no-op"
    case .transhostOnly: "transhost-only"
    case .inherited: "inherited"
    }
  }

  /// The note, or "" for an exact declaration.
  public var note: String {
    switch self {
    case .exact: ""
    case .approximated(let note), .noOp(let note), .transhostOnly(let note): note
    case .inherited(let source, let note):
      note.isEmpty ? "from \(source)" : "from \(source): \(note)"
    }
  }

  /// The words a status file may use.
  public static let words = ["exact", "approximated", "no-op", "transhost-only", "inherited"]

  /// Reads `docs/uikit-status.tsv`: a status per path, in file order. `file` names it in
  /// errors, with the line.
  public static func table(
    text: String, file: String
  ) throws -> [(path: String, status: FidelityStatus, line: Int)] {
    var rows: [(path: String, status: FidelityStatus, line: Int)] = []
    var seen: Set<String> = []
    for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    where !raw.isEmpty && !raw.hasPrefix("#") {
      let line = index + 1
      let fields = raw.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard fields.count == 3, !fields[0].isEmpty else {
        throw CompatibilityProblem.badStatusLine(file: file, line: line, text: String(raw))
      }
      let (path, word, note) = (fields[0], fields[1], fields[2])
      guard seen.insert(path).inserted else {
        throw CompatibilityProblem.repeatedStatus(file: file, line: line, path: path)
      }
      let status: FidelityStatus
      switch word {
      case "exact": status = .exact
      case "approximated": status = .approximated(note)
      case "no-op": status = .noOp(note)
      case "transhost-only": status = .transhostOnly(note)
      case "inherited":
        let source = note.split(separator: ":", maxSplits: 1).first.map(String.init) ?? ""
        let rest = note.split(separator: ":", maxSplits: 1).dropFirst().first.map(String.init) ?? ""
        status = .inherited(source: source.trimmingSpaces, note: rest.trimmingSpaces)
      default:
        throw CompatibilityProblem.unknownStatus(file: file, line: line, word: word)
      }
      if word != "exact", status.note.isEmpty {
        throw CompatibilityProblem.missingNote(file: file, line: line, path: path, word: word)
      }
      rows.append((path, status, line))
    }
    return rows
  }
}

extension String {
  var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
