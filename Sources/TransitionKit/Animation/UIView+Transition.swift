import CTransitionABI
import Foundation

extension UIView {
  /// Mirrors `UIView.transition(with:duration:options:animations:completion:)`: the
  /// block's changes apply at once and a snapshot of the view as it was fades out over
  /// it along the options' curve (flips and curls are drawn as that cross-dissolve,
  /// reported once); with `.allowAnimatedContent` the block's changes animate too.
  public class func transition(
    with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
    animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    guard let session = PluginSession.require("UIView.transition(with:)"),
      let begin = session.newer(\.view_transition_begin, "UIView.transition(with:)", minor: 4),
      let commit = session.newer(\.view_transition_commit, "UIView.transition(with:)", minor: 4)
    else {
      animations?()
      completion?(true)
      return
    }
    var timing = transitionTiming(duration: duration, options: options)
    let box = completion.map {
      Unmanaged.passRetained(CompletionBox(session: session, body: $0)).toOpaque()
    }
    let status = begin(
      session.host, view.handle, &timing, box == nil ? nil : completionTrampoline, box)
    animations?()
    if status == Int32(TRANSHOST_OK) {
      _ = commit(session.host)
    } else if let box {
      // Refused (and reported by the host): the changes applied at once; UIKit always
      // calls the completion.
      Unmanaged<CompletionBox>.fromOpaque(box).takeRetainedValue().body(true)
    }
  }

  /// Mirrors `UIView.transition(from:to:duration:options:completion:)`: `toView` takes
  /// `fromView`'s place in its superview and `fromView` leaves it (with
  /// `.showHideTransitionViews`, `fromView` is hidden and `toView` shown instead), with
  /// the transition of `transition(with:)` on the superview.
  public class func transition(
    from fromView: UIView, to toView: UIView, duration: TimeInterval,
    options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil
  ) {
    guard let session = PluginSession.require("UIView.transition(from:to:)"),
      let swap = session.newer(
        \.view_transition_from_to, "UIView.transition(from:to:)", minor: 4)
    else {
      completion?(true)
      return
    }
    var timing = transitionTiming(duration: duration, options: options)
    let box = completion.map {
      Unmanaged.passRetained(CompletionBox(session: session, body: $0)).toOpaque()
    }
    let status = swap(
      session.host, fromView.handle, toView.handle, &timing,
      box == nil ? nil : completionTrampoline, box)
    if status != Int32(TRANSHOST_OK), let box {
      Unmanaged<CompletionBox>.fromOpaque(box).takeRetainedValue().body(true)
    }
  }

  /// A curve timing carrying every option bit, the curve's and the transition's.
  private static func transitionTiming(
    duration: TimeInterval, options: AnimationOptions
  ) -> transhost_timing_t {
    var timing = makeTiming(kind: TRANSHOST_TIMING_CURVE, duration: duration, delay: 0)
    timing.curve = Int32((options.rawValue >> 16) & 0xF)
    timing.options = UInt32(truncatingIfNeeded: options.rawValue)
    return timing
  }
}
