import Testing
import TransitionEngine

/// `home` presents `b`, which presents `c`, which presents `d`; each has its own
/// transitioning delegate and animator, and the test picks each one's style.
private final class Stack {
  let engine = Engine()
  let home: ViewController
  let presented: [ViewController]
  let animators: [RecordingTransitionAnimator]
  let delegates: [FixedDelegate]

  init(styles: [ModalPresentationStyle] = [.fullScreen, .fullScreen, .fullScreen]) throws {
    home = ViewController(engine: engine, name: "home")
    engine.window.rootViewController = home
    let names = ["b", "c", "d"].prefix(styles.count)
    let engine = engine
    presented = names.map { ViewController(engine: engine, name: $0) }
    let animators = names.map { _ in RecordingTransitionAnimator() }
    self.animators = animators
    delegates = animators.map { FixedDelegate(animator: $0) }
    var presenter = home
    for (index, controller) in presented.enumerated() {
      controller.modalPresentationStyle = styles[index]
      controller.transitioningDelegate = delegates[index]
      try #require(presenter.present(controller, animated: true) != nil)
      engine.runUntilIdle()
      presenter = controller
    }
    engine.trace.removeAll()
    animators.forEach { $0.reset() }
  }

  /// The controller named `name`.
  func controller(_ name: String) -> ViewController {
    name == "home" ? home : presented.first { $0.name == name } ?? home
  }
}

/// Dismissing a controller lower in a presentation stack (uikit_beyond_animators.md,
/// `dismiss(animated:completion:)`): everything above it goes, only the top-most
/// controller's dismissal animates, with its own animator; the ones in between are
/// removed without animation.
@Suite("Dismissing lower in a presentation stack follows UIKit")
struct StackDismissalTests {
  @Test(
    "dismiss on a controller dismisses what it presents and everything above; only the top's animator runs",
    arguments: [
      ("home", ["b", "c", "d"]), ("b", ["c", "d"]), ("c", ["d"]), ("d", ["d"]),
    ])
  func dismissesAbove(_ caller: String, _ dismissed: [String]) throws {
    let stack = try Stack()
    let base = try #require(stack.controller(dismissed[0]).presentingViewController)
    let context = try #require(stack.controller(caller).dismiss(animated: true))
    #expect(context.viewController(forKey: .from) === stack.presented[2])
    #expect(context.viewController(forKey: .to) === base)
    #expect(context.label == "dismiss d to \(base.name) (fullScreen)")
    stack.engine.runUntilIdle()
    #expect(context.phase == .completed)
    #expect(base.presentedViewController == nil)
    for name in dismissed {
      let controller = stack.controller(name)
      #expect(controller.presentingViewController == nil, "\(name)")
      #expect(controller.presentationController == nil, "\(name)")
      #expect(controller.presentedViewController == nil, "\(name)")
      #expect(!controller.view.isInWindow, "\(name)")
      #expect(controller.appearanceState == .disappeared, "\(name)")
    }
    #expect(base.view.isInWindow)
    #expect(base.appearanceState == .appeared)
    #expect(
      stack.animators[2].calls == [
        "transitionDuration", "animateTransition", "animationEnded(true)",
      ])
    #expect(stack.animators[0].calls == [] && stack.animators[1].calls == [])
    let asked = stack.engine.trace.events(of: .delegateCall).compactMap { $0[field: "call"] }
    #expect(
      asked == ["animationController(forDismissed:)", "interactionControllerForDismissal(using:)"])
    #expect(stack.engine.violations.isEmpty)
  }

  @Test("after the whole stack is dismissed only the base's view is left in the window")
  func windowAfter() throws {
    let stack = try Stack()
    _ = try #require(stack.home.dismiss(animated: true))
    stack.engine.runUntilIdle()
    #expect(viewOutline(stack.engine.window.rootView) == "window[home.view]")
    #expect(stack.home.view.frame == stack.engine.window.rootView.bounds)
  }

  @Test(
    "appearance: the top's and the visible intermediates' viewWillDisappear, the base's viewWillAppear, then the did calls; completion last",
    arguments: [
      (
        [ModalPresentationStyle.fullScreen, .fullScreen],
        [
          "c.viewWillDisappear", "home.viewWillAppear", "c.viewDidDisappear",
          "home.viewDidAppear",
        ]
      ),
      (
        [.fullScreen, .overFullScreen],
        [
          "c.viewWillDisappear", "b.viewWillDisappear", "home.viewWillAppear",
          "c.viewDidDisappear", "b.viewDidDisappear", "home.viewDidAppear",
        ]
      ),
      (
        [.overFullScreen, .overFullScreen],
        ["c.viewWillDisappear", "b.viewWillDisappear", "c.viewDidDisappear", "b.viewDidDisappear"]
      ),
    ])
  func appearance(_ styles: [ModalPresentationStyle], _ expected: [String]) throws {
    let stack = try Stack(styles: styles)
    var completedAfter: [String]?
    _ = try #require(
      stack.home.dismiss(animated: true) { completedAfter = stack.engine.appearanceLog })
    stack.engine.runUntilIdle()
    #expect(stack.engine.appearanceLog == expected)
    #expect(completedAfter == expected)
    let intermediate = stack.engine.trace.events(of: .appearance).filter {
      $0[field: "controller"] == "b"
    }
    #expect(intermediate.allSatisfy { $0[field: "animated"] == "false" })
  }

  @Test(
    "the presentation controllers of the top and of the controllers in between all end their dismissal"
  )
  func presentationHooks() throws {
    let stack = try Stack(styles: [.fullScreen, .overFullScreen])
    _ = try #require(stack.home.dismiss(animated: true))
    stack.engine.runUntilIdle()
    let states = stack.engine.trace.events(of: .presentationState).map {
      "\($0[field: "presenting"] ?? "")->\($0[field: "presented"] ?? ""): \($0[field: "state"] ?? "")"
    }
    #expect(states == ["b->c: dismissed", "home->b: dismissed"])
    let hooks = stack.engine.trace.events.filter {
      $0[field: "call"]?.hasPrefix("dismissalTransition") == true
    }.map { "\($0[field: "call"] ?? "") \($0[field: "completed"] ?? "")" }
    #expect(
      hooks == [
        "dismissalTransitionWillBegin ", "dismissalTransitionWillBegin ",
        "dismissalTransitionDidEnd true", "dismissalTransitionDidEnd true",
      ])
  }

  @Test("not animated: the top goes with no animation and the whole stack is dismissed")
  func notAnimated() throws {
    let stack = try Stack()
    let context = try #require(stack.home.dismiss(animated: false))
    #expect((context.animator as? any NamedAnimator)?.animatorName == "system.immediate")
    stack.engine.runUntilIdle()
    #expect(stack.home.presentedViewController == nil)
    #expect(viewOutline(stack.engine.window.rootView) == "window[home.view]")
  }

  @Test("a cancelled interactive stack dismissal leaves the whole stack presented and on screen")
  func cancelled() throws {
    let stack = try Stack(styles: [.fullScreen, .overFullScreen])
    let interactor = PercentDrivenInteractiveTransition()
    stack.delegates[1].dismissInteractor = interactor
    let before = viewOutline(stack.engine.window.rootView)
    _ = try #require(stack.home.dismiss(animated: true))
    driveTransition(stack.engine, interactor, .interactiveCancel)
    #expect(stack.home.presentedViewController === stack.presented[0])
    #expect(stack.presented[0].presentedViewController === stack.presented[1])
    #expect(viewOutline(stack.engine.window.rootView) == before)
    #expect(stack.presented[0].appearanceState == .appeared)
    #expect(stack.presented[1].appearanceState == .appeared)
    #expect(stack.home.appearanceState == .disappeared)
    #expect(stack.engine.violations.isEmpty)
  }

  @Test("dismissing a stack while one of its transitions runs is refused, naming it")
  func refusedWhileRunning() throws {
    let stack = try Stack()
    _ = try #require(stack.presented[2].dismiss(animated: true))
    #expect(stack.home.dismiss(animated: true) == nil)
    #expect(
      stack.engine.violationMessages == [
        "attempt to dismiss 'b' while 'dismiss d to c (fullScreen)' is in progress; "
          + "dismiss from its completion"
      ])
  }
}
