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

/// What `validate` does with a plugin's delegates: a suite per delegate after the
/// animators, run through the resolver as in a run, with the presentation controller it
/// gives checked (its calls, its views, its frame).
@Suite struct ObjectOnlyValidateTests {
  /// The fixture sheet (objects_sheet.c) built with `defines` into a new directory.
  static func sheet(_ defines: [String] = []) throws -> String {
    try FixtureCompiler.compile(
      "objects_sheet", into: try TestDirectory.make("validate-sheet"), output: "libsheet.so",
      defines: defines
    ).path
  }

  static let summary21 =
    "\n0 animators, 1 delegate, 21 tests: 21 passed, 0 failed, 0 crashed, 0 timed out, "
    + "0 skipped, 0 warnings\n"

  @Test(
    "the bundled sheets (C and Swift) pass validate as transitioning delegates",
    arguments: [
      ("libCSheetDelegate.so", "org.transhost.c-sheet"),
      ("libBottomSheetPlugin.so", "org.transhost.bottom-sheet"),
    ])
  func bundledSheets(file: String, id: String) throws {
    let path = TestPaths.products.appendingPathComponent(file).path
    let result = try ValidateCommandTests.transhost(["validate", path])
    #expect(result.status == 0, "\(result.stdout)")
    #expect(result.stdout.contains("serves \(id) (transitioning delegate)\n"), "\(result.stdout)")
    #expect(result.stdout.contains("\n\(id) (transitioning delegate, \(path))\n"))
    #expect(
      result.stdout.contains(
        "  passed     custom/dismiss/interactive-cancel-0.5: dismiss driven to 0.5 and cancelled: "
          + "every view restored, completeTransition once each, the same trace twice; the "
          + "presentation controller: will-begin/did-end once each and in order, its views "
          + "gone after, its frame honoured\n"), "\(result.stdout)")
    #expect(result.stdout.hasSuffix(Self.summary21), "\(result.stdout)")
  }

  @Test("validate takes a delegate's short name and reports it as an object with its kind")
  func byName() throws {
    let result = try ValidateCommandTests.transhost(["validate", "c-sheet", "--json"])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    let lines = try ValidateCommandTests.jsonLines(result.stdout)
    let tests = lines.filter { $0["test"] != nil }
    #expect(tests.count == 21)
    #expect(tests.dropFirst().allSatisfy { $0["object"] as? String == "org.transhost.c-sheet" })
    #expect(tests.dropFirst().allSatisfy { $0["kind"] as? String == "transitioning delegate" })
    #expect(tests.allSatisfy { $0["animator"] == nil || $0["test"] as? String == "load" })
    let summary = try #require(lines.last?["summary"] as? [String: Any])
    #expect(summary["animators"] as? Int == 0)
    #expect(summary["delegates"] as? Int == 1)
    #expect(summary["passed"] as? Int == 21)
  }

  @Test(
    "a presentation controller that leaves its dimming view, or whose frame its animator ignores, fails with the test and the reason",
    arguments: [
      (
        "SHEET_KEEP_DIMMING",
        [
          "  failed     custom/present-dismiss/animated: the presentation controller left "
            + "'dimming#10' in the container after dismiss detail to home (custom); remove the "
            + "views it added in dismissalTransitionDidEnd(true)\n",
          "  failed     custom/present/interactive-cancel-0.5: the presentation controller left "
            + "'dimming#10' in the container after cancelling present detail from home "
            + "(custom); remove the views it added in presentationTransitionDidEnd(false)\n",
        ],
        "22 passed, 14 failed"
      ),
      (
        "SHEET_IGNORE_FRAME",
        [
          "  failed     custom/present-dismiss/animated: 'detail.view#4' has frame "
            + "(0, 0, 390, 844) after present detail from home (custom), not the presentation "
            + "controller's frameOfPresentedViewInContainerView (0, 422, 390, 422); animate it "
            + "to transitionContext.finalFrame(for:) of the presented controller\n"
        ],
        "25 passed, 11 failed"
      ),
    ])
  func brokenPresentationController(define: String, failures: [String], counts: String) throws {
    let library = try Self.sheet([define])
    let result = try ValidateCommandTests.transhost(["validate", library])
    #expect(result.status == 1)
    #expect(result.stdout.contains("\norg.fixture.sheet (transitioning delegate, \(library))\n"))
    for failure in failures {
      #expect(result.stdout.contains(failure), "\(result.stdout)")
    }
    #expect(
      result.stdout.hasSuffix(
        "\n1 animator, 1 delegate, 36 tests: \(counts), 0 crashed, 0 timed out, "
          + "0 skipped, 0 warnings\n"), "\(result.stdout)")
  }

  @Test("the unbroken fixture sheet passes: the failures above come from the defines")
  func fixtureSheet() throws {
    let library = try Self.sheet()
    let result = try ValidateCommandTests.transhost(["validate", library])
    #expect(result.status == 0, "\(result.stdout)")
  }

  @Test("registered navigation and tab bar delegates get the navigation and tab flows")
  func containerDelegates() throws {
    let library = try Self.sheet(["SHEET_REGISTER_CONTAINER_DELEGATES"])
    let result = try ValidateCommandTests.transhost(["validate", library])
    #expect(result.status == 0, "\(result.stdout)")
    #expect(result.stdout.contains("\norg.fixture.nav (navigation delegate, \(library))\n"))
    #expect(result.stdout.contains("  passed     navigation/pop/interactive-cancel-0.75: "))
    #expect(result.stdout.contains("\norg.fixture.tabs (tab bar delegate, \(library))\n"))
    #expect(result.stdout.contains("  passed     tab/select/interactive-finish-0.5: "))
    #expect(
      result.stdout.hasSuffix(
        "\n1 animator, 3 delegates, 69 tests: 68 passed, 0 failed, 0 crashed, 0 timed out, "
          + "1 skipped, 0 warnings\n"), "\(result.stdout)")
  }

  @Test("a delegate test whose process crashed is reported as the delegate's, with its kind")
  func crashedDelegateTest() throws {
    let library = try Self.sheet(["SHEET_CRASH_IN_WILL_BEGIN"])
    let result = try ValidateCommandTests.transhost(["validate", "--json", library])
    #expect(result.status == 1)
    let crashed = try ValidateCommandTests.jsonLines(result.stdout).filter {
      $0["status"] as? String == "crashed"
    }
    #expect(crashed.count == 14)
    let first = try #require(crashed.first)
    #expect(first["object"] as? String == "org.fixture.sheet")
    #expect(first["kind"] as? String == "transitioning delegate")
    #expect(first["animator"] == nil)
    #expect(first["test"] as? String == "custom/present-dismiss/animated")
    #expect(
      first["message"] as? String
        == "the process crashed with SIGSEGV (segmentation fault) during this test")
  }

  @Test("a view controller is named as not validated by itself")
  func viewController() throws {
    let result = try ValidateCommandTests.transhost(["validate", "zoom-detail"])
    #expect(result.status == 66)
    #expect(
      result.stderr
        == "error: 'zoom-detail' is the view controller 'org.transhost.zoom-detail'; view "
        + "controllers are not validated by themselves: validate the delegates and animators "
        + "it uses\n")
  }

  @Test("a plugin file that serves only a view controller fails its load test, saying why")
  func controllerOnlyFile() throws {
    let path = TestPaths.products.appendingPathComponent("libZoomDetailPlugin.so").path
    let result = try ValidateCommandTests.transhost(["validate", path])
    #expect(result.status == 1)
    #expect(
      result.stdout.contains(
        "  failed     load: '\(path)' serves no animators or delegates, only the view "
          + "controller 'org.transhost.zoom-detail'; view controllers are not validated by "
          + "themselves: validate the delegates and animators they use (see "
          + "Examples/zoom-detail.transhost)\n"), "\(result.stdout)")
  }
}
