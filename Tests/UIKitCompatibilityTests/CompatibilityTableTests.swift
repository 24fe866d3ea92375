import Testing
import UIKitCompatibility

/// The checks that keep docs/UIKIT.md honest, on small manifests and status files.
@Suite struct CompatibilityTableTests {
  static let manifest = """
    # module\tpath\tkind
    UIKit\tUIView\tClass
    UIKit\tUIView.frame\tInstance Property
    UIKit\tUIView.alpha\tInstance Property
    UIKit\tUIViewAnimating\tProtocol
    UIKit\tUIViewPropertyAnimator\tClass
    UIKit\tUIViewAnimating.state\tInstance Property
    UIKit\tUIColor\tClass
    UIKit\tUIColor.red\tType Property
    ObjectiveC\tNSObject.==(_:_:)\tOperator
    """

  static let view = APISymbol(path: ["UIView"], kind: .class)

  static func table(_ symbols: [APISymbol], status: String = "") throws -> CompatibilityTable {
    try CompatibilityTable(
      symbols: symbols, manifest: SDKManifest(text: manifest, file: "manifest.tsv"),
      statuses: FidelityStatus.table(text: status, file: "status.tsv"), statusFile: "status.tsv")
  }

  @Test("a misspelt member fails, naming it and UIKit's spelling")
  func misspelling() throws {
    let table = try Self.table([Self.view, APISymbol(path: ["UIView", "fram"], kind: .property)])
    #expect(table.problems == [.notInSDK(path: "UIView.fram", suggestion: "UIView.frame")])
    #expect(
      table.problems.map(\.description) == [
        "'UIView.fram' is not declared by the iOS SDK (docs/uikit-sdk-manifest.tsv) (did you mean 'UIView.frame'?); fix its spelling to UIKit's, or mark it in docs/uikit-status.tsv as transhost-only (UIKit has no such declaration) or inherited (UIKit declares it on another type)"
      ])
  }

  @Test("a member with no status row is exact")
  func defaultExact() throws {
    let table = try Self.table([Self.view, APISymbol(path: ["UIView", "alpha"], kind: .property)])
    #expect(table.problems.isEmpty)
    #expect(table.rows.map(\.status) == [.exact, .exact])
  }

  @Test("transhost-only excuses a name UIKit lacks, and fails on one UIKit has")
  func transhostOnly() throws {
    let ok = try Self.table(
      [Self.view, APISymbol(path: ["UIView", "viewNamed(_:)"], kind: .method)],
      status: "UIView.viewNamed(_:)\ttranshost-only\tfinds a view by name")
    #expect(ok.problems.isEmpty)
    #expect(ok.rows.last?.status == .transhostOnly("finds a view by name"))
    let wrong = try Self.table(
      [Self.view, APISymbol(path: ["UIView", "frame"], kind: .property)],
      status: "# header\nUIView.frame\ttranshost-only\tnot really")
    #expect(
      wrong.problems.map(\.description) == [
        "status.tsv:2: 'UIView.frame' is marked transhost-only but the iOS SDK declares it; give it the status exact, approximated or no-op"
      ])
  }

  @Test("inherited is checked against the type it names")
  func inherited() throws {
    let animator = APISymbol(path: ["UIViewPropertyAnimator"], kind: .class)
    let ok = try Self.table(
      [animator, APISymbol(path: ["UIViewPropertyAnimator", "state"], kind: .property)],
      status: "UIViewPropertyAnimator.state\tinherited\tUIViewAnimating")
    #expect(ok.problems.isEmpty)
    #expect(ok.rows.last?.declaredOn == "UIViewAnimating")
    let wrong = try Self.table(
      [animator, APISymbol(path: ["UIViewPropertyAnimator", "state"], kind: .property)],
      status: "UIViewPropertyAnimator.state\tinherited\tUIView")
    #expect(
      wrong.problems == [
        .inheritedNotInSource(
          path: "UIViewPropertyAnimator.state", source: "UIView", file: "status.tsv", line: 1)
      ])
  }

  @Test("a member UIKit declares on a supertype of the type, or on NSObject, needs no row")
  func supertypes() throws {
    let animator = APISymbol(
      path: ["UIViewPropertyAnimator"], kind: .class, supertypes: ["UIViewAnimating"])
    let table = try Self.table([
      animator, APISymbol(path: ["UIViewPropertyAnimator", "state"], kind: .property),
      Self.view, APISymbol(path: ["UIView", "==(_:_:)"], kind: .operator),
    ])
    #expect(table.problems.isEmpty)
    #expect(table.rows.compactMap(\.declaredOn) == ["UIViewAnimating", "NSObject"])
  }

  @Test("an instance member where UIKit has a type member fails unless marked")
  func kindMismatch() throws {
    let color = APISymbol(path: ["UIColor"], kind: .class)
    let red = APISymbol(path: ["UIColor", "red"], kind: .property)
    #expect(
      try Self.table([color, red]).problems == [
        .kindMismatch(path: "UIColor.red", kind: "property", sdkKinds: ["Type Property"])
      ])
    #expect(
      try Self.table([color, red], status: "UIColor.red\ttranshost-only\tthe red component")
        .problems.isEmpty)
  }

  @Test("a status row for a declaration TransitionKit lacks fails, naming the line")
  func staleRow() throws {
    let table = try Self.table([Self.view], status: "UIView.alpha\tapproximated\troughly")
    #expect(
      table.problems.map(\.description) == [
        "status.tsv:1: 'UIView.alpha' has a status but TransitionKit declares no such thing; remove the row or fix its path"
      ])
  }

  @Test(
    "a bad status file fails with its line",
    arguments: [
      (
        "UIView.frame\tmaybe\tx",
        "status.tsv:1: unknown status 'maybe'; use one of exact, approximated, no-op, transhost-only, inherited"
      ),
      (
        "UIView.frame\tno-op\t",
        "status.tsv:1: 'UIView.frame' is no-op with no note; say how (approximated), why (no-op), what for (transhost-only) or from which type (inherited)"
      ),
      (
        "UIView.frame exact",
        "status.tsv:1: 'UIView.frame exact' is not 'path<TAB>status<TAB>note'; write the three fields separated by tabs"
      ),
      (
        "UIView.frame\texact\t\nUIView.frame\texact\t",
        "status.tsv:2: 'UIView.frame' already has a status; keep one row for it"
      ),
    ])
  func badStatusFile(text: String, message: String) {
    #expect(throws: CompatibilityProblem.self) {
      try FidelityStatus.table(text: text, file: "status.tsv")
    }
    do {
      _ = try FidelityStatus.table(text: text, file: "status.tsv")
    } catch {
      #expect("\(error)" == message)
    }
  }

  @Test("transhost's own plugin API is not listed")
  func ownAPI() throws {
    let table = try Self.table([
      Self.view, APISymbol(path: ["AnimatorDefinition"], kind: .struct),
      APISymbol(path: ["AnimatorDefinition", "id"], kind: .property),
    ])
    #expect(table.rows.map(\.symbol.name) == ["UIView"])
    #expect(table.problems.isEmpty)
  }
}

extension CompatibilityTableTests {
  @Test("a member UIKit declares further up the SDK's hierarchy needs no row")
  func sdkHierarchy() throws {
    let manifest = """
      QuartzCore\tCAAnimation\tClass
      QuartzCore\tCAMediaTiming\tProtocol
      QuartzCore\tCAMediaTiming.duration\tInstance Property
      QuartzCore\tCAPropertyAnimation\tClass
      QuartzCore\tCAPropertyAnimation\tSupertype:CAAnimation
      QuartzCore\tCAAnimation\tSupertype:CAMediaTiming
      QuartzCore\tCABasicAnimation\tClass
      QuartzCore\tCABasicAnimation\tSupertype:CAPropertyAnimation
      """
    let table = try CompatibilityTable(
      symbols: [
        APISymbol(path: ["CABasicAnimation"], kind: .class),
        APISymbol(path: ["CABasicAnimation", "duration"], kind: .property),
      ],
      manifest: SDKManifest(text: manifest, file: "manifest.tsv"), statuses: [],
      statusFile: "status.tsv")
    #expect(table.problems.isEmpty)
    #expect(table.rows.last?.declaredOn == "CAMediaTiming")
    #expect(table.rows.last?.module == "QuartzCore")
  }
}
