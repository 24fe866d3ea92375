import Testing
import TransitionEngine

/// A presentation controller that owns a dimming view only through the container, fades
/// it alongside the transition and drops it (its last reference) when the presentation
/// is over, as app code does.
private final class DroppingDimmingController: PresentationController {
  weak var dimming: View?

  override func presentationTransitionWillBegin() {
    guard let containerView else { return }
    let view = presentedViewController.engine.makeView(name: "dimming", frame: containerView.bounds)
    view.alpha = 0
    containerView.insertSubview(view, at: 0)
    dimming = view
    presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [weak view] _ in
      view?.alpha = 0.5
    })
  }

  override func presentationTransitionDidEnd(_ completed: Bool) {
    if !completed { dimming?.removeFromSuperview() }
  }

  override func dismissalTransitionWillBegin() {
    let view = dimming
    presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [weak view] _ in
      view?.alpha = 0
    })
  }

  override func dismissalTransitionDidEnd(_ completed: Bool) {
    if completed { dimming?.removeFromSuperview() }
  }
}

/// A view a presentation controller removes from the window (with its last reference)
/// inside the completion of the animation that moves it: the animation keeps it alive to
/// its end, as a UIKit animation block keeps what it captured, and lets go of it then.
@Suite struct DimmingViewLifetimeTests {
  /// A rig whose `.custom` presentations get a ``DroppingDimmingController``.
  private func makeRig() -> (ModalRig, () -> DroppingDimmingController?) {
    let rig = ModalRig(style: .custom)
    var made: DroppingDimmingController?
    rig.delegate.presentation = { presented, presenting in
      let controller = presenting.map {
        DroppingDimmingController(presentedViewController: presented, presenting: $0)
      }
      made = controller
      return controller
    }
    return (rig, { made })
  }

  @Test("dropped in the dismissal's completion", arguments: [RunMode.animated, .interactiveFinish])
  func droppedAfterDismissal(mode: RunMode) throws {
    let (rig, controller) = makeRig()
    try rig.presentAndSettle()
    weak let dimming = controller()?.dimming
    #expect(dimming?.alpha == 0.5)
    let context = try rig.dismiss(interactive: mode.isInteractive)
    if mode.isInteractive {
      rig.engine.runUntilIdle()
      rig.interactor.update(0.5)
      #expect(dimming.map { abs($0.presentation.alpha - 0.25) < 1e-9 } == true)
      rig.interactor.finish()
    }
    rig.engine.runUntilIdle()
    #expect(context.transitionWasCancelled == false)
    #expect(rig.home.presentedViewController == nil)
    #expect(dimming == nil, "the dimming view outlived the animation that ended with it")
  }

  @Test("dropped when an interactive presentation is cancelled")
  func droppedAfterCancelledPresentation() throws {
    let (rig, controller) = makeRig()
    _ = try rig.present(interactive: true)
    rig.engine.runUntilIdle()
    weak let dimming = controller()?.dimming
    rig.interactor.update(0.4)
    #expect(dimming.map { abs($0.presentation.alpha - 0.2) < 1e-9 } == true)
    rig.interactor.cancel()
    rig.engine.runUntilIdle()
    #expect(rig.home.presentedViewController == nil)
    #expect(dimming == nil, "the dimming view outlived the cancelled presentation")
  }
}

/// What the engine records of the views a presentation controller adds to the container:
/// the dimming view, not the presented view, held weakly.
@Suite struct ViewsAddedToContainerTests {
  @Test("the dimming view its presentationTransitionWillBegin added is recorded, weakly")
  func recordsDimming() throws {
    let rig = ModalRig(style: .custom)
    var made: DroppingDimmingController?
    rig.delegate.presentation = { presented, presenting in
      made = presenting.map {
        DroppingDimmingController(presentedViewController: presented, presenting: $0)
      }
      return made
    }
    try rig.presentAndSettle()
    let controller = try #require(made)
    let dimming = try #require(controller.dimming)
    #expect(controller.viewsAddedToContainer.count == 1)
    #expect(controller.viewsAddedToContainer.first === dimming)
  }

  @Test("an engine-made presentation controller records nothing")
  func engineOwn() throws {
    let rig = ModalRig(style: .fullScreen)
    try rig.presentAndSettle()
    let controller = try #require(rig.detail.presentationController)
    #expect(controller.viewsAddedToContainer.isEmpty)
  }
}
