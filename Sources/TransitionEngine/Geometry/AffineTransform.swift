#if canImport(Glibc)
  import Glibc
#endif

/// A 2D affine transform `[a b 0; c d 0; tx ty 1]`, applied to row vectors.
///
/// Mirrors `CGAffineTransform`: the same fields, the same composition order.
public struct AffineTransform: Hashable, Sendable {
  /// The matrix entries.
  public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

  /// Creates a transform from its six matrix entries.
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The identity transform. Mirrors `CGAffineTransform.identity`.
  public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// A translation. Mirrors `CGAffineTransform(translationX:y:)`.
  public init(translationX tx: Double, y ty: Double) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }

  /// A scale. Mirrors `CGAffineTransform(scaleX:y:)`.
  public init(scaleX sx: Double, y sy: Double) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// A rotation by `angle` radians. Mirrors `CGAffineTransform(rotationAngle:)`.
  ///
  /// Right angles produce exact zeros and ones, so rotated frames stay stable in traces.
  public init(rotationAngle angle: Double) {
    let (sine, cosine) = exactSineCosine(angle)
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// Whether this is the identity transform.
  public var isIdentity: Bool { self == .identity }

  /// `self` followed by `other`. Mirrors `CGAffineTransform.concatenating(_:)`.
  public func concatenating(_ other: AffineTransform) -> AffineTransform {
    AffineTransform(
      a: a * other.a + b * other.c,
      b: a * other.b + b * other.d,
      c: c * other.a + d * other.c,
      d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx,
      ty: tx * other.b + ty * other.d + other.ty)
  }

  /// A translation applied before `self`. Mirrors `CGAffineTransform.translatedBy(x:y:)`.
  public func translatedBy(x: Double, y: Double) -> AffineTransform {
    AffineTransform(translationX: x, y: y).concatenating(self)
  }

  /// A scale applied before `self`. Mirrors `CGAffineTransform.scaledBy(x:y:)`.
  public func scaledBy(x: Double, y: Double) -> AffineTransform {
    AffineTransform(scaleX: x, y: y).concatenating(self)
  }

  /// A rotation applied before `self`. Mirrors `CGAffineTransform.rotated(by:)`.
  public func rotated(by angle: Double) -> AffineTransform {
    AffineTransform(rotationAngle: angle).concatenating(self)
  }

  /// The inverse, or `self` when the transform is not invertible, as
  /// `CGAffineTransform.inverted()` does.
  public func inverted() -> AffineTransform {
    let determinant = a * d - b * c
    if determinant == 0 { return self }
    return AffineTransform(
      a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
      tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
  }
}

extension AffineTransform: CustomStringConvertible {
  /// `identity`, or `[a b c d tx ty]` with at most three decimals.
  public var description: String {
    if isIdentity { return "identity" }
    return "[" + [a, b, c, d, tx, ty].map(formatNumber).joined(separator: " ") + "]"
  }
}

/// Sine and cosine of `angle`, exact at multiples of a quarter turn.
func exactSineCosine(_ angle: Double) -> (sine: Double, cosine: Double) {
  let quarterTurns = angle / (Double.pi / 2)
  if quarterTurns == quarterTurns.rounded() {
    switch ((Int(quarterTurns) % 4) + 4) % 4 {
    case 0: return (0, 1)
    case 1: return (1, 0)
    case 2: return (0, -1)
    default: return (-1, 0)
    }
  }
  return (sin(angle), cos(angle))
}
