import Foundation
import PluginHost
import Testing
import TranshostTestSupport

@testable import TransitionScript

/// A constraint-driven animator checked from a script: the C fixture layout_constraints.c
/// pins a card to the container's edges with its bottom 100 points below, then animates
/// the bottom constant to -20 (a linear 0.25 s). The laid-out frames are checked by path.
@Suite(.serialized) struct ScriptRunnerLayoutTests {
  static func registry() throws -> PluginRegistry {
    let directory = try TestDirectory.make("script-layout")
    try FixtureCompiler.compile("layout_constraints", into: directory)
    return PluginRegistry.scan(directories: [PluginDirectory(path: directory.path, origin: .option)]
    )
  }

  static let lines = [
    "controller home",
    "controller detail",
    "root home",
    "present detail from home style custom with layout-constraints",
    "expect window.card frame 20,844,350,100 at 0",
    "expect window.card frame 20,784,350,100 at 0.125",
    "expect window.card frame 20,724,350,100 after transition",
    "expect window.badge frame 350,0,10,10 after transition",
  ]

  @Test("a card placed and animated by constraints holds its laid-out frames")
  func laidOutFrames() throws {
    let report = try #require(
      ScriptTesting.run(ScriptTesting.text(Self.lines), registry: try Self.registry()))
    #expect(report.failures == [])
    #expect(
      report.lines.filter { $0.contains("warning") } == [
        "  warning: layout of 'badge#12': <NSLayoutConstraint badge#12.firstBaseline == "
          + "card#10.firstBaseline> uses 'firstBaseline', which transhost cannot place "
          + "headlessly (there is no text); the constraint is not applied"
      ])
  }

  @Test("a wrong laid-out frame fails with the frame the solver gave")
  func wrongFrame() throws {
    let lines = Self.lines.prefix(4) + ["expect window.card frame 0,0,390,100 after transition"]
    let report = try #require(
      ScriptTesting.run(ScriptTesting.text(Array(lines)), registry: try Self.registry()))
    #expect(
      report.failures == [
        "test.transhost:5: expectation failed: expect window.card frame (0, 0, 390, 100): "
          + "frame is (20, 724, 350, 100)"
      ])
  }
}
