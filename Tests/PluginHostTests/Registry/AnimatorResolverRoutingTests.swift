import Foundation
import PluginHost
import Testing
import TransitionEngine

/// The resolver answers the engine with its decision, typed, and keeps what is set for
/// each controller in one place: its explicit choice and its interaction controller.
@Suite(.serialized) struct AnimatorResolverRoutingTests {
  @Test("the context of a transition carries the link that chose its animator")
  func decisionOnContext() throws {
    let rig = PluginRig(directories: [try ResolverTests.directory()])
    let alpha = try rig.registry.resolve(AnimatorChoice(name: "alpha")).get()
    rig.resolver.setChoice(.animator(alpha), for: rig.detail)
    rig.detail.modalPresentationStyle = .fullScreen
    let context = try #require(rig.home.present(rig.detail, animated: true))
    guard case .delegateAnswered(.transitioning, let decision) = context.animatorReason,
      case .explicitChoice(let controller) = decision?.link
    else {
      Issue.record("expected the explicit choice, got \(context.animatorReason)")
      return
    }
    #expect(controller == "detail")
    #expect(decision?.animator == alpha.description)
    rig.engine.runUntilIdle()
  }

  @Test("a nil answer carries the link that chose the system animator")
  func systemDecisionOnContext() throws {
    let rig = PluginRig(directories: [try ResolverTests.directory()])
    rig.detail.modalPresentationStyle = .overFullScreen
    let context = try #require(rig.home.present(rig.detail, animated: true))
    guard case .delegateReturnedNil(.transitioning, let decision) = context.animatorReason,
      case .systemFallback(.nothingServes(.present, .overFullScreen)) = decision?.link
    else {
      Issue.record("expected no plugin to serve, got \(context.animatorReason)")
      return
    }
    #expect(decision?.animator == nil)
    #expect(
      context.animatorReason.explanation
        == "no plugin serves present in overFullScreen: system animator")
    #expect(context.animatorReason.text == "transitioningDelegate returned nil: system default")
    rig.engine.runUntilIdle()
  }

  @Test("with system chooses the system animator for the controller, whatever plugins declare")
  func systemChoice() throws {
    let rig = PluginRig(directories: [try ResolverTests.directory()])
    rig.resolver.setChoice(.system, for: rig.detail)
    let (choice, reason) = rig.resolver.choice(
      for: .present, style: .fullScreen, controller: rig.detail)
    #expect(choice == nil)
    #expect(reason == "explicit choice for 'detail': system animator")
    rig.resolver.setChoice(nil, for: rig.detail)
    #expect(
      rig.resolver.choice(for: .present, style: .custom, controller: rig.detail).1
        == "highest rank (secondary) declaring custom; tied with 'org.fixture.beta', first in "
        + "search order")
  }

  @Test(
    "the interaction controller goes to the animator made for its controller, once, even after another controller was asked"
  )
  func interactorFollowsItsAnimator() throws {
    let rig = PluginRig(directories: [try ResolverTests.directory()])
    let other = ViewController(engine: rig.engine, name: "other")
    for controller in [rig.detail, other] { controller.modalPresentationStyle = .custom }
    let interactor = PercentDrivenInteractiveTransition()
    rig.resolver.setInteractor(interactor, for: rig.detail)
    let detailAnimator = try #require(
      rig.resolver.animationController(
        forPresented: rig.detail, presenting: rig.home, source: rig.home))
    let otherAnimator = try #require(
      rig.resolver.animationController(forPresented: other, presenting: rig.home, source: rig.home))
    #expect(rig.resolver.interactionControllerForPresentation(using: otherAnimator) == nil)
    #expect(
      rig.resolver.interactionControllerForPresentation(using: detailAnimator) === interactor)
    #expect(rig.resolver.interactionControllerForPresentation(using: detailAnimator) == nil)
  }

  @Test(
    "an animator the engine let go is freed as before, and a later animator never takes its interaction controller, even at its address"
  )
  func releasedAnimatorMatchesNoLaterOne() throws {
    let rig = PluginRig(directories: [try ResolverTests.directory()])
    let other = ViewController(engine: rig.engine, name: "other")
    for controller in [rig.detail, other] { controller.modalPresentationStyle = .custom }
    rig.resolver.setInteractor(PercentDrivenInteractiveTransition(), for: rig.detail)
    weak var released: AnyObject?
    do {
      let animator = try #require(
        rig.resolver.animationController(
          forPresented: rig.detail, presenting: rig.home, source: rig.home))
      released = animator
    }
    // The resolver's routing does not keep the animator alive.
    #expect(released == nil)
    // Animators made after it for another controller, of the same size (the allocator
    // hands a freed block of that size out again at once): none is given the
    // interaction controller set for 'detail'.
    for _ in 0..<20 {
      let later = try #require(
        rig.resolver.animationController(
          forPresented: other, presenting: rig.home, source: rig.home))
      #expect(rig.resolver.interactionControllerForPresentation(using: later) == nil)
    }
  }
}
