import Testing
import TransitionEngine

/// The typed reason a transition's context carries: the engine's wording for each rule,
/// and the delegate's decision when the delegate's chain made the choice.
@Suite struct AnimatorReasonTests {
  static let decision = AnimatorDecision(.mapping(origin: "--use"), animator: "org.x.fade")

  @Test(
    "each reason reads as the engine has always worded it",
    arguments: [
      (
        AnimatorReason.notAnimated(.transitioning),
        "not animated: UIKit runs no animator for a non-custom style"
      ),
      (.notAnimated(.navigation), "not animated: no animator"),
      (.animatedBySystem(.pageSheet), "pageSheet is animated by the system"),
      (.noDelegate(.transitioning), "no transitioningDelegate: system default"),
      (.noDelegate(.navigation), "no navigation delegate: system slide"),
      (.noDelegate(.tabBar), "no animator from the tab delegate: the tab switches at once"),
      (.delegateAnswered(.transitioning, decision: nil), "transitioningDelegate"),
      (.delegateAnswered(.navigation, decision: decision), "navigation delegate"),
      (.delegateAnswered(.tabBar, decision: nil), "tab bar delegate"),
      (
        .delegateReturnedNil(.transitioning, decision: decision),
        "transitioningDelegate returned nil: system default"
      ),
      (.delegateReturnedNil(.navigation, decision: nil), "delegate returned nil: system slide"),
      (
        .delegateReturnedNil(.tabBar, decision: decision),
        "no animator from the tab delegate: the tab switches at once"
      ),
    ])
  func text(_ reason: AnimatorReason, _ text: String) {
    #expect(reason.text == text)
    #expect("\(reason)" == text)
  }

  @Test("the delegate's decision explains the choice, except a tab delegate's nil")
  func explanation() {
    let answered = AnimatorReason.delegateAnswered(.transitioning, decision: Self.decision)
    #expect(answered.decision?.animator == "org.x.fade")
    #expect(answered.explanation == "mapped by --use")
    #expect(answered.isFromDelegate)
    let fellBack = AnimatorReason.delegateReturnedNil(.navigation, decision: Self.decision)
    #expect(fellBack.explanation == "mapped by --use")
    #expect(!fellBack.isFromDelegate)
    let tab = AnimatorReason.delegateReturnedNil(.tabBar, decision: Self.decision)
    #expect(tab.decision == nil)
    #expect(tab.explanation == "no animator from the tab delegate: the tab switches at once")
    #expect(
      AnimatorReason.noDelegate(.transitioning).explanation
        == "no transitioningDelegate: system default")
  }

  @Test(
    "each link of the chain reads as the resolver words it, ranks and ties included",
    arguments: [
      (ChoiceLink.explicitChoice(controller: "detail"), "explicit choice for 'detail'"),
      (.explicitSystem(controller: "detail"), "explicit choice for 'detail': system animator"),
      (.mapping(origin: "config:2"), "mapped by config:2"),
      (.mappedToSystem(origin: "--use"), "mapped to the system animator by --use"),
      (
        .installed(operation: .present, style: .custom, rank: .secondary, tiedWith: []),
        "highest rank (secondary) declaring custom"
      ),
      (
        .installed(operation: .push, style: .none, rank: AnimatorRank(300), tiedWith: []),
        "highest rank (300) declaring push"
      ),
      (
        .installed(
          operation: .present, style: .fullScreen, rank: .primary,
          tiedWith: ["org.b.fade", "system animator"]),
        "highest rank (primary) declaring fullScreen; tied with 'org.b.fade', 'system animator', "
          + "first in search order"
      ),
      (
        .systemFallback(
          .outranked(
            operation: .present, style: .fullScreen, rank: .primary,
            passedOver: [("org.transhost.zoom", .secondary), ("org.x.y", .none)])),
        "no plugin serving present in fullScreen outranks the system animator (primary); "
          + "passed over 'org.transhost.zoom' (secondary), 'org.x.y' (none): system animator"
      ),
      (
        .systemFallback(
          .explicitDoesNotServe(animator: "a.b", operation: .dismiss, style: .custom)),
        "explicit choice 'a.b' does not serve dismiss in custom: system animator"
      ),
      (
        .systemFallback(
          .mappingDoesNotServe(origin: "--use", animator: "a.b", operation: .tab, style: .none)),
        "--use maps to 'a.b', which does not serve tab in none: system animator"
      ),
      (
        .systemFallback(.nothingServes(operation: .present, style: .fullScreen)),
        "no plugin serves present in fullScreen: system animator"
      ),
      (
        .systemFallback(.mappingUnusable(origin: "x:1", error: Refusal(text: "bad"))),
        "x:1: bad: system animator"
      ),
      (
        .systemFallback(.creationFailed(error: Refusal(text: "create refused"))),
        "create refused: system animator"
      ),
    ])
  func links(_ link: ChoiceLink, _ text: String) {
    #expect("\(link)" == text)
  }

  @Test(
    "the controller's own delegate, the chain's first link, names the controller",
    arguments: [
      (AnimatorReason.DelegateRole.transitioning, "detail", "transitioning delegate of 'detail'"),
      (.navigation, "nav", "delegate of navigation controller 'nav'"),
      (.tabBar, "tabs", "delegate of tab bar controller 'tabs'"),
    ])
  func ownDelegate(_ role: AnimatorReason.DelegateRole, _ controller: String, _ text: String) {
    let link = ChoiceLink.ownDelegate(role, controller: controller)
    #expect("\(link)" == text)
    let reason = AnimatorReason.delegateAnswered(
      role, decision: AnimatorDecision(link, animator: "org.x.sheet"))
    #expect(reason.explanation == text)
  }

  struct Refusal: Error, CustomStringConvertible {
    let text: String
    var description: String { text }
  }

  /// A delegate that says how it chose, as the plug-in host's resolver does.
  final class DecidingDelegate: TransitioningDelegate {
    let animator: (any AnimatedTransitioning)?
    init(animator: (any AnimatedTransitioning)?) { self.animator = animator }
    func animatorAnswer(
      forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> AnimatorAnswer {
      AnimatorAnswer(
        animator,
        decision: AnimatorDecision(
          animator == nil ? .mappedToSystem(origin: "--use") : .mapping(origin: "--use"),
          animator: animator == nil ? nil : "slide"))
    }
  }

  @Test("a delegate's decision reaches the context, whether it answered or returned nil")
  func decisionReachesContext() throws {
    for animator in [SlideAnimator(), nil] as [SlideAnimator?] {
      let delegate = DecidingDelegate(animator: animator)
      let scene = Scene(style: .fullScreen)
      scene.detail.transitioningDelegate = delegate
      let context = try #require(scene.home.present(scene.detail, animated: true))
      withExtendedLifetime(delegate) {}
      if animator == nil {
        guard case .delegateReturnedNil(.transitioning, let decision) = context.animatorReason
        else {
          Issue.record("expected a nil answer, got \(context.animatorReason)")
          continue
        }
        #expect(decision.map { "\($0.link)" } == "mapped to the system animator by --use")
      } else {
        guard case .delegateAnswered(.transitioning, let decision) = context.animatorReason else {
          Issue.record("expected the delegate's animator, got \(context.animatorReason)")
          continue
        }
        #expect(decision?.animator == "slide")
        #expect(context.animatorReason.explanation == "mapped by --use")
      }
    }
  }

  @Test("a plain UIKit-style delegate gives no decision; the engine's words explain")
  func plainDelegate() throws {
    let delegate = FixedDelegate()
    let scene = Scene(style: .fullScreen, delegate: delegate)
    let context = try #require(scene.home.present(scene.detail, animated: true))
    #expect(context.animatorReason.decision == nil)
    #expect(context.animatorReason.explanation == "transitioningDelegate")
    withExtendedLifetime(delegate) {}
  }
}
