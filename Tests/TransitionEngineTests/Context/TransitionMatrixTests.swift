import Testing
import TransitionEngine

/// Every operation in every mode, run to the end, checked against what UIKit leaves.
@Suite("Every operation in every mode ends as UIKit leaves it")
struct TransitionMatrixTests {
  static let operations = TransitionOperation.allCases
  static let modes = RunMode.allCases

  @Test(
    "completeTransition is called exactly once and animationEnded follows once",
    arguments: operations, modes)
  func completesOnce(_ operation: TransitionOperation, _ mode: RunMode) throws {
    let run = try OperationStage.perform(operation, mode)
    #expect(run.engine.events(.contextCall, call: "completeTransition", of: run.context).count == 1)
    #expect(run.engine.events(.animatorCall, call: "animationEnded", of: run.context).count == 1)
  }

  @Test(
    "the phase ends completed, or cancelled after an interactive cancel", arguments: operations,
    modes)
  func endPhase(_ operation: TransitionOperation, _ mode: RunMode) throws {
    let run = try OperationStage.perform(operation, mode)
    #expect(run.context.phase == (mode.completes ? .completed : .cancelled))
    #expect(run.context.transitionWasCancelled == !mode.completes)
  }

  @Test("the window holds exactly the views UIKit leaves in it", arguments: operations, modes)
  func finalHierarchy(_ operation: TransitionOperation, _ mode: RunMode) throws {
    let run = try OperationStage.perform(operation, mode)
    let shown = mode.completes ? run.to : run.from
    let expected: String
    switch operation {
    case .present, .dismiss:
      expected = shown.name == "detail" ? "window[container[detail.view]]" : "window[home.view]"
    case .push, .pop:
      expected = "window[nav.view[nav.content[\(shown.name).view]]]"
    case .tab:
      expected = "window[tabs.view[tabs.content[\(shown.name).view]]]"
    }
    #expect(viewOutline(run.engine.window.rootView) == expected)
  }

  @Test("appearance callbacks come in balanced will/did pairs", arguments: operations, modes)
  func balancedAppearance(_ operation: TransitionOperation, _ mode: RunMode) throws {
    let run = try OperationStage.perform(operation, mode)
    let cancel = "cancelBeginAppearanceTransition"
    if mode.completes {
      #expect(
        run.engine.appearanceCalls(of: run.from) == ["viewWillDisappear", "viewDidDisappear"])
      #expect(run.engine.appearanceCalls(of: run.to) == ["viewWillAppear", "viewDidAppear"])
      #expect(run.from.appearanceState == .disappeared)
      #expect(run.to.appearanceState == .appeared)
    } else {
      #expect(
        run.engine.appearanceCalls(of: run.from) == [
          "viewWillDisappear", cancel, "viewWillAppear", "viewDidAppear",
        ])
      #expect(
        run.engine.appearanceCalls(of: run.to) == [
          "viewWillAppear", cancel, "viewWillDisappear", "viewDidDisappear",
        ])
      #expect(run.from.appearanceState == .appeared)
      #expect(run.to.appearanceState == .disappeared)
    }
    let animatedFlags: Set<String> = Set(
      run.engine.trace.events(of: .appearance).compactMap { $0[field: "animated"] })
    #expect(animatedFlags == ["\(mode.isAnimated)"])
  }

  @Test("no rule is broken", arguments: operations, modes)
  func noViolations(_ operation: TransitionOperation, _ mode: RunMode) throws {
    let run = try OperationStage.perform(operation, mode)
    #expect(run.engine.reportedViolations == [])
    #expect(run.engine.isIdle)
  }

  @Test(
    "the delegate's animator runs, or system.immediate when not animated",
    arguments: operations, modes)
  func animatorChoice(_ operation: TransitionOperation, _ mode: RunMode) throws {
    let run = try OperationStage.perform(operation, mode)
    let name = (run.context.animator as? any NamedAnimator)?.animatorName
    if mode.isAnimated {
      #expect(run.context.animator === run.animator)
      #expect(
        run.animator.calls == [
          "transitionDuration", "animateTransition", "animationEnded(\(mode.completes))",
        ])
    } else {
      #expect(name == "system.immediate")
      #expect(run.animator.calls == [])
    }
  }

  @Test("the container's own state follows the outcome", arguments: operations, modes)
  func containerState(_ operation: TransitionOperation, _ mode: RunMode) throws {
    let run = try OperationStage.perform(operation, mode)
    switch run.rig {
    case let modal as ModalRig:
      let presented = operation == .present ? mode.completes : !mode.completes
      #expect(modal.home.presentedViewController === (presented ? modal.detail : nil))
      #expect(modal.detail.presentingViewController === (presented ? modal.home : nil))
    case let navigation as NavigationRig:
      let pushed = operation == .push ? mode.completes : !mode.completes
      #expect(
        navigation.navigation.viewControllers.map(\.name)
          == (pushed ? ["root", "child"] : ["root"]))
      #expect(navigation.child.parent === (pushed ? navigation.navigation : nil))
    case let tab as TabRig:
      #expect(tab.tabs.selectedIndex == (mode.completes ? 1 : 0))
      #expect(tab.tabs.selectedViewController === (mode.completes ? tab.second : tab.first))
    default:
      Issue.record("unexpected rig \(run.rig)")
    }
  }
}
