/// The values one property passes through in a keyframe animation, at relative times.
///
/// Built the way Core Animation builds a `CAKeyframeAnimation` from UIKit keyframes: a
/// keyframe that changes the property over `[start, start + duration]` contributes the
/// value before it at `start` and its new value at `start + duration`; the path starts at
/// the value before the animation and ends at the last value set.
struct KeyframePath: Hashable {
  /// Times in `0...1`, ascending, each with its value.
  private(set) var points: [(time: Double, value: AnimatableVector)]
  let mode: KeyframeCalculationMode
  /// Whether the values are whole 3D transforms, which move by their parts between keys
  /// (``TransformInterpolation``); in the cubic modes too, where their parts follow the
  /// straight path between neighbouring keys (an approximation of Core Animation's
  /// spline through them).
  let isTransform: Bool

  init(
    points: [(time: Double, value: AnimatableVector)], mode: KeyframeCalculationMode,
    isTransform: Bool = false
  ) {
    self.isTransform = isTransform
    var sorted = points.enumerated().sorted {
      $0.element.time != $1.element.time ? $0.element.time < $1.element.time : $0.offset < $1.offset
    }.map(\.element)
    if sorted.isEmpty { sorted = [(0, AnimatableVector())] }
    if sorted[0].time > 0 { sorted.insert((0, sorted[0].value), at: 0) }
    if let last = sorted.last, last.time < 1 { sorted.append((1, last.value)) }
    self.points = sorted
    self.mode = mode
  }

  static func == (lhs: KeyframePath, rhs: KeyframePath) -> Bool {
    lhs.mode == rhs.mode && lhs.isTransform == rhs.isTransform
      && lhs.points.count == rhs.points.count
      && zip(lhs.points, rhs.points).allSatisfy { $0.time == $1.time && $0.value == $1.value }
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(mode)
    for point in points {
      hasher.combine(point.time)
      hasher.combine(point.value)
    }
  }

  var first: AnimatableVector { points[0].value }
  var last: AnimatableVector { points[points.count - 1].value }

  /// The value at relative time `time`.
  func value(at time: Double) -> AnimatableVector {
    let t = min(max(time, 0), 1)
    // The last segment whose start is at or before t (later keys win ties, so a jump at
    // a shared time takes effect at that time).
    var index = 0
    while index + 1 < points.count && points[index + 1].time <= t { index += 1 }
    if index + 1 >= points.count { return points[points.count - 1].value }
    let start = points[index]
    let end = points[index + 1]
    let span = end.time - start.time
    guard span > 0 else { return end.value }
    let fraction = (t - start.time) / span
    if isTransform && mode != .discrete {
      return TransformInterpolation.value(from: start.value, to: end.value, progress: fraction)
    }
    switch mode {
    case .discrete:
      return start.value
    case .linear, .paced:
      return start.value + (end.value - start.value) * fraction
    case .cubic, .cubicPaced:
      let before = index > 0 ? points[index - 1] : start
      let after = index + 2 < points.count ? points[index + 2] : end
      let tangentStart = slope(before, end)
      let tangentEnd = slope(start, after)
      return hermite(start.value, end.value, tangentStart * span, tangentEnd * span, fraction)
    }
  }

  private func slope(
    _ a: (time: Double, value: AnimatableVector), _ b: (time: Double, value: AnimatableVector)
  ) -> AnimatableVector {
    let span = b.time - a.time
    return span > 0 ? (b.value - a.value) / span : AnimatableVector()
  }

  private func hermite(
    _ p0: AnimatableVector, _ p1: AnimatableVector, _ m0: AnimatableVector,
    _ m1: AnimatableVector, _ s: Double
  ) -> AnimatableVector {
    let s2 = s * s
    let s3 = s2 * s
    let h00 = 2 * s3 - 3 * s2 + 1
    let h10 = s3 - 2 * s2 + s
    let h01 = -2 * s3 + 3 * s2
    let h11 = s3 - s2
    return p0 * h00 + m0 * h10 + p1 * h01 + m1 * h11
  }
}
