import TransitionEngine

/// A slide-up animator written the way UIKit animators are written.
final class SlideAnimator: AnimatedTransitioning {
  var duration = 0.3
  var calls: [String] = []
  /// When set, `animateTransition` never calls `completeTransition`.
  var forgetsToComplete = false

  func transitionDuration(using context: TransitionContext?) -> Double {
    calls.append("transitionDuration")
    return duration
  }

  func animateTransition(using context: TransitionContext) {
    calls.append("animateTransition")
    let container = context.containerView
    let engine = context.engine
    if context.operation == .present || context.operation == .push {
      guard let toView = context.view(forKey: .to) else { return }
      let final = context.finalFrame(for: context.viewController(forKey: .to))
      container.addSubview(toView)
      toView.frame = final.offsetBy(dx: 0, dy: container.bounds.height)
      engine.animate(withDuration: duration, animations: { toView.frame = final }) { _ in
        if !self.forgetsToComplete { context.completeTransition(!context.transitionWasCancelled) }
      }
    } else {
      guard let fromView = context.view(forKey: .from) else { return }
      if let toView = context.view(forKey: .to) {
        container.insertSubview(toView, belowSubview: fromView)
        toView.frame = context.finalFrame(for: context.viewController(forKey: .to))
      }
      let start = context.initialFrame(for: context.viewController(forKey: .from))
      engine.animate(
        withDuration: duration,
        animations: { fromView.frame = start.offsetBy(dx: 0, dy: container.bounds.height) }
      ) { _ in
        if !self.forgetsToComplete { context.completeTransition(!context.transitionWasCancelled) }
      }
    }
  }

  func animationEnded(_ transitionCompleted: Bool) {
    calls.append("animationEnded(\(transitionCompleted))")
  }
}

/// A transitioning delegate that hands out fixed objects.
final class FixedDelegate: TransitioningDelegate {
  var presentAnimator: (any AnimatedTransitioning)?
  var dismissAnimator: (any AnimatedTransitioning)?
  var presentInteractor: (any InteractiveTransitioning)?
  var dismissInteractor: (any InteractiveTransitioning)?
  var presentation: ((ViewController, ViewController?) -> PresentationController?)?

  init(animator: (any AnimatedTransitioning)? = SlideAnimator()) {
    presentAnimator = animator
    dismissAnimator = animator
  }

  func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> (any AnimatedTransitioning)? { presentAnimator }

  func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? {
    dismissAnimator
  }

  func interactionControllerForPresentation(
    using animator: any AnimatedTransitioning
  )
    -> (any InteractiveTransitioning)?
  { presentInteractor }

  func interactionControllerForDismissal(
    using animator: any AnimatedTransitioning
  )
    -> (any InteractiveTransitioning)?
  { dismissInteractor }

  func presentationController(
    forPresented presented: ViewController, presenting: ViewController?, source: ViewController
  ) -> PresentationController? { presentation?(presented, presenting) }
}

/// A presentation controller whose `shouldRemovePresentersView` is set by the test.
final class RemovingPresentationController: PresentationController {
  let removes: Bool
  init(presented: ViewController, presenting: ViewController, removes: Bool) {
    self.removes = removes
    super.init(presentedViewController: presented, presenting: presenting)
  }
  override var shouldRemovePresentersView: Bool { removes }
}

/// A scene: an engine with a root controller `home` (with a `button` subview) and a
/// controller `detail` to present.
struct Scene {
  let engine: Engine
  let home: ViewController
  let detail: ViewController
  let button: View

  init(style: ModalPresentationStyle = .custom, delegate: FixedDelegate? = nil) {
    engine = Engine()
    home = ViewController(engine: engine, name: "home")
    detail = ViewController(engine: engine, name: "detail")
    button = engine.makeView(name: "button", frame: Rect(x: 20, y: 700, width: 100, height: 44))
    home.view.addSubview(button)
    engine.window.rootViewController = home
    detail.modalPresentationStyle = style
    detail.transitioningDelegate = delegate
  }

  /// The names of the appearance callbacks in the trace, as `controller.call`.
  var appearanceCalls: [String] {
    engine.trace.events(of: .appearance).compactMap { event in
      guard let controller = event[field: "controller"], let call = event[field: "call"] else {
        return nil
      }
      return "\(controller).\(call)"
    }
  }
}
