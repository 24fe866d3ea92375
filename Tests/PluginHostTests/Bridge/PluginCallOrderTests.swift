import Foundation
import Testing
import TranshostTestSupport
import TransitionEngine

@testable import PluginHost

/// The host never ends or frees a plugin object while a call into plugin code is on the
/// stack, and refuses callbacks from threads other than its own.
@Suite(.serialized) struct PluginCallOrderTests {
  /// Presents `detail` with the only animator in `directory` and runs until idle.
  static func present(with directory: URL) throws -> (PluginRig, TransitionContext) {
    let rig = PluginRig(directories: [directory])
    rig.detail.modalPresentationStyle = .custom
    let presentation = try #require(rig.home.present(rig.detail, animated: true))
    rig.engine.runUntilIdle()
    return (rig, presentation)
  }

  /// Presents `detail` with complete_at_once.c built with `COMPLETE_IN=place`.
  static func presentCompletingAtOnce(_ place: Int) throws -> (PluginRig, TransitionContext) {
    let directory = try TestDirectory.make("complete-at-once-\(place)")
    try FixtureCompiler.compile(
      "complete_at_once", into: directory, defines: ["COMPLETE_IN=\(place)"])
    return try present(with: directory)
  }

  @Test(
    "an animator that completes inside its own call is told and destroyed only after that call returns",
    arguments: [
      (1, "transition_duration"), (2, "animate_transition"), (3, "completion"),
    ])
  func completingInsideACall(place: Int, call: String) throws {
    let (rig, presentation) = try Self.presentCompletingAtOnce(place)
    #expect(presentation.phase == .completed)
    #expect(
      rig.bridge.messages.map(\.text) == [
        "\(call) completes", "\(call) goes on", "animation_ended", "destroy",
      ])
    #expect(rig.engine.violations.isEmpty)
    #expect(rig.bridge.contexts.count == 0)
  }

  @Test(
    "animation_begin after complete_transition is refused with BAD_STATE, named in the account; no completion runs after destroy"
  )
  func animationBegunAfterCompleting() throws {
    let (rig, presentation) = try Self.presentCompletingAtOnce(4)
    #expect(presentation.phase == .completed)
    #expect(
      rig.bridge.messages.map(\.text) == [
        "animate_transition completes", "animate_transition goes on",
        "animation_begin after complete_transition: \(Status.badState)", "animation_ended",
        "destroy",
      ])
    #expect(
      rig.engine.violations.map { "\($0)" } == [
        "plugin 'org.fixture.complete-at-once' called animation_begin: its transition was "
          + "already completed (complete_transition); begin animations before completing, "
          + "an animation begun after it would outlive the context; the call was ignored"
      ])
    #expect(rig.bridge.contexts.count == 0)
  }

  @Test(
    "an animator that begins an animation or starts a property animator and completes at once is destroyed only after that completion ran; the completion finds its instance alive and the finished context refused",
    arguments: [
      (5, "animation completion (finished)"), (6, "property animator completion (end)"),
    ])
  func completionsHoldTheInstance(place: Int, completion: String) throws {
    let (rig, presentation) = try Self.presentCompletingAtOnce(place)
    #expect(presentation.phase == .completed)
    #expect(
      rig.bridge.messages.map(\.text) == [
        "animate_transition completes", "animate_transition goes on", "animation_ended",
        "\(completion) runs, instance alive",
        "\(completion) completes again: \(Status.invalidHandle)", "destroy",
      ])
    #expect(
      rig.engine.violations.map { "\($0)" } == [
        "plugin 'org.fixture.complete-at-once' called context_complete_transition: "
          + "\(presentation.id) is not a transition context handle; the call was ignored"
      ])
    #expect(rig.bridge.contexts.count == 0)
  }

  @Test(
    "host calls from another thread are refused with BAD_STATE and reported naming the plugin and the call; the run goes on"
  )
  func callsFromAnotherThreadAreRefused() throws {
    let directory = try TestDirectory.make("call-from-thread")
    try FixtureCompiler.compile(
      "call_from_thread", into: directory, linkerArguments: ["-pthread"])
    let (rig, presentation) = try Self.present(with: directory)
    #expect(presentation.phase == .completed)
    let dismissal = try #require(rig.home.dismiss(animated: true))
    rig.engine.runUntilIdle()
    #expect(dismissal.phase == .completed)
    let once = [
      "hello from another thread",
      "from another thread: view_create 0, context_container_view 0, view_set_double -4, context_complete_transition -4",
    ]
    #expect(rig.bridge.messages.map(\.text) == once + once)
    #expect(rig.bridge.messages.allSatisfy { $0.plugin == "org.fixture.call-from-thread" })
    let refused = [
      "view_create", "context_container_view", "view_set_double", "context_complete_transition",
    ]
    .map {
      "plugin 'org.fixture.call-from-thread' called \($0): it came from a thread other than the host's; call the host only on the thread that called the plugin; the call was ignored"
    }
    #expect(rig.engine.violations.map { "\($0)" } == refused + refused)
  }
}
