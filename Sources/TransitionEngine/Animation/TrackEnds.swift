/// The two end values of a track, stored at the size the values need.
///
/// An ``AnimatableVector`` is 16 lanes (128 bytes) so that a transform fits, but alpha,
/// a colour, a centre or bounds use at most the first four. Two full vectors made a track
/// about 400 bytes, most of it zeros, and 100,000 one-number animations then no longer fit
/// the last-level cache. Ends whose lanes 4 to 15 are all zero bits are kept as four lanes
/// each, inline; others (transforms) as a pair of full vectors out of line. Reading them
/// back gives the same bits either way.
///
/// The reference to the wide pair comes first and the lanes are plain numbers (8-byte
/// aligned, not a vector's 32): what a track's deinit reads (whether there is a pair to
/// let go of) sits with the track's other references, on the track's first cache line.
struct TrackEnds {
  /// The ends kept whole when they use more than four lanes; nil when the lanes below
  /// hold them.
  private let wide: WideTrackEnds?
  /// The first four lanes of each end, when ``wide`` is nil.
  private let narrowFrom: (Double, Double, Double, Double)
  private let narrowTo: (Double, Double, Double, Double)

  init(from: AnimatableVector, to: AnimatableVector) {
    if Self.isNarrow(from) && Self.isNarrow(to) {
      wide = nil
      narrowFrom = (from[0], from[1], from[2], from[3])
      narrowTo = (to[0], to[1], to[2], to[3])
    } else {
      wide = WideTrackEnds(from: from, to: to)
      narrowFrom = (0, 0, 0, 0)
      narrowTo = (0, 0, 0, 0)
    }
  }

  /// Whether the ends are kept as four lanes each.
  var isNarrow: Bool { wide == nil }

  /// The value at progress 0.
  var from: AnimatableVector {
    if let wide { return wide.from }
    return Self.widened(narrowFrom)
  }

  /// The value at progress 1.
  var to: AnimatableVector {
    if let wide { return wide.to }
    return Self.widened(narrowTo)
  }

  /// Whether every lane past the fourth is +0.0 (its bits, so -0.0 and NaN stay wide).
  static func isNarrow(_ vector: AnimatableVector) -> Bool {
    for lane in 4..<AnimatableVector.scalarCount where vector[lane].bitPattern != 0 {
      return false
    }
    return true
  }

  private static func widened(_ lanes: (Double, Double, Double, Double)) -> AnimatableVector {
    AnimatableVector(
      lowHalf: SIMD8(lowHalf: SIMD4(lanes.0, lanes.1, lanes.2, lanes.3), highHalf: .zero),
      highHalf: .zero)
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
