/// An explicit animation as a layer runs it: its key path resolved to lanes, its values
/// resolved by Core Animation's rules at the moment it was added, its keyframes laid out.
/// Reading it at a time allocates nothing, so the sampler can do it every frame.
struct ResolvedLayerAnimation {
  enum Motion {
    case basic(from: AnimatableVector, to: AnimatableVector)
    case spring(from: AnimatableVector, to: AnimatableVector, LayerAnimation.SpringParameters)
    case keyframes(KeyframePath, times: [Double], functions: [MediaTimingFunction])
    case group([ResolvedLayerAnimation])
  }

  let keyPath: LayerKeyPath?
  let motion: Motion
  let timing: MediaTiming
  let timingFunction: MediaTimingFunction?
  let isAdditive: Bool
  /// When it begins, in its parent's time (the layer's, or the enclosing group's).
  let begin: Double

  /// Writes what the animation shows at `parentTime` into `state`; leaves it alone when
  /// the animation shows nothing then.
  func apply(to state: inout ViewState, atParentTime parentTime: Double) {
    guard let fraction = timing.fraction(atParentTime: parentTime, begin: begin) else { return }
    let paced = timingFunction?.progress(fraction) ?? fraction
    let value: AnimatableVector
    switch motion {
    case .group(let children):
      let local = paced * timing.effectiveDuration
      for child in children { child.apply(to: &state, atParentTime: local) }
      return
    case .basic(let from, let to):
      value = interpolate(from, to, paced)
    case .spring(let from, let to, let spring):
      // A spring keeps its own shape: time, not a paced fraction, drives it.
      value = interpolate(from, to, spring.progress(at: fraction * timing.effectiveDuration))
    case .keyframes(let path, let times, let functions):
      value = path.value(at: Self.keyframeTime(paced, times: times, functions: functions))
    }
    guard let keyPath else { return }
    if isAdditive {
      keyPath.set(keyPath.value(in: state) + value, in: &state)
    } else {
      keyPath.set(value, in: &state)
    }
  }

  /// The value `progress` of the way from `from` to `to`: a whole transform by its parts,
  /// as Core Animation interpolates one, anything else lane by lane.
  private func interpolate(
    _ from: AnimatableVector, _ to: AnimatableVector, _ progress: Double
  ) -> AnimatableVector {
    if keyPath?.isWholeTransform == true {
      return TransformInterpolation.value(from: from, to: to, progress: progress)
    }
    return from + (to - from) * progress
  }

  /// The time along the keyframe path for the paced fraction `t`: within its segment,
  /// the segment's own timing function applies.
  private static func keyframeTime(
    _ t: Double, times: [Double], functions: [MediaTimingFunction]
  ) -> Double {
    guard !functions.isEmpty, times.count > 1, t >= times[0] else { return t }
    var index = 0
    while index + 2 < times.count && times[index + 1] <= t { index += 1 }
    let start = times[index]
    let span = times[index + 1] - start
    guard span > 0, index < functions.count else { return t }
    let within = min(max((t - start) / span, 0), 1)
    return start + functions[index].progress(within) * span
  }
}

extension ResolvedLayerAnimation {
  /// Resolves `animation` for a layer whose current values are `presented` (on screen)
  /// and `model`, beginning at `begin`.
  init(
    _ animation: LayerAnimation, presented: ViewState, model: ViewState, begin: Double
  ) throws(LayerAnimationError) {
    let name = animation.keyPath ?? ""
    guard animation.timing.isValid else {
      throw .invalidNumber(keyPath: name, what: "the timing")
    }
    self.timing = animation.timing
    self.timingFunction = animation.timingFunction
    self.isAdditive = animation.isAdditive
    self.begin = begin
    if case .group(let children) = animation.kind {
      self.keyPath = nil
      self.motion = .group(
        try children.map { child throws(LayerAnimationError) in
          try ResolvedLayerAnimation(
            child, presented: presented, model: model, begin: child.timing.beginTime)
        })
      return
    }
    guard let written = animation.keyPath else { throw .missingKeyPath }
    guard let keyPath = LayerKeyPath(written) else { throw .unsupportedKeyPath(written) }
    self.keyPath = keyPath
    switch animation.kind {
    case .group:
      preconditionFailure("handled above")
    case .basic(let values):
      let (from, to) = try Self.ends(values, keyPath, presented: presented, model: model)
      motion = .basic(from: from, to: to)
    case .spring(let values, let spring):
      guard spring.isValid else {
        throw .invalidNumber(keyPath: written, what: "a spring constant")
      }
      let (from, to) = try Self.ends(values, keyPath, presented: presented, model: model)
      motion = .spring(from: from, to: to, spring)
    case .keyframes(let keyframes):
      motion = try Self.keyframes(keyframes, keyPath)
    }
  }

  /// Which two values a basic animation runs between, by Core Animation's rules: from
  /// and to; from and from + by; to - by and to; from alone runs to what is on screen,
  /// to alone and by alone start from what is on screen, none runs from what is on
  /// screen to the model.
  private static func ends(
    _ values: LayerAnimation.BasicValues, _ keyPath: LayerKeyPath, presented: ViewState,
    model: ViewState
  ) throws(LayerAnimationError) -> (AnimatableVector, AnimatableVector) {
    for (value, label) in [
      (values.from, "fromValue"), (values.to, "toValue"), (values.by, "byValue"),
    ] {
      if let value, !isFinite(value) { throw .invalidNumber(keyPath: keyPath.name, what: label) }
    }
    let current = keyPath.value(in: presented)
    let plus = { (a: AnimatableVector, b: AnimatableVector) in
      keyPath.isWholeTransform
        ? Transform3D(vector: a).concatenating(Transform3D(vector: b)).vector : a + b
    }
    switch (values.from, values.to, values.by) {
    case (let from?, let to?, _): return (from, to)
    case (let from?, nil, let by?): return (from, plus(from, by))
    case (nil, let to?, let by?):
      let start =
        keyPath.isWholeTransform
        ? Transform3D(vector: to).concatenating(inverseTranslationScale(by)).vector : to - by
      return (start, to)
    case (let from?, nil, nil): return (from, current)
    case (nil, let to?, nil): return (current, to)
    case (nil, nil, let by?): return (current, plus(current, by))
    case (nil, nil, nil): return (current, keyPath.value(in: model))
    }
  }

  /// An approximate inverse of a whole-transform `byValue` (exact for translations and
  /// scales, which is what `by` is used with).
  private static func inverseTranslationScale(_ by: AnimatableVector) -> Transform3D {
    let t = Transform3D(vector: by)
    var inverse = Transform3D(
      scaleX: t.m11 != 0 ? 1 / t.m11 : 1, y: t.m22 != 0 ? 1 / t.m22 : 1,
      z: t.m33 != 0 ? 1 / t.m33 : 1)
    (inverse.m41, inverse.m42, inverse.m43) = (
      -t.m41 * inverse.m11, -t.m42 * inverse.m22, -t.m43 * inverse.m33
    )
    return inverse
  }

  private static func isFinite(_ value: AnimatableVector) -> Bool {
    (0..<AnimatableVector.scalarCount).allSatisfy { value[$0].isFinite }
  }

  /// Lays out a keyframe animation: key times given, even, or paced by distance.
  private static func keyframes(
    _ keyframes: LayerAnimation.KeyframeValues, _ keyPath: LayerKeyPath
  ) throws(LayerAnimationError) -> Motion {
    let values = keyframes.values
    let name = keyPath.name
    guard !values.isEmpty else { throw .keyframeMismatch(keyPath: name, reason: "values is empty") }
    guard values.allSatisfy(isFinite) else {
      throw .invalidNumber(keyPath: name, what: "a keyframe value")
    }
    let mode = keyframes.calculationMode
    let isPaced = mode == .paced || mode == .cubicPaced
    var times: [Double]
    if isPaced {
      // Paced modes ignore keyTimes and timing functions: equal speed along the values.
      var distances = [0.0]
      for index in 1..<max(values.count, 1) {
        let step = values[index] - values[index - 1]
        distances.append(distances[index - 1] + (step * step).sum().squareRoot())
      }
      let total = distances.last ?? 0
      times = distances.map { total > 0 ? $0 / total : 0 }
      if total == 0 { times = evenTimes(values.count, discrete: false) }
    } else if let keyTimes = keyframes.keyTimes {
      let allowed = mode == .discrete ? [values.count, values.count + 1] : [values.count]
      guard allowed.contains(keyTimes.count) else {
        throw .keyframeMismatch(
          keyPath: name, reason: "\(keyTimes.count) keyTimes for \(values.count) values")
      }
      guard keyTimes.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= 1 }),
        zip(keyTimes, keyTimes.dropFirst()).allSatisfy({ $0 <= $1 })
      else {
        throw .keyframeMismatch(keyPath: name, reason: "keyTimes must rise from 0 to 1")
      }
      times = Array(keyTimes.prefix(values.count))
    } else {
      times = evenTimes(values.count, discrete: mode == .discrete)
    }
    let functions = isPaced ? [] : (keyframes.timingFunctions ?? [])
    if !functions.isEmpty && functions.count != values.count - 1 {
      throw .keyframeMismatch(
        keyPath: name,
        reason: "\(functions.count) timingFunctions for \(values.count) values (one per segment)")
    }
    let path = KeyframePath(
      points: zip(times, values).map { (time: $0, value: $1) },
      mode: isPaced ? (mode == .paced ? .linear : .cubic) : mode,
      isTransform: keyPath.isWholeTransform)
    return .keyframes(path, times: times, functions: functions)
  }

  private static func evenTimes(_ count: Int, discrete: Bool) -> [Double] {
    let segments = discrete ? count : count - 1
    guard segments > 0 else { return [0] }
    return (0..<count).map { Double($0) / Double(segments) }
  }
}
