import Foundation

/// The object that vends the animators, interaction controllers and presentation
/// controller of a controller's modal transitions. Mirrors
/// `UIViewControllerTransitioningDelegate`: every method is optional, and the extension
/// below answers nil as UIKit does for a method a delegate leaves out (the host then
/// uses its own animator, no interaction, its own presentation controller).
/// Refines ``SelectorResponding``, as UIKit's refines `NSObjectProtocol`, so
/// `responds(to:)` compiles on any conformer.
public protocol UIViewControllerTransitioningDelegate: AnyObject, SelectorResponding {
  /// Mirrors `animationController(forPresented:presenting:source:)`.
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?

  /// Mirrors `animationController(forDismissed:)`.
  func animationController(
    forDismissed dismissed: UIViewController
  )
    -> (any UIViewControllerAnimatedTransitioning)?

  /// Mirrors `interactionControllerForPresentation(using:)`.
  func interactionControllerForPresentation(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?

  /// Mirrors `interactionControllerForDismissal(using:)`.
  func interactionControllerForDismissal(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?

  /// Asked for `.custom` presentations only; `presenting` may be nil. Mirrors
  /// `presentationController(forPresented:presenting:source:)`.
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
  /// nil: the host's animator presents, as UIKit's does.
  public func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { nil }

  /// nil: the host's animator dismisses, as UIKit's does.
  public func animationController(
    forDismissed dismissed: UIViewController
  )
    -> (any UIViewControllerAnimatedTransitioning)?
  { nil }

  /// nil: the presentation is not interactive.
  public func interactionControllerForPresentation(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { nil }

  /// nil: the dismissal is not interactive.
  public func interactionControllerForDismissal(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { nil }

  /// nil: the host's own presentation controller, as UIKit's default one.
  public func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? { nil }
}
