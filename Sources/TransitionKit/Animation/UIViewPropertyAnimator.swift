import CTransitionABI
import Foundation

/// Mirrors `UIViewPropertyAnimator`, driven by the host's property animator.
///
/// As in UIKit, the blocks given to `addAnimations` run when the animator starts (or is
/// paused or scrubbed); once the animator was handed to the host (returned from
/// `interruptibleAnimator(using:)`), they reach the host's animator at once, since the
/// host then drives it without this object's methods.
open class UIViewPropertyAnimator: UIViewImplicitlyAnimating {
  let session: PluginSession
  let handle: UInt64
  /// The duration. Mirrors `duration`.
  public let duration: TimeInterval
  /// Mirrors `delay`: the delay of the last `startAnimation(afterDelay:)`.
  public private(set) var delay: TimeInterval = 0
  /// Mirrors `timingParameters`.
  public let timingParameters: UITimingCurveProvider?
  /// Mirrors `isUserInteractionEnabled`: whether the views the animator moves take new
  /// touches while it runs (on by default, unlike a `UIView.animate` block).
  open var isUserInteractionEnabled = true {
    didSet {
      guard session.supports(minor: 7, "UIViewPropertyAnimator.isUserInteractionEnabled")
      else { return }
      _ = host.pointee.property_animator_set_flag?(
        host, handle, TRANSHOST_FLAG_USER_INTERACTION, isUserInteractionEnabled)
    }
  }
  /// Mirrors `isManualHitTestingEnabled`: stored; the host hit-tests the model values
  /// whatever it says (a touch on a view in flight lands where the view will be).
  open var isManualHitTestingEnabled = false
  private var pending: [(() -> Void, CGFloat)] = []
  /// Whether the host holds this animator (``handOver()``).
  private var isHandedOver = false

  /// Mirrors `init(duration:timingParameters:)`: any timing curve provider, the app's
  /// own included.
  public required init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
    let session = PluginSession.require("UIViewPropertyAnimator") ?? PluginSession.detached
    self.session = session
    self.duration = duration
    self.timingParameters = parameters
    var timing = makeTiming(for: parameters, duration: duration, session: session)
    handle = session.host.pointee.property_animator_create?(session.host, &timing) ?? 0
  }

  /// Mirrors `runningPropertyAnimator(withDuration:delay:options:animations:completion:)`:
  /// an animator with the options' curve, started after `delay`.
  open class func runningPropertyAnimator(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((UIViewAnimatingPosition) -> Void)? = nil
  ) -> Self {
    let curve = UIView.AnimationCurve(rawValue: Int((options.rawValue >> 16) & 0x3)) ?? .easeInOut
    let animator = Self(
      duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
    animator.addAnimations(animations)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation(afterDelay: delay)
    return animator
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
    if isHandedOver || state == .active {
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
    self.delay = delay
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
    if let parameters {
      var timing = makeTiming(for: parameters, duration: duration, session: session)
      _ = host.pointee.property_animator_continue?(host, handle, &timing, Double(durationFactor))
    } else {
      _ = host.pointee.property_animator_continue?(host, handle, nil, Double(durationFactor))
    }
  }

  /// The host takes the animator (`interruptibleAnimator(using:)` returned it) and drives
  /// it through the C ABI from now on: the pending blocks reach its animator now, and
  /// later ones at once.
  func handOver() {
    isHandedOver = true
    flushPending()
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
