import CTransitionABI
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A basic animation along a damped spring. Mirrors `CASpringAnimation`: the spring's
/// shape comes from its constants, and it is cut at `duration` (set it to
/// `settlingDuration` to let it come to rest).
open class CASpringAnimation: CABasicAnimation {
  /// Mirrors `mass` (default 1).
  open var mass: CGFloat = 1
  /// Mirrors `stiffness` (default 100).
  open var stiffness: CGFloat = 100
  /// Mirrors `damping` (default 10).
  open var damping: CGFloat = 10
  /// Mirrors `initialVelocity` (default 0, positive towards the target).
  open var initialVelocity: CGFloat = 0

  /// How long the spring takes to come to rest. Mirrors `settlingDuration`.
  open var settlingDuration: TimeInterval {
    let m = Double(mass), k = Double(stiffness), c = Double(damping)
    guard m > 0, k > 0 else { return 0 }
    let omega = (k / m).squareRoot()
    let ratio = max(c / (2 * (k * m).squareRoot()), 0.05)
    let v = Double(initialVelocity)
    if ratio < 1 {
      let damped = omega * (1 - ratio * ratio).squareRoot()
      let b = (v - ratio * omega) / damped
      return max(log((1 + b * b).squareRoot() / 0.001) / (ratio * omega), 0)
    }
    // Critically or over-damped: the slow exponent decides.
    let slow = omega * (ratio - (ratio * ratio - 1).squareRoot())
    return max(log(1 / 0.001) / max(slow, 1e-9), 0)
  }

  override func copyTiming(from other: CAAnimation) {
    super.copyTiming(from: other)
    guard let other = other as? CASpringAnimation else { return }
    (mass, stiffness, damping, initialVelocity) =
      (other.mass, other.stiffness, other.damping, other.initialVelocity)
  }

  override var kind: Int32 { Int32(TRANSHOST_ANIMATION_SPRING) }

  override func fillKind(_ c: inout transhost_layer_animation_t) {
    c.mass = Double(mass)
    c.stiffness = Double(stiffness)
    c.damping = Double(damping)
    c.initial_velocity = Double(initialVelocity)
  }
}
