import CTransitionABI
import Foundation

/// Mirrors `UIViewAnimatingState`.
public enum UIViewAnimatingState: Int, Sendable {
  case inactive = 0, active = 1, stopped = 2
}

/// Mirrors `UIViewAnimatingPosition`.
public enum UIViewAnimatingPosition: Int, Sendable {
  case end = 0, start = 1, current = 2
}

/// Mirrors `UIViewImplicitlyAnimating`: what `interruptibleAnimator(using:)` returns.
public protocol UIViewImplicitlyAnimating: AnyObject {}

/// Mirrors `UITimingCurveProvider`.
public protocol UITimingCurveProvider {
  /// The timing as the ABI carries it.
  func timing(duration: TimeInterval) -> transhost_timing_t
}

/// Mirrors `UICubicTimingParameters`.
public struct UICubicTimingParameters: UITimingCurveProvider {
  let curve: Int32
  let control1: CGPoint
  let control2: CGPoint

  /// One of the four UIKit curves.
  public init(animationCurve: UIView.AnimationCurve) {
    curve = Int32(animationCurve.rawValue)
    control1 = .zero
    control2 = .zero
  }

  /// A Bézier curve through two control points.
  public init(controlPoint1: CGPoint, controlPoint2: CGPoint) {
    curve = Int32(TRANSHOST_CURVE_CUBIC)
    control1 = controlPoint1
    control2 = controlPoint2
  }

  public func timing(duration: TimeInterval) -> transhost_timing_t {
    var timing = makeTiming(kind: TRANSHOST_TIMING_CURVE, duration: duration, delay: 0)
    timing.curve = curve
    timing.control1 = control1.cValue
    timing.control2 = control2.cValue
    return timing
  }
}

/// Mirrors `UISpringTimingParameters`.
public struct UISpringTimingParameters: UITimingCurveProvider {
  let dampingRatio: CGFloat
  let velocity: CGFloat

  /// A spring with a damping ratio; the velocity's dx is used (UIKit's vector velocity
  /// is per axis; the host models one).
  public init(dampingRatio: CGFloat, initialVelocity: CGVector = CGVector(dx: 0, dy: 0)) {
    self.dampingRatio = dampingRatio
    self.velocity = initialVelocity.dx
  }

  /// A critically damped spring.
  public init() { self.init(dampingRatio: 1) }

  public func timing(duration: TimeInterval) -> transhost_timing_t {
    var timing = makeTiming(kind: TRANSHOST_TIMING_SPRING, duration: duration, delay: 0)
    timing.damping_ratio = Double(dampingRatio)
    timing.initial_velocity = Double(velocity)
    return timing
  }
}

/// Mirrors `CGVector`, which Foundation on Linux does not provide.
public struct CGVector: Hashable, Sendable {
  public var dx: CGFloat
  public var dy: CGFloat
  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }
}

/// Mirrors `UIViewPropertyAnimator`, driven by the host's property animator.
public final class UIViewPropertyAnimator: UIViewImplicitlyAnimating {
  let session: PluginSession
  let handle: UInt64
  /// The duration. Mirrors `duration`.
  public let duration: TimeInterval
  private var pending: [(() -> Void, CGFloat)] = []

  /// Mirrors `init(duration:timingParameters:)`.
  public init(duration: TimeInterval, timingParameters: UITimingCurveProvider) {
    let session = PluginSession.require("UIViewPropertyAnimator") ?? PluginSession.detached
    self.session = session
    self.duration = duration
    var timing = timingParameters.timing(duration: duration)
    handle = session.host.pointee.property_animator_create?(session.host, &timing) ?? 0
  }

  /// Mirrors `init(duration:curve:animations:)`.
  public convenience init(
    duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil
  ) {
    self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
    if let animations { addAnimations(animations) }
  }

  /// Mirrors `init(duration:dampingRatio:animations:)`.
  public convenience init(
    duration: TimeInterval, dampingRatio: CGFloat, animations: (() -> Void)? = nil
  ) {
    self.init(
      duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: dampingRatio))
    if let animations { addAnimations(animations) }
  }

  /// Mirrors `init(duration:controlPoint1:controlPoint2:animations:)`.
  public convenience init(
    duration: TimeInterval, controlPoint1: CGPoint, controlPoint2: CGPoint,
    animations: (() -> Void)? = nil
  ) {
    self.init(
      duration: duration,
      timingParameters: UICubicTimingParameters(
        controlPoint1: controlPoint1, controlPoint2: controlPoint2))
    if let animations { addAnimations(animations) }
  }

  private var host: UnsafePointer<transhost_host_t> { session.host }

  /// Mirrors `state`.
  public var state: UIViewAnimatingState {
    let raw =
      host.pointee.property_animator_state?(host, handle)
      ?? transhost_animator_state(TRANSHOST_ANIMATOR_INACTIVE)
    return UIViewAnimatingState(rawValue: Int(raw)) ?? .inactive
  }

  /// Mirrors `isRunning`.
  public var isRunning: Bool { host.pointee.property_animator_is_running?(host, handle) ?? false }

  /// Mirrors `isReversed`.
  public var isReversed: Bool {
    get { host.pointee.property_animator_is_reversed?(host, handle) ?? false }
    set { _ = host.pointee.property_animator_set_reversed?(host, handle, newValue) }
  }

  /// Mirrors `fractionComplete`.
  public var fractionComplete: CGFloat {
    get { CGFloat(host.pointee.property_animator_fraction?(host, handle) ?? 0) }
    set {
      flushPending()
      _ = host.pointee.property_animator_set_fraction?(host, handle, Double(newValue))
    }
  }

  /// Mirrors `scrubsLinearly`.
  public var scrubsLinearly = true {
    didSet {
      _ = host.pointee.property_animator_set_flag?(
        host, handle, TRANSHOST_FLAG_SCRUBS_LINEARLY, scrubsLinearly)
    }
  }

  /// Mirrors `pausesOnCompletion`.
  public var pausesOnCompletion = false {
    didSet {
      _ = host.pointee.property_animator_set_flag?(
        host, handle, TRANSHOST_FLAG_PAUSES_ON_COMPLETION, pausesOnCompletion)
    }
  }

  /// Mirrors `isInterruptible`.
  public var isInterruptible = true {
    didSet {
      _ = host.pointee.property_animator_set_flag?(
        host, handle, TRANSHOST_FLAG_INTERRUPTIBLE, isInterruptible)
    }
  }

  /// Mirrors `addAnimations(_:)`: run when the animator starts (at once if it is active).
  public func addAnimations(_ animation: @escaping () -> Void) {
    addAnimations(animation, delayFactor: 0)
  }

  /// Mirrors `addAnimations(_:delayFactor:)`.
  public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
    if state == .active {
      record(animation, delayFactor)
    } else {
      pending.append((animation, delayFactor))
    }
  }

  /// Mirrors `addCompletion(_:)`.
  public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
    let box = Unmanaged.passRetained(PositionBox(session: session, body: completion)).toOpaque()
    if host.pointee.property_animator_add_completion?(host, handle, positionTrampoline, box)
      != Int32(TRANSHOST_OK)
    {
      Unmanaged<PositionBox>.fromOpaque(box).release()
    }
  }

  /// Mirrors `startAnimation()`.
  public func startAnimation() { startAnimation(afterDelay: 0) }

  /// Mirrors `startAnimation(afterDelay:)`.
  public func startAnimation(afterDelay delay: TimeInterval) {
    flushPending()
    _ = host.pointee.property_animator_start?(host, handle, delay)
  }

  /// Mirrors `pauseAnimation()`.
  public func pauseAnimation() {
    flushPending()
    _ = host.pointee.property_animator_pause?(host, handle)
  }

  /// Mirrors `stopAnimation(_:)`.
  public func stopAnimation(_ withoutFinishing: Bool) {
    _ = host.pointee.property_animator_stop?(host, handle, withoutFinishing)
  }

  /// Mirrors `finishAnimation(at:)`.
  public func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
    _ = host.pointee.property_animator_finish?(host, handle, Int32(finalPosition.rawValue))
  }

  /// Mirrors `continueAnimation(withTimingParameters:durationFactor:)`.
  public func continueAnimation(
    withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat
  ) {
    if var timing = parameters?.timing(duration: duration) {
      _ = host.pointee.property_animator_continue?(host, handle, &timing, Double(durationFactor))
    } else {
      _ = host.pointee.property_animator_continue?(host, handle, nil, Double(durationFactor))
    }
  }

  private func flushPending() {
    let blocks = pending
    pending = []
    for (block, factor) in blocks { record(block, factor) }
  }

  private func record(_ animation: () -> Void, _ delayFactor: CGFloat) {
    _ = host.pointee.property_animator_animations_begin?(host, handle, Double(delayFactor))
    animation()
    _ = host.pointee.property_animator_animations_end?(host, handle)
  }
}

final class PositionBox {
  let session: PluginSession
  let body: (UIViewAnimatingPosition) -> Void
  init(session: PluginSession, body: @escaping (UIViewAnimatingPosition) -> Void) {
    self.session = session
    self.body = body
  }
}

let positionTrampoline: transhost_position_fn = { userData, position in
  guard let userData else { return }
  let box = Unmanaged<PositionBox>.fromOpaque(userData).takeRetainedValue()
  box.session.run { box.body(UIViewAnimatingPosition(rawValue: Int(position)) ?? .end) }
}
