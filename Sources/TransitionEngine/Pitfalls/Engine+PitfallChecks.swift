/// The checks that recognise a catalogued ``Pitfall`` at the moment it happens, called
/// from the places where it can happen (a view added, a transition cancelled, a layer
/// animation removed, an interactive start).
extension Engine {
  /// ``Pitfall/blackScreen``: `view` was just added to `superview`; when that is inside
  /// the container of a transition in flight and `view` is the view of one of its
  /// controllers that `view(forKey:)` withheld, the animator moved a view UIKit keeps
  /// out of the container.
  func checkWithheldView(_ view: View, addedTo superview: View) {
    for context in transitions where context.phase == .inFlight && !context.isPreparing {
      let container = context.containerView
      guard superview === container || superview.isDescendant(of: container) else { continue }
      for key in [TransitionContext.Key.to, .from]
      where context.view(forKey: key) == nil && context.viewController(forKey: key).view === view {
        reportViolation(
          .withheldViewAdded(view: "\(view)", key: key, transition: context.label), in: context)
      }
    }
  }

  /// ``Pitfall/snapBack``: `animation` of `view`'s layer reached its end and is removed;
  /// when what it showed last differs from the model value, the layer jumps back.
  func checkSnapBack(of animation: ResolvedLayerAnimation, on view: View) {
    guard let keyPath = animation.keyPath, let shown = animation.endValue(over: view.model)
    else { return }
    let model = keyPath.value(in: view.model)
    let lanes = 0..<keyPath.laneCount
    // A jump under a thousandth (a spring stopped at its settling time) is not seen.
    let isSeen = { (lane: Int) in abs(shown[lane] - model[lane]) > 1e-3 * max(1, abs(model[lane])) }
    guard lanes.contains(where: isSeen) else { return }
    let text = { (value: AnimatableVector) in
      lanes.count == 1
        ? formatNumber(value[0])
        : "(" + lanes.map { formatNumber(value[$0]) }.joined(separator: ", ") + ")"
    }
    reportViolation(
      .snapBack(layer: "\(view)", keyPath: keyPath.name, final: text(shown), model: text(model)))
  }
}

extension Engine {
  /// ``Pitfall/caSpringCut``: `animation` was just added to `view`'s layer; a spring
  /// whose duration ends before it settles is cut.
  func checkSpringDuration(of animation: LayerAnimation, on view: View) {
    guard case .spring(_, let spring) = animation.kind else { return }
    let duration = animation.timing.effectiveDuration
    let settling = spring.settlingDuration
    guard settling.isFinite, duration < settling - 1e-6 else { return }
    reportViolation(
      .springCut(
        layer: "\(view)", keyPath: animation.keyPath ?? "", duration: formatNumber(duration),
        settling: formatNumber(settling)))
  }
}

extension ResolvedLayerAnimation {
  /// The value of its key path it shows at the moment it ends, over a layer whose model
  /// is `model`; nil for a group, an additive animation or one that never ends.
  func endValue(over model: ViewState) -> AnimatableVector? {
    guard let keyPath, !isAdditive, let end = timing.endTime(begin: begin) else { return nil }
    var held = timing
    held.fillMode = .forwards
    let ending = ResolvedLayerAnimation(
      keyPath: keyPath, motion: motion, timing: held, timingFunction: timingFunction,
      isAdditive: false, begin: begin)
    var state = model
    ending.apply(to: &state, atParentTime: end)
    return keyPath.value(in: state)
  }
}
