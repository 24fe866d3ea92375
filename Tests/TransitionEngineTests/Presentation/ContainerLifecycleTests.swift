import Testing
import TransitionEngine

/// The presentation container (`UITransitionView`): where UIKit inserts it, when it
/// grabs the presenter's view and puts it back, and when the container goes
/// (reference §1.1 container creation, §1.3).
@Suite("The presentation container's lifecycle follows UIKit")
struct ContainerLifecycleTests {
  static let grabbing: [StyleCase] = StyleCase.allCases.filter(\.grabsPresenter)
  static let keeping: [StyleCase] = StyleCase.allCases.filter { !$0.grabsPresenter }

  /// Puts views `before` and `after` around the presenter's view in the window.
  private func surround(_ rig: ModalRig) {
    let root = rig.engine.window.rootView
    root.insertSubview(rig.engine.makeView(name: "before"), at: 0)
    root.addSubview(rig.engine.makeView(name: "after"))
    rig.engine.trace.removeAll()
  }

  @Test(
    "the container is inserted just above the presenter's view and fills the presentation superview",
    arguments: StyleCase.allCases)
  func containerPlacement(_ style: StyleCase) throws {
    let rig = ModalRig(style)
    surround(rig)
    let context = try rig.present()
    rig.engine.advance(by: 0)
    let seen = try #require(rig.animator.seen.first)
    let root = rig.engine.window.rootView
    #expect(seen.containerSuperview === root)
    #expect(context.containerView.frame == root.bounds)
    #expect(seen.containerIndex == (style.grabsPresenter ? 1 : 2))
    #expect(
      root.subviews.map(\.name)
        == (style.grabsPresenter
          ? ["before", "container", "after"] : ["before", "home.view", "container", "after"]))
    #expect(rig.detail.presentationController?.containerView === context.containerView)
  }

  @Test(
    "the presenter's view is already in the container when animateTransition runs iff it is grabbed",
    arguments: StyleCase.allCases)
  func presenterGrabbed(_ style: StyleCase) throws {
    let rig = ModalRig(style)
    _ = try rig.present()
    rig.engine.advance(by: 0)
    let seen = try #require(rig.animator.seen.first)
    #expect(seen.containerContents.first == (style.grabsPresenter ? "home.view" : nil))
    #expect((rig.home.view.superview === seen.container) == style.grabsPresenter)
    #expect(rig.home.view.frame == Rect(x: 0, y: 0, width: 390, height: 844))
  }

  @Test(
    "a grabbed presenter's view goes back to its original superview and index, between its siblings",
    arguments: grabbing, [RunMode.animated, .interactiveCancel])
  func presenterRestored(_ style: StyleCase, _ mode: RunMode) throws {
    let rig = ModalRig(style)
    surround(rig)
    if mode.completes {
      try rig.presentAndSettle()
      #expect(rig.engine.window.rootView.subviews.map(\.name) == ["before", "container", "after"])
      _ = try rig.dismiss()
    } else {
      _ = try rig.present(interactive: true)
    }
    driveTransition(rig.engine, rig.interactor, mode)
    #expect(viewOutline(rig.engine.window.rootView) == "window[before,home.view,after]")
    #expect(rig.home.view.indexInSuperview == 1)
    #expect(rig.home.view.frame == Rect(x: 0, y: 0, width: 390, height: 844))
  }

  @Test(
    "a grabbed presenter's view nested off the window's origin comes back to its superview, index and frame",
    arguments: [RunMode.animated, .interactiveCancel])
  func nestedPresenterRestored(_ mode: RunMode) throws {
    let rig = ModalRig(style: .currentContext)
    let host = rig.engine.makeView(name: "host", frame: Rect(x: 0, y: 100, width: 390, height: 600))
    rig.home.view.addSubview(host)
    let panel = ViewController(
      engine: rig.engine, name: "panel", frame: Rect(x: 10, y: 50, width: 300, height: 400))
    panel.definesPresentationContext = true
    host.addSubview(rig.engine.makeView(name: "before"))
    host.addSubview(panel.view)
    host.addSubview(rig.engine.makeView(name: "after"))
    panel.beginAppearanceTransition(true, animated: false)
    panel.endAppearanceTransition(animated: false)
    rig.delegate.presentInteractor = mode.isInteractive ? rig.interactor : nil
    let context = try #require(panel.present(rig.detail, animated: true))
    rig.engine.advance(by: 0)
    #expect(context.containerView.superview === host)
    #expect(context.containerView.frame == Rect(x: 0, y: 0, width: 390, height: 600))
    #expect(panel.view.superview === context.containerView)
    #expect(panel.view.frame == Rect(x: 10, y: 50, width: 300, height: 400))
    // The presented view covers the definer's view, not the whole container.
    #expect(context.finalFrame(for: rig.detail) == Rect(x: 10, y: 50, width: 300, height: 400))
    if mode.completes {
      rig.engine.runUntilIdle()
      #expect(panel.view.superview == nil)
      _ = try #require(panel.dismiss(animated: true))
    } else {
      rig.interactor.update(0.5)
      rig.interactor.cancel()
    }
    rig.engine.runUntilIdle()
    #expect(viewOutline(host) == "host[before,panel.view,after]")
    #expect(panel.view.frame == Rect(x: 10, y: 50, width: 300, height: 400))
    #expect(rig.engine.reportedViolations == [])
  }

  @Test("the container is removed after a completed dismissal", arguments: StyleCase.allCases)
  func removedAfterDismissal(_ style: StyleCase) throws {
    let rig = ModalRig(style)
    try rig.presentAndSettle()
    let context = try rig.dismiss()
    rig.engine.runUntilIdle()
    #expect(context.containerView.superview == nil)
    #expect(context.containerView.subviews.isEmpty)
    #expect(rig.detail.view.superview == nil)
    #expect(viewOutline(rig.engine.window.rootView) == "window[home.view]")
  }

  @Test("the container is removed after a cancelled presentation", arguments: StyleCase.allCases)
  func removedAfterCancelledPresentation(_ style: StyleCase) throws {
    let rig = ModalRig(style)
    let context = try rig.present(interactive: true)
    driveTransition(rig.engine, rig.interactor, .interactiveCancel)
    #expect(context.containerView.superview == nil)
    #expect(rig.detail.view.superview == nil)
    #expect(rig.detail.presentationController == nil)
    #expect(viewOutline(rig.engine.window.rootView) == "window[home.view]")
  }

  @Test(
    "nothing is removed after a cancelled dismissal: the container and the presented view stay",
    arguments: StyleCase.allCases)
  func nothingRemovedAfterCancelledDismissal(_ style: StyleCase) throws {
    let rig = ModalRig(style)
    try rig.presentAndSettle()
    let context = try rig.dismiss(interactive: true)
    driveTransition(rig.engine, rig.interactor, .interactiveCancel)
    let completion = try #require(
      rig.engine.events(.contextCall, call: "completeTransition", of: context).first)
    let removals = rig.engine.trace.events.drop { $0 != completion }.filter {
      $0.kind == .viewRemoved
    }
    #expect(removals.isEmpty)
    #expect(context.containerView.superview === rig.engine.window.rootView)
    #expect(rig.detail.view.superview === context.containerView)
    #expect(rig.detail.presentationController?.containerView === context.containerView)
    #expect(
      viewOutline(rig.engine.window.rootView)
        == (style.grabsPresenter
          ? "window[container[detail.view]]" : "window[home.view,container[detail.view]]"))
  }

  @Test(
    "after a presentation that removes the presenter's view, only the container with the presented view is in the window",
    arguments: grabbing)
  func onlyContainerRemains(_ style: StyleCase) throws {
    let rig = ModalRig(style)
    try rig.presentAndSettle()
    let root = rig.engine.window.rootView
    #expect(viewOutline(root) == "window[container[detail.view]]")
    #expect(root.subviews.first === rig.detail.presentationController?.containerView)
  }

  @Test(
    "after an over-full-screen, over-current-context or custom presentation the presenter's view stays with the container above it",
    arguments: keeping)
  func presenterStaysBelowContainer(_ style: StyleCase) throws {
    let rig = ModalRig(style)
    try rig.presentAndSettle()
    let root = rig.engine.window.rootView
    #expect(viewOutline(root) == "window[home.view,container[detail.view]]")
    #expect(root.subviews.first === rig.home.view)
  }

  @Test(
    "a dismissal reuses the presentation's container",
    arguments: StyleCase.allCases)
  func dismissalReusesContainer(_ style: StyleCase) throws {
    let rig = ModalRig(style)
    let presentation = try rig.present()
    rig.engine.runUntilIdle()
    let dismissal = try rig.dismiss()
    #expect(dismissal.containerView === presentation.containerView)
    rig.engine.runUntilIdle()
    #expect(rig.detail.presentationController == nil)
  }

  @Test("a presentation after a dismissal gets a new container", arguments: StyleCase.allCases)
  func freshContainerEachPresentation(_ style: StyleCase) throws {
    let rig = ModalRig(style)
    let first = try rig.present()
    rig.engine.runUntilIdle()
    _ = try rig.dismiss()
    rig.engine.runUntilIdle()
    let second = try rig.present()
    rig.engine.runUntilIdle()
    #expect(second.containerView !== first.containerView)
    #expect(first.containerView.superview == nil)
    #expect(rig.engine.window.rootView.subviews.filter { $0.name == "container" }.count == 1)
  }
}
