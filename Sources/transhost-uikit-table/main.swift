import Foundation
import UIKitCompatibility

// Writes docs/UIKIT.md from TransitionKit's symbol graph, the SDK manifest and the status
// file; run from the package root as `swift run transhost-uikit-table` (which builds
// TransitionKit first: this target depends on it for that reason). With `--check` it
// writes nothing and exits 1 when the file is out of date. Exits 1, listing them, on any
// declaration that disagrees with the SDK.
let check = CommandLine.arguments.dropFirst().contains("--check")
let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
let products = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
  .deletingLastPathComponent()
let document = root.appendingPathComponent("docs/UIKIT.md")
do {
  let table = try SymbolGraphExtraction.table(
    root: root, products: products, scratch: FileManager.default.temporaryDirectory)
  guard table.problems.isEmpty else {
    for problem in table.problems {
      FileHandle.standardError.write(Data("error: \(problem)\n".utf8))
    }
    exit(1)
  }
  let text = table.markdown()
  if check {
    let current = try? String(contentsOf: document, encoding: .utf8)
    guard current == text else {
      FileHandle.standardError.write(
        Data("error: docs/UIKIT.md is out of date; run `swift run transhost-uikit-table`\n".utf8))
      exit(1)
    }
  } else {
    try Data(text.utf8).write(to: document)
    print("wrote docs/UIKIT.md: \(table.rows.count) declarations")
  }
} catch {
  FileHandle.standardError.write(Data("error: \(error)\n".utf8))
  exit(1)
}
