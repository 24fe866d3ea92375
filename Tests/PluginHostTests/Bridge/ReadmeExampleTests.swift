import Foundation
import PluginHost
import Testing
import TranshostTestSupport
import TransitionEngine

/// The README's examples are real files, shown verbatim, and they work.
@Suite(.serialized) struct ReadmeExampleTests {
  static let root = TestPaths.packageRoot

  static func read(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  @Test(
    "the README shows the example animators verbatim",
    arguments: [
      "Examples/CAnimator/fade.c",
      "Examples/ExternalAnimator/Package.swift",
      "Examples/ExternalAnimator/Sources/FlipAnimator/FlipAnimator.swift",
      "Examples/AppTransitions/Package.swift",
      "Examples/AppTransitions/Plugin/Registration.swift",
    ])
  func verbatim(path: String) throws {
    #expect(try Self.read("README.md").contains(try Self.read(path)))
  }

  @Test("the README's C animator compiles with plain gcc and fades a presentation in and out")
  func cExample() throws {
    let directory = try TestDirectory.make("readme-c")
    let output = directory.appendingPathComponent("libfade.so")
    try FixtureCompiler.compile(
      source: Self.root.appendingPathComponent("Examples/CAnimator/fade.c"), to: output)
    let rig = PluginRig(directories: [directory])
    #expect(rig.registry.entries.map(\.descriptor.id) == ["com.example.c-fade"])
    rig.detail.modalPresentationStyle = .custom
    rig.home.present(rig.detail, animated: true)
    rig.engine.advance(by: 0.15)
    #expect(abs(rig.detail.view.presentation.alpha - 0.5) < 1e-9)
    rig.engine.runUntilIdle()
    #expect(rig.detail.view.alpha == 1)
    rig.home.dismiss(animated: true)
    rig.engine.runUntilIdle()
    #expect(rig.home.presentedViewController == nil)
    #expect(rig.engine.violations.isEmpty)
  }

  @Test("the README's C animator passes transhost validate")
  func cExampleValidates() throws {
    let directory = try TestDirectory.make("readme-c-validate")
    let output = directory.appendingPathComponent("libfade.so")
    try FixtureCompiler.compile(
      source: Self.root.appendingPathComponent("Examples/CAnimator/fade.c"), to: output)
    let result = try TranshostBinary.run(["validate", output.path])
    #expect(result.status == 0, "\(result.stdout)")
    #expect(result.stdout.contains(" 0 failed, 0 crashed, 0 timed out"))
  }
}
