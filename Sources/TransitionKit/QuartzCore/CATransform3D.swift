import Foundation

/// A 3D homogeneous transform of row vectors `[x y z 1]`. Mirrors QuartzCore's
/// `CATransform3D`: the sixteen fields `m11` to `m44`, `m34` the perspective term, and
/// the `CATransform3D*` functions below with Core Animation's composition order.
public struct CATransform3D: Equatable, Sendable {
  public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
  public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
  public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
  public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

  /// The zero matrix, as `CATransform3D()` is in QuartzCore.
  public init() {
    (m11, m12, m13, m14) = (0, 0, 0, 0)
    (m21, m22, m23, m24) = (0, 0, 0, 0)
    (m31, m32, m33, m34) = (0, 0, 0, 0)
    (m41, m42, m43, m44) = (0, 0, 0, 0)
  }

  /// Creates a transform from its sixteen entries, row by row.
  public init(
    m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
    m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
    m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
    m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
  ) {
    (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
    (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
    (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
    (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
  }

  /// The entries in row order.
  var entries: [CGFloat] {
    [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
  }

  /// The transform whose entries in row order are `e` (sixteen of them).
  init(entries e: [CGFloat]) {
    self.init(
      m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7],
      m31: e[8], m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14],
      m44: e[15])
  }
}

/// The identity transform. Mirrors QuartzCore's `CATransform3DIdentity`.
public let CATransform3DIdentity = CATransform3D(
  m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
  m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

/// Whether `t` is the identity. Mirrors `CATransform3DIsIdentity`.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

/// `a` followed by `b`. Mirrors `CATransform3DConcat`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
  let x = a.entries, y = b.entries
  var out = [CGFloat](repeating: 0, count: 16)
  for i in 0..<4 {
    for j in 0..<4 {
      out[i * 4 + j] = (0..<4).reduce(0) { $0 + x[i * 4 + $1] * y[$1 * 4 + j] }
    }
  }
  return CATransform3D(entries: out)
}

/// A translation. Mirrors `CATransform3DMakeTranslation`.
public func CATransform3DMakeTranslation(
  _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat
)
  -> CATransform3D
{
  var t = CATransform3DIdentity
  (t.m41, t.m42, t.m43) = (tx, ty, tz)
  return t
}

/// A scale. Mirrors `CATransform3DMakeScale`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
  var t = CATransform3DIdentity
  (t.m11, t.m22, t.m33) = (sx, sy, sz)
  return t
}

/// A rotation by `angle` radians about the axis `(x, y, z)`; a zero axis gives the
/// identity. Mirrors `CATransform3DMakeRotation`.
public func CATransform3DMakeRotation(
  _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
  let length = (x * x + y * y + z * z).squareRoot()
  guard length > 0, length.isFinite else { return CATransform3DIdentity }
  let (ux, uy, uz) = (x / length, y / length, z / length)
  let (s, c) = (sin(angle), cos(angle))
  let k = 1 - c
  return CATransform3D(
    m11: k * ux * ux + c, m12: k * ux * uy + s * uz, m13: k * ux * uz - s * uy, m14: 0,
    m21: k * ux * uy - s * uz, m22: k * uy * uy + c, m23: k * uy * uz + s * ux, m24: 0,
    m31: k * ux * uz + s * uy, m32: k * uy * uz - s * ux, m33: k * uz * uz + c, m34: 0,
    m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `t` after a translation (the translation applied first). Mirrors
/// `CATransform3DTranslate`.
public func CATransform3DTranslate(
  _ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat
) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// `t` after a scale (the scale applied first). Mirrors `CATransform3DScale`.
public func CATransform3DScale(
  _ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat
)
  -> CATransform3D
{
  CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// `t` after a rotation (the rotation applied first). Mirrors `CATransform3DRotate`.
public func CATransform3DRotate(
  _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// Whether `t` is affine (flat, no perspective). Mirrors `CATransform3DIsAffine`.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
  t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0
    && t.m33 == 1 && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
}

/// The 3D form of an affine transform. Mirrors `CATransform3DMakeAffineTransform`.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
  CATransform3D(
    m11: m.a, m12: m.b, m13: 0, m14: 0, m21: m.c, m22: m.d, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0, m41: m.tx, m42: m.ty, m43: 0, m44: 1)
}

/// The affine part of `t`. Mirrors `CATransform3DGetAffineTransform`.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
  CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

/// The inverse of `t`, or `t` itself when it has none. Mirrors `CATransform3DInvert`.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
  // Gauss-Jordan elimination with partial pivoting on [t | I].
  var a = t.entries
  var inverse = CATransform3DIdentity.entries
  for column in 0..<4 {
    var pivot = column
    for row in column..<4 where abs(a[row * 4 + column]) > abs(a[pivot * 4 + column]) {
      pivot = row
    }
    guard abs(a[pivot * 4 + column]) > 1e-12 else { return t }
    for k in 0..<4 {
      a.swapAt(column * 4 + k, pivot * 4 + k)
      inverse.swapAt(column * 4 + k, pivot * 4 + k)
    }
    let scale = a[column * 4 + column]
    for k in 0..<4 {
      a[column * 4 + k] /= scale
      inverse[column * 4 + k] /= scale
    }
    for row in 0..<4 where row != column {
      let factor = a[row * 4 + column]
      for k in 0..<4 {
        a[row * 4 + k] -= factor * a[column * 4 + k]
        inverse[row * 4 + k] -= factor * inverse[column * 4 + k]
      }
    }
  }
  return CATransform3D(entries: inverse)
}

/// Which corners a layer's corner radius rounds. Mirrors QuartzCore's `CACornerMask`.
public struct CACornerMask: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The top-left corner.
  public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
  /// The top-right corner.
  public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
  /// The bottom-left corner.
  public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
  /// The bottom-right corner.
  public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}
