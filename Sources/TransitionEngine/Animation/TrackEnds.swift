/// The two end values of a track, stored at the size the values need.
///
/// An ``AnimatableVector`` is 16 lanes (128 bytes) so that a transform fits, but alpha,
/// a colour, a centre or bounds use at most the first four. Two full vectors made a track
/// about 400 bytes, most of it zeros, and 100,000 one-number animations then no longer fit
/// the last-level cache. Ends whose lanes 4 to 15 are all zero bits are kept as four lanes
/// each, inline; others (transforms) as a pair of full vectors out of line. Reading them
/// back gives the same bits either way.
enum TrackEnds {
  /// Ends whose lanes past the fourth are all +0.0.
  case narrow(from: SIMD4<Double>, to: SIMD4<Double>)
  /// Ends that use more lanes, kept whole.
  case wide(WideTrackEnds)

  init(from: AnimatableVector, to: AnimatableVector) {
    if Self.isNarrow(from) && Self.isNarrow(to) {
      self = .narrow(from: from.lowHalf.lowHalf, to: to.lowHalf.lowHalf)
    } else {
      self = .wide(WideTrackEnds(from: from, to: to))
    }
  }

  /// The value at progress 0.
  var from: AnimatableVector {
    switch self {
    case .narrow(let from, _): Self.widened(from)
    case .wide(let ends): ends.from
    }
  }

  /// The value at progress 1.
  var to: AnimatableVector {
    switch self {
    case .narrow(_, let to): Self.widened(to)
    case .wide(let ends): ends.to
    }
  }

  /// Whether every lane past the fourth is +0.0 (its bits, so -0.0 and NaN stay wide).
  static func isNarrow(_ vector: AnimatableVector) -> Bool {
    for lane in 4..<AnimatableVector.scalarCount where vector[lane].bitPattern != 0 {
      return false
    }
    return true
  }

  private static func widened(_ lanes: SIMD4<Double>) -> AnimatableVector {
    AnimatableVector(lowHalf: SIMD8(lowHalf: lanes, highHalf: .zero), highHalf: .zero)
  }
}

/// The end values of a track that uses more than four lanes.
final class WideTrackEnds {
  let from: AnimatableVector
  let to: AnimatableVector

  init(from: AnimatableVector, to: AnimatableVector) {
    self.from = from
    self.to = to
  }
}
