import PluginHost
import Testing
import TransitionEngine

@testable import TransitionScript

/// `dismiss NAME` on a controller lower in a presentation stack dismisses everything
/// above it, as UIKit does: one transition, the top controller's, with the animator
/// chosen for it.
@Suite struct ScriptRunnerStackDismissalTests {
  static let stack = [
    "controller home",
    "controller middle",
    "controller top",
    "root home",
    "present middle from home style fullScreen",
    "present top from middle style overFullScreen",
  ]

  /// The report of the stack followed by `lines`.
  static func run(_ lines: [String]) throws -> RunReport {
    try #require(
      ScriptTesting.run(ScriptTesting.text(stack + lines), registry: ScriptTesting.emptyRegistry()))
  }

  @Test(
    "dismiss on the bottom of a stack runs the top's dismissal to it and leaves nothing presented")
  func fromBottom() throws {
    let report = try Self.run([
      "dismiss home with system",
      "expect home presents nothing after transition",
      "expect middle not in window after transition",
      "expect top not in window after transition",
      "expect home visible after transition",
    ])
    let account = report.lines.drop { $0 != "transition 3: dismiss top to home (overFullScreen)" }
    #expect(
      Array(account.prefix(2)) == [
        "transition 3: dismiss top to home (overFullScreen)",
        "  animator: system.coverVertical (explicit choice for 'top': system animator)",
      ])
    let callbacks: String = [
      "presentation.dismissalTransitionWillBegin x2",
      "top.viewWillDisappear", "middle.viewWillDisappear", "home.viewWillAppear",
      "animator.transitionDuration", "animator.animateTransition", "context.completeTransition",
      "presentation.dismissalTransitionDidEnd x2",
      "top.viewDidDisappear", "middle.viewDidDisappear", "home.viewDidAppear",
      "animator.animationEnded",
    ].joined(separator: ", ")
    #expect(account.contains("  callbacks: " + callbacks))
    #expect(account.contains("  window: home"))
    #expect(report.recordings.count == 3)
    #expect(report.lines.last == "ok: 4 expectations held")
  }

  @Test("dismiss on the presenter of the top one dismisses only the top one")
  func fromMiddle() throws {
    let report = try Self.run([
      "dismiss middle",
      "expect middle presents nothing after transition",
      "expect home presents middle after transition",
      "expect top not in window after transition",
    ])
    #expect(report.lines.contains("transition 3: dismiss top to middle (overFullScreen)"))
    #expect(report.lines.last == "ok: 3 expectations held")
  }
}
