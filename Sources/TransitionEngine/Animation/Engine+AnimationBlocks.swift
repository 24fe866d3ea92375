/// Open/commit animation blocks, for callers that cannot pass a closure (the C ABI:
/// `animation_begin` ... `animation_commit`). They behave exactly as the closure forms.
extension Engine {
  /// The parameters of an animation block opened with ``beginAnimationBlock(_:completion:)``.
  public enum AnimationBlock: Sendable {
    /// `animate(withDuration:delay:options:)`, with a curve.
    case curve(duration: Double, delay: Double, curve: TimingCurve, options: AnimationOptions)
    /// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:)`.
    case spring(
      duration: Double, delay: Double, dampingRatio: Double, velocity: Double,
      options: AnimationOptions = [])
    /// iOS 17's `animate(springDuration:bounce:initialSpringVelocity:delay:options:)`.
    case springBounce(
      duration: Double, bounce: Double, velocity: Double, delay: Double,
      options: AnimationOptions = [])
    /// `animateKeyframes(withDuration:delay:options:)`: `curve` is the overall curve the
    /// whole keyframe timeline follows (UIKit's default is ease-in-out).
    case keyframes(
      duration: Double, delay: Double, mode: KeyframeCalculationMode, curve: TimingCurve,
      options: AnimationOptions = [])
  }

  /// Opens an animation block; every animatable change until the matching
  /// ``commitAnimationBlock()`` is animated as the block says.
  public func beginAnimationBlock(_ block: AnimationBlock, completion: ((Bool) -> Void)?) {
    let isOutermost = animations.isOutermost
    let mode: AnimationRecording.Mode
    let label: String
    switch block {
    case .curve(let duration, let delay, var curve, let options):
      var resolved = checked(duration, call: "animation_begin(duration)")
      if let outer = animations.innermostBasicBlock {
        if !options.contains(.overrideInheritedDuration) { resolved = outer.duration }
        if !options.contains(.overrideInheritedCurve) { curve = outer.curve }
      }
      mode = .basic(
        duration: resolved, delay: checked(delay, call: "animation_begin(delay)"), curve: curve,
        options: options)
      label = "animate"
    case .spring(let duration, let delay, let damping, let velocity, let options):
      let resolved = checked(duration, call: "animation_begin(duration)")
      let spring = SpringCurve(
        dampingRatio: checked(damping, call: "animation_begin(damping_ratio)"),
        initialVelocity: checked(velocity, call: "animation_begin(initial_velocity)"),
        duration: resolved)
      mode = .basic(
        duration: resolved, delay: checked(delay, call: "animation_begin(delay)"),
        curve: .spring(spring), options: options)
      label = "spring"
    case .springBounce(let duration, let bounce, let velocity, let delay, let options):
      let spring = SpringCurve(
        perceptualDuration: checked(duration, call: "animation_begin(duration)"),
        bounce: checked(bounce, call: "animation_begin(bounce)"),
        initialVelocity: checked(velocity, call: "animation_begin(initial_velocity)"))
      mode = .basic(
        duration: duration > 0 ? spring.duration : 0,
        delay: checked(delay, call: "animation_begin(delay)"),
        curve: .spring(spring), options: options)
      label = "spring"
    case .keyframes(let duration, let delay, let keyframeMode, let curve, let options):
      mode = .keyframes(
        duration: checked(duration, call: "animation_begin(duration)"),
        delay: checked(delay, call: "animation_begin(delay)"), mode: keyframeMode, curve: curve,
        options: options)
      label = "keyframes"
    }
    animations.openRecording(mode)
    openBlocks.append(OpenBlock(isOutermost: isOutermost, label: label, completion: completion))
  }

  /// Closes the innermost block opened with ``beginAnimationBlock(_:completion:)`` and
  /// animates its changes. Returns false when no such block is open.
  @discardableResult
  public func commitAnimationBlock() -> Bool {
    guard openBlocks.last?.viewTransition == nil, let open = openBlocks.popLast(),
      let recording = animations.closeRecording()
    else {
      return false
    }
    finishBlock(
      recording, isOutermost: open.isOutermost, label: open.label, completion: open.completion)
    return true
  }

  /// Opens a keyframe inside an open keyframe block; false when none is open.
  public func beginKeyframe(relativeStart start: Double, relativeDuration duration: Double) -> Bool
  {
    animations.setCurrentKeyframe(
      (
        checked(start, call: "keyframe_begin(start)"),
        checked(duration, call: "keyframe_begin(duration)")
      ))
  }

  /// Closes the open keyframe; false when no keyframe block is open.
  public func endKeyframe() -> Bool {
    animations.setCurrentKeyframe(nil)
  }

  /// Opens a block in which changes apply at once (`performWithoutAnimation`).
  public func beginWithoutAnimation() {
    animations.openRecording(.suppressed)
    openBlocks.append(OpenBlock(isOutermost: false, label: "without-animation", completion: nil))
  }

  /// Closes the innermost without-animation block; false when the innermost open block
  /// is not one.
  @discardableResult
  public func endWithoutAnimation() -> Bool {
    guard openBlocks.last?.label == "without-animation" else { return false }
    openBlocks.removeLast()
    _ = animations.closeRecording()
    return true
  }

  /// Closes every block still open (a plugin that forgot its commits), animating what
  /// they recorded. Returns how many were open.
  @discardableResult
  public func closeOpenAnimationBlocks() -> Int {
    var closed = 0
    while let last = openBlocks.last {
      closed += 1
      if last.label == "without-animation" {
        endWithoutAnimation()
      } else if last.viewTransition != nil {
        commitViewTransition()
      } else {
        commitAnimationBlock()
      }
    }
    return closed
  }
}

/// A block opened by ``Engine/beginAnimationBlock(_:completion:)``.
struct OpenBlock {
  let isOutermost: Bool
  let label: String
  let completion: ((Bool) -> Void)?
  /// The view transition it is, if it is one.
  var viewTransition: OpenViewTransition? = nil
}
