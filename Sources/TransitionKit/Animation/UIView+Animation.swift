import CTransitionABI
import Foundation

extension UIView {
  /// Mirrors `UIView.AnimationOptions`, with UIKit's bits.
  public struct AnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    /// Mirrors `.allowAnimatedContent`: inside `transition(with:...)`, the block's own
    /// property changes animate too.
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    /// Mirrors `.showHideTransitionViews`: `transition(from:to:...)` hides and shows
    /// instead of removing and adding.
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    /// Mirrors `.overrideInheritedOptions`.
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    /// Mirrors `.transitionFlipFromLeft` (drawn as a cross-dissolve, reported once).
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    /// Mirrors `.transitionFlipFromRight` (drawn as a cross-dissolve, reported once).
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    /// Mirrors `.transitionCurlUp` (drawn as a cross-dissolve, reported once).
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    /// Mirrors `.transitionCurlDown` (drawn as a cross-dissolve, reported once).
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    /// Mirrors `.transitionFlipFromTop` (drawn as a cross-dissolve, reported once).
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    /// Mirrors `.transitionFlipFromBottom` (drawn as a cross-dissolve, reported once).
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
    /// Mirrors `.preferredFramesPerSecond60` (the host samples on its own clock).
    public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
    /// Mirrors `.preferredFramesPerSecond30` (the host samples on its own clock).
    public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)
  }

  /// Mirrors `UIView.AnimationCurve`.
  public enum AnimationCurve: Int, Sendable {
    case easeInOut = 0, easeIn = 1, easeOut = 2, linear = 3
  }

  /// Mirrors `UIView.KeyframeAnimationOptions`.
  public struct KeyframeAnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Mirrors `.layoutSubviews`.
    public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
    /// Mirrors `.allowUserInteraction`.
    public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
    /// Mirrors `.beginFromCurrentState`.
    public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
    /// Mirrors `.repeat`.
    public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
    /// Mirrors `.autoreverse`.
    public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
    /// Mirrors `.overrideInheritedDuration`.
    public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
    /// Mirrors `.overrideInheritedOptions`.
    public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
    public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
    public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
    public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
    public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
    public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
  }

  /// Mirrors `UIView.animate(withDuration:delay:options:animations:completion:)`.
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
    animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    var timing = makeTiming(kind: TRANSHOST_TIMING_CURVE, duration: duration, delay: delay)
    timing.curve = Int32((options.rawValue >> 16) & 0xF)
    timing.options = UInt32(truncatingIfNeeded: options.rawValue)
    run(timing, "UIView.animate", animations, completion)
  }

  /// Mirrors `UIView.animate(withDuration:animations:completion:)`.
  public class func animate(
    withDuration duration: TimeInterval, animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animate(
      withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
  }

  /// Mirrors `UIView.animate(withDuration:animations:)`.
  public class func animate(withDuration duration: TimeInterval, animations: () -> Void) {
    animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
  }

  /// Mirrors `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`.
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    usingSpringWithDamping dampingRatio: CGFloat,
    initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
    animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    var timing = makeTiming(kind: TRANSHOST_TIMING_SPRING, duration: duration, delay: delay)
    timing.damping_ratio = Double(dampingRatio)
    timing.initial_velocity = Double(velocity)
    timing.options = UInt32(truncatingIfNeeded: options.rawValue)
    run(timing, "UIView.animate(usingSpringWithDamping:)", animations, completion)
  }

  /// Mirrors iOS 17's `UIView.animate(springDuration:bounce:initialSpringVelocity:delay:options:animations:completion:)`.
  public class func animate(
    springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0,
    initialSpringVelocity velocity: CGFloat = 0,
    delay: TimeInterval = 0, options: AnimationOptions = [], animations: () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    var timing = makeTiming(kind: TRANSHOST_TIMING_SPRING_BOUNCE, duration: duration, delay: delay)
    timing.bounce = Double(bounce)
    timing.initial_velocity = Double(velocity)
    timing.options = UInt32(truncatingIfNeeded: options.rawValue)
    run(timing, "UIView.animate(springDuration:)", animations, completion)
  }

  /// Mirrors `UIView.animateKeyframes(withDuration:delay:options:animations:completion:)`.
  public class func animateKeyframes(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: KeyframeAnimationOptions = [],
    animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    var timing = makeTiming(kind: TRANSHOST_TIMING_KEYFRAMES, duration: duration, delay: delay)
    timing.keyframe_mode = Int32((options.rawValue >> 10) & 0x7)
    // UIKit times the whole timeline along the curve a cast UIView.AnimationOptions curve
    // option selects (bits 16-19), ease-in-out when none.
    timing.curve = Int32((options.rawValue >> 16) & 0xF)
    timing.options = UInt32(truncatingIfNeeded: options.rawValue)
    run(timing, "UIView.animateKeyframes", animations, completion)
  }

  /// Mirrors `UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)`.
  public class func addKeyframe(
    withRelativeStartTime start: Double, relativeDuration duration: Double, animations: () -> Void
  ) {
    guard let session = PluginSession.require("UIView.addKeyframe") else { return animations() }
    let host = session.host
    _ = host.pointee.keyframe_begin?(host, start, duration)
    animations()
    _ = host.pointee.keyframe_end?(host)
  }

  /// Mirrors `UIView.performWithoutAnimation(_:)`.
  public class func performWithoutAnimation(_ actions: () -> Void) {
    guard let session = PluginSession.require("UIView.performWithoutAnimation") else {
      return actions()
    }
    let host = session.host
    _ = host.pointee.without_animation_begin?(host)
    actions()
    _ = host.pointee.without_animation_end?(host)
  }

  private static func run(
    _ timing: transhost_timing_t, _ call: String, _ animations: () -> Void,
    _ completion: ((Bool) -> Void)?
  ) {
    guard let session = PluginSession.require(call) else { return animations() }
    let host = session.host
    var timing = timing
    let box = completion.map {
      Unmanaged.passRetained(CompletionBox(session: session, body: $0)).toOpaque()
    }
    let status = host.pointee.animation_begin?(
      host, &timing, box == nil ? nil : completionTrampoline, box)
    animations()
    if status == Int32(TRANSHOST_OK) {
      _ = host.pointee.animation_commit?(host)
    } else if let box {
      // The host refused the block (and reported why); the changes applied at once.
      // UIKit always calls the completion, so call it now.
      let completion = Unmanaged<CompletionBox>.fromOpaque(box).takeRetainedValue()
      completion.body(true)
    }
  }
}

func makeTiming(kind: Int, duration: TimeInterval, delay: TimeInterval) -> transhost_timing_t {
  var timing = transhost_timing_t()
  timing.struct_size = UInt32(MemoryLayout<transhost_timing_t>.size)
  timing.kind = Int32(kind)
  timing.duration = duration
  timing.delay = delay
  timing.curve = Int32(TRANSHOST_CURVE_EASE_IN_OUT)
  return timing
}

/// A Swift completion waiting for the host to call it back.
final class CompletionBox {
  let session: PluginSession
  let body: (Bool) -> Void
  init(session: PluginSession, body: @escaping (Bool) -> Void) {
    self.session = session
    self.body = body
  }
}

/// The C function the host calls when an animation ends; runs the Swift completion
/// with its session bound, once.
let completionTrampoline: transhost_completion_fn = { userData, finished in
  guard let userData else { return }
  let box = Unmanaged<CompletionBox>.fromOpaque(userData).takeRetainedValue()
  box.session.run { box.body(finished) }
}
