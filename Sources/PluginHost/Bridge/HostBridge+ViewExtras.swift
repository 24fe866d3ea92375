import CTransitionABI
import TransitionEngine

/// The ABI 1.4 views section: the window, tags, images and view transitions.
extension HostBridge {
  func windowView() -> UInt64 {
    guard let engine else {
      lastStatus = Status.badState
      return 0
    }
    return handle(for: engine.window.rootView)
  }

  func viewWithTag(_ handle: UInt64, _ tag: Int64) -> UInt64 {
    guard let view = view(handle, "view_with_tag") else { return 0 }
    return self.handle(for: view.viewWithTag(Int(tag)))
  }

  func setImage(_ handle: UInt64, _ name: UnsafePointer<CChar>?) -> transhost_status {
    guard let view = view(handle, "view_set_image") else { return Status.invalidHandle }
    let text = name.map { String(cString: $0) }
    if text == "" {
      return reject("view_set_image", "the image name is empty; pass NULL for no image")
    }
    view.extras.imageName = text
    return Status.ok
  }

  func image(_ handle: UInt64) -> UnsafePointer<CChar>? {
    guard let view = view(handle, "view_image") else { return nil }
    return view.extras.imageName.flatMap { returning($0) }
  }

  func beginViewTransition(
    _ handle: UInt64, _ timing: UnsafePointer<transhost_timing_t>?,
    _ function: transhost_completion_fn?, _ userData: UnsafeMutableRawPointer?
  ) -> transhost_status {
    viewTransition("view_transition_begin", timing) { engine, curve, options in
      guard let view = view(handle, "view_transition_begin") else { return Status.invalidHandle }
      engine.beginViewTransition(
        with: view, duration: timing?.pointee.duration ?? 0, curve: curve, options: options,
        completion: completion(function, userData))
      return Status.ok
    }
  }

  func commitViewTransition() -> transhost_status {
    guard let engine else { return Status.badState }
    guard engine.commitViewTransition() else {
      return reject(
        "view_transition_commit", "the innermost open block is not a view transition",
        status: Status.badState)
    }
    return Status.ok
  }

  func transitionFromTo(
    _ fromHandle: UInt64, _ toHandle: UInt64, _ timing: UnsafePointer<transhost_timing_t>?,
    _ function: transhost_completion_fn?, _ userData: UnsafeMutableRawPointer?
  ) -> transhost_status {
    viewTransition("view_transition_from_to", timing) { engine, curve, options in
      guard let from = view(fromHandle, "view_transition_from_to"),
        let to = view(toHandle, "view_transition_from_to")
      else { return Status.invalidHandle }
      guard from.superview != nil else {
        return reject(
          "view_transition_from_to", "'\(from)' has no superview to swap '\(to)' into",
          status: Status.badState)
      }
      engine.transition(
        from: from, to: to, duration: timing?.pointee.duration ?? 0, curve: curve,
        options: options, completion: completion(function, userData))
      return Status.ok
    }
  }

  /// Checks a view transition's timing (a curve timing, as animation_begin's are
  /// checked) and runs `body` with its curve and options.
  private func viewTransition(
    _ call: String, _ timing: UnsafePointer<transhost_timing_t>?,
    _ body: (Engine, TimingCurve, AnimationOptions) -> transhost_status
  ) -> transhost_status {
    guard let engine else { return Status.badState }
    guard let timing else { return reject(call, "timing is NULL") }
    guard timing.pointee.kind == transhost_timing_kind(TRANSHOST_TIMING_CURVE) else {
      return reject(call, "timing kind \(timing.pointee.kind) is not TRANSHOST_TIMING_CURVE")
    }
    guard engine.admit(.animations) else { return Status.badState }
    switch block(from: timing.pointee, call: call) {
    case .success(.curve(_, _, let curve, let options)):
      return body(engine, curve, options)
    case .success:
      return reject(call, "timing is not a curve timing")
    case .failure(let status):
      return status.value
    }
  }
}
