import CTransitionABI
import TransitionEngine

extension ValueProperty {
  /// How `view_get_presentation_values` reads a property from a state (the presentation,
  /// ``View/presentation``): one reader for every property a view's state holds, in the
  /// lanes of ``ValueProperty/read``. A property missing here (tag, layout, the layer's
  /// timing, what the state does not hold) is not animated, and reads its model value.
  typealias StateReader = @Sendable (ViewState, UnsafeMutableBufferPointer<Double>) -> Void

  /// The state readers by property id.
  static let presented: [transhost_property: StateReader] = [
    transhost_property(TRANSHOST_PROPERTY_FRAME): { writeRect($0.frame, into: $1) },
    transhost_property(TRANSHOST_PROPERTY_BOUNDS): { writeRect($0.bounds, into: $1) },
    transhost_property(TRANSHOST_PROPERTY_CENTER): { ($1[0], $1[1]) = ($0.center.x, $0.center.y) },
    transhost_property(TRANSHOST_PROPERTY_TRANSFORM): { writeAffine($0.transform, into: $1) },
    transhost_property(TRANSHOST_PROPERTY_ALPHA): { $1[0] = $0.alpha },
    transhost_property(TRANSHOST_PROPERTY_CORNER_RADIUS): { $1[0] = $0.cornerRadius },
    transhost_property(TRANSHOST_PROPERTY_BACKGROUND_COLOR): {
      writeColor($0.backgroundColor, into: $1)
    },
    transhost_property(TRANSHOST_PROPERTY_HIDDEN): { $1[0] = $0.isHidden ? 1 : 0 },
    transhost_property(TRANSHOST_PROPERTY_CLIPS_TO_BOUNDS): { $1[0] = $0.clipsToBounds ? 1 : 0 },
    transhost_property(TRANSHOST_PROPERTY_ANCHOR_POINT): {
      ($1[0], $1[1]) = ($0.anchorPoint.x, $0.anchorPoint.y)
    },
    transhost_property(TRANSHOST_PROPERTY_Z_POSITION): { $1[0] = $0.zPosition },
    transhost_property(TRANSHOST_PROPERTY_TRANSFORM_3D): {
      writeTransform3D($0.transform3D, into: $1)
    },
    transhost_property(TRANSHOST_PROPERTY_SUBLAYER_TRANSFORM): {
      writeTransform3D($0.sublayerTransform, into: $1)
    },
    transhost_property(TRANSHOST_PROPERTY_SHADOW_COLOR): { writeColor($0.shadowColor, into: $1) },
    transhost_property(TRANSHOST_PROPERTY_SHADOW_OPACITY): { $1[0] = $0.shadowOpacity },
    transhost_property(TRANSHOST_PROPERTY_SHADOW_OFFSET): {
      ($1[0], $1[1]) = ($0.shadowOffset.width, $0.shadowOffset.height)
    },
    transhost_property(TRANSHOST_PROPERTY_SHADOW_RADIUS): { $1[0] = $0.shadowRadius },
    transhost_property(TRANSHOST_PROPERTY_BORDER_WIDTH): { $1[0] = $0.borderWidth },
    transhost_property(TRANSHOST_PROPERTY_BORDER_COLOR): { writeColor($0.borderColor, into: $1) },
    transhost_property(TRANSHOST_PROPERTY_MASKED_CORNERS): {
      $1[0] = Double($0.maskedCorners.rawValue)
    },
  ]

  /// A rectangle as x, y, width, height.
  static func writeRect(_ r: Rect, into out: UnsafeMutableBufferPointer<Double>) {
    (out[0], out[1], out[2], out[3]) = (r.origin.x, r.origin.y, r.size.width, r.size.height)
  }

  /// An affine transform as a, b, c, d, tx, ty.
  static func writeAffine(_ t: AffineTransform, into out: UnsafeMutableBufferPointer<Double>) {
    (out[0], out[1], out[2], out[3], out[4], out[5]) = (t.a, t.b, t.c, t.d, t.tx, t.ty)
  }

  /// A 3D transform in sixteen lanes, `m11` to `m44` row by row.
  static func writeTransform3D(_ t: Transform3D, into out: UnsafeMutableBufferPointer<Double>) {
    let entries = [
      t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
      t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
    ]
    for (lane, value) in entries.enumerated() { out[lane] = value }
  }
}
