import CTransitionABI
import PluginHost
import Testing
import TransitionEngine

@testable import TransitionKit

/// `accessibilityIdentifier` names a plugin's view in the host (ABI 1.7 `view_set_name`),
/// so scripts, traces and pictures call it by the name UI tests use; and a property
/// animator's `isUserInteractionEnabled` reaches the host's animator.
@Suite struct AccessibilityIdentifierTests {
  typealias Stage = RealHostStage

  @Test("setting accessibilityIdentifier renames the host's view; nil keeps the name")
  func renames() throws {
    let stage = Stage()
    let thumbnail = stage.session.run { UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }
    #expect(stage.engineView(thumbnail)?.name == "view")
    stage.session.run { thumbnail.accessibilityIdentifier = "thumbnail" }
    #expect(thumbnail.accessibilityIdentifier == "thumbnail")
    #expect(stage.engineView(thumbnail)?.name == "thumbnail")
    #expect(thumbnail.name == "thumbnail")
    stage.session.run { thumbnail.accessibilityIdentifier = nil }
    #expect(thumbnail.accessibilityIdentifier == nil)
    #expect(stage.engineView(thumbnail)?.name == "thumbnail")
  }

  @Test(
    "view_set_name refuses what a script path cannot name, naming the call and the reason",
    arguments: [
      ("photo.large", "the name 'photo.large' has '.', which a script's view path cannot name"),
      ("card#2", "the name 'card#2' has '#', which a script's view path cannot name"),
      (
        "tab\tbar",
        "the name 'tab\\tbar' has a control character, which a script's view path cannot name"
      ),
      ("", "the name is empty"),
    ])
  func refused(name: String, reason: String) throws {
    let stage = Stage()
    let view = stage.engine.makeView(name: "card")
    let handle = stage.bridge.handleForTesting(view)
    let host = stage.bridge.hostForTesting
    let status = try #require(host.pointee.view_set_name?(host, handle, name))
    #expect(status == transhost_status(TRANSHOST_E_INVALID_ARGUMENT))
    #expect(view.name == "card")
    let reported = stage.engine.violations.map { "\($0)" }
    #expect(reported.last?.contains("view_set_name") == true, "\(reported)")
    #expect(reported.last?.contains(reason) == true, "\(reported)")
    #expect(
      host.pointee.view_set_name?(host, handle, nil)
        == transhost_status(TRANSHOST_E_INVALID_ARGUMENT))
    #expect(
      host.pointee.view_set_name?(host, 987_654, "card")
        == transhost_status(TRANSHOST_E_INVALID_HANDLE))
  }

  @Test("a property animator's isUserInteractionEnabled reaches the host's animator")
  func animatorInteraction() throws {
    let stage = Stage()
    let animator = stage.session.run { UIViewPropertyAnimator(duration: 1, curve: .linear) }
    let hostAnimator = try #require(stage.bridge.propertyAnimatorForTesting(animator.handle))
    #expect(hostAnimator.isUserInteractionEnabled)
    stage.session.run { animator.isUserInteractionEnabled = false }
    #expect(!hostAnimator.isUserInteractionEnabled)
  }
}
