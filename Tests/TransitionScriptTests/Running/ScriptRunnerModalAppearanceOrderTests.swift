import PluginHost
import Testing
import TransitionEngine

@testable import TransitionScript

/// The order UIKit sends a modal transition's callbacks in (the decompiled order of
/// `UIPresentationController`): `presentationTransitionWillBegin` (or
/// `dismissalTransitionWillBegin`) first, then the disappearing controller's
/// `viewWillDisappear` before the appearing one's `viewWillAppear`, for every style that
/// takes the presenter's view away and back.
@Suite struct ScriptRunnerModalAppearanceOrderTests {
  /// The `callbacks:` lines of presenting `card` from `home` in `style` and dismissing it.
  static func callbacks(_ style: String) throws -> [String] {
    let script = ScriptTesting.text([
      "controller home", "controller card", "root home",
      "present card from home style \(style) with system", "dismiss card with system",
    ])
    let report = try #require(ScriptTesting.run(script, registry: ScriptTesting.emptyRegistry()))
    return report.lines.filter { $0.hasPrefix("  callbacks: ") }.map {
      String($0.dropFirst("  callbacks: ".count))
    }
  }

  /// The callbacks up to the animator's first.
  static func beginning(_ line: String) -> [String] {
    Array(line.components(separatedBy: ", ").prefix { !$0.hasPrefix("animator.") })
  }

  @Test(
    "a presentation and its dismissal: will-begin, then will-disappear before will-appear",
    arguments: ["fullScreen", "currentContext"])
  func removingPresenter(style: String) throws {
    let lines = try Self.callbacks(style)
    #expect(lines.count == 2)
    #expect(
      Self.beginning(lines[0]) == [
        "presentation.presentationTransitionWillBegin", "home.viewWillDisappear",
        "card.viewWillAppear",
      ])
    #expect(
      Self.beginning(lines[1]) == [
        "presentation.dismissalTransitionWillBegin", "card.viewWillDisappear",
        "home.viewWillAppear",
      ])
  }

  @Test(
    "a style that keeps the presenter's view: will-begin, then only the presented controller",
    arguments: ["overFullScreen", "custom", "pageSheet"])
  func keepingPresenter(style: String) throws {
    let lines = try Self.callbacks(style)
    #expect(lines.count == 2)
    #expect(
      Self.beginning(lines[0]) == [
        "presentation.presentationTransitionWillBegin", "card.viewWillAppear",
      ])
    #expect(
      Self.beginning(lines[1]) == [
        "presentation.dismissalTransitionWillBegin", "card.viewWillDisappear",
      ])
  }
}
