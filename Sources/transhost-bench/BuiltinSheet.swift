import TransitionEngine

/// The bottom sheet of `Plugins/CSheet`, written in Swift inside the engine: a
/// presentation controller that places the presented view in the lower half over a
/// dimming view faded alongside the transition, returned with a slide animator by a
/// transitioning delegate, as an app's would be.
final class BuiltinSheetPresentationController: PresentationController {
  let dimmingAlpha: Double
  private var dimming: View?

  init(presented: ViewController, presenting: ViewController, dimmingAlpha: Double) {
    self.dimmingAlpha = dimmingAlpha
    super.init(presentedViewController: presented, presenting: presenting)
  }

  override var frameOfPresentedViewInContainerView: Rect {
    let bounds = containerView?.bounds ?? .zero
    return Rect(
      x: bounds.minX, y: bounds.minY + bounds.height / 2, width: bounds.width,
      height: bounds.height / 2)
  }

  override func presentationTransitionWillBegin() {
    guard let container = containerView else { return }
    let dimming = presentedViewController.engine.makeView(name: "dimming", frame: container.bounds)
    dimming.backgroundColor = Color(red: 0, green: 0, blue: 0)
    dimming.alpha = 0
    container.insertSubview(dimming, at: 0)
    self.dimming = dimming
    fade(to: dimmingAlpha)
  }

  override func presentationTransitionDidEnd(_ completed: Bool) {
    if !completed { removeDimming() }
  }

  override func dismissalTransitionWillBegin() { fade(to: 0) }

  override func dismissalTransitionDidEnd(_ completed: Bool) {
    if completed { removeDimming() } else { dimming?.alpha = dimmingAlpha }
  }

  /// Fades the dimming view with the running transition, or at once without one.
  private func fade(to alpha: Double) {
    let dimming = self.dimming
    let queued = presentedViewController.transitionCoordinator?.animate(
      alongsideTransition: { _ in dimming?.alpha = alpha })
    if queued != true { dimming?.alpha = alpha }
  }

  private func removeDimming() {
    dimming?.removeFromSuperview()
    dimming = nil
  }
}

/// Returns a new slide animator for each transition and the sheet's presentation
/// controller for each presentation.
final class BuiltinSheetDelegate: TransitioningDelegate {
  func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> (any AnimatedTransitioning)? { BuiltinSlideUp(duration: 0.35) }

  func animationController(
    forDismissed dismissed: ViewController
  ) -> (any AnimatedTransitioning)? { BuiltinSlideUp(duration: 0.35) }

  func presentationController(
    forPresented presented: ViewController, presenting: ViewController?, source: ViewController
  ) -> PresentationController? {
    BuiltinSheetPresentationController(
      presented: presented, presenting: presenting ?? source, dimmingAlpha: 0.4)
  }
}
