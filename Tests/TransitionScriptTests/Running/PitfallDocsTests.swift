import Foundation
import Testing
import TranshostTestSupport
import TransitionEngine

/// The catalogue and `docs/pitfalls/` agree: a page for every id, an id for every page,
/// each page with its sections, the index linking every page, the README linking the index.
@Suite struct PitfallDocsTests {
  static let directory = TestPaths.packageRoot.appendingPathComponent("docs/pitfalls")

  @Test("every catalogued id has a page, and every page is a catalogued id")
  func pagesMatchCatalogue() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.directory.path)
    let pages = Set(files.filter { $0 != "README.md" && $0.hasSuffix(".md") })
    let ids = Set(Pitfall.allCases.map { ($0.docsPath as NSString).lastPathComponent })
    #expect(pages == ids)
  }

  @Test(
    "each page names its id, has the five sections and shows Swift", arguments: Pitfall.allCases)
  func pageSections(_ pitfall: Pitfall) throws {
    let text = try String(
      contentsOf: TestPaths.packageRoot.appendingPathComponent(pitfall.docsPath), encoding: .utf8)
    #expect(text.hasPrefix("# \(pitfall.id): "))
    for section in [
      "## Symptom", "## Cause", "## How transhost detects it", "## Fix", "## UIKit reference",
    ] {
      #expect(text.contains("\n\(section)\n"), "\(pitfall.id) lacks \(section)")
    }
    #expect(text.contains("```swift\n"))
  }

  @Test("the index links every page, and the README links the index")
  func links() throws {
    let index = try String(
      contentsOf: Self.directory.appendingPathComponent("README.md"), encoding: .utf8)
    for pitfall in Pitfall.allCases {
      #expect(index.contains("[\(pitfall.id)](\(pitfall.id).md)"))
    }
    let readme = try String(
      contentsOf: TestPaths.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(readme.contains("(docs/pitfalls/README.md)"))
  }
}
