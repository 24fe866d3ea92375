import Foundation

/// Mirrors `UIViewAnimatingState`.
public enum UIViewAnimatingState: Int, Sendable {
  /// Not started, or ended. Mirrors `.inactive`.
  case inactive = 0
  /// Started or paused. Mirrors `.active`.
  case active = 1
  /// Stopped without finishing. Mirrors `.stopped`.
  case stopped = 2
}

/// Mirrors `UIViewAnimatingPosition`.
public enum UIViewAnimatingPosition: Int, Sendable {
  /// Mirrors `.end`.
  case end = 0
  /// Mirrors `.start`.
  case start = 1
  /// Mirrors `.current`.
  case current = 2
}

/// Mirrors `UIViewAnimating`: an animation that can be started, paused, scrubbed,
/// stopped and finished.
public protocol UIViewAnimating: AnyObject {
  /// Mirrors `state`.
  var state: UIViewAnimatingState { get }
  /// Mirrors `isRunning`.
  var isRunning: Bool { get }
  /// Mirrors `isReversed`.
  var isReversed: Bool { get set }
  /// Mirrors `fractionComplete`.
  var fractionComplete: CGFloat { get set }
  /// Mirrors `startAnimation()`.
  func startAnimation()
  /// Mirrors `startAnimation(afterDelay:)`.
  func startAnimation(afterDelay delay: TimeInterval)
  /// Mirrors `pauseAnimation()`.
  func pauseAnimation()
  /// Mirrors `stopAnimation(_:)`.
  func stopAnimation(_ withoutFinishing: Bool)
  /// Mirrors `finishAnimation(at:)`.
  func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// Mirrors `UIViewImplicitlyAnimating`: what `interruptibleAnimator(using:)` returns.
///
/// UIKit declares the four members below optional; Swift on Linux has no optional
/// requirements, so they are requirements with default implementations that do
/// nothing (what calling an unimplemented optional member does in UIKit). Code that
/// calls them with `?` (`animator.addCompletion?(...)`) does not compile; call them
/// without it.
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
  /// Mirrors `addAnimations(_:delayFactor:)`.
  func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
  /// Mirrors `addAnimations(_:)`.
  func addAnimations(_ animation: @escaping () -> Void)
  /// Mirrors `addCompletion(_:)`.
  func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
  /// Mirrors `continueAnimation(withTimingParameters:durationFactor:)`.
  func continueAnimation(
    withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)
}

extension UIViewImplicitlyAnimating {
  /// Does nothing, as an unimplemented optional member in UIKit.
  public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}
  /// Does nothing, as an unimplemented optional member in UIKit.
  public func addAnimations(_ animation: @escaping () -> Void) {}
  /// Does nothing, as an unimplemented optional member in UIKit.
  public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
  /// Does nothing, as an unimplemented optional member in UIKit.
  public func continueAnimation(
    withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat
  ) {}
}
