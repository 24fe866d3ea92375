import TransitionKit

/// A bottom sheet, written as a UIKit app writes one: a transitioning delegate that
/// serves `.custom` presentations with a presentation controller (a dimming view that
/// fades in and out alongside the transition, the sheet in the lower half of the
/// container) and an animator that slides the sheet up and back down.
final class BottomSheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    BottomSheetPresentationController(presentedViewController: presented, presenting: presenting)
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    BottomSheetSlideAnimator(isPresenting: true)
  }

  func animationController(
    forDismissed dismissed: UIViewController
  )
    -> UIViewControllerAnimatedTransitioning?
  {
    BottomSheetSlideAnimator(isPresenting: false)
  }
}

/// Dims what is behind the sheet and gives the sheet the lower half of the container.
final class BottomSheetPresentationController: UIPresentationController {
  private var dimmingView: UIView?

  override var frameOfPresentedViewInContainerView: CGRect {
    guard let containerView else { return .zero }
    let bounds = containerView.bounds
    return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
  }

  override func presentationTransitionWillBegin() {
    guard let containerView else { return }
    // `name:` is transhost's addition: scripts find the view by it ("dimming").
    let dimmingView = UIView(frame: containerView.bounds, name: "dimming")
    dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.4)
    dimmingView.alpha = 0
    containerView.insertSubview(dimmingView, at: 0)
    self.dimmingView = dimmingView
    guard let coordinator = presentedViewController.transitionCoordinator else {
      dimmingView.alpha = 1
      return
    }
    coordinator.animate(alongsideTransition: { _ in dimmingView.alpha = 1 })
  }

  override func presentationTransitionDidEnd(_ completed: Bool) {
    // A cancelled presentation leaves nothing behind.
    if !completed {
      dimmingView?.removeFromSuperview()
      dimmingView = nil
    }
  }

  override func dismissalTransitionWillBegin() {
    guard let dimmingView else { return }
    guard let coordinator = presentedViewController.transitionCoordinator else {
      dimmingView.alpha = 0
      return
    }
    coordinator.animate(alongsideTransition: { _ in dimmingView.alpha = 0 })
  }

  override func dismissalTransitionDidEnd(_ completed: Bool) {
    // A cancelled dismissal keeps the sheet, and the coordinator put the alpha back.
    if completed {
      dimmingView?.removeFromSuperview()
      dimmingView = nil
    }
  }

  override func containerViewWillLayoutSubviews() {
    presentedView?.frame = frameOfPresentedViewInContainerView
    if let containerView { dimmingView?.frame = containerView.bounds }
  }
}

/// Slides the sheet up from below the container, and back down on dismissal.
final class BottomSheetSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let isPresenting: Bool

  init(isPresenting: Bool) {
    self.isPresenting = isPresenting
  }

  func transitionDuration(
    using transitionContext: UIViewControllerContextTransitioning?
  )
    -> TimeInterval
  {
    0.35
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    let container = transitionContext.containerView
    let key: UITransitionContextViewKey = isPresenting ? .to : .from
    guard let sheet = transitionContext.view(forKey: key) else {
      return transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
    let below = container.bounds.height
    if isPresenting {
      guard let presented = transitionContext.viewController(forKey: .to) else {
        return transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      }
      let finalFrame = transitionContext.finalFrame(for: presented)
      sheet.frame = finalFrame.offsetBy(dx: 0, dy: below - finalFrame.minY)
      container.addSubview(sheet)
      UIView.animate(
        withDuration: transitionDuration(using: transitionContext), delay: 0,
        options: [.curveEaseOut]
      ) {
        sheet.frame = finalFrame
      } completion: { _ in
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      }
    } else {
      let startFrame = sheet.frame
      UIView.animate(
        withDuration: transitionDuration(using: transitionContext), delay: 0,
        options: [.curveEaseIn]
      ) {
        sheet.frame = startFrame.offsetBy(dx: 0, dy: below - startFrame.minY)
      } completion: { _ in
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      }
    }
  }
}

@_cdecl("transhost_entry_v1")
public func transhostEntry() -> UnsafeRawPointer? {
  TransitionKitPlugin.entry([
    ObjectDefinition.transitioningDelegate(
      id: "org.transhost.bottom-sheet", name: "Bottom sheet", vendor: "transhost",
      summary: "A sheet in the lower half of the screen over a dimming view that fades in and out.",
      styles: [.custom],
      // Only where a script or a mapping names it: it never replaces another custom animator.
      rank: .none
    ) { _ in BottomSheetTransitioningDelegate() }
  ])
}
