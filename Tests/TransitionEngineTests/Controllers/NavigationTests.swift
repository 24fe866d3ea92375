import Testing
import TransitionEngine

/// `UINavigationController` push and pop transitions: the delegate's animator and
/// interactor, the system slide, non-animated changes, and the stack around cancels
/// (reference §4).
@Suite("Navigation transitions follow UIKit")
struct NavigationTests {
  static let operations: [TransitionOperation] = [.push, .pop]

  /// Starts a push of `child` or a pop back to `root`.
  private func start(
    _ rig: NavigationRig, _ operation: TransitionOperation, animated: Bool = true
  )
    throws -> TransitionContext
  {
    if operation == .push {
      return try #require(rig.navigation.pushViewController(rig.child, animated: animated))
    }
    try #require(rig.navigation.popViewController(animated: animated) === rig.child)
    return try #require(rig.navigation.currentTransition)
  }

  @Test(
    "push and pop ask the delegate for an animator with the operation and run it",
    arguments: operations)
  func delegateAnimator(_ operation: TransitionOperation) throws {
    let rig = NavigationRig(stacked: operation == .pop)
    let context = try start(rig, operation)
    #expect(rig.delegate.askedOperations == [operation == .push ? .push : .pop])
    #expect(context.animator === rig.animator)
    #expect(context.animatorReason.text == "navigation delegate")
    #expect(context.containerView === rig.navigation.contentView)
    rig.engine.runUntilIdle()
    #expect(
      rig.animator.calls == ["transitionDuration", "animateTransition", "animationEnded(true)"])
    let top = operation == .push ? rig.child : rig.root
    #expect(rig.navigation.topViewController === top)
    #expect(viewOutline(rig.navigation.contentView) == "nav.content[\(top.name).view]")
  }

  @Test(
    "the system slide serves when the delegate returns nil or there is none",
    arguments: [
      (true, "delegate returned nil: system slide"),
      (false, "no navigation delegate: system slide"),
    ],
    operations)
  func systemSlide(
    _ delegateCase: (hasDelegate: Bool, reason: String), _ operation: TransitionOperation
  ) throws {
    let rig = NavigationRig(stacked: operation == .pop, hasDelegate: delegateCase.hasDelegate)
    rig.delegate.animator = nil
    let context = try start(rig, operation)
    #expect((context.animator as? any NamedAnimator)?.animatorName == "system.push")
    #expect(context.animatorReason.text == delegateCase.reason)
    let started = rig.engine.now
    rig.engine.advance(by: 0)
    rig.engine.advance(by: 0.175)
    // Half way along an ease-in-out curve is half way: the child is half across, and
    // the root view is half way between 0 and the parallax offset (30 % of the width).
    #expect(rig.child.view.presentation.frame.origin.x == 195)
    #expect(abs(rig.root.view.presentation.frame.origin.x - -0.3 * 390 / 2) < 1e-9)
    rig.engine.runUntilIdle()
    #expect(isNearly(rig.engine.completeTransitionTime(of: context), started + 0.35))
    #expect(context.phase == .completed)
    // The system animator puts the view it moved away back where it started.
    #expect(rig.child.view.frame.origin.x == 0)
    #expect(rig.root.view.frame.origin.x == 0)
    #expect(rig.engine.reportedViolations == [])
  }

  @Test(
    "a non-animated push or pop uses system.immediate without asking the delegate and ends on its first clock turn",
    arguments: operations)
  func notAnimated(_ operation: TransitionOperation) throws {
    let rig = NavigationRig(stacked: operation == .pop)
    let context = try start(rig, operation, animated: false)
    let requested = rig.engine.now
    rig.engine.advance(by: 0)
    #expect(rig.delegate.askedOperations == [])
    #expect((context.animator as? any NamedAnimator)?.animatorName == "system.immediate")
    #expect(context.animatorReason.text == "not animated: no animator")
    #expect(context.phase == .completed)
    #expect(rig.engine.completeTransitionTime(of: context) == requested)
  }

  @Test(
    "the delegate's interactor is asked only when the delegate returned an animator",
    arguments: [true, false])
  func interactorAskedWithAnimator(_ hasAnimator: Bool) throws {
    let rig = NavigationRig()
    if !hasAnimator { rig.delegate.animator = nil }
    rig.delegate.interactor = rig.interactor
    let context = try start(rig, .push)
    #expect(rig.delegate.interactorRequests == (hasAnimator ? 1 : 0))
    #expect((context.interactor != nil) == hasAnimator)
  }

  @Test("the stack changes as soon as a push or pop is requested")
  func stackChangesOnRequest() throws {
    let rig = NavigationRig()
    _ = try start(rig, .push)
    #expect(rig.navigation.viewControllers.map(\.name) == ["root", "child"])
    #expect(rig.child.parent === rig.navigation)
    rig.engine.runUntilIdle()
    _ = try start(rig, .pop)
    #expect(rig.navigation.viewControllers.map(\.name) == ["root"])
    #expect(rig.child.parent === rig.navigation)
  }

  @Test("a cancelled interactive pop puts the popped controller back on the stack and on screen")
  func cancelledPopRestoresStack() throws {
    let rig = NavigationRig(stacked: true)
    rig.delegate.interactor = rig.interactor
    let context = try start(rig, .pop)
    driveTransition(rig.engine, rig.interactor, .interactiveCancel)
    #expect(context.phase == .cancelled)
    #expect(rig.navigation.viewControllers.map(\.name) == ["root", "child"])
    #expect(rig.navigation.topViewController === rig.child)
    #expect(rig.child.parent === rig.navigation)
    #expect(rig.navigation.children.map(\.name) == ["root", "child"])
    #expect(viewOutline(rig.navigation.contentView) == "nav.content[child.view]")
    #expect(rig.child.view.frame == Rect(x: 0, y: 0, width: 390, height: 844))
    #expect(rig.child.appearanceState == .appeared)
    #expect(rig.root.appearanceState == .disappeared)
  }

  @Test(
    "a cancelled interactive push takes the pushed controller off the stack and out of the children"
  )
  func cancelledPushUndone() throws {
    let rig = NavigationRig()
    rig.delegate.interactor = rig.interactor
    _ = try start(rig, .push)
    driveTransition(rig.engine, rig.interactor, .interactiveCancel)
    #expect(rig.navigation.viewControllers.map(\.name) == ["root"])
    #expect(rig.navigation.children.map(\.name) == ["root"])
    #expect(rig.child.parent == nil)
    #expect(viewOutline(rig.navigation.contentView) == "nav.content[root.view]")
  }

  @Test("the popped controller's parent is cleared when the pop completes, not before")
  func poppedParentCleared() throws {
    let rig = NavigationRig(stacked: true)
    let context = try start(rig, .pop)
    rig.engine.advance(by: 0)
    #expect(context.phase == .inFlight)
    #expect(rig.child.parent === rig.navigation)
    rig.engine.runUntilIdle()
    #expect(rig.child.parent == nil)
    #expect(rig.child.navigationController == nil)
    #expect(rig.navigation.children.map(\.name) == ["root"])
    #expect(rig.root.navigationController === rig.navigation)
  }

  @Test(
    "a push or pop while another navigation transition runs is refused with a reason",
    arguments: ["push during push", "pop during push", "push during pop"])
  func refusedWhileBusy(_ situation: String) throws {
    let rig = NavigationRig(stacked: situation.hasSuffix("pop"))
    let other = ViewController(engine: rig.engine, name: "other")
    let running = try start(rig, situation.hasSuffix("pop") ? .pop : .push)
    let message: String
    if situation.hasPrefix("push") {
      #expect(rig.navigation.pushViewController(other, animated: true) == nil)
      message = "cannot push 'other' while '\(running.label)' is in progress; wait for it to end"
      #expect(other.parent == nil)
    } else {
      #expect(rig.navigation.popViewController(animated: true) == nil)
      message = "cannot pop 'child' while '\(running.label)' is in progress; wait for it to end"
    }
    #expect(rig.engine.reportedViolations == [message])
    rig.engine.runUntilIdle()
    #expect(running.phase == .completed)
    #expect(
      rig.navigation.viewControllers.map(\.name)
        == (situation.hasSuffix("pop") ? ["root"] : ["root", "child"]))
  }

  @Test("pushing a controller that is already in a container is refused")
  func pushContainedRefused() throws {
    let rig = NavigationRig()
    #expect(rig.navigation.pushViewController(rig.root, animated: true) == nil)
    #expect(
      rig.engine.reportedViolations == [
        "pushing 'root', which is already in a container or presented, is not supported"
      ])
    #expect(rig.navigation.viewControllers.map(\.name) == ["root"])
  }

  @Test("popping at the root does nothing")
  func popAtRoot() throws {
    let rig = NavigationRig()
    #expect(rig.navigation.popViewController(animated: true) == nil)
    #expect(rig.navigation.currentTransition == nil)
    #expect(rig.engine.trace.events(of: .transitionScheduled).isEmpty)
    #expect(rig.engine.reportedViolations == [])
  }

  @Test(
    "a navigation controller that is not on screen sends no appearance callbacks",
    arguments: operations)
  func offscreenNoAppearance(_ operation: TransitionOperation) throws {
    let engine = Engine()
    let root = ViewController(engine: engine, name: "root")
    let child = ViewController(engine: engine, name: "child")
    let navigation = NavigationController(engine: engine, name: "nav", root: root)
    navigation.pushViewController(child, animated: operation == .push)
    engine.runUntilIdle()
    if operation == .pop {
      navigation.popViewController(animated: true)
      engine.runUntilIdle()
    }
    #expect(engine.appearanceLog == [])
    #expect(navigation.viewControllers.count == (operation == .push ? 2 : 1))
  }
}
