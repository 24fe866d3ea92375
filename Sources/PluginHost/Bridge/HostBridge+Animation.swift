import CTransitionABI
import TransitionEngine

extension HostBridge {
  /// A plugin's completion function with its user data, called as the plugin's code; it
  /// holds the animator instance the code registering it works for until it is dropped.
  /// `call` names it to a supervisor.
  func completion(
    _ function: transhost_completion_fn?, _ userData: UnsafeMutableRawPointer?,
    call: String = "an animation completion"
  )
    -> ((Bool) -> Void)?
  {
    guard let function else { return nil }
    let data = UncheckedPointer(userData)
    // The instance knows its plugin and the bridge's link: a completion that holds one
    // captures nothing else of the bridge's (two retains fewer, and a smaller context).
    if let holder = callerInstance {
      return { finished in
        holder.link.lend {
          $0.calling(holder.plugin, call: call, for: holder) { function(data.pointer, finished) }
        }
      }
    }
    let caller = currentCallerName
    let link = self.link
    return { finished in
      link.bridge?.calling(caller, call: call) { function(data.pointer, finished) }
    }
  }

  func beginAnimation(
    _ timing: UnsafePointer<transhost_timing_t>?, _ function: transhost_completion_fn?,
    _ userData: UnsafeMutableRawPointer?
  ) -> transhost_status {
    withEngine { beginAnimation(in: $0, timing, function, userData) } ?? Status.badState
  }

  /// ``beginAnimation(_:_:_:)`` with the engine lent (``withEngine(_:)``).
  private func beginAnimation(
    in engine: Engine, _ timing: UnsafePointer<transhost_timing_t>?,
    _ function: transhost_completion_fn?, _ userData: UnsafeMutableRawPointer?
  ) -> transhost_status {
    guard let timing else { return reject("animation_begin", "timing is NULL") }
    // UIKit: after completeTransition the context is finished. An animation begun now
    // would outlive the context it animates for; it is refused instead.
    guard !callerIsFinished else {
      return reject(
        "animation_begin",
        "its transition was already completed (complete_transition); begin animations "
          + "before completing, an animation begun after it would outlive the context",
        status: Status.badState)
    }
    guard engine.admit(.animations) else { return Status.badState }
    switch block(from: timing.pointee, call: "animation_begin") {
    case .success(let block):
      engine.beginAnimationBlock(block, completion: completion(function, userData))
      return Status.ok
    case .failure(let status):
      return status.value
    }
  }

  func commitAnimation() -> transhost_status {
    guard let committed = withEngine({ $0.commitAnimationBlock() }) else { return Status.badState }
    guard committed else {
      return reject("animation_commit", "no animation block is open", status: Status.badState)
    }
    return Status.ok
  }

  func keyframe(begin: Bool, start: Double, duration: Double) -> transhost_status {
    guard let engine else { return Status.badState }
    let call = begin ? "keyframe_begin" : "keyframe_end"
    if begin && !allFinite(start, duration) {
      return reject(call, "relative start and duration must be finite numbers")
    }
    let opened =
      begin
      ? engine.beginKeyframe(relativeStart: start, relativeDuration: duration)
      : engine.endKeyframe()
    guard opened else {
      return reject(call, "no keyframe animation block is open", status: Status.badState)
    }
    return Status.ok
  }

  func withoutAnimation(begin: Bool) -> transhost_status {
    guard let engine else { return Status.badState }
    if begin {
      engine.beginWithoutAnimation()
      return Status.ok
    }
    guard engine.endWithoutAnimation() else {
      return reject(
        "without_animation_end", "no without-animation block is open", status: Status.badState)
    }
    return Status.ok
  }

  // MARK: Property animators

  func createPropertyAnimator(_ timing: UnsafePointer<transhost_timing_t>?) -> UInt64 {
    guard let engine else {
      lastStatus = Status.badState
      return 0
    }
    guard let timing else {
      _ = reject("property_animator_create", "timing is NULL")
      return 0
    }
    let raw = timing.pointee
    guard allFinite(raw.duration), raw.duration >= 0 else {
      _ = reject(
        "property_animator_create", "duration \(raw.duration) must be a finite number >= 0")
      return 0
    }
    guard case .success(let curve) = timingCurve(from: raw, call: "property_animator_create") else {
      return 0
    }
    guard engine.admit(.propertyAnimators) else { return 0 }
    return handle(for: PropertyAnimator(engine: engine, duration: raw.duration, timingCurve: curve))
  }

  func withAnimator(
    _ handle: UInt64, _ call: String, _ body: (PropertyAnimator) -> transhost_status
  ) -> transhost_status {
    guard let animator = propertyAnimator(handle, call) else { return Status.invalidHandle }
    let before = engine?.violations.count ?? 0
    let status = body(animator)
    if status == Status.ok, let engine, engine.violations.count > before {
      return Status.badState
    }
    return status
  }

  func addPositionCompletion(
    _ handle: UInt64, _ function: transhost_position_fn?, _ userData: UnsafeMutableRawPointer?
  ) -> transhost_status {
    guard let function else {
      return reject("property_animator_add_completion", "completion is NULL")
    }
    let caller = currentCallerName
    let holder = callerInstance
    let data = UncheckedPointer(userData)
    let link = self.link
    return withAnimator(handle, "property_animator_add_completion") { animator in
      animator.addCompletion { position in
        let raw: transhost_position =
          switch position {
          case .end: transhost_position(TRANSHOST_POSITION_END)
          case .start: transhost_position(TRANSHOST_POSITION_START)
          case .current: transhost_position(TRANSHOST_POSITION_CURRENT)
          }
        link.bridge?.calling(caller, call: "a property animator completion", for: holder) {
          function(data.pointer, raw)
        }
      }
      return Status.ok
    }
  }

  func continueAnimator(
    _ handle: UInt64, _ timing: UnsafePointer<transhost_timing_t>?, _ factor: Double
  ) -> transhost_status {
    guard factor.isFinite else {
      return reject(
        "property_animator_continue", "duration factor \(factor) is not a finite number")
    }
    var curve: TimingCurve?
    if let timing {
      guard
        case .success(let resolved) = timingCurve(
          from: timing.pointee, call: "property_animator_continue")
      else { return Status.invalidArgument }
      curve = resolved
    }
    return withAnimator(handle, "property_animator_continue") {
      $0.continueAnimation(withTimingCurve: curve, durationFactor: factor)
      return Status.ok
    }
  }

  // MARK: Timing

  struct StatusError: Error { let value: transhost_status }

  func block(
    from timing: transhost_timing_t, call: String
  ) -> Result<Engine.AnimationBlock, StatusError> {
    guard Int(timing.struct_size) >= bytesNeeded(through: \transhost_timing_t.options) else {
      return .failure(
        StatusError(value: reject(call, "timing struct_size \(timing.struct_size) is too small")))
    }
    guard allFinite(timing.duration, timing.delay) else {
      return .failure(StatusError(value: reject(call, "duration and delay must be finite numbers")))
    }
    // The curve bits are left out: `curve` says the curve, for keyframes too.
    let options = AnimationOptions(rawValue: UInt(timing.options) & ~(0xF << 16))
    switch timing.kind {
    case transhost_timing_kind(TRANSHOST_TIMING_CURVE):
      guard case .success(let curve) = timingCurve(from: timing, call: call) else {
        return .failure(StatusError(value: Status.invalidArgument))
      }
      return .success(
        .curve(duration: timing.duration, delay: timing.delay, curve: curve, options: options))
    case transhost_timing_kind(TRANSHOST_TIMING_SPRING):
      guard allFinite(timing.damping_ratio, timing.initial_velocity) else {
        return .failure(StatusError(value: reject(call, "spring values must be finite numbers")))
      }
      return .success(
        .spring(
          duration: timing.duration, delay: timing.delay, dampingRatio: timing.damping_ratio,
          velocity: timing.initial_velocity, options: options))
    case transhost_timing_kind(TRANSHOST_TIMING_SPRING_BOUNCE):
      guard allFinite(timing.bounce, timing.initial_velocity) else {
        return .failure(StatusError(value: reject(call, "spring values must be finite numbers")))
      }
      return .success(
        .springBounce(
          duration: timing.duration, bounce: timing.bounce, velocity: timing.initial_velocity,
          delay: timing.delay, options: options))
    case transhost_timing_kind(TRANSHOST_TIMING_KEYFRAMES):
      guard let mode = KeyframeCalculationMode(rawValue: Int(timing.keyframe_mode)) else {
        return .failure(
          StatusError(value: reject(call, "keyframe mode \(timing.keyframe_mode) is unknown")))
      }
      // ABI 1.4: `curve` is the overall curve of the keyframe timeline, as UIKit's cast
      // curve option is (0, TRANSHOST_CURVE_EASE_IN_OUT, is UIKit's default).
      guard case .success(let curve) = timingCurve(from: timing, call: call) else {
        return .failure(StatusError(value: Status.invalidArgument))
      }
      return .success(
        .keyframes(
          duration: timing.duration, delay: timing.delay, mode: mode, curve: curve,
          options: options))
    default:
      return .failure(StatusError(value: reject(call, "timing kind \(timing.kind) is unknown")))
    }
  }

  func timingCurve(
    from timing: transhost_timing_t, call: String
  ) -> Result<TimingCurve, StatusError> {
    switch timing.kind {
    case transhost_timing_kind(TRANSHOST_TIMING_SPRING):
      guard allFinite(timing.damping_ratio, timing.initial_velocity, timing.duration) else {
        return .failure(StatusError(value: reject(call, "spring values must be finite numbers")))
      }
      return .success(
        .spring(
          SpringCurve(
            dampingRatio: timing.damping_ratio, initialVelocity: timing.initial_velocity,
            duration: timing.duration)))
    case transhost_timing_kind(TRANSHOST_TIMING_SPRING_BOUNCE):
      guard allFinite(timing.bounce, timing.initial_velocity, timing.duration) else {
        return .failure(StatusError(value: reject(call, "spring values must be finite numbers")))
      }
      return .success(
        .spring(
          SpringCurve(
            perceptualDuration: timing.duration, bounce: timing.bounce,
            initialVelocity: timing.initial_velocity)))
    default:
      switch timing.curve {
      case transhost_curve(TRANSHOST_CURVE_EASE_IN_OUT): return .success(.easeInOut)
      case transhost_curve(TRANSHOST_CURVE_EASE_IN): return .success(.easeIn)
      case transhost_curve(TRANSHOST_CURVE_EASE_OUT): return .success(.easeOut)
      case transhost_curve(TRANSHOST_CURVE_LINEAR): return .success(.linear)
      case transhost_curve(TRANSHOST_CURVE_CUBIC):
        let (c1, c2) = (timing.control1, timing.control2)
        guard allFinite(c1.x, c1.y, c2.x, c2.y) else {
          return .failure(StatusError(value: reject(call, "control points must be finite numbers")))
        }
        return .success(.cubic(CubicBezier(Point(x: c1.x, y: c1.y), Point(x: c2.x, y: c2.y))))
      default:
        return .failure(StatusError(value: reject(call, "curve \(timing.curve) is unknown")))
      }
    }
  }
}

/// A plugin's opaque pointer, carried in closures; the host never dereferences it.
struct UncheckedPointer: @unchecked Sendable {
  let pointer: UnsafeMutableRawPointer?
  init(_ pointer: UnsafeMutableRawPointer?) { self.pointer = pointer }
}
