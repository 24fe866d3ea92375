import Foundation

extension CompatibilityTable {
  /// The command that writes `docs/UIKIT.md`, printed wherever the file is out of date.
  public static let regenerationCommand = "swift run transhost-uikit-table"

  /// `docs/UIKIT.md`: a section per SDK module, a table per type, every declaration with
  /// its fidelity, and first the no-ops, which are reported when used.
  public func markdown() -> String {
    var out: [String] = []
    let members = rows.filter { !$0.symbol.kind.isType }
    func count(_ word: String) -> Int { members.filter { $0.status.word == word }.count }
    out += [
      "# UIKit, QuartzCore and Core Graphics in TransitionKit",
      "",
      "<!-- Generated: do not edit. Regenerate with `\(Self.regenerationCommand)`. -->",
      "",
      "Every UIKit, QuartzCore and Core Graphics type and member TransitionKit declares, and how",
      "faithfully it behaves. Generated from the compiler's symbol graph of TransitionKit,",
      "checked against the iOS SDK's declarations (`docs/uikit-sdk-manifest.tsv`), with the",
      "fidelity of each from `docs/uikit-status.tsv`; `UIKitCompatibilityTests` fails when this",
      "file, the sources, the manifest or the status file disagree.",
      "",
      "- **exact**: behaves as UIKit's (the default: a declaration with no status row).",
      "- **approximated**: behaves roughly as UIKit's; the note says how.",
      "- **no-op**: compiles and does nothing a headless host can model (pixels, touches,",
      "  text); the note says why, and using it is reported at run time.",
      "- **transhost-only**: UIKit has no such declaration; transhost adds it.",
      "- **inherited**: exact, and UIKit declares it on the type named (a protocol the type",
      "  adopts, a superclass, or a standard-library protocol).",
      "",
      "After adding API to TransitionKit, regenerate this file:",
      "",
      "```sh",
      Self.regenerationCommand,
      "```",
      "",
      "A declaration the SDK does not have fails that command and the test, naming the",
      "declaration: fix its spelling to UIKit's, or give it a row in `docs/uikit-status.tsv`",
      "(`path<TAB>status<TAB>note`). The manifest is regenerated only when the SDK moves on:",
      "`scripts/uikit-sdk-manifest.py DOCS > docs/uikit-sdk-manifest.tsv`, DOCS being a",
      "checkout of the public theAppLaunchers/apple-docs-for-rag collection (UIKit at",
      "df89f1451e3da24868b8489602d1bf72f179d7f7, the rest at",
      "61312ac5fd829bfbe6c60a6fc3fcd8962f69cef7); it keeps names and kinds only.",
      "",
      "\(rows.filter(\.symbol.kind.isType).count) types and \(members.count) members: "
        + "\(count("exact")) exact, \(count("inherited")) inherited, "
        + "\(count("approximated")) approximated, \(count("no-op")) no-op, "
        + "\(count("transhost-only")) transhost-only.",
      "",
      "## Reported when used",
      "",
    ]
    let noOps = rows.filter { $0.status.word == "no-op" }
    if noOps.isEmpty {
      out.append("Nothing TransitionKit declares is a no-op today.")
    } else {
      out += ["| Declaration | Why |", "|---|---|"]
      out += noOps.map { "| `\($0.symbol.name)` | \(Self.cell($0.status.note)) |" }
    }
    for module in ["UIKit", "QuartzCore", "CoreGraphics"] {
      let inModule = rows.filter { $0.module == module }
      guard !inModule.isEmpty else { continue }
      out += ["", "## \(module)"]
      let owners = Set(
        inModule.filter { !$0.symbol.kind.isType }.map {
          $0.symbol.path.dropLast().joined(separator: ".")
        })
      // A type TransitionKit only extends (Foundation's CGRect) has members and no row.
      let sections = Set(inModule.filter(\.symbol.kind.isType).map(\.symbol.name)).union(owners)
        .sorted()
      for section in sections {
        let own = inModule.first { $0.symbol.name == section && $0.symbol.kind.isType }
        let title =
          section.isEmpty
          ? "Functions and globals"
          : "`\(section)` (\(own?.symbol.kind.label ?? "declared by Foundation, extended"))"
        out += [
          "", "### \(title)", "", "| Declaration | Kind | Fidelity | Notes |", "|---|---|---|---|",
        ]
        if let own { out.append(Self.line(own, name: section)) }
        for row in inModule
        where !row.symbol.kind.isType
          && row.symbol.path.dropLast().joined(separator: ".") == section
        {
          out.append(Self.line(row, name: row.symbol.path.last ?? ""))
        }
      }
    }
    return out.joined(separator: "\n") + "\n"
  }

  static func line(_ row: Row, name: String) -> String {
    var note = row.status.note
    if let declaredOn = row.declaredOn, case .exact = row.status {
      note = "declared on \(declaredOn)"
    }
    return "| `\(name)` | \(row.symbol.kind.label) | \(row.status.word) | \(cell(note)) |"
  }

  static func cell(_ text: String) -> String { text.replacingOccurrences(of: "|", with: "\\|") }
}
