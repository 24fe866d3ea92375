import Testing
import TransitionEngine

/// `containerViewWillLayoutSubviews()` / `containerViewDidLayoutSubviews()`: the
/// container lays out once it is set up for a presentation (after
/// `presentationTransitionWillBegin`, before the animator runs) and again on a window
/// size change while presented; traced for presentation controllers that are not the
/// engine's own.
@Suite("A presentation controller hears its container lay out")
struct PresentationLayoutTests {
  /// A `.custom` presentation controller that puts the presented view in the lower half
  /// of the container in its layout hook, and records its hooks.
  final class HalfPresentationController: PresentationController {
    private(set) var hooks: [String] = []

    override var frameOfPresentedViewInContainerView: Rect {
      guard let containerView else { return .zero }
      let bounds = containerView.bounds
      return Rect(
        x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }
    override func presentationTransitionWillBegin() { hooks.append("willBegin") }
    override func presentationTransitionDidEnd(_ completed: Bool) {
      hooks.append("didEnd(\(completed))")
    }
    override func containerViewWillLayoutSubviews() {
      hooks.append("willLayout")
      presentedView?.frame = frameOfPresentedViewInContainerView
    }
    override func containerViewDidLayoutSubviews() { hooks.append("didLayout") }
  }

  private func presentHalf() throws -> (ModalRig, HalfPresentationController) {
    let rig = ModalRig(style: .custom)
    var made: HalfPresentationController?
    rig.delegate.presentation = { presented, presenting in
      guard let presenting else { return nil }
      let controller = HalfPresentationController(
        presentedViewController: presented, presenting: presenting)
      made = controller
      return controller
    }
    _ = try rig.present()
    return (rig, try #require(made))
  }

  @Test("the container lays out after presentationTransitionWillBegin, before animateTransition")
  func layoutBeforeAnimator() throws {
    let (rig, controller) = try presentHalf()
    rig.engine.runUntilIdle()
    #expect(controller.hooks == ["willBegin", "willLayout", "didLayout", "didEnd(true)"])
    let calls = rig.engine.trace.events.compactMap { event -> String? in
      guard event.kind == .presentationCall || event.kind == .animatorCall else { return nil }
      return event[field: "call"]
    }
    #expect(
      calls.prefix(5) == [
        "presentationTransitionWillBegin", "containerViewWillLayoutSubviews",
        "containerViewDidLayoutSubviews", "transitionDuration", "animateTransition",
      ])
  }

  @Test("a window size change while presented lays the container out again")
  func layoutOnResize() throws {
    let (rig, controller) = try presentHalf()
    rig.engine.runUntilIdle()
    rig.engine.window.resize(to: Size(width: 800, height: 600))
    #expect(
      controller.hooks == [
        "willBegin", "willLayout", "didLayout", "didEnd(true)", "willLayout", "didLayout",
      ])
    let container = try #require(controller.containerView)
    #expect(container.frame == Rect(x: 0, y: 0, width: 800, height: 600))
    #expect(rig.detail.view.frame == Rect(x: 0, y: 300, width: 800, height: 300))
  }

  @Test(
    "the engine's own presentation controllers lay out untraced",
    arguments: [ModalPresentationStyle.fullScreen, .overFullScreen, .pageSheet, .currentContext])
  func builtInUntraced(_ style: ModalPresentationStyle) throws {
    let rig = ModalRig(style: style)
    _ = try rig.present()
    rig.engine.runUntilIdle()
    let layoutCalls = rig.engine.trace.events(of: .presentationCall).filter {
      $0[field: "call"]?.hasPrefix("containerView") == true
    }
    #expect(layoutCalls.isEmpty)
  }
}
