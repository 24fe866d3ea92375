import Testing
import TransitionEngine

/// `UIModalPresentationStyle`: which styles remove the presenter's view, how
/// `.automatic` and compact popovers resolve, which styles UIKit refuses, which are
/// always animated by the system, and who presents for context styles (reference §2).
@Suite("Modal presentation styles follow UIKit")
struct StyleTests {
  static let regularWidth = Engine.Configuration(windowSize: Size(width: 1024, height: 1366))

  @Test(
    "fullScreen, currentContext and a custom controller that asks remove the presenter's view; overFullScreen, overCurrentContext and custom keep it",
    arguments: StyleCase.allCases)
  func presenterViewRemoval(_ style: StyleCase) throws {
    let rig = ModalRig(style)
    try rig.presentAndSettle()
    let controller = try #require(rig.detail.presentationController)
    #expect(controller.shouldRemovePresentersView == style.grabsPresenter)
    #expect(rig.home.view.isInWindow == !style.grabsPresenter)
    #expect((rig.home.view.superview == nil) == style.grabsPresenter)
  }

  @Test(
    "a custom presentation controller's shouldRemovePresentersView decides; the base class says false",
    arguments: [nil, false, true] as [Bool?])
  func customFlagDecides(_ removes: Bool?) throws {
    let rig = ModalRig(style: .custom, removesPresentersView: removes)
    try rig.presentAndSettle()
    let removed = removes ?? false
    #expect(rig.detail.presentationController?.shouldRemovePresentersView == removed)
    #expect(rig.home.view.isInWindow == !removed)
  }

  @Test(
    "pageSheet, formSheet and popover keep the presenter's view",
    arguments: [ModalPresentationStyle.pageSheet, .formSheet, .popover])
  func sheetsKeepPresenter(_ style: ModalPresentationStyle) throws {
    let rig = ModalRig(style: style, configuration: Self.regularWidth)
    try rig.presentAndSettle()
    #expect(rig.detail.presentationController?.presentationStyle == style)
    #expect(rig.home.view.isInWindow)
    #expect(viewOutline(rig.engine.window.rootView) == "window[home.view,container[detail.view]]")
  }

  @Test(
    ".automatic resolves to .formSheet from iOS 18 and to .pageSheet before",
    arguments: [
      (18, ModalPresentationStyle.formSheet), (26, .formSheet), (17, .pageSheet), (13, .pageSheet),
    ])
  func automaticResolution(_ version: Int, _ expected: ModalPresentationStyle) throws {
    let rig = ModalRig(style: .automatic, configuration: .init(systemVersion: version))
    let context = try rig.present()
    #expect(context.presentationStyle == expected)
    #expect(rig.detail.presentationController?.presentationStyle == expected)
    #expect(context.label == "present detail from home (\(expected.name))")
    #expect((context.animator as? any NamedAnimator)?.animatorName == "system.sheet")
  }

  @Test(
    "a controller's default style is .automatic, so a plain presentation is a form sheet on iOS 18")
  func defaultStyleIsAutomatic() throws {
    let engine = Engine()
    let home = ViewController(engine: engine, name: "home")
    let detail = ViewController(engine: engine, name: "detail")
    engine.window.rootViewController = home
    #expect(detail.modalPresentationStyle == .automatic)
    let context = try #require(home.present(detail, animated: true))
    #expect(context.presentationStyle == .formSheet)
  }

  @Test(".none is refused with UIKit's reason and nothing changes")
  func noneIsRefused() throws {
    let rig = ModalRig(style: ModalPresentationStyle.none)
    #expect(rig.home.present(rig.detail, animated: true) == nil)
    #expect(
      rig.engine.reportedViolations == [
        "'detail' has modalPresentationStyle .none, which cannot be presented (UIKit crashes); "
          + "choose a style such as .fullScreen or .custom"
      ])
    rig.engine.runUntilIdle()
    #expect(rig.home.presentedViewController == nil)
    #expect(rig.detail.presentingViewController == nil)
    #expect(viewOutline(rig.engine.window.rootView) == "window[home.view]")
    #expect(rig.engine.trace.events(of: .transitionScheduled).isEmpty)
  }

  @Test(".blurOverFullScreen is refused: it is tvOS only")
  func blurIsRefused() throws {
    let rig = ModalRig(style: .blurOverFullScreen)
    #expect(rig.home.present(rig.detail, animated: true) == nil)
    #expect(
      rig.engine.reportedViolations == [
        "'detail' uses .blurOverFullScreen, which is tvOS only; use .overFullScreen"
      ])
    #expect(rig.home.presentedViewController == nil)
    #expect(rig.animator.calls == [])
  }

  @Test(
    "sheets and popovers are animated by the system even when the delegate offers an animator and an interactor",
    arguments: [
      (ModalPresentationStyle.pageSheet, "system.sheet"), (.formSheet, "system.sheet"),
      (.popover, "system.popover"),
    ], [TransitionOperation.present, .dismiss])
  func systemAnimatedStyles(
    _ styleAndName: (ModalPresentationStyle, String), _ operation: TransitionOperation
  ) throws {
    let (style, animatorName) = styleAndName
    let rig = ModalRig(style: style, configuration: Self.regularWidth)
    rig.delegate.presentInteractor = rig.interactor
    rig.delegate.dismissInteractor = rig.interactor
    let context: TransitionContext
    if operation == .present {
      context = try #require(rig.home.present(rig.detail, animated: true))
    } else {
      try #require(rig.home.present(rig.detail, animated: true) != nil)
      rig.engine.runUntilIdle()
      rig.engine.trace.removeAll()
      context = try #require(rig.detail.dismiss(animated: true))
    }
    rig.engine.runUntilIdle()
    #expect((context.animator as? any NamedAnimator)?.animatorName == animatorName)
    #expect(context.animatorReason.text == "\(style.name) is animated by the system")
    #expect(context.interactor == nil)
    #expect(rig.animator.calls == [])
    #expect(rig.engine.trace.events(of: .delegateCall).isEmpty)
    #expect(context.phase == .completed)
  }

  @Test(
    "a popover is presented full screen in compact width and as a popover in regular width",
    arguments: [
      (390.0, ModalPresentationStyle.fullScreen), (743, .fullScreen), (744, .popover),
      (1024, .popover),
    ])
  func popoverAdaptsToWidth(_ width: Double, _ expected: ModalPresentationStyle) throws {
    let rig = ModalRig(
      style: .popover, configuration: .init(windowSize: Size(width: width, height: 1000)))
    let context = try rig.present()
    rig.engine.runUntilIdle()
    #expect(context.presentationStyle == expected)
    #expect(rig.home.view.isInWindow == (expected == .popover))
    if expected == .fullScreen {
      #expect(context.animator === rig.animator)
    } else {
      #expect((context.animator as? any NamedAnimator)?.animatorName == "system.popover")
    }
  }

  @Test(
    "the delegate's animator serves the styles that are not system-animated",
    arguments: StyleCase.allCases)
  func delegateAnimatorServes(_ style: StyleCase) throws {
    let rig = ModalRig(style)
    let context = try rig.present()
    #expect(context.animator === rig.animator)
    #expect(context.animatorReason.text == "transitioningDelegate")
  }

  @Test(
    "without a delegate animator a style gets UIKit's animation for its modalTransitionStyle",
    arguments: [
      (ModalTransitionStyle.coverVertical, "system.coverVertical"),
      (.crossDissolve, "system.crossDissolve"), (.flipHorizontal, "system.flipHorizontal"),
      (.partialCurl, "system.coverVertical"),
    ])
  func systemDefaultAnimator(_ transitionStyle: ModalTransitionStyle, _ name: String) throws {
    let rig = ModalRig(style: .fullScreen)
    rig.delegate.presentAnimator = nil
    rig.detail.modalTransitionStyle = transitionStyle
    let context = try rig.present()
    rig.engine.runUntilIdle()
    #expect((context.animator as? any NamedAnimator)?.animatorName == name)
    #expect(context.animatorReason.text == "transitioningDelegate returned nil: system default")
    #expect(context.phase == .completed)
    #expect(rig.engine.reportedViolations == [])
  }

  // MARK: Who presents

  /// A navigation controller `nav` (the window's root) showing `list`, and `detail`.
  private struct ContextScene {
    let engine = Engine()
    let list: ViewController
    let navigation: NavigationController
    let detail: ViewController
    let delegate = FixedDelegate(animator: RecordingTransitionAnimator())

    init(style: ModalPresentationStyle, listDefines: Bool, navigationDefines: Bool) {
      list = ViewController(engine: engine, name: "list")
      navigation = NavigationController(engine: engine, name: "nav", root: list)
      detail = ViewController(engine: engine, name: "detail")
      engine.window.rootViewController = navigation
      list.definesPresentationContext = listDefines
      navigation.definesPresentationContext = navigationDefines
      detail.modalPresentationStyle = style
      detail.transitioningDelegate = delegate
    }
  }

  @Test(
    "current-context styles are presented by the nearest controller that defines the presentation context",
    arguments: [ModalPresentationStyle.currentContext, .overCurrentContext],
    [(true, false, "list"), (true, true, "list"), (false, true, "nav"), (false, false, "nav")])
  func contextDefinerPresents(
    _ style: ModalPresentationStyle, _ definers: (list: Bool, navigation: Bool, presenter: String)
  ) throws {
    let scene = ContextScene(
      style: style, listDefines: definers.list, navigationDefines: definers.navigation)
    let presenter = definers.presenter == "list" ? scene.list : scene.navigation
    let presentationSuperview = try #require(presenter.view.superview)
    let context = try #require(scene.list.present(scene.detail, animated: true))
    scene.engine.runUntilIdle()
    #expect(context.viewController(forKey: .from) === presenter)
    #expect(scene.detail.presentingViewController === presenter)
    #expect(presenter.presentedViewController === scene.detail)
    #expect(context.containerView.superview === presentationSuperview)
  }

  @Test(
    "a current-context presentation covers the definer's region: its container sits in the definer's superview",
    arguments: [ModalPresentationStyle.currentContext, .overCurrentContext])
  func contextContainerPlacement(_ style: ModalPresentationStyle) throws {
    let scene = ContextScene(style: style, listDefines: true, navigationDefines: false)
    let context = try #require(scene.list.present(scene.detail, animated: true))
    scene.engine.runUntilIdle()
    #expect(context.containerView.superview === scene.navigation.contentView)
    #expect(context.containerView.frame == scene.navigation.contentView.bounds)
    let contents =
      style == .currentContext ? "container[detail.view]" : "list.view,container[detail.view]"
    #expect(
      viewOutline(scene.engine.window.rootView) == "window[nav.view[nav.content[\(contents)]]]")
  }

  @Test(
    "full-screen styles are presented by the root of the parent chain even when a child defines the context",
    arguments: [ModalPresentationStyle.fullScreen, .overFullScreen, .custom])
  func fullScreenIgnoresDefiner(_ style: ModalPresentationStyle) throws {
    let scene = ContextScene(style: style, listDefines: true, navigationDefines: false)
    let context = try #require(scene.list.present(scene.detail, animated: true))
    #expect(context.viewController(forKey: .from) === scene.navigation)
    #expect(scene.detail.presentingViewController === scene.navigation)
    scene.engine.runUntilIdle()
    #expect(context.containerView.superview === scene.engine.window.rootView)
  }
}
