import Foundation

/// An interaction controller that scrubs the animator's animations by a percentage.
/// Mirrors `UIPercentDrivenInteractiveTransition`: the host does what UIKit's class does
/// (it drives the animator's animations by percent complete, and a script's `update`,
/// `finish` and `cancel` reach it), and `update(_:)`, `finish()`, `cancel()` and `pause()`
/// called from plugin code (a gesture handler's) reach the transition's context. An
/// `NSObject`, as UIKit's.
open class UIPercentDrivenInteractiveTransition: NSObject,
  UIViewControllerInteractiveTransitioning
{
  weak var context: (any UIViewControllerContextTransitioning)?
  /// The animator the delegate returned this controller for, whose duration it reports.
  var animator: (any UIViewControllerAnimatedTransitioning)?
  private var lastPercent: CGFloat = 0

  /// Mirrors `completionSpeed` (default 1).
  open var completionSpeed: CGFloat = 1
  /// Mirrors `completionCurve` (default `.easeInOut`).
  open var completionCurve: UIView.AnimationCurve = .easeInOut
  /// Mirrors `timingCurve` (default nil: `completionCurve` applies).
  open var timingCurve: (any UITimingCurveProvider)?
  /// Mirrors `wantsInteractiveStart` (default true).
  open var wantsInteractiveStart = true

  /// Mirrors `UIPercentDrivenInteractiveTransition.init()`.
  public override init() { super.init() }

  /// The transition's duration: its animator's. Mirrors `duration`.
  open var duration: CGFloat {
    guard let animator else { return 0 }
    return CGFloat(animator.transitionDuration(using: context))
  }

  /// The last percentage given to `update(_:)`. Mirrors `percentComplete`.
  open var percentComplete: CGFloat { lastPercent }

  /// Attaches the transition to drive (UIKit does this when the interaction starts).
  /// Mirrors `startInteractiveTransition(_:)`.
  open func startInteractiveTransition(
    _ transitionContext: any UIViewControllerContextTransitioning
  ) {
    context = transitionContext
  }

  /// Mirrors `update(_:)`.
  open func update(_ percentComplete: CGFloat) {
    lastPercent = percentComplete
    context?.updateInteractiveTransition(percentComplete)
  }
  /// Mirrors `finish()`.
  open func finish() { context?.finishInteractiveTransition() }
  /// Mirrors `cancel()`.
  open func cancel() { context?.cancelInteractiveTransition() }
  /// Mirrors `pause()`.
  open func pause() { context?.pauseInteractiveTransition() }
}
