import TransitionEngine

/// How a view's plane (its own coordinates, z = 0) maps to the window's when a 3D
/// transform or a perspective is in the way: a 3 x 3 projective map of row vectors
/// `[x y 1]`, the rows and columns 1, 2 and 4 of the composed 4 x 4 transforms.
///
/// Core Animation flattens each layer's sublayers into its plane (no layer here is a
/// `CATransformLayer`), so a sublayer's map is its own 3D transform, its superlayer's
/// `sublayerTransform`, then the flattening (z dropped), then the superlayer's map:
/// keeping the z = 0 rows and the x, y, w columns of each step composes exactly that.
struct PlaneProjection: Equatable {
  /// Row by row.
  var m: [Double]

  /// The projection of an affine map.
  init(_ t: AffineTransform) {
    m = [t.a, t.b, 0, t.c, t.d, 0, t.tx, t.ty, 1]
  }

  /// The plane-to-plane part of `t`: what it does to z = 0 points, z dropped after.
  init(_ t: Transform3D) {
    m = [t.m11, t.m12, t.m14, t.m21, t.m22, t.m24, t.m41, t.m42, t.m44]
  }

  /// `self` followed by `other`.
  func concatenating(_ other: PlaneProjection) -> PlaneProjection {
    var out = [Double](repeating: 0, count: 9)
    for i in 0..<3 {
      for j in 0..<3 {
        out[i * 3 + j] =
          m[i * 3] * other.m[j] + m[i * 3 + 1] * other.m[3 + j] + m[i * 3 + 2] * other.m[6 + j]
      }
    }
    var result = self
    result.m = out
    return result
  }

  /// Whether it is an affine map (no perspective left): the w column is (0, 0, w).
  var isAffine: Bool { m[2] == 0 && m[5] == 0 && m[8] != 0 }

  /// The affine map it is when ``isAffine``; otherwise the one through the images of
  /// the origin and the unit points on the axes, close to it near the origin.
  var affine: AffineTransform {
    if isAffine {
      let w = m[8]
      return AffineTransform(
        a: m[0] / w, b: m[1] / w, c: m[3] / w, d: m[4] / w, tx: m[6] / w, ty: m[7] / w)
    }
    let origin = project(0, 0) ?? Point(x: m[6], y: m[7])
    let xAxis = project(1, 0) ?? origin
    let yAxis = project(0, 1) ?? origin
    return AffineTransform(
      a: xAxis.x - origin.x, b: xAxis.y - origin.y, c: yAxis.x - origin.x,
      d: yAxis.y - origin.y, tx: origin.x, ty: origin.y)
  }

  /// Where `(x, y)` lands after the perspective divide; nil behind the viewer (w ≤ 0).
  func project(_ x: Double, _ y: Double) -> Point? {
    let w = x * m[2] + y * m[5] + m[8]
    guard w > 0 else { return nil }
    return Point(x: (x * m[0] + y * m[3] + m[6]) / w, y: (x * m[1] + y * m[4] + m[7]) / w)
  }

  /// The four corners of `rect` (top left, top right, bottom right, bottom left), or nil
  /// when one is behind the viewer.
  func corners(of rect: Rect) -> [Point]? {
    var points: [Point] = []
    for (x, y) in [
      (rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.maxX, rect.maxY),
      (rect.minX, rect.maxY),
    ] {
      guard let point = project(x, y) else { return nil }
      points.append(point)
    }
    return points
  }
}
