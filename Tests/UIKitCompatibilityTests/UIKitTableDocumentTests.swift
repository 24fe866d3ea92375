import Foundation
import Testing
import TranshostTestSupport
import UIKitCompatibility

/// docs/UIKIT.md is generated from TransitionKit as built, the SDK manifest and the
/// status file, and the three agree.
@Suite struct UIKitTableDocumentTests {
  static func table() throws -> CompatibilityTable {
    try SymbolGraphExtraction.table(
      root: TestPaths.packageRoot, products: TestPaths.products,
      scratch: FileManager.default.temporaryDirectory)
  }

  @Test(
    "every UIKit, QuartzCore and Core Graphics declaration of TransitionKit is the SDK's or marked")
  func agreesWithTheSDK() throws {
    let table = try Self.table()
    #expect(
      table.problems.isEmpty,
      "\(table.problems.map(\.description).joined(separator: "\n"))")
    #expect(table.rows.contains { $0.symbol.name == "UIView.frame" && $0.status == .exact })
  }

  @Test("docs/UIKIT.md is what `swift run transhost-uikit-table` writes")
  func documentIsCurrent() throws {
    let committed = try String(
      contentsOf: TestPaths.packageRoot.appendingPathComponent("docs/UIKIT.md"), encoding: .utf8)
    let generated = try Self.table().markdown()
    let firstDifference = zip(committed.split(separator: "\n"), generated.split(separator: "\n"))
      .first { $0 != $1 }
    let isCurrent = committed == generated
    #expect(
      isCurrent,
      "docs/UIKIT.md is out of date; run `\(CompatibilityTable.regenerationCommand)` (first difference: \(firstDifference.map { "'\($0.0)' is now '\($0.1)'" } ?? "the length"))"
    )
  }
}
