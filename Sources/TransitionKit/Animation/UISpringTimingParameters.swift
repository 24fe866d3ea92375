import CTransitionABI
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A spring timing curve. Mirrors `UISpringTimingParameters`.
///
/// The host's springs move one progress value, so of a vector velocity only `dx` is
/// used (what UIKit does for one-dimensional properties).
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
  /// How the spring is described.
  private enum Form {
    /// Lasts the animator's duration.
    case dampingRatio(CGFloat)
    /// Lasts until it settles: its natural period and bounce.
    case physical(period: TimeInterval, bounce: CGFloat)
  }

  private let form: Form
  /// Mirrors `initialVelocity`.
  public let initialVelocity: CGVector

  private init(form: Form, initialVelocity: CGVector) {
    self.form = form
    self.initialVelocity = initialVelocity
    super.init()
  }

  /// Mirrors `UISpringTimingParameters()`: UIKit documents a damping ratio of 4.56 and no
  /// velocity (an overdamped spring over the animator's duration).
  public convenience override init() {
    self.init(dampingRatio: 4.56, initialVelocity: .zero)
  }

  /// A spring over the animator's duration. Mirrors `init(dampingRatio:initialVelocity:)`.
  public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
    form = .dampingRatio(ratio)
    initialVelocity = velocity
    super.init()
  }

  /// A spring over the animator's duration, from rest. Mirrors `init(dampingRatio:)`.
  public convenience init(dampingRatio ratio: CGFloat) {
    self.init(dampingRatio: ratio, initialVelocity: .zero)
  }

  /// A physical spring: it runs until it settles and the animator's duration is
  /// ignored, as in UIKit. Mirrors `init(mass:stiffness:damping:initialVelocity:)`.
  public convenience init(
    mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector
  ) {
    let mass = max(Double(mass), 1e-6)
    let stiffness = max(Double(stiffness), 1e-6)
    let omega = (stiffness / mass).squareRoot()
    let ratio = max(Double(damping), 0) / (2 * (stiffness * mass).squareRoot())
    let bounce = ratio <= 1 ? 1 - ratio : 1 / ratio - 1
    self.init(
      form: .physical(period: 2 * Double.pi / omega, bounce: CGFloat(bounce)),
      initialVelocity: velocity)
  }

  /// iOS 17's perceptual spring: `duration` is its natural period, `bounce` in -1...1.
  /// Mirrors `init(duration:bounce:initialVelocity:)`.
  public convenience init(duration: TimeInterval, bounce: CGFloat, initialVelocity: CGVector) {
    self.init(form: .physical(period: duration, bounce: bounce), initialVelocity: initialVelocity)
  }

  /// Mirrors `init(duration:bounce:)`.
  public convenience init(duration: TimeInterval, bounce: CGFloat) {
    self.init(duration: duration, bounce: bounce, initialVelocity: .zero)
  }

  /// Mirrors `init?(coder:)`; archives are not read headlessly, so it makes the default
  /// spring.
  public required convenience init?(coder: NSCoder) { self.init() }

  /// Mirrors `timingCurveType`: `.spring`.
  open var timingCurveType: UITimingCurveType { .spring }
  /// Mirrors `cubicTimingParameters`: nil.
  open var cubicTimingParameters: UICubicTimingParameters? { nil }
  /// Mirrors `springTimingParameters`: itself.
  open var springTimingParameters: UISpringTimingParameters? { self }

  /// The ABI's form: a damping-ratio spring over `duration`, or a perceptual one that
  /// lasts as long as it settles.
  func timing(duration: TimeInterval) -> transhost_timing_t {
    switch form {
    case .dampingRatio(let ratio):
      var timing = makeTiming(kind: TRANSHOST_TIMING_SPRING, duration: duration, delay: 0)
      timing.damping_ratio = Double(ratio)
      timing.initial_velocity = Double(initialVelocity.dx)
      return timing
    case .physical(let period, let bounce):
      var timing = makeTiming(kind: TRANSHOST_TIMING_SPRING_BOUNCE, duration: period, delay: 0)
      timing.bounce = Double(bounce)
      timing.initial_velocity = Double(initialVelocity.dx)
      return timing
    }
  }
}
