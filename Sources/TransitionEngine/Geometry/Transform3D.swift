#if canImport(Glibc)
  import Glibc
#endif

/// A 3D homogeneous transform applied to row vectors `[x y z 1]`.
///
/// Mirrors `CATransform3D`: the same sixteen fields (`m11` to `m44`), the same composition
/// order (`a.concatenating(b)` applies `a` first), and `m34` as the perspective term.
/// An affine transform is the one whose `m11 m12 m21 m22 m41 m42` are its `a b c d tx ty`,
/// with `m33 = m44 = 1` and every other entry 0.
public struct Transform3D: Hashable, Sendable {
  /// The matrix entries, row by row.
  public var m11: Double, m12: Double, m13: Double, m14: Double
  public var m21: Double, m22: Double, m23: Double, m24: Double
  public var m31: Double, m32: Double, m33: Double, m34: Double
  public var m41: Double, m42: Double, m43: Double, m44: Double

  /// Creates a transform from its sixteen entries, row by row.
  public init(
    m11: Double, m12: Double, m13: Double, m14: Double,
    m21: Double, m22: Double, m23: Double, m24: Double,
    m31: Double, m32: Double, m33: Double, m34: Double,
    m41: Double, m42: Double, m43: Double, m44: Double
  ) {
    (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
    (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
    (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
    (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
  }

  /// The identity. Mirrors `CATransform3DIdentity`.
  public static let identity = Transform3D(affine: .identity)

  /// The 3D form of an affine transform. Mirrors `CATransform3DMakeAffineTransform`.
  public init(affine t: AffineTransform) {
    self.init(
      m11: t.a, m12: t.b, m13: 0, m14: 0,
      m21: t.c, m22: t.d, m23: 0, m24: 0,
      m31: 0, m32: 0, m33: 1, m34: 0,
      m41: t.tx, m42: t.ty, m43: 0, m44: 1)
  }

  /// A translation. Mirrors `CATransform3DMakeTranslation`.
  public init(translationX tx: Double, y ty: Double, z tz: Double) {
    self = .identity
    (m41, m42, m43) = (tx, ty, tz)
  }

  /// A scale. Mirrors `CATransform3DMakeScale`.
  public init(scaleX sx: Double, y sy: Double, z sz: Double) {
    self = .identity
    (m11, m22, m33) = (sx, sy, sz)
  }

  /// A rotation by `angle` radians about the axis `(x, y, z)`, counterclockwise when the
  /// axis points at the viewer. Mirrors `CATransform3DMakeRotation`; a zero axis gives the
  /// identity, as Core Animation does. Right angles give exact zeros and ones.
  public init(rotationAngle angle: Double, x: Double, y: Double, z: Double) {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else {
      self = .identity
      return
    }
    let (ux, uy, uz) = (x / length, y / length, z / length)
    let (s, c) = exactSineCosine(angle)
    let t = 1 - c
    self.init(
      m11: t * ux * ux + c, m12: t * ux * uy + s * uz, m13: t * ux * uz - s * uy, m14: 0,
      m21: t * ux * uy - s * uz, m22: t * uy * uy + c, m23: t * uy * uz + s * ux, m24: 0,
      m31: t * ux * uz + s * uy, m32: t * uy * uz - s * ux, m33: t * uz * uz + c, m34: 0,
      m41: 0, m42: 0, m43: 0, m44: 1)
  }

  /// Whether this is the identity. Mirrors `CATransform3DIsIdentity`.
  public var isIdentity: Bool { self == .identity }

  /// Whether the transform is affine (flat, no perspective). Mirrors
  /// `CATransform3DIsAffine`.
  public var isAffine: Bool {
    m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m33 == 1
      && m34 == 0 && m43 == 0 && m44 == 1
  }

  /// The affine part: what a view's `transform` reads. Mirrors
  /// `CATransform3DGetAffineTransform`.
  public var affine: AffineTransform {
    AffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
  }

  /// `self` followed by `other`. Mirrors `CATransform3DConcat(self, other)`.
  public func concatenating(_ other: Transform3D) -> Transform3D {
    let a = rows, b = other.rows
    var out = [[Double]](repeating: [0, 0, 0, 0], count: 4)
    for i in 0..<4 {
      for j in 0..<4 {
        out[i][j] = a[i][0] * b[0][j] + a[i][1] * b[1][j] + a[i][2] * b[2][j] + a[i][3] * b[3][j]
      }
    }
    return Transform3D(rows: out)
  }

  /// The entries as four rows of four.
  var rows: [[Double]] {
    [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
  }

  init(rows r: [[Double]]) {
    self.init(
      m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3],
      m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: r[1][3],
      m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3],
      m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3])
  }

  /// Where the point `(x, y, z)` lands, after the perspective divide; nil when it lands
  /// behind the viewer (w ≤ 0).
  public func project(x: Double, y: Double, z: Double = 0) -> Point? {
    let w = x * m14 + y * m24 + z * m34 + m44
    guard w > 0 else { return nil }
    return Point(
      x: (x * m11 + y * m21 + z * m31 + m41) / w, y: (x * m12 + y * m22 + z * m32 + m42) / w)
  }
}

extension Transform3D {
  /// The sixteen entries in row order, for animation.
  var vector: AnimatableVector {
    AnimatableVector(
      m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44)
  }

  /// The transform whose entries in row order are `v`.
  init(vector v: AnimatableVector) {
    self.init(
      m11: v[0], m12: v[1], m13: v[2], m14: v[3], m21: v[4], m22: v[5], m23: v[6], m24: v[7],
      m31: v[8], m32: v[9], m33: v[10], m34: v[11], m41: v[12], m42: v[13], m43: v[14],
      m44: v[15])
  }
}
