import Foundation
import Testing
import TranshostTestSupport
import TransitionEngine

@testable import PluginHost

/// A plugin that floods one transition with views, animations, property animators or log
/// messages is stopped at the engine's limits: the transition ends as cancelled with one
/// report naming the animator, the limit and how to raise it.
@Suite(.serialized) struct LimitTests {
  /// Small limits, so that the floods (200,000 calls each) pass them at once.
  static var limits: Limits {
    var limits = Limits()
    limits.views = 50
    limits.animations = 40
    limits.propertyAnimators = 30
    limits.logMessages = 20
    limits.logBytes = 10_000
    return limits
  }

  @Test(
    "a flood past a limit ends the transition as cancelled, reported once",
    arguments: [
      (1, Limits.Kind.views, 50), (2, .animations, 40), (3, .propertyAnimators, 30),
      (4, .logMessages, 20), (5, .logBytes, 10_000), (6, .views, 50),
    ])
  func floodIsStopped(kind: Int, limit: Limits.Kind, value: Int) throws {
    let directory = try TestDirectory.make("floods-\(kind)")
    try FixtureCompiler.compile("floods", into: directory, defines: ["FLOOD_KIND=\(kind)"])
    let rig = PluginRig(
      directories: [directory],
      configuration: Engine.Configuration(isTracing: false, limits: Self.limits))
    rig.detail.modalPresentationStyle = .custom
    let presentation = try #require(rig.home.present(rig.detail, animated: true))
    rig.engine.runUntilIdle()
    #expect(presentation.phase == .cancelled)
    #expect(presentation.transitionWasCancelled)
    #expect(
      rig.engine.violations.map { "\($0)" } == [
        "animator 'org.fixture.floods' went past the limit of \(value) \(limit.noun) in present detail from home (custom); the transition was ended as cancelled and its further host calls refused; if it really needs more, raise the limit with 'transhost run --limit \(limit.rawValue)=N'"
      ])
    // What was made stayed within the limit.
    #expect(rig.bridge.views.count < 50 + 10)
    #expect(rig.bridge.propertyAnimators.count <= 30)
    #expect(rig.bridge.messages.count <= 20)
    // The cancelled presentation left nothing presented, and calls are accepted again.
    #expect(rig.home.presentedViewController == nil)
    #expect(!rig.engine.isPastLimit)
  }

  @Test("--limit NAME=N sets one limit; anything else is an error naming the limits")
  func settingText() {
    var limits = Limits()
    #expect((try? limits.set("views=7").get()) != nil)
    #expect(limits.views == 7)
    #expect(
      limits
        == {
          var l = Limits(); l.views = 7; return l
        }())
    for bad in ["views", "views=0", "trees=5", "views=-1", "views=1e9", "=3"] {
      guard case .failure(let error) = limits.set(bad) else {
        Issue.record("'\(bad)' was accepted")
        continue
      }
      #expect(
        error.description
          == "--limit needs NAME=N with NAME one of views, animations, property-animators, log-messages, log-bytes and N a whole number of at least 1, not '\(bad)'"
      )
    }
    #expect(limits.views == 7)
  }
}
