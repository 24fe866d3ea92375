import CTransitionABI
import Foundation
import Testing

@testable import TransitionKit

/// The modern interactive pattern: `interruptibleAnimator(using:)` returns a property
/// animator with animations added and not started, which the host then scrubs, finishes
/// or cancels through the C ABI without the plugin's code running again.
@Suite(.serialized) struct InterruptibleAnimatorTests {
  /// Fades the from view in an animator it makes once and hands to the host.
  final class Interruptible: UIViewControllerAnimatedTransitioning {
    private var made: UIViewPropertyAnimator?

    func transitionDuration(
      using transitionContext: UIViewControllerContextTransitioning?
    ) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
      interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(
      using transitionContext: UIViewControllerContextTransitioning
    ) -> UIViewImplicitlyAnimating {
      if let made { return made }
      let animator = UIViewPropertyAnimator(duration: 0.3, curve: .linear)
      let fromView = transitionContext.view(forKey: .from)
      animator.addAnimations { fromView?.alpha = 0 }
      animator.addAnimations({ fromView?.alpha = 0.5 }, delayFactor: 0.5)
      made = animator
      return animator
    }
  }

  static func handOver(_ host: FakeHost) -> (UInt64, [String]) {
    let raw = AnimatorInstance.export(Interruptible(), session: PluginSession(host: host.host))
    defer { raw.pointee.destroy?(raw) }
    let handle = raw.pointee.interruptible_animator?(raw, 55) ?? 0
    return (handle, host.calls)
  }

  @Test(
    "the animations reach the host's animator when it is handed over, before the host drives it")
  func animationsReachTheHost() {
    let host = FakeHost()
    let (handle, calls) = Self.handOver(host)
    #expect(handle == FakeHost.propertyAnimator)
    #expect(
      calls == [
        "animator create kind 0 curve 3",
        "animator 900 animations begin 0.0",
        "set 6 property 4 to 0.0",
        "animator 900 animations end",
        "animator 900 animations begin 0.5",
        "set 6 property 4 to 0.5",
        "animator 900 animations end",
      ])
  }

  @Test("asked again, the same animator is handed over and its animations are not recorded twice")
  func handedOverOnce() throws {
    let host = FakeHost()
    let raw = AnimatorInstance.export(Interruptible(), session: PluginSession(host: host.host))
    defer { raw.pointee.destroy?(raw) }
    _ = raw.pointee.interruptible_animator?(raw, 55)
    let first = host.calls.count
    #expect(raw.pointee.interruptible_animator?(raw, 55) == FakeHost.propertyAnimator)
    #expect(host.calls.count == first)
  }
}
