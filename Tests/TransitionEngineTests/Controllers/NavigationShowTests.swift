import Testing
import TransitionEngine

/// `navigationController(_:willShow:animated:)` and `(_:didShow:animated:)`: willShow
/// before the delegate is asked for an animator, didShow once the transition completed;
/// a cancelled interactive pop gets willShow and no didShow, as in UIKit.
@Suite("A navigation delegate hears willShow and didShow")
struct NavigationShowTests {
  @Test("an animated push: willShow, the animator request, then didShow", arguments: [true, false])
  func push(_ animated: Bool) throws {
    let rig = NavigationRig()
    try #require(rig.navigation.pushViewController(rig.child, animated: animated) != nil)
    #expect(
      rig.delegate.calls
        == (animated
          ? ["willShow(child, true)", "animationController"] : ["willShow(child, false)"]))
    rig.engine.runUntilIdle()
    #expect(
      rig.delegate.calls
        == (animated
          ? ["willShow(child, true)", "animationController", "didShow(child, true)"]
          : ["willShow(child, false)", "didShow(child, false)"]))
  }

  @Test("a pop shows the controller below", arguments: [true, false])
  func pop(_ animated: Bool) throws {
    let rig = NavigationRig(stacked: true)
    try #require(rig.navigation.popViewController(animated: animated) === rig.child)
    rig.engine.runUntilIdle()
    #expect(
      rig.delegate.calls
        == (animated
          ? ["willShow(root, true)", "animationController", "didShow(root, true)"]
          : ["willShow(root, false)", "didShow(root, false)"]))
  }

  @Test("a cancelled interactive pop gets willShow and no didShow")
  func cancelledPop() throws {
    let rig = NavigationRig(stacked: true)
    rig.delegate.interactor = rig.interactor
    try #require(rig.navigation.popViewController(animated: true) === rig.child)
    driveTransition(rig.engine, rig.interactor, .interactiveCancel)
    #expect(rig.navigation.topViewController === rig.child)
    #expect(rig.delegate.calls == ["willShow(root, true)", "animationController"])
  }
}
