import Testing
import TransitionEngine

/// The coordinator as UIKit code uses it: a dimming presentation controller, appearance
/// callbacks, and an animator whose animation is not the transition's duration.
@Suite("Presentation controllers and controllers use the coordinator as in UIKit")
struct CoordinatorClientTests {
  /// A presentation controller that fades a dimming view in and out alongside the
  /// transition, as Apple's custom-presentation sample does.
  final class DimmingPresentationController: PresentationController {
    let dimming: View
    private(set) var hadCoordinator: [String] = []

    init(presented: ViewController, presenting: ViewController) {
      dimming = presented.engine.makeView(name: "dimming")
      super.init(presentedViewController: presented, presenting: presenting)
    }

    override func presentationTransitionWillBegin() {
      guard let container = containerView else { return }
      container.insertSubview(dimming, at: 0)
      dimming.frame = container.bounds
      dimming.alpha = 0
      let coordinator = presentedViewController.transitionCoordinator
      hadCoordinator.append("willBegin:\(coordinator != nil)")
      let dimming = self.dimming
      coordinator?.animate(alongsideTransition: { _ in dimming.alpha = 1 })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
      if !completed { dimming.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
      let dimming = self.dimming
      presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
        dimming.alpha = 0
      })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
      if completed { dimming.removeFromSuperview() }
    }
  }

  /// A controller noting whether it has a coordinator in each appearance callback.
  final class NotingController: ViewController {
    private(set) var notes: [String] = []
    override func viewWillAppear(_ animated: Bool) {
      notes.append("willAppear:\(transitionCoordinator != nil)")
    }
    override func viewDidAppear(_ animated: Bool) {
      notes.append("didAppear:\(transitionCoordinator != nil)")
    }
  }

  /// An animator that declares 1 s but animates over 0.5 s after 0.1 s with ease-in.
  final class ShortBlockAnimator: AnimatedTransitioning {
    func transitionDuration(using context: TransitionContext?) -> Double { 1 }
    func animateTransition(using context: TransitionContext) {
      let toView = context.view(forKey: .to)
      if let toView { context.containerView.addSubview(toView) }
      toView?.alpha = 0
      context.engine.animate(
        withDuration: 0.5, delay: 0.1, options: .curveEaseIn,
        animations: { toView?.alpha = 1 },
        completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
    }
  }

  /// Holds the presentation controller the delegate made.
  final class Made {
    var made: DimmingPresentationController?
  }

  /// A `.custom` rig whose delegate hands out a ``DimmingPresentationController``.
  static func dimmingRig() -> (ModalRig, Made) {
    let rig = ModalRig(style: .custom)
    let made = Made()
    rig.delegate.presentation = { presented, presenting in
      let controller = presenting.map {
        DimmingPresentationController(presented: presented, presenting: $0)
      }
      made.made = controller
      return controller
    }
    return (rig, made)
  }

  @Test(
    "a dimming view queued in presentationTransitionWillBegin fades with the drag and its cancel",
    arguments: [true, false])
  func dimmingFollowsDrag(_ finishes: Bool) throws {
    let (rig, dimmer) = Self.dimmingRig()
    _ = try rig.present(interactive: true)
    rig.engine.advance(by: 0)
    let controller = try #require(dimmer.made)
    #expect(controller.hadCoordinator == ["willBegin:true"])
    rig.interactor.update(0.3)
    #expect(abs(controller.dimming.presentation.alpha - 0.3) < 1e-9)
    if finishes { rig.interactor.finish() } else { rig.interactor.cancel() }
    rig.engine.runUntilIdle()
    #expect(controller.dimming.presentation.alpha == (finishes ? 1 : 0))
    #expect((controller.dimming.superview != nil) == finishes)
  }

  @Test("a dimming view fades out alongside a dismissal in the animator's timing")
  func dimmingFadesOutOnDismissal() throws {
    let (rig, dimmer) = Self.dimmingRig()
    try rig.presentAndSettle()
    let controller = try #require(dimmer.made)
    #expect(controller.dimming.presentation.alpha == 1)
    _ = try rig.dismiss()
    rig.engine.advance(by: 0)
    rig.engine.advance(by: rig.animator.duration / 2)
    #expect(abs(controller.dimming.presentation.alpha - 0.5) < 1e-9)
    rig.engine.runUntilIdle()
    #expect(controller.dimming.superview == nil)
  }

  @Test("the coordinator is there in viewWillAppear and gone by viewDidAppear")
  func appearanceCallbacks() throws {
    let engine = Engine()
    let home = ViewController(engine: engine, name: "home")
    engine.window.rootViewController = home
    let detail = NotingController(engine: engine, name: "detail")
    detail.modalPresentationStyle = .fullScreen
    try #require(home.present(detail, animated: true) != nil)
    engine.runUntilIdle()
    #expect(detail.notes == ["willAppear:true", "didAppear:false"])
  }

  @Test("alongside animations take the animator's own block timing, not its declared duration")
  func animatorBlockTiming() throws {
    let rig = ModalRig(style: .custom)
    let animator = ShortBlockAnimator()
    rig.delegate.presentAnimator = animator
    let probe = rig.engine.makeView(name: "probe")
    rig.engine.window.rootView.addSubview(probe)
    _ = try rig.present()
    let coordinator = try #require(rig.detail.transitionCoordinator)
    #expect(coordinator.animate(alongsideTransition: { _ in probe.alpha = 0 }))
    rig.engine.advance(by: 0)
    for time in [0.05, 0.35, 0.6] {
      rig.engine.advance(by: time - rig.engine.now)
      let fraction = min(max((time - 0.1) / 0.5, 0), 1)
      let expected = 1 - TimingCurve.easeIn.progress(fraction)
      #expect(abs(probe.presentation.alpha - expected) < 1e-9, "at \(time)")
      #expect(abs(rig.detail.view.presentation.alpha - (1 - expected)) < 1e-9, "at \(time)")
    }
    rig.engine.runUntilIdle()
  }
}
