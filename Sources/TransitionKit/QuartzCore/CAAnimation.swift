import CTransitionABI
import Foundation

/// What an animation tells its delegate. Mirrors `CAAnimationDelegate`; both members
/// are optional (they do nothing unless implemented).
public protocol CAAnimationDelegate: AnyObject {
  /// The animation's active time began. Mirrors `animationDidStart(_:)`.
  func animationDidStart(_ anim: CAAnimation)
  /// The animation ended (`flag` true) or was removed before its end (false). Mirrors
  /// `animationDidStop(_:finished:)`.
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
  /// Does nothing.
  public func animationDidStart(_ anim: CAAnimation) {}
  /// Does nothing.
  public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// An explicit Core Animation animation. Mirrors `CAAnimation`: a layer keeps a copy of
/// it (``CALayer/add(_:forKey:)``), so changing it after adding it changes nothing; it
/// changes what is on screen, never the layer's model value.
open class CAAnimation: NSObject, CAMediaTiming, NSCopying {
  /// Mirrors `timingFunction`; nil paces linearly.
  open var timingFunction: CAMediaTimingFunction?
  /// Mirrors `delegate`, which, as in QuartzCore, the animation keeps strongly.
  open var delegate: CAAnimationDelegate?
  /// Mirrors `isRemovedOnCompletion` (default true).
  open var isRemovedOnCompletion = true
  /// Mirrors `CAMediaTiming.beginTime`.
  open var beginTime: TimeInterval = 0
  /// Mirrors `CAMediaTiming.duration` (0 means 0.25 s).
  open var duration: TimeInterval = 0
  /// Mirrors `CAMediaTiming.speed`.
  open var speed: Float = 1
  /// Mirrors `CAMediaTiming.timeOffset`.
  open var timeOffset: TimeInterval = 0
  /// Mirrors `CAMediaTiming.repeatCount`.
  open var repeatCount: Float = 0
  /// Mirrors `CAMediaTiming.repeatDuration`.
  open var repeatDuration: TimeInterval = 0
  /// Mirrors `CAMediaTiming.autoreverses`.
  open var autoreverses = false
  /// Mirrors `CAMediaTiming.fillMode`.
  open var fillMode: CAMediaTimingFillMode = .removed

  /// A new animation. Mirrors `init()`.
  public required override init() { super.init() }

  /// A copy with the same settings. Mirrors `copy(with:)`.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = type(of: self).init()
    copy.copyTiming(from: self)
    return copy
  }

  func copyTiming(from other: CAAnimation) {
    timingFunction = other.timingFunction
    delegate = other.delegate
    isRemovedOnCompletion = other.isRemovedOnCompletion
    beginTime = other.beginTime
    duration = other.duration
    speed = other.speed
    timeOffset = other.timeOffset
    repeatCount = other.repeatCount
    repeatDuration = other.repeatDuration
    autoreverses = other.autoreverses
    fillMode = other.fillMode
  }

  /// Fills the timing members of `c`.
  func fillTiming(_ c: inout transhost_layer_animation_t) {
    c.begin_time = beginTime
    c.duration = duration
    c.speed = Double(speed)
    c.time_offset = timeOffset
    c.repeat_count = Double(repeatCount)
    c.repeat_duration = repeatDuration
    c.autoreverses = autoreverses
    c.removed_on_completion = isRemovedOnCompletion
    c.fill_mode =
      switch fillMode {
      case .forwards: transhost_fill_mode(TRANSHOST_FILL_FORWARDS)
      case .backwards: transhost_fill_mode(TRANSHOST_FILL_BACKWARDS)
      case .both: transhost_fill_mode(TRANSHOST_FILL_BOTH)
      default: transhost_fill_mode(TRANSHOST_FILL_REMOVED)
      }
    if let timingFunction {
      c.has_timing_function = true
      c.timing_function = timingFunction.cValue
    }
  }

  /// Describes the animation for the host into `body`'s struct (valid during `body`
  /// only), or says what cannot be described.
  func withDescription<T>(
    _ body: (UnsafePointer<transhost_layer_animation_t>) -> T
  ) -> Result<T, AnimationValueError> {
    .failure(.notAnimation("\(type(of: self))"))
  }
}

/// An animation of one layer property. Mirrors `CAPropertyAnimation`.
open class CAPropertyAnimation: CAAnimation {
  /// Mirrors `keyPath`.
  open var keyPath: String?
  /// Mirrors `isAdditive`.
  open var isAdditive = false
  /// Mirrors `isCumulative`; repeats do not accumulate on this host (reported once when
  /// such an animation is added).
  open var isCumulative = false

  /// An animation of `path`. Mirrors `init(keyPath:)`.
  public convenience init(keyPath path: String?) {
    self.init()
    keyPath = path
  }

  override func copyTiming(from other: CAAnimation) {
    super.copyTiming(from: other)
    guard let other = other as? CAPropertyAnimation else { return }
    keyPath = other.keyPath
    isAdditive = other.isAdditive
    isCumulative = other.isCumulative
  }

  /// A struct with the property animation's members filled, of `kind`.
  func propertyDescription(_ kind: Int32) -> transhost_layer_animation_t {
    var c = transhost_layer_animation_t()
    c.struct_size = UInt32(MemoryLayout<transhost_layer_animation_t>.size)
    c.kind = transhost_animation_kind(kind)
    fillTiming(&c)
    c.additive = isAdditive
    return c
  }
}
