import Foundation
import Testing
import TranshostTestSupport

/// The corpus (Tests/Corpus): app transition files written as public iOS code is, built
/// unchanged through the `UIKit` module into libTransitionCorpus.so, then run: `validate`
/// presents, dismisses, drags, finishes and cancels every animator and delegate, and the
/// scripts in Tests/Corpus/Scripts drive the view controllers and the interactions.
@Suite struct CorpusTests {
  static let library = TestPaths.products.appendingPathComponent("libTransitionCorpus.so").path
  static let scripts = TestPaths.packageRoot.appendingPathComponent("Tests/Corpus/Scripts")

  /// Every animator and delegate the corpus registers (CorpusPlugin.swift).
  static let validated = [
    "dev.corpus.slide-in", "dev.corpus.pop-scale", "dev.corpus.drop-in-alert",
    "dev.corpus.curtain", "dev.corpus.parallax-push", "dev.corpus.fade-delegate",
    "dev.corpus.half-sheet", "dev.corpus.centered-card", "dev.corpus.side-menu",
    "dev.corpus.swipe-down", "dev.corpus.parallax-navigation", "dev.corpus.flip-navigation",
    "dev.corpus.zoom-fade-navigation", "dev.corpus.sliding-tabs", "dev.corpus.shake-away",
    "dev.corpus.slide-over", "dev.corpus.snapshot-zoom", "dev.corpus.cover-full-screen",
    "dev.corpus.fling-dismiss", "dev.corpus.cover-navigation", "dev.corpus.grabbable-dismiss",
    "dev.corpus.form-sheet", "dev.corpus.crossfade-navigation", "dev.corpus.bounce-tabs",
    "dev.corpus.interruptible-slide", "dev.corpus.auto-layout-sheet", "dev.corpus.staggered-tabs",
    "dev.corpus.flip-card", "dev.corpus.cross-fade-tabs", "dev.corpus.dimming-view",
    "dev.corpus.photo-zoom", "dev.corpus.bounce-pop", "dev.corpus.cube", "dev.corpus.snapshot-flip",
    "dev.corpus.blurred-backdrop", "dev.corpus.shadow-spring-card", "dev.corpus.floating-card",
  ]

  @Test("every corpus animator and delegate passes validate, interactive cases included")
  func validate() throws {
    let result = try CLITests.transhost(["validate", Self.library])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(
      result.stdout.hasSuffix(
        "\n14 animators, 23 delegates, 779 tests: 693 passed, 0 failed, 0 crashed, 0 timed out, "
          + "27 skipped, 59 warnings\n"), "\(result.stdout)")
    for id in Self.validated {
      #expect(result.stdout.contains("\n\(id) ("), "\(id) was not validated")
    }
  }

  @Test(
    "the corpus scripts hold: view controllers that own their transitions, and drags",
    arguments: [
      ("view-controllers.transhost", 24), ("interactive.transhost", 29), ("gestures.transhost", 11),
    ])
  func script(file: String, expectations: Int) throws {
    let path = Self.scripts.appendingPathComponent(file).path
    let result = try CLITests.transhost(["run", path])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.hasSuffix("ok: \(expectations) expectations held\n"), "\(result.stdout)")
  }

  @Test(
    "a delegate's interaction controller that does not want an interactive start lets the transition run, and the account does not say it waits"
  )
  func noInteractiveStart() throws {
    let path = Self.scripts.appendingPathComponent("view-controllers.transhost").path
    let result = try CLITests.transhost(["run", path])
    #expect(result.status == 0, "\(result.stdout)")
    #expect(!result.stdout.contains("waits for its interaction controller"), "\(result.stdout)")
    #expect(result.stdout.contains("transition 4 completed at 1.4 s (started 1 s, duration 0.4 s"))
  }
}
