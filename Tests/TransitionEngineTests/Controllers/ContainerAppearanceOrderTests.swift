import Testing
import TransitionEngine

/// The order of the appearance callbacks around a navigation push or pop and a tab
/// change (uikit_beyond_animators.md, "Appearance callback order (observed)").
@Suite("Container transitions send the appearance callbacks in UIKit's order")
struct ContainerAppearanceOrderTests {
  /// UIKit's order: the outgoing controller's `viewWillDisappear` before the incoming
  /// one's `viewWillAppear`, then `viewDidDisappear` before `viewDidAppear`. On a cancel
  /// the incoming controller's appearance is undone first (`viewWillDisappear`,
  /// `viewDidDisappear`), then the outgoing one's (`viewWillAppear`, `viewDidAppear`).
  static func expectedLog(from: String, to: String, completes: Bool) -> [String] {
    let begun = ["\(from).viewWillDisappear", "\(to).viewWillAppear"]
    if completes {
      return begun + ["\(from).viewDidDisappear", "\(to).viewDidAppear"]
    }
    let cancel = "cancelBeginAppearanceTransition"
    return begun + [
      "\(to).\(cancel)", "\(to).viewWillDisappear", "\(to).viewDidDisappear",
      "\(from).\(cancel)", "\(from).viewWillAppear", "\(from).viewDidAppear",
    ]
  }

  @Test(
    "push, pop and tab changes: from.viewWillDisappear, to.viewWillAppear, from.viewDidDisappear, to.viewDidAppear",
    arguments: [TransitionOperation.push, .pop, .tab], RunMode.allCases)
  func order(_ operation: TransitionOperation, _ mode: RunMode) throws {
    let stage = try OperationStage.perform(operation, mode)
    #expect(
      stage.engine.appearanceLog
        == Self.expectedLog(from: stage.from.name, to: stage.to.name, completes: mode.completes))
  }
}
