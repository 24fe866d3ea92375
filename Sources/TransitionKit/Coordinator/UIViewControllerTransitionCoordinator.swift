import Foundation

/// What a running transition is doing, as its coordinator tells it. Mirrors
/// `UIViewControllerTransitionCoordinatorContext`.
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
  /// Mirrors `isAnimated`.
  var isAnimated: Bool { get }
  /// Mirrors `presentationStyle`.
  var presentationStyle: UIModalPresentationStyle { get }
  /// Mirrors `initiallyInteractive`.
  var initiallyInteractive: Bool { get }
  /// Mirrors `isInterruptible`.
  var isInterruptible: Bool { get }
  /// Mirrors `isInteractive`.
  var isInteractive: Bool { get }
  /// Mirrors `isCancelled`.
  var isCancelled: Bool { get }
  /// Mirrors `transitionDuration`.
  var transitionDuration: TimeInterval { get }
  /// Mirrors `percentComplete`.
  var percentComplete: CGFloat { get }
  /// Mirrors `completionVelocity`.
  var completionVelocity: CGFloat { get }
  /// Mirrors `completionCurve`.
  var completionCurve: UIView.AnimationCurve { get }
  /// Mirrors `viewController(forKey:)`.
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  /// Mirrors `view(forKey:)`.
  func view(forKey key: UITransitionContextViewKey) -> UIView?
  /// Mirrors `containerView`.
  var containerView: UIView { get }
  /// Mirrors `targetTransform`.
  var targetTransform: CGAffineTransform { get }
}

/// The coordinator of a running transition: animations that run alongside it and
/// handlers for its end. Mirrors `UIViewControllerTransitionCoordinator`.
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext
{
  /// Runs `animation` inside the transition's animation (what it changes animates with
  /// the transition, scrubbed, finished and cancelled with it) and `completion` after the
  /// transition ended. Mirrors `animate(alongsideTransition:completion:)`.
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool

  /// As `animate(alongsideTransition:completion:)`, for views outside the container
  /// (the host animates every view alike). Mirrors
  /// `animateAlongsideTransition(in:animation:completion:)`.
  @discardableResult
  func animateAlongsideTransition(
    in view: UIView?,
    animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool

  /// Runs `handler` when the transition stops being interactive. Mirrors
  /// `notifyWhenInteractionChanges(_:)`.
  func notifyWhenInteractionChanges(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
  /// `animate(alongsideTransition:completion:)` with no completion, as UIKit's default
  /// argument gives it.
  @discardableResult
  public func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: nil)
  }
}
