import CTransitionABI
import Foundation

/// One animator instance behind a `transhost_animator_t`: one a factory made for a
/// registered animator, or one a delegate returned.
final class AnimatorInstance {
  let session: PluginSession
  let animator: UIViewControllerAnimatedTransitioning
  private var contexts: [UInt64: HostTransitionContext] = [:]

  /// The `transhost_animator_t`s this copy of TransitionKit made and the host holds.
  static let live = ExportedPointers()

  init(session: PluginSession, animator: UIViewControllerAnimatedTransitioning) {
    self.session = session
    self.animator = animator
  }

  func context(_ handle: UInt64) -> HostTransitionContext {
    if let context = contexts[handle] { return context }
    let context = HostTransitionContext(session: session, handle: handle)
    contexts[handle] = context
    return context
  }

  /// The instance behind a table this copy of TransitionKit made, else nil.
  static func from(_ raw: UnsafeMutablePointer<transhost_animator_t>?) -> AnimatorInstance? {
    guard let raw, live.contains(UnsafeMutableRawPointer(raw)),
      let data = raw.pointee.animator_data
    else { return nil }
    return Unmanaged<AnimatorInstance>.fromOpaque(data).takeUnretainedValue()
  }

  /// `animator` as a `transhost_animator_t` the host owns (its destroy frees it), with
  /// its calls run in `session`.
  static func export(
    _ animator: UIViewControllerAnimatedTransitioning, session: PluginSession
  ) -> UnsafeMutablePointer<transhost_animator_t> {
    let instance = AnimatorInstance(session: session, animator: animator)
    let raw = UnsafeMutablePointer<transhost_animator_t>.allocate(capacity: 1)
    var table = transhost_animator_t()
    table.struct_size = UInt32(MemoryLayout<transhost_animator_t>.size)
    table.animator_data = Unmanaged.passRetained(instance).toOpaque()
    table.transition_duration = { raw, ctx in
      guard let instance = AnimatorInstance.from(raw) else { return 0 }
      return instance.session.run {
        instance.animator.transitionDuration(using: ctx == 0 ? nil : instance.context(ctx))
      }
    }
    table.animate_transition = { raw, ctx in
      guard let instance = AnimatorInstance.from(raw) else { return }
      instance.session.run { instance.animator.animateTransition(using: instance.context(ctx)) }
    }
    table.animation_ended = { raw, completed in
      guard let instance = AnimatorInstance.from(raw) else { return }
      instance.session.run { instance.animator.animationEnded(completed) }
    }
    table.interruptible_animator = { raw, ctx in
      guard let instance = AnimatorInstance.from(raw) else { return 0 }
      return instance.session.run {
        let answer = instance.animator.interruptibleAnimator(using: instance.context(ctx))
        if let propertyAnimator = answer as? UIViewPropertyAnimator {
          // The host drives it from now on: its animations must be in the host's animator.
          propertyAnimator.handOver()
          return propertyAnimator.handle
        }
        if !(answer is NotInterruptible) {
          instance.session.logOnce(
            "interruptible \(type(of: answer))",
            "TransitionKit: interruptibleAnimator(using:) returned a \(type(of: answer)), "
              + "which the host cannot drive; the transition is not interruptible. Return a "
              + "UIViewPropertyAnimator")
        }
        return 0
      }
    }
    table.destroy = { raw in
      guard let raw else { return }
      AnimatorInstance.live.remove(UnsafeMutableRawPointer(raw))
      if let data = raw.pointee.animator_data {
        Unmanaged<AnimatorInstance>.fromOpaque(data).release()
      }
      raw.deinitialize(count: 1)
      raw.deallocate()
    }
    raw.initialize(to: table)
    live.insert(UnsafeMutableRawPointer(raw))
    return raw
  }
}

extension AnimatorRequest {
  /// The Swift form of a host's request, read in `session`.
  init(_ request: UnsafePointer<transhost_request_t>, session: PluginSession) {
    var values: [String: (text: String, number: Double, flag: Bool, view: UInt64)] = [:]
    for index in 0..<Int(request.pointee.parameter_count) {
      guard let value = request.pointee.parameters?[index], let name = value.name else {
        continue
      }
      values[String(cString: name)] = (
        value.text.map { String(cString: $0) } ?? "", value.number, value.flag, value.view
      )
    }
    self.init(
      operation: TransitionOperationKind(rawValue: Int(request.pointee.operation)) ?? .present,
      style: UIModalPresentationStyle(rawValue: Int(request.pointee.style)) ?? .none,
      isInteractive: request.pointee.interactive, values: values, session: session)
  }
}

/// The factory's `create`: builds the request, asks the definition (the one asked for by
/// id) for an animator and wraps it in a `transhost_animator_t`.
func createInstance(
  _ definition: AnimatorDefinition?, _ request: UnsafePointer<transhost_request_t>?,
  _ host: UnsafePointer<transhost_host_t>?,
  _ out: UnsafeMutablePointer<UnsafeMutablePointer<transhost_animator_t>?>?
) -> Int32 {
  guard let definition, let request, let host, let out
  else { return Int32(TRANSHOST_E_INVALID_ARGUMENT) }
  let session = PluginSession(host: host)
  let swiftRequest = AnimatorRequest(request, session: session)
  let animator = session.run { definition.make(swiftRequest) }
  out.pointee = AnimatorInstance.export(animator, session: session)
  return Int32(TRANSHOST_OK)
}
