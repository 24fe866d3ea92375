import Foundation

/// An object that drives a transition from user input. Mirrors
/// `UIViewControllerInteractiveTransitioning`; the optional members get UIKit's defaults
/// from the extension below.
/// Refines ``SelectorResponding``, as UIKit's refines `NSObjectProtocol`, so
/// `responds(to:)` compiles on any conformer.
public protocol UIViewControllerInteractiveTransitioning: AnyObject, SelectorResponding {
  /// Starts driving the transition. Mirrors `startInteractiveTransition(_:)`.
  func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
  /// Mirrors `completionSpeed` (default 1).
  var completionSpeed: CGFloat { get }
  /// Mirrors `completionCurve` (default `.easeInOut`).
  var completionCurve: UIView.AnimationCurve { get }
  /// Mirrors `wantsInteractiveStart` (default true).
  var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
  /// UIKit's default: 1.
  public var completionSpeed: CGFloat { 1 }
  /// UIKit's default: `.easeInOut`.
  public var completionCurve: UIView.AnimationCurve { .easeInOut }
  /// UIKit's default: true.
  public var wantsInteractiveStart: Bool { true }
}
