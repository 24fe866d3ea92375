import Testing
import TransitionEngine

/// `UITabBarController` selection changes: the delegate's animator and interactor, the
/// immediate switch without one, `shouldSelect`/`didSelect` for user selections, and
/// the selection around a cancel (reference §4).
@Suite("Tab bar transitions follow UIKit")
struct TabBarTests {
  @Test(
    "a selection change asks the delegate for an animator from the selected tab to the new one and runs it"
  )
  func delegateAnimator() throws {
    let rig = TabRig()
    let context = try #require(rig.tabs.select(index: 1))
    #expect(rig.delegate.calls == ["animationController(first->second)", "interactionController"])
    #expect(context.animator === rig.animator)
    #expect(context.animatorReason.text == "tab bar delegate")
    #expect(context.isAnimated)
    #expect(context.containerView === rig.tabs.contentView)
    #expect(rig.tabs.selectedIndex == 1)
    rig.engine.runUntilIdle()
    #expect(
      rig.animator.calls == ["transitionDuration", "animateTransition", "animationEnded(true)"])
    #expect(rig.tabs.selectedViewController === rig.second)
    #expect(viewOutline(rig.tabs.contentView) == "tabs.content[second.view]")
    #expect(rig.engine.reportedViolations == [])
  }

  @Test(
    "without a delegate animator the tab switches at once (system.immediate, not animated)",
    arguments: [true, false])
  func immediateSwitch(_ hasDelegate: Bool) throws {
    let rig = TabRig(hasDelegate: hasDelegate)
    rig.delegate.animator = nil
    let context = try #require(rig.tabs.select(index: 1))
    let requested = rig.engine.now
    #expect((context.animator as? any NamedAnimator)?.animatorName == "system.immediate")
    #expect(
      context.animatorReason.text == "no animator from the tab delegate: the tab switches at once")
    #expect(context.isAnimated == false)
    rig.engine.advance(by: 0)
    #expect(context.phase == .completed)
    #expect(rig.engine.completeTransitionTime(of: context) == requested)
    #expect(viewOutline(rig.tabs.contentView) == "tabs.content[second.view]")
    #expect(rig.delegate.calls == (hasDelegate ? ["animationController(first->second)"] : []))
  }

  @Test(
    "shouldSelect and didSelect are sent for user selections only",
    arguments: ["select", "userSelect"])
  func userSelectionCallbacks(_ how: String) throws {
    let rig = TabRig()
    let context = how == "select" ? rig.tabs.select(index: 1) : rig.tabs.userSelect(index: 1)
    #expect(context != nil)
    let core = ["animationController(first->second)", "interactionController"]
    #expect(
      rig.delegate.calls
        == (how == "select" ? core : ["shouldSelect(second)"] + core + ["didSelect(second)"]))
  }

  @Test("a user selection the delegate refuses changes nothing")
  func refusedUserSelection() throws {
    let rig = TabRig()
    rig.delegate.allowsSelection = false
    #expect(rig.tabs.userSelect(index: 1) == nil)
    #expect(rig.delegate.calls == ["shouldSelect(second)"])
    #expect(rig.tabs.selectedIndex == 0)
    #expect(rig.engine.trace.events(of: .transitionScheduled).isEmpty)
    #expect(viewOutline(rig.tabs.contentView) == "tabs.content[first.view]")
  }

  @Test("a cancelled interactive tab change restores selectedIndex, the view and the appearance")
  func cancelledTabChange() throws {
    let rig = TabRig()
    rig.delegate.interactor = rig.interactor
    let context = try #require(rig.tabs.select(index: 1))
    #expect(rig.tabs.selectedIndex == 1)
    driveTransition(rig.engine, rig.interactor, .interactiveCancel)
    #expect(context.phase == .cancelled)
    #expect(rig.tabs.selectedIndex == 0)
    #expect(rig.tabs.selectedViewController === rig.first)
    #expect(viewOutline(rig.tabs.contentView) == "tabs.content[first.view]")
    #expect(rig.first.appearanceState == .appeared)
    #expect(rig.second.appearanceState == .disappeared)
    let states = rig.engine.trace.events(of: .containerState).compactMap {
      $0[field: "selectedIndex"]
    }
    #expect(states == ["1", "0"])
  }

  @Test("selecting the tab that is already selected does nothing")
  func reselectIsNoOp() throws {
    let rig = TabRig()
    #expect(rig.tabs.select(index: 0) == nil)
    #expect(rig.delegate.calls == [])
    #expect(rig.engine.reportedViolations == [])
  }

  @Test("an index out of range is refused with a reason", arguments: [2, -1])
  func outOfRange(_ index: Int) throws {
    let rig = TabRig()
    #expect(rig.tabs.select(index: index) == nil)
    #expect(
      rig.engine.reportedViolations == ["tab index \(index) is out of range; 'tabs' has 2 tabs"])
    #expect(rig.tabs.selectedIndex == 0)
  }

  @Test("a selection while a tab change runs is refused with a reason")
  func refusedWhileBusy() throws {
    let rig = TabRig()
    let running = try #require(rig.tabs.select(index: 1))
    #expect(rig.tabs.select(index: 0) == nil)
    #expect(
      rig.engine.reportedViolations == [
        "cannot select tab 0 while 'select tab 1 (second) in tabs' is in progress"
      ])
    #expect(running.label == "select tab 1 (second) in tabs")
    rig.engine.runUntilIdle()
    #expect(rig.tabs.selectedIndex == 1)
  }

  @Test("the tab delegate is not asked about the initially selected tab")
  func initialSelectionNotAsked() throws {
    let rig = TabRig()
    #expect(rig.delegate.calls == [])
    #expect(rig.tabs.selectedViewController === rig.first)
    #expect(viewOutline(rig.tabs.contentView) == "tabs.content[first.view]")
    #expect(rig.first.appearanceState == .appeared)
    #expect(rig.second.appearanceState == .disappeared)
  }

  @Test("changing back and forth runs one transition each way with the delegate's animator")
  func backAndForth() throws {
    let rig = TabRig()
    _ = try #require(rig.tabs.select(index: 1))
    rig.engine.runUntilIdle()
    _ = try #require(rig.tabs.select(index: 0))
    rig.engine.runUntilIdle()
    #expect(
      rig.delegate.calls == [
        "animationController(first->second)", "interactionController",
        "animationController(second->first)", "interactionController",
      ])
    #expect(
      rig.engine.appearanceCalls(of: rig.first) == [
        "viewWillDisappear", "viewDidDisappear", "viewWillAppear", "viewDidAppear",
      ])
    #expect(viewOutline(rig.tabs.contentView) == "tabs.content[first.view]")
  }
}
