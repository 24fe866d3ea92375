#if canImport(Glibc)
  import Glibc
#endif

/// How Core Animation moves between two transforms: not entry by entry, which shrinks a
/// turning view (half way from the identity to a quarter turn, entry-wise, is a 45°
/// turn at 0.71 scale, and half way to a half turn is no view at all), but by taking
/// each transform apart into translation, scale, skew, perspective and a rotation
/// quaternion, moving those (the rotation along the great circle) and putting them
/// back together.
///
/// Transforms made only of a positive scale and a translation (no rotation, skew or
/// perspective) move entry by entry, which for them is the same motion and costs nothing.
/// Everything here works on fixed-size values: sampling a frame allocates nothing.
enum TransformInterpolation {
  /// The transform `progress` of the way from `from` to `to` (each sixteen lanes, row by
  /// row); `progress` may leave `0...1` (a spring's overshoot). Falls back to entry by
  /// entry when either transform cannot be taken apart (a zero scale, a singular
  /// perspective).
  static func value(
    from: AnimatableVector, to: AnimatableVector, progress: Double
  ) -> AnimatableVector {
    let linear = from + (to - from) * progress
    guard from != to, !(isScaleAndTranslation(from) && isScaleAndTranslation(to)),
      let a = DecomposedTransform(from), let b = DecomposedTransform(to)
    else { return linear }
    return a.interpolated(to: b, progress).vector
  }

  /// Whether the transform has no rotation, skew or perspective, and positive scales (a
  /// diagonal with negative entries may be a half turn: diag(-1, 1, -1) is one about y).
  static func isScaleAndTranslation(_ v: AnimatableVector) -> Bool {
    v[1] == 0 && v[2] == 0 && v[3] == 0 && v[4] == 0 && v[6] == 0 && v[7] == 0 && v[8] == 0
      && v[9] == 0 && v[11] == 0 && v[15] == 1 && v[0] > 0 && v[5] > 0 && v[10] > 0
  }
}

/// A 3D transform taken apart (row-vector convention, as `CATransform3D`): applied in
/// the order scale, skew, rotation, translation, with the perspective last.
struct DecomposedTransform {
  var translation: SIMD3<Double>
  var scale: SIMD3<Double>
  /// The shears xy, xz and yz.
  var skew: SIMD3<Double>
  /// The perspective row's column: (m14, m24, m34, m44) of a pure perspective.
  var perspective: SIMD4<Double>
  /// The rotation as a unit quaternion (x, y, z, w).
  var quaternion: SIMD4<Double>

  /// Takes the transform with entries `v` (row by row) apart; nil when it cannot be (its
  /// m44 is 0, or the part without perspective is singular).
  init?(_ v: AnimatableVector) {
    guard v[15] != 0 else { return nil }
    let m = Matrix4(v / v[15])
    // The perspective: what the last column adds beyond an affine map.
    var withoutPerspective = m
    withoutPerspective.setColumn3(SIMD4(0, 0, 0, 1))
    guard let inverse = withoutPerspective.inverse else { return nil }
    let lastColumn = SIMD4(m.rows.0[3], m.rows.1[3], m.rows.2[3], m.rows.3[3])
    if lastColumn == SIMD4(0, 0, 0, 1) {
      perspective = SIMD4(0, 0, 0, 1)
    } else {
      // lastColumn = withoutPerspective · perspective, so perspective = inverse · it.
      perspective = inverse.times(column: lastColumn)
    }
    translation = SIMD3(m.rows.3[0], m.rows.3[1], m.rows.3[2])
    var r0 = SIMD3(m.rows.0[0], m.rows.0[1], m.rows.0[2])
    var r1 = SIMD3(m.rows.1[0], m.rows.1[1], m.rows.1[2])
    var r2 = SIMD3(m.rows.2[0], m.rows.2[1], m.rows.2[2])
    var scale = SIMD3<Double>(length(r0), 0, 0)
    guard scale.x != 0 else { return nil }
    r0 /= scale.x
    var skew = SIMD3<Double>((r0 * r1).sum(), 0, 0)
    r1 -= r0 * skew.x
    scale.y = length(r1)
    guard scale.y != 0 else { return nil }
    r1 /= scale.y
    skew.x /= scale.y
    skew.y = (r0 * r2).sum()
    r2 -= r0 * skew.y
    skew.z = (r1 * r2).sum()
    r2 -= r1 * skew.z
    scale.z = length(r2)
    guard scale.z != 0 else { return nil }
    r2 /= scale.z
    skew.y /= scale.z
    skew.z /= scale.z
    // A mirrored basis: flip it back and carry the flip in the scale.
    if (r0 * cross(r1, r2)).sum() < 0 {
      scale = -scale
      (r0, r1, r2) = (-r0, -r1, -r2)
    }
    quaternion = Self.quaternion(r0, r1, r2)
    self.scale = scale
    self.skew = skew
  }

  /// The unit quaternion (x, y, z, w) of the rotation whose rows are `r0 r1 r2`, from
  /// its largest component (so a half turn keeps its axis), with w >= 0.
  private static func quaternion(
    _ r0: SIMD3<Double>, _ r1: SIMD3<Double>, _ r2: SIMD3<Double>
  ) -> SIMD4<Double> {
    let trace = r0.x + r1.y + r2.z
    let squares = SIMD4(
      1 + r0.x - r1.y - r2.z, 1 - r0.x + r1.y - r2.z, 1 - r0.x - r1.y + r2.z, 1 + trace)
    var q: SIMD4<Double>
    if squares.w >= squares.x && squares.w >= squares.y && squares.w >= squares.z {
      let w = 0.5 * squares.w.squareRoot()
      q = SIMD4((r1.z - r2.y) / (4 * w), (r2.x - r0.z) / (4 * w), (r0.y - r1.x) / (4 * w), w)
    } else if squares.x >= squares.y && squares.x >= squares.z {
      let x = 0.5 * squares.x.squareRoot()
      q = SIMD4(x, (r0.y + r1.x) / (4 * x), (r0.z + r2.x) / (4 * x), (r1.z - r2.y) / (4 * x))
    } else if squares.y >= squares.z {
      let y = 0.5 * squares.y.squareRoot()
      q = SIMD4((r0.y + r1.x) / (4 * y), y, (r1.z + r2.y) / (4 * y), (r2.x - r0.z) / (4 * y))
    } else {
      let z = 0.5 * squares.z.squareRoot()
      q = SIMD4((r0.z + r2.x) / (4 * z), (r1.z + r2.y) / (4 * z), z, (r0.y - r1.x) / (4 * z))
    }
    return q.w < 0 ? -q : q
  }

  /// The parts `t` of the way to `other`: each part linearly, the rotation along the
  /// shorter great circle between the two quaternions.
  func interpolated(to other: DecomposedTransform, _ t: Double) -> DecomposedTransform {
    var out = self
    out.translation = translation + (other.translation - translation) * t
    out.scale = scale + (other.scale - scale) * t
    out.skew = skew + (other.skew - skew) * t
    out.perspective = perspective + (other.perspective - perspective) * t
    var target = other.quaternion
    var dot = (quaternion * target).sum()
    if dot < 0 {
      target = -target
      dot = -dot
    }
    if dot > 1 - 1e-12 {
      out.quaternion = quaternion + (target - quaternion) * t
    } else {
      let theta = acos(min(dot, 1))
      let sine = sin(theta)
      out.quaternion = quaternion * (sin((1 - t) * theta) / sine) + target * (sin(t * theta) / sine)
    }
    let norm = length4(out.quaternion)
    if norm > 0 { out.quaternion /= norm }
    return out
  }

  /// The transform put back together, row by row.
  var vector: AnimatableVector {
    let (x, y, z, w) = (quaternion.x, quaternion.y, quaternion.z, quaternion.w)
    // The rotation (row-vector convention: a point times the matrix).
    let rotation = (
      SIMD3(1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)),
      SIMD3(2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)),
      SIMD3(2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y))
    )
    // Rows of scale · skew · rotation: row i is scale_i · (skewed basis row i) · R.
    let s0 = rotation.0
    let s1 = rotation.1 + rotation.0 * skew.x
    let s2 = rotation.2 + rotation.1 * skew.z + rotation.0 * skew.y
    let r0 = s0 * scale.x
    let r1 = s1 * scale.y
    let r2 = s2 * scale.z
    var v = AnimatableVector(
      r0.x, r0.y, r0.z, 0, r1.x, r1.y, r1.z, 0, r2.x, r2.y, r2.z, 0,
      translation.x, translation.y, translation.z, 1)
    if perspective != SIMD4(0, 0, 0, 1) {
      // Then the perspective: the last column becomes the linear part times it.
      let m = Matrix4(v)
      let column = m.times(column: perspective)
      v[3] = column[0]
      v[7] = column[1]
      v[11] = column[2]
      v[15] = column[3]
    }
    return v
  }
}

/// A 4 x 4 matrix as four rows, for the decomposition's few matrix steps.
private struct Matrix4 {
  var rows: (SIMD4<Double>, SIMD4<Double>, SIMD4<Double>, SIMD4<Double>)

  init(_ v: AnimatableVector) {
    rows = (
      SIMD4(v[0], v[1], v[2], v[3]), SIMD4(v[4], v[5], v[6], v[7]),
      SIMD4(v[8], v[9], v[10], v[11]), SIMD4(v[12], v[13], v[14], v[15])
    )
  }

  init(rows: (SIMD4<Double>, SIMD4<Double>, SIMD4<Double>, SIMD4<Double>)) {
    self.rows = rows
  }

  /// Sets the last column.
  mutating func setColumn3(_ c: SIMD4<Double>) {
    rows.0[3] = c[0]
    rows.1[3] = c[1]
    rows.2[3] = c[2]
    rows.3[3] = c[3]
  }

  /// The matrix times a column vector.
  func times(column c: SIMD4<Double>) -> SIMD4<Double> {
    SIMD4((rows.0 * c).sum(), (rows.1 * c).sum(), (rows.2 * c).sum(), (rows.3 * c).sum())
  }

  /// The inverse, by cofactors; nil for a singular matrix.
  var inverse: Matrix4? {
    let (a, b, c, d) = rows
    let s0 = a[0] * b[1] - b[0] * a[1]
    let s1 = a[0] * b[2] - b[0] * a[2]
    let s2 = a[0] * b[3] - b[0] * a[3]
    let s3 = a[1] * b[2] - b[1] * a[2]
    let s4 = a[1] * b[3] - b[1] * a[3]
    let s5 = a[2] * b[3] - b[2] * a[3]
    let c5 = c[2] * d[3] - d[2] * c[3]
    let c4 = c[1] * d[3] - d[1] * c[3]
    let c3 = c[1] * d[2] - d[1] * c[2]
    let c2 = c[0] * d[3] - d[0] * c[3]
    let c1 = c[0] * d[2] - d[0] * c[2]
    let c0 = c[0] * d[1] - d[0] * c[1]
    let det = s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
    guard det != 0, det.isFinite else { return nil }
    let k = 1 / det
    return Matrix4(
      rows: (
        SIMD4(
          b[1] * c5 - b[2] * c4 + b[3] * c3, -a[1] * c5 + a[2] * c4 - a[3] * c3,
          d[1] * s5 - d[2] * s4 + d[3] * s3, -c[1] * s5 + c[2] * s4 - c[3] * s3) * k,
        SIMD4(
          -b[0] * c5 + b[2] * c2 - b[3] * c1, a[0] * c5 - a[2] * c2 + a[3] * c1,
          -d[0] * s5 + d[2] * s2 - d[3] * s1, c[0] * s5 - c[2] * s2 + c[3] * s1) * k,
        SIMD4(
          b[0] * c4 - b[1] * c2 + b[3] * c0, -a[0] * c4 + a[1] * c2 - a[3] * c0,
          d[0] * s4 - d[1] * s2 + d[3] * s0, -c[0] * s4 + c[1] * s2 - c[3] * s0) * k,
        SIMD4(
          -b[0] * c3 + b[1] * c1 - b[2] * c0, a[0] * c3 - a[1] * c1 + a[2] * c0,
          -d[0] * s3 + d[1] * s1 - d[2] * s0, c[0] * s3 - c[1] * s1 + c[2] * s0) * k
      ))
  }
}

private func length(_ v: SIMD3<Double>) -> Double { (v * v).sum().squareRoot() }
private func length4(_ v: SIMD4<Double>) -> Double { (v * v).sum().squareRoot() }
private func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
  SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
}
