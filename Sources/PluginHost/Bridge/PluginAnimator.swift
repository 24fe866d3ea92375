import CTransitionABI
import TransitionEngine

/// An animator instance a plugin created, seen by the engine as any
/// `AnimatedTransitioning`: every call goes through the C ABI, as the plugin's code.
public final class PluginAnimator: AnimatedTransitioning, NamedAnimator {
  /// The animator's descriptor.
  public let descriptor: AnimatorDescriptor
  /// The bridge the instance calls back through. Weak: the bridge's handle table keeps
  /// every context, which keeps its animator, so a strong reference here would keep the
  /// bridge and its engine alive for ever. Once the bridge is gone the instance is never
  /// called again (its host pointer would dangle).
  private(set) weak var bridge: HostBridge?
  private var instance: UnsafeMutablePointer<transhost_animator_t>?

  init(
    descriptor: AnimatorDescriptor, bridge: HostBridge,
    instance: UnsafeMutablePointer<transhost_animator_t>
  ) {
    self.descriptor = descriptor
    self.bridge = bridge
    self.instance = instance
  }

  deinit { destroy() }

  /// The animator's id.
  public var animatorName: String { descriptor.id }

  /// Asks the plugin; without an instance, the declared default.
  public func transitionDuration(using context: TransitionContext?) -> Double {
    guard let instance, let bridge, let function = instance.pointee.transition_duration else {
      return descriptor.defaultDuration
    }
    let handle = context.map { bridge.handle(for: $0) } ?? 0
    return bridge.calling(descriptor.id) { function(instance, handle) }
  }

  /// Calls the plugin's `animate_transition`; animation blocks it left open are closed
  /// and reported.
  public func animateTransition(using context: TransitionContext) {
    guard let instance, let bridge, let function = instance.pointee.animate_transition else {
      return
    }
    let handle = bridge.handle(for: context)
    bridge.calling(descriptor.id) { function(instance, handle) }
    let open = context.engine.closeOpenAnimationBlocks()
    if open > 0 {
      context.engine.reportViolation(
        .pluginCall(
          plugin: descriptor.id, call: "animate_transition",
          reason:
            "it left \(open) animation block(s) open; every animation_begin needs an animation_commit"
        ))
    }
  }

  /// The plugin's interruptible animator, if it has one.
  public func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator? {
    guard let instance, let bridge, let function = instance.pointee.interruptible_animator,
      fieldIsPresent(
        \transhost_animator_t.interruptible_animator, size: instance.pointee.struct_size)
    else { return nil }
    let handle = bridge.handle(for: context)
    let animatorHandle = bridge.calling(descriptor.id) { function(instance, handle) }
    guard animatorHandle != 0 else { return nil }
    return bridge.propertyAnimator(animatorHandle, "interruptible_animator")
  }

  /// Tells the plugin, then destroys the instance.
  public func animationEnded(_ transitionCompleted: Bool) {
    if let instance, let bridge, let function = instance.pointee.animation_ended {
      bridge.calling(descriptor.id) { function(instance, transitionCompleted) }
    }
    destroy()
  }

  private func destroy() {
    guard let instance, let bridge else { return }
    self.instance = nil
    if let function = instance.pointee.destroy {
      bridge.calling(descriptor.id) { function(instance) }
    }
  }
}
