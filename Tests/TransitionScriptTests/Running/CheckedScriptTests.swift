import Foundation
import PluginHost
import Testing
import TransitionEngine

@testable import TransitionScript

/// The checker hands the runner a checked script: each `with` resolved once, and the
/// run uses what the checker resolved, never the text again.
@Suite struct CheckedScriptTests {
  static let script = ScriptTesting.text([
    "controller home",
    "controller detail",
    "root home",
    "present detail from home style custom with fade(duration: 0.5)",
    "dismiss detail with system",
    "present detail from home style custom",
  ])

  @Test("the checker resolves each with choice, by the command's index")
  func choicesResolved() throws {
    let registry = try ScriptFixturePlugins.registry()
    let checked = try ScriptFile.prepare(Self.script, file: ScriptTesting.file, registry: registry)
      .get()
    #expect(checked.choices.keys.sorted() == [3, 4])
    guard case .animator(let fade) = checked.choices[3], case .system = checked.choices[4] else {
      Issue.record("expected fade and system, got \(checked.choices)")
      return
    }
    #expect(fade.description == "org.fixture.fade(duration: 0.5)")
  }

  @Test("the run takes the checked choice as it is, not the script's text")
  func runnerUsesCheckedChoice() throws {
    let registry = try ScriptFixturePlugins.registry()
    let checked = try ScriptFile.prepare(Self.script, file: ScriptTesting.file, registry: registry)
      .get()
    let slide = try registry.resolve(AnimatorChoice(name: "slide")).get()
    var choices = checked.choices
    choices[3] = .animator(slide)
    let runner = ScriptRunner(
      script: CheckedScript(script: checked.script, choices: choices), registry: registry,
      commandLineMappings: StyleMappings(), fileMappings: StyleMappings(), fps: nil)
    runner.keeps = .lines
    let animators = runner.run().lines.filter { $0.hasPrefix("  animator: ") }
    #expect(
      animators == [
        "  animator: org.fixture.slide(duration: 0.25) (explicit choice for 'detail')",
        "  animator: system.coverVertical (explicit choice for 'detail': system animator)",
        "  animator: system.coverVertical (explicit choice for 'detail': system animator)",
      ])
  }
}
