import Foundation
import Testing
import TranshostTestSupport

/// The examples of issue 12's objects run end to end through `transhost run`, with the
/// bundled plugins: the chain's links named in the account, and the presentation
/// controller's dimming view checked by the scripts themselves.
@Suite struct PluginObjectExampleTests {
  static func run(_ script: String) throws -> String {
    let path = RunCommandTests.examples.appendingPathComponent(script).path
    let result = try CLITests.transhost(["run", path])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    return result.stdout
  }

  @Test(
    "a controller that is its own delegate gives its present and its dismissal different animators, named as its delegate's"
  )
  func ownDelegate() throws {
    let out = try Self.run("zoom-detail.transhost")
    #expect(
      out.components(
        separatedBy: "animator: org.transhost.zoom-detail (transitioning delegate of 'detail')"
      )
      .count == 3, "\(out)")
    #expect(out.contains("transition 1 completed at 0.4 s (started 0 s, duration 0.4 s)"))
    #expect(out.contains("transition 2 completed at 0.65 s (started 0.4 s, duration 0.25 s)"))
  }

  @Test(
    "a delegate a mapping chose serves the presentation, its dismissal and a cancelled interactive presentation"
  )
  func mappedDelegate() throws {
    let out = try Self.run("c-sheet.transhost")
    #expect(
      out.components(
        separatedBy:
          "animator: org.transhost.c-sheet(duration: 0.35, dimming: 0.4) (mapped by "
      )
      .count == 4, "\(out)")
    #expect(
      out.contains(
        "presentation.presentationTransitionDidEnd, sheet.cancelBeginAppearanceTransition"))
    #expect(out.contains("ok: 18 expectations held"))
  }

  @Test("the Swift bottom sheet's dimming view fades alongside and leaves with the sheet")
  func swiftSheet() throws {
    let out = try Self.run("bottom-sheet.transhost")
    #expect(out.contains("line 14: ok: expect window.dimming alpha 0.685"))
    #expect(out.contains("ok: 10 expectations held"))
  }
}

/// What `validate` says of a plugin that registers objects only.
@Suite struct ObjectOnlyValidateTests {
  @Test("validate names the objects of an object-only plugin and says it does not check them yet")
  func objectOnly() throws {
    let sheet = TestPaths.products.appendingPathComponent("libCSheetDelegate.so").path
    let result = try ValidateCommandTests.transhost(["validate", sheet])
    #expect(result.status == 1)
    #expect(
      result.stdout.contains(
        "  failed     load: '\(sheet)' serves no animators, only the transitioning delegate "
          + "'org.transhost.c-sheet'; validate checks animators only so far, so these are not "
          + "validated: run them from a script (see Examples/c-sheet.transhost)\n"),
      "\(result.stdout)")
  }
}
