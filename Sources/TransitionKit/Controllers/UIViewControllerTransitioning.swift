import CTransitionABI
import Foundation

/// Mirrors `UIViewControllerContextTransitioning`.
public protocol UIViewControllerContextTransitioning: AnyObject {
  var containerView: UIView { get }
  var isAnimated: Bool { get }
  var isInteractive: Bool { get }
  var transitionWasCancelled: Bool { get }
  var presentationStyle: UIModalPresentationStyle { get }
  var targetTransform: CGAffineTransform { get }
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  func view(forKey key: UITransitionContextViewKey) -> UIView?
  func initialFrame(for vc: UIViewController) -> CGRect
  func finalFrame(for vc: UIViewController) -> CGRect
  func completeTransition(_ didComplete: Bool)
  func updateInteractiveTransition(_ percentComplete: CGFloat)
  func finishInteractiveTransition()
  func cancelInteractiveTransition()
  func pauseInteractiveTransition()
}

/// Mirrors `UIViewControllerAnimatedTransitioning`.
/// Refines ``SelectorResponding``, as UIKit's refines `NSObjectProtocol`, so
/// `responds(to:)` compiles on any conformer.
public protocol UIViewControllerAnimatedTransitioning: AnyObject, SelectorResponding {
  func transitionDuration(
    using transitionContext: UIViewControllerContextTransitioning?
  ) -> TimeInterval
  func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
  func interruptibleAnimator(
    using transitionContext: UIViewControllerContextTransitioning
  )
    -> UIViewImplicitlyAnimating
  func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
  /// Not interruptible unless the animator implements it.
  public func interruptibleAnimator(
    using transitionContext: UIViewControllerContextTransitioning
  )
    -> UIViewImplicitlyAnimating
  {
    NotInterruptible.marker
  }

  /// Nothing by default.
  public func animationEnded(_ transitionCompleted: Bool) {}
}

/// What the default `interruptibleAnimator(using:)` returns: "none".
final class NotInterruptible: UIViewImplicitlyAnimating, @unchecked Sendable {
  static let marker = NotInterruptible()
  var state: UIViewAnimatingState { .inactive }
  var isRunning: Bool { false }
  var isReversed: Bool {
    get { false }
    set {}
  }
  var fractionComplete: CGFloat {
    get { 0 }
    set {}
  }
  func startAnimation() {}
  func startAnimation(afterDelay delay: TimeInterval) {}
  func pauseAnimation() {}
  func stopAnimation(_ withoutFinishing: Bool) {}
  func finishAnimation(at finalPosition: UIViewAnimatingPosition) {}
}

/// The context of one transition, over the host's callbacks.
final class HostTransitionContext: UIViewControllerContextTransitioning {
  let session: PluginSession
  let handle: UInt64

  init(session: PluginSession, handle: UInt64) {
    self.session = session
    self.handle = handle
  }

  private var host: UnsafePointer<transhost_host_t> { session.host }

  var containerView: UIView {
    session.view(host.pointee.context_container_view?(host, handle) ?? 0) ?? UIView(frame: .zero)
  }
  var isAnimated: Bool { host.pointee.context_is_animated?(host, handle) ?? true }
  var isInteractive: Bool { host.pointee.context_is_interactive?(host, handle) ?? false }
  var transitionWasCancelled: Bool {
    host.pointee.context_transition_was_cancelled?(host, handle) ?? false
  }
  var presentationStyle: UIModalPresentationStyle {
    let raw =
      host.pointee.context_presentation_style?(host, handle)
      ?? transhost_style(TRANSHOST_STYLE_NONE)
    return UIModalPresentationStyle(rawValue: Int(raw)) ?? .none
  }
  var targetTransform: CGAffineTransform {
    var out = transhost_transform_t(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    _ = host.pointee.context_target_transform?(host, handle, &out)
    return CGAffineTransform(out)
  }
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    session.controller(host.pointee.context_view_controller?(host, handle, key.raw) ?? 0)
  }
  func view(forKey key: UITransitionContextViewKey) -> UIView? {
    session.view(host.pointee.context_view?(host, handle, key.raw) ?? 0)
  }
  func initialFrame(for vc: UIViewController) -> CGRect {
    var out = transhost_rect_t()
    _ = host.pointee.context_initial_frame?(host, handle, vc.handle, &out)
    return CGRect(out)
  }
  func finalFrame(for vc: UIViewController) -> CGRect {
    var out = transhost_rect_t()
    _ = host.pointee.context_final_frame?(host, handle, vc.handle, &out)
    return CGRect(out)
  }
  func completeTransition(_ didComplete: Bool) {
    _ = host.pointee.context_complete_transition?(host, handle, didComplete)
  }
  func updateInteractiveTransition(_ percentComplete: CGFloat) {
    _ = host.pointee.context_update_interactive?(host, handle, Double(percentComplete))
  }
  func finishInteractiveTransition() { _ = host.pointee.context_finish_interactive?(host, handle) }
  func cancelInteractiveTransition() { _ = host.pointee.context_cancel_interactive?(host, handle) }
  func pauseInteractiveTransition() { _ = host.pointee.context_pause_interactive?(host, handle) }
}
