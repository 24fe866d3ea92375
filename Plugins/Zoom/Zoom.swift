import TransitionKit

/// Zooms the presented view out of a source view (or out of the container's centre when
/// there is none) and back into it on dismissal. A snapshot does the moving, so the real
/// view is laid out once, at its final frame, and never squeezed.
final class ZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let duration: TimeInterval
  let isPresenting: Bool
  let sourceView: UIView?
  let sourceName: String?

  init(duration: TimeInterval, isPresenting: Bool, sourceView: UIView?, sourceName: String?) {
    self.duration = duration
    self.isPresenting = isPresenting
    self.sourceView = sourceView
    self.sourceName = sourceName
  }

  func transitionDuration(
    using transitionContext: UIViewControllerContextTransitioning?
  ) -> TimeInterval {
    duration
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    if isPresenting {
      animatePresentation(using: transitionContext)
    } else {
      animateDismissal(using: transitionContext)
    }
  }

  /// The source view's frame in the container's coordinates, or an empty rectangle at the
  /// container's centre when there is no source.
  private func sourceFrame(in container: UIView) -> CGRect {
    if let source = sourceView ?? sourceInContainer(container) {
      return source.convert(source.bounds, to: container)
    }
    return CGRect(x: container.bounds.midX, y: container.bounds.midY, width: 0, height: 0)
  }

  /// The source looked up by name in the container: a full-screen dismissal's source sits
  /// in the presenter's view, which is out of the window (so the host finds no view)
  /// until the animator puts it back. `home.button` is looked up as `button`.
  private func sourceInContainer(_ container: UIView) -> UIView? {
    guard let name = sourceName?.split(separator: ".").last else { return nil }
    return container.viewNamed(String(name))
  }

  private func animatePresentation(using transitionContext: UIViewControllerContextTransitioning) {
    let container = transitionContext.containerView
    guard let toView = transitionContext.view(forKey: .to),
      let toController = transitionContext.viewController(forKey: .to)
    else {
      return transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
    let finalFrame = transitionContext.finalFrame(for: toController)
    toView.frame = finalFrame
    container.addSubview(toView)
    guard let snapshot = toView.snapshotView(afterScreenUpdates: true) else {
      return transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
    snapshot.frame = sourceFrame(in: container)
    container.addSubview(snapshot)
    toView.isHidden = true
    UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut]) {
      snapshot.frame = finalFrame
    } completion: { _ in
      // On a cancelled presentation the host removes the presented view; it is only
      // shown again so that it is not left hidden.
      toView.isHidden = false
      snapshot.removeFromSuperview()
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
  }

  private func animateDismissal(using transitionContext: UIViewControllerContextTransitioning) {
    let container = transitionContext.containerView
    guard let fromView = transitionContext.view(forKey: .from) else {
      return transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
    // Only when the presenter's view left the window (full screen) is there a view to
    // put back; for custom and over-full-screen it never moved and is nil here.
    var insertedView: UIView?
    if let toView = transitionContext.view(forKey: .to),
      let toController = transitionContext.viewController(forKey: .to)
    {
      toView.frame = transitionContext.finalFrame(for: toController)
      container.insertSubview(toView, belowSubview: fromView)
      insertedView = toView
    }
    guard let snapshot = fromView.snapshotView(afterScreenUpdates: false) else {
      return transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
    snapshot.frame = fromView.convert(fromView.bounds, to: container)
    container.insertSubview(snapshot, aboveSubview: fromView)
    fromView.isHidden = true
    let targetFrame = sourceFrame(in: container)
    UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut]) {
      snapshot.frame = targetFrame
    } completion: { _ in
      let cancelled = transitionContext.transitionWasCancelled
      fromView.isHidden = false
      snapshot.removeFromSuperview()
      // UIKit undoes nothing for a cancelled dismissal: take back what was added.
      if cancelled { insertedView?.removeFromSuperview() }
      transitionContext.completeTransition(!cancelled)
    }
  }
}

@_cdecl("transhost_entry_v1")
public func transhostEntry() -> UnsafeRawPointer? {
  TransitionKitPlugin.entry([
    AnimatorDefinition(
      id: "org.transhost.zoom", name: "Zoom", vendor: "transhost",
      summary: "Grows the presented view out of a source view, and shrinks it back on dismissal.",
      styles: [.custom, .fullScreen, .overFullScreen],
      operations: [.present, .dismiss], supportsInteractive: true, defaultDuration: 0.45,
      parameters: [
        .view(
          "source", "The view the presented view grows out of; the container's centre when absent."),
        .number("duration", default: 0.45, range: 0...10, "Seconds the zoom takes."),
      ],
      // Serves custom by default, never in place of UIKit's own animation.
      rank: .secondary
    ) { request in
      ZoomAnimator(
        duration: request.number("duration") ?? 0.45, isPresenting: request.isPresenting,
        sourceView: request.view("source"), sourceName: request.string("source"))
    }
  ])
}
