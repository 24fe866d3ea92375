import Testing
import TransitionEngine

/// Appearance callbacks around modal transitions: balanced will/did pairs,
/// `cancelBeginAppearanceTransition` on cancel, and the presenter's callbacks suppressed
/// when its view is not removed (reference §1.3, §2).
@Suite("Appearance callbacks around presentations follow UIKit")
struct AppearanceTests {
  static let regularWidth = Engine.Configuration(windowSize: Size(width: 1024, height: 1366))
  static let cancel = "cancelBeginAppearanceTransition"

  /// The calls a controller gets when it appears (or disappears) and the transition
  /// completes or is cancelled.
  static func expectedCalls(appearing: Bool, completes: Bool) -> [String] {
    let (will, did) =
      appearing ? ("viewWillAppear", "viewDidAppear") : ("viewWillDisappear", "viewDidDisappear")
    let (undoWill, undoDid) =
      appearing ? ("viewWillDisappear", "viewDidDisappear") : ("viewWillAppear", "viewDidAppear")
    return completes ? [will, did] : [will, cancel, undoWill, undoDid]
  }

  @Test(
    "will/did pairs are balanced for every style, operation and mode; the presenter's only when its view is removed",
    arguments: StyleCase.allCases, RunMode.allCases)
  func balancedPairs(_ style: StyleCase, _ mode: RunMode) throws {
    for operation in [TransitionOperation.present, .dismiss] {
      let stage = try OperationStage.perform(operation, mode, style: style)
      let rig = try #require(stage.rig as? ModalRig)
      let presentedAppears = operation == .present
      #expect(
        stage.engine.appearanceCalls(of: rig.detail)
          == Self.expectedCalls(appearing: presentedAppears, completes: mode.completes),
        "\(operation)")
      #expect(
        stage.engine.appearanceCalls(of: rig.home)
          == (style.grabsPresenter
            ? Self.expectedCalls(appearing: !presentedAppears, completes: mode.completes) : []),
        "\(operation)")
      let detailShown = presentedAppears == mode.completes
      #expect(rig.detail.appearanceState == (detailShown ? .appeared : .disappeared))
      #expect(
        rig.home.appearanceState == (detailShown && style.grabsPresenter ? .disappeared : .appeared)
      )
    }
  }

  @Test(
    "a cancelled transition sends cancelBeginAppearanceTransition to each side whose appearance began",
    arguments: StyleCase.allCases, [TransitionOperation.present, .dismiss])
  func cancelBeginOnCancel(_ style: StyleCase, _ operation: TransitionOperation) throws {
    let stage = try OperationStage.perform(operation, .interactiveCancel, style: style)
    let cancels = stage.engine.appearanceLog.filter { $0.hasSuffix(Self.cancel) }
    let presented = "detail.\(Self.cancel)"
    let presenter = "home.\(Self.cancel)"
    #expect(cancels == (style.grabsPresenter ? [presented, presenter] : [presented]))
    let beforeCancel = stage.engine.appearanceLog.prefix { !$0.hasSuffix(Self.cancel) }
    #expect(beforeCancel.count == (style.grabsPresenter ? 2 : 1))
    #expect(!beforeCancel.contains { $0.contains(".viewDid") })
  }

  @Test(
    "the presenter gets no callbacks through a whole presentation and dismissal when its view stays",
    arguments: [
      (ModalPresentationStyle.custom, false), (.overFullScreen, false),
      (.overCurrentContext, false),
      (.pageSheet, true), (.formSheet, true), (.popover, true),
    ])
  func presenterSuppressed(_ style: ModalPresentationStyle, _ regular: Bool) throws {
    let rig = ModalRig(style: style, configuration: regular ? Self.regularWidth : .init())
    try rig.presentAndSettle()
    _ = try rig.dismiss()
    rig.engine.runUntilIdle()
    #expect(rig.engine.appearanceCalls(of: rig.home) == [])
    #expect(rig.home.appearanceState == .appeared)
    #expect(
      rig.engine.appearanceCalls(of: rig.detail) == ["viewWillDisappear", "viewDidDisappear"])
  }

  @Test(
    "sheets and popovers: the presented controller's pairs are balanced, animated or not",
    arguments: [ModalPresentationStyle.pageSheet, .formSheet, .popover], [true, false])
  func sheetPairs(_ style: ModalPresentationStyle, _ animated: Bool) throws {
    let rig = ModalRig(style: style, configuration: Self.regularWidth)
    _ = try rig.present(animated: animated)
    rig.engine.runUntilIdle()
    _ = try rig.dismiss(animated: animated)
    rig.engine.runUntilIdle()
    #expect(
      rig.engine.appearanceLog == [
        "detail.viewWillAppear", "detail.viewDidAppear", "detail.viewWillDisappear",
        "detail.viewDidDisappear",
      ])
    let flags = rig.engine.trace.events(of: .appearance).compactMap { $0[field: "animated"] }
    #expect(flags == Array(repeating: "\(animated)", count: 4))
  }

  @Test(
    "viewWill* come before animateTransition and viewDid* inside completeTransition's completion handler",
    arguments: TransitionOperation.allCases)
  func callbackMoments(_ operation: TransitionOperation) throws {
    let stage = try OperationStage.perform(operation, .animated)
    let events = stage.engine.trace.events
    let animate = try #require(
      events.firstIndex { $0.kind == .animatorCall && $0[field: "call"] == "animateTransition" })
    let handler = try #require(
      events.firstIndex { $0.kind == .completionStep && $0[field: "step"] == "completionHandler" })
    let alongside = try #require(
      events.firstIndex { $0.kind == .completionStep && $0[field: "step"] == "alongsideCompletion" }
    )
    for (index, event) in events.enumerated() where event.kind == .appearance {
      let call = event[field: "call"] ?? ""
      if call.hasPrefix("viewWill") {
        #expect(index < animate, "\(call)")
      } else {
        #expect(index > handler && index < alongside, "\(call)")
      }
    }
  }

  @Test(
    "a custom presentation that is not animated still sends balanced callbacks, marked not animated",
    arguments: [TransitionOperation.present, .dismiss])
  func customNotAnimated(_ operation: TransitionOperation) throws {
    let stage = try OperationStage.perform(operation, .notAnimated, style: .customRemovingPresenter)
    let flags = Set(stage.engine.trace.events(of: .appearance).compactMap { $0[field: "animated"] })
    #expect(flags == ["false"])
    #expect(stage.engine.appearanceCalls(of: stage.to) == ["viewWillAppear", "viewDidAppear"])
    #expect(
      stage.engine.appearanceCalls(of: stage.from) == ["viewWillDisappear", "viewDidDisappear"])
  }

  @Test(
    "a container presenter forwards its callbacks to its visible child",
    arguments: [RunMode.animated, .interactiveCancel])
  func containerForwards(_ mode: RunMode) throws {
    let engine = Engine()
    let list = ViewController(engine: engine, name: "list")
    let navigation = NavigationController(engine: engine, name: "nav", root: list)
    let detail = ViewController(engine: engine, name: "detail")
    let delegate = FixedDelegate(animator: RecordingTransitionAnimator())
    let interactor = PercentDrivenInteractiveTransition()
    delegate.presentInteractor = mode.isInteractive ? interactor : nil
    engine.window.rootViewController = navigation
    detail.modalPresentationStyle = .fullScreen
    detail.transitioningDelegate = delegate
    engine.trace.removeAll()
    _ = try #require(list.present(detail, animated: true))
    driveTransition(engine, interactor, mode)
    let expected = Self.expectedCalls(appearing: false, completes: mode.completes)
    #expect(engine.appearanceCalls(of: navigation) == expected)
    #expect(engine.appearanceCalls(of: list) == expected)
    #expect(list.appearanceState == navigation.appearanceState)
  }
}
