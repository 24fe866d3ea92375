import CTransitionABI
import TransitionEngine

extension ValueProperty {
  /// The ABI 1.4 properties of the layers section (ids in transhost.h's layers range).
  static let layers: [ValueProperty] = [
    pair(
      TRANSHOST_PROPERTY_ANCHOR_POINT, "anchorPoint",
      read: { ($0.anchorPoint.x, $0.anchorPoint.y) },
      write: { $0.anchorPoint = Point(x: $1, y: $2) }),
    number(
      TRANSHOST_PROPERTY_Z_POSITION, "zPosition", read: { $0.zPosition },
      write: { $0.zPosition = $1 }),
    transform3D(
      TRANSHOST_PROPERTY_TRANSFORM_3D, "transform3D", read: { $0.transform3D },
      write: { $0.transform3D = $1 }),
    transform3D(
      TRANSHOST_PROPERTY_SUBLAYER_TRANSFORM, "sublayerTransform", read: { $0.sublayerTransform },
      write: { $0.sublayerTransform = $1 }),
    color(
      TRANSHOST_PROPERTY_SHADOW_COLOR, "shadowColor", read: { $0.shadowColor },
      write: { $0.shadowColor = $1 }),
    bounded(
      TRANSHOST_PROPERTY_SHADOW_OPACITY, "shadowOpacity", 0...1, read: { $0.shadowOpacity },
      write: { $0.shadowOpacity = $1 }),
    pair(
      TRANSHOST_PROPERTY_SHADOW_OFFSET, "shadowOffset",
      read: { ($0.shadowOffset.width, $0.shadowOffset.height) },
      write: { $0.shadowOffset = Size(width: $1, height: $2) }),
    bounded(
      TRANSHOST_PROPERTY_SHADOW_RADIUS, "shadowRadius", 0..., read: { $0.shadowRadius },
      write: { $0.shadowRadius = $1 }),
    bounded(
      TRANSHOST_PROPERTY_BORDER_WIDTH, "borderWidth", 0..., read: { $0.borderWidth },
      write: { $0.borderWidth = $1 }),
    color(
      TRANSHOST_PROPERTY_BORDER_COLOR, "borderColor", read: { $0.borderColor },
      write: { $0.borderColor = $1 }),
    ValueProperty(
      id: transhost_property(TRANSHOST_PROPERTY_MASKED_CORNERS), name: "maskedCorners", lanes: 1,
      read: { view, out in out[0] = Double(view.maskedCorners.rawValue) },
      write: { view, values in
        guard values[0] >= 0, values[0] <= 15, values[0].rounded() == values[0] else {
          return "\(values[0]) is not a corner mask (a whole number from 0 to 15)"
        }
        view.maskedCorners = CornerMask(rawValue: UInt(values[0]))
        return nil
      }),
    ValueProperty(
      id: transhost_property(TRANSHOST_PROPERTY_LAYER_KIND), name: "layerKind", lanes: 1,
      read: { view, out in out[0] = Double(view.content.kind.rawValue) }, write: nil),
    ValueProperty(
      id: transhost_property(TRANSHOST_PROPERTY_IS_STANDALONE_LAYER), name: "isStandaloneLayer",
      lanes: 1, read: { view, out in out[0] = view.isLayerOnly ? 1 : 0 }, write: nil),
  ]

  /// Two doubles (a point or a size).
  static func pair(
    _ id: Int, _ name: String, read: @escaping @Sendable (View) -> (Double, Double),
    write: @escaping @Sendable (View, Double, Double) -> Void
  ) -> ValueProperty {
    ValueProperty(
      id: transhost_property(id), name: name, lanes: 2,
      read: { view, out in (out[0], out[1]) = read(view) },
      write: { view, values in
        write(view, values[0], values[1])
        return nil
      })
  }

  /// One double that must lie in `range`.
  static func bounded<R: RangeExpression<Double> & Sendable>(
    _ id: Int, _ name: String, _ range: R, read: @escaping @Sendable (View) -> Double,
    write: @escaping @Sendable (View, Double) -> Void
  ) -> ValueProperty {
    ValueProperty(
      id: transhost_property(id), name: name, lanes: 1,
      read: { view, out in out[0] = read(view) },
      write: { view, values in
        guard range.contains(values[0]) else { return "\(values[0]) is out of range" }
        write(view, values[0])
        return nil
      })
  }

  /// An optional colour in five lanes (see ``writeColor(_:into:)``).
  static func color(
    _ id: Int, _ name: String, read: @escaping @Sendable (View) -> Color?,
    write: @escaping @Sendable (View, Color?) -> Void
  ) -> ValueProperty {
    ValueProperty(
      id: transhost_property(id), name: name, lanes: 5,
      read: { view, out in writeColor(read(view), into: out) },
      write: { view, values in
        write(view, readColor(values))
        return nil
      })
  }

  /// A 3D transform in sixteen lanes, `m11` to `m44` row by row.
  static func transform3D(
    _ id: Int, _ name: String, read: @escaping @Sendable (View) -> Transform3D,
    write: @escaping @Sendable (View, Transform3D) -> Void
  ) -> ValueProperty {
    ValueProperty(
      id: transhost_property(id), name: name, lanes: 16,
      read: { view, out in writeTransform3D(read(view), into: out) },
      write: { view, v in
        write(
          view,
          Transform3D(
            m11: v[0], m12: v[1], m13: v[2], m14: v[3], m21: v[4], m22: v[5], m23: v[6],
            m24: v[7], m31: v[8], m32: v[9], m33: v[10], m34: v[11], m41: v[12], m42: v[13],
            m43: v[14], m44: v[15]))
        return nil
      })
  }
}
