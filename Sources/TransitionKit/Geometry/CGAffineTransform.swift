import CTransitionABI
import Foundation

/// A 2D affine transform. Mirrors Core Graphics' `CGAffineTransform` (which Foundation on
/// Linux does not provide): the same fields, initialisers and composition order.
public struct CGAffineTransform: Hashable, Sendable {
  /// The matrix entries.
  public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

  /// Creates a transform from its entries.
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }

  /// The identity.
  public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// A translation.
  public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }

  /// A scale.
  public init(scaleX sx: CGFloat, y sy: CGFloat) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// A rotation by `angle` radians.
  public init(rotationAngle angle: CGFloat) {
    let (s, c) = (sin(Double(angle)), cos(Double(angle)))
    self.init(a: CGFloat(c), b: CGFloat(s), c: CGFloat(-s), d: CGFloat(c), tx: 0, ty: 0)
  }

  /// Whether this is the identity.
  public var isIdentity: Bool { self == .identity }

  /// `self` followed by `t2`.
  public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
      c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
      tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
  }

  /// A translation applied before `self`.
  public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: x, y: y).concatenating(self)
  }

  /// A scale applied before `self`.
  public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: x, y: y).concatenating(self)
  }

  /// A rotation applied before `self`.
  public func rotated(by angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle).concatenating(self)
  }

  /// The inverse, or `self` when not invertible.
  public func inverted() -> CGAffineTransform {
    let det = a * d - b * c
    guard det != 0 else { return self }
    return CGAffineTransform(
      a: d / det, b: -b / det, c: -c / det, d: a / det,
      tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
  }

  var cValue: transhost_transform_t {
    transhost_transform_t(
      a: Double(a), b: Double(b), c: Double(c), d: Double(d), tx: Double(tx), ty: Double(ty))
  }

  init(_ raw: transhost_transform_t) {
    self.init(
      a: CGFloat(raw.a), b: CGFloat(raw.b), c: CGFloat(raw.c), d: CGFloat(raw.d),
      tx: CGFloat(raw.tx), ty: CGFloat(raw.ty))
  }
}

extension CGRect {
  var cValue: transhost_rect_t {
    transhost_rect_t(
      x: Double(origin.x), y: Double(origin.y), width: Double(size.width),
      height: Double(size.height))
  }

  init(_ raw: transhost_rect_t) {
    self.init(
      x: CGFloat(raw.x), y: CGFloat(raw.y), width: CGFloat(raw.width), height: CGFloat(raw.height))
  }
}

/// Mirrors `CGFloat` arithmetic helpers UIKit animators use.
extension CGPoint {
  var cValue: transhost_point_t { transhost_point_t(x: Double(x), y: Double(y)) }
}
