import Testing
import TransitionEngine

/// How a transition is run in table-driven tests.
enum RunMode: String, CaseIterable, Sendable {
  case animated
  case notAnimated
  case interactiveFinish
  case interactiveCancel

  var isAnimated: Bool { self != .notAnimated }
  var isInteractive: Bool { self == .interactiveFinish || self == .interactiveCancel }
  var completes: Bool { self != .interactiveCancel }
}

/// How an interactive transition's animations are driven.
enum InteractiveDriverKind: String, CaseIterable, Sendable {
  /// The animations `animateTransition` makes, captured by the context.
  case tracked
  /// The animator's interruptible property animator.
  case interruptible
}

/// The presentation styles that take a delegate's animator, with the custom style twice:
/// with the base presentation controller and with one that removes the presenter's view.
enum StyleCase: String, CaseIterable, Sendable {
  case fullScreen
  case currentContext
  case custom
  case customRemovingPresenter
  case overFullScreen
  case overCurrentContext

  var style: ModalPresentationStyle {
    switch self {
    case .fullScreen: .fullScreen
    case .currentContext: .currentContext
    case .custom, .customRemovingPresenter: .custom
    case .overFullScreen: .overFullScreen
    case .overCurrentContext: .overCurrentContext
    }
  }

  /// Whether UIKit takes the presenter's view into the container (and out of the window
  /// once presented): `shouldRemovePresentersView`.
  var grabsPresenter: Bool {
    switch self {
    case .fullScreen, .currentContext, .customRemovingPresenter: true
    case .custom, .overFullScreen, .overCurrentContext: false
    }
  }
}

/// An engine with a root controller `home` presenting `detail`, whose transitioning
/// delegate hands out a ``RecordingTransitionAnimator`` (and `interactor` when the test sets it).
final class ModalRig {
  let engine: Engine
  let home: ViewController
  let detail: ViewController
  let delegate: FixedDelegate
  let animator = RecordingTransitionAnimator()
  let interactor = PercentDrivenInteractiveTransition()

  init(
    style: ModalPresentationStyle, removesPresentersView: Bool? = nil,
    configuration: Engine.Configuration = Engine.Configuration()
  ) {
    engine = Engine(configuration: configuration)
    home = ViewController(engine: engine, name: "home")
    detail = ViewController(engine: engine, name: "detail")
    engine.window.rootViewController = home
    delegate = FixedDelegate(animator: animator)
    if let removes = removesPresentersView {
      delegate.presentation = { presented, presenting in
        presenting.map {
          RemovingPresentationController(presented: presented, presenting: $0, removes: removes)
        }
      }
    }
    detail.modalPresentationStyle = style
    detail.transitioningDelegate = delegate
    engine.trace.removeAll()
  }

  convenience init(_ style: StyleCase) {
    self.init(
      style: style.style, removesPresentersView: style == .customRemovingPresenter ? true : nil)
  }

  /// Presents `detail` and runs until idle, then forgets the trace.
  func presentAndSettle() throws {
    try #require(home.present(detail, animated: true) != nil)
    engine.runUntilIdle()
    try #require(home.presentedViewController === detail)
    engine.trace.removeAll()
    animator.reset()
  }

  /// Starts the presentation (interactive with `interactor` when asked).
  func present(animated: Bool = true, interactive: Bool = false) throws -> TransitionContext {
    delegate.presentInteractor = interactive ? interactor : nil
    return try #require(home.present(detail, animated: animated))
  }

  /// Starts the dismissal (interactive with `interactor` when asked).
  func dismiss(animated: Bool = true, interactive: Bool = false) throws -> TransitionContext {
    delegate.dismissInteractor = interactive ? interactor : nil
    return try #require(detail.dismiss(animated: animated))
  }
}

/// A navigation controller `nav` (the window's root) with `root` at the bottom and
/// `child` to push; its delegate hands out a ``RecordingTransitionAnimator``.
final class NavigationRig {
  let engine = Engine()
  let root: ViewController
  let child: ViewController
  let navigation: NavigationController
  let delegate = NavigationDelegateStub()
  let animator = RecordingTransitionAnimator()
  let interactor = PercentDrivenInteractiveTransition()

  /// With `stacked`, `child` is already pushed (without animation).
  init(stacked: Bool = false, hasDelegate: Bool = true) {
    root = ViewController(engine: engine, name: "root")
    child = ViewController(engine: engine, name: "child")
    navigation = NavigationController(engine: engine, name: "nav", root: root)
    engine.window.rootViewController = navigation
    if stacked {
      navigation.pushViewController(child, animated: false)
      engine.runUntilIdle()
    }
    if hasDelegate { navigation.delegate = delegate }
    delegate.animator = animator
    engine.trace.removeAll()
  }
}

/// A tab bar controller `tabs` (the window's root) showing `first`, with `second` to
/// select; its delegate hands out a ``RecordingTransitionAnimator``.
final class TabRig {
  let engine = Engine()
  let first: ViewController
  let second: ViewController
  let tabs: TabBarController
  let delegate = TabDelegateStub()
  let animator = RecordingTransitionAnimator()
  let interactor = PercentDrivenInteractiveTransition()

  init(hasDelegate: Bool = true) {
    first = ViewController(engine: engine, name: "first")
    second = ViewController(engine: engine, name: "second")
    tabs = TabBarController(engine: engine, name: "tabs", tabs: [first, second])
    engine.window.rootViewController = tabs
    if hasDelegate { tabs.delegate = delegate }
    delegate.animator = animator
    engine.trace.removeAll()
  }
}

/// Drives a started-on-request transition the way `mode` says: lets it start, and for
/// interactive modes scrubs to 40 %, waits, then finishes or cancels; then runs until
/// idle.
func driveTransition(
  _ engine: Engine, _ interactor: PercentDrivenInteractiveTransition, _ mode: RunMode
) {
  engine.advance(by: 0)
  if mode.isInteractive {
    interactor.update(0.4)
    engine.advance(by: 0.1)
    if mode == .interactiveFinish { interactor.finish() } else { interactor.cancel() }
  }
  engine.runUntilIdle()
}

/// One transition of any operation, requested in one mode and not yet started.
struct OperationStage {
  let engine: Engine
  let context: TransitionContext
  let animator: RecordingTransitionAnimator
  let interactor: PercentDrivenInteractiveTransition
  /// The controller the transition leaves and the one it shows.
  let from: ViewController
  let to: ViewController
  /// The view the transition happens in once it started: the window's root view for
  /// modal transitions, the container's content view otherwise.
  let host: View
  /// Keeps the rig (and so the weakly held delegates) alive.
  let rig: AnyObject

  /// Sets up UIKit's state before `operation` (presented for a dismissal, pushed for a
  /// pop) and requests it in `mode`. Modal transitions use `style` (`.fullScreen` by
  /// default); the non-animated tab change has no delegate animator.
  static func begin(
    _ operation: TransitionOperation, _ mode: RunMode, style: StyleCase = .fullScreen
  ) throws -> OperationStage {
    switch operation {
    case .present, .dismiss:
      let rig = ModalRig(style)
      let context: TransitionContext
      if operation == .present {
        context = try rig.present(animated: mode.isAnimated, interactive: mode.isInteractive)
      } else {
        try rig.presentAndSettle()
        context = try rig.dismiss(animated: mode.isAnimated, interactive: mode.isInteractive)
      }
      let (from, to) = operation == .present ? (rig.home, rig.detail) : (rig.detail, rig.home)
      return OperationStage(
        engine: rig.engine, context: context, animator: rig.animator, interactor: rig.interactor,
        from: from, to: to, host: rig.engine.window.rootView, rig: rig)
    case .push, .pop:
      let rig = NavigationRig(stacked: operation == .pop)
      rig.delegate.interactor = mode.isInteractive ? rig.interactor : nil
      let context: TransitionContext
      if operation == .push {
        context = try #require(
          rig.navigation.pushViewController(rig.child, animated: mode.isAnimated))
      } else {
        try #require(rig.navigation.popViewController(animated: mode.isAnimated) === rig.child)
        context = try #require(rig.navigation.currentTransition)
      }
      let (from, to) = operation == .push ? (rig.root, rig.child) : (rig.child, rig.root)
      return OperationStage(
        engine: rig.engine, context: context, animator: rig.animator, interactor: rig.interactor,
        from: from, to: to, host: rig.navigation.contentView, rig: rig)
    case .tab:
      let rig = TabRig()
      rig.delegate.animator = mode.isAnimated ? rig.animator : nil
      rig.delegate.interactor = mode.isInteractive ? rig.interactor : nil
      let context = try #require(rig.tabs.select(index: 1))
      return OperationStage(
        engine: rig.engine, context: context, animator: rig.animator, interactor: rig.interactor,
        from: rig.first, to: rig.second, host: rig.tabs.contentView, rig: rig)
    }
  }

  /// Requests `operation` in `mode` and drives it to the end with ``driveTransition(_:_:_:)``.
  static func perform(
    _ operation: TransitionOperation, _ mode: RunMode, style: StyleCase = .fullScreen
  ) throws -> OperationStage {
    let stage = try begin(operation, mode, style: style)
    driveTransition(stage.engine, stage.interactor, mode)
    return stage
  }
}
