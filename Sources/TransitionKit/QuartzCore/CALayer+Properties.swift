import CTransitionABI
import Foundation

/// The layer properties beyond the corner radius, through the host's property ids
/// (ABI 1.4 `view_get_values` / `view_set_values`). Mirrors `CALayer`'s declarations.
extension CALayer {
  /// Mirrors `CALayer.transform`; a view's `transform` is its affine part.
  public var transform: CATransform3D {
    get {
      CATransform3D(
        entries: lanes(TRANSHOST_PROPERTY_TRANSFORM_3D, 16, "transform").map { CGFloat($0) })
    }
    set {
      setLanes(TRANSHOST_PROPERTY_TRANSFORM_3D, "transform", newValue.entries.map { Double($0) })
    }
  }

  /// Mirrors `CALayer.sublayerTransform` (the home of an `m34` perspective).
  public var sublayerTransform: CATransform3D {
    get {
      CATransform3D(
        entries: lanes(TRANSHOST_PROPERTY_SUBLAYER_TRANSFORM, 16, "sublayerTransform").map {
          CGFloat($0)
        })
    }
    set {
      setLanes(
        TRANSHOST_PROPERTY_SUBLAYER_TRANSFORM, "sublayerTransform",
        newValue.entries.map { Double($0) })
    }
  }

  /// Mirrors `CALayer.anchorPoint`.
  public var anchorPoint: CGPoint {
    get {
      let v = lanes(TRANSHOST_PROPERTY_ANCHOR_POINT, 2, "anchorPoint")
      return CGPoint(x: v[0], y: v[1])
    }
    set { setLanes(TRANSHOST_PROPERTY_ANCHOR_POINT, "anchorPoint", [newValue.x, newValue.y]) }
  }

  /// Mirrors `CALayer.zPosition`.
  public var zPosition: CGFloat {
    get { CGFloat(lanes(TRANSHOST_PROPERTY_Z_POSITION, 1, "zPosition")[0]) }
    set { setLanes(TRANSHOST_PROPERTY_Z_POSITION, "zPosition", [Double(newValue)]) }
  }

  /// Mirrors `CALayer.shadowOpacity`.
  public var shadowOpacity: Float {
    get { Float(lanes(TRANSHOST_PROPERTY_SHADOW_OPACITY, 1, "shadowOpacity")[0]) }
    set { setLanes(TRANSHOST_PROPERTY_SHADOW_OPACITY, "shadowOpacity", [Double(newValue)]) }
  }

  /// Mirrors `CALayer.shadowRadius`.
  public var shadowRadius: CGFloat {
    get { CGFloat(lanes(TRANSHOST_PROPERTY_SHADOW_RADIUS, 1, "shadowRadius")[0]) }
    set { setLanes(TRANSHOST_PROPERTY_SHADOW_RADIUS, "shadowRadius", [Double(newValue)]) }
  }

  /// Mirrors `CALayer.shadowOffset`.
  public var shadowOffset: CGSize {
    get {
      let v = lanes(TRANSHOST_PROPERTY_SHADOW_OFFSET, 2, "shadowOffset")
      return CGSize(width: v[0], height: v[1])
    }
    set {
      setLanes(TRANSHOST_PROPERTY_SHADOW_OFFSET, "shadowOffset", [newValue.width, newValue.height])
    }
  }

  /// Mirrors `CALayer.borderWidth`.
  public var borderWidth: CGFloat {
    get { CGFloat(lanes(TRANSHOST_PROPERTY_BORDER_WIDTH, 1, "borderWidth")[0]) }
    set { setLanes(TRANSHOST_PROPERTY_BORDER_WIDTH, "borderWidth", [Double(newValue)]) }
  }

  /// Mirrors `CALayer.maskedCorners`.
  public var maskedCorners: CACornerMask {
    get {
      CACornerMask(rawValue: UInt(lanes(TRANSHOST_PROPERTY_MASKED_CORNERS, 1, "maskedCorners")[0]))
    }
    set {
      setLanes(TRANSHOST_PROPERTY_MASKED_CORNERS, "maskedCorners", [Double(newValue.rawValue)])
    }
  }

  /// Property `id`'s `count` lanes: the presented ones on a presentation copy, else the
  /// host's model values.
  func lanes(_ id: Int, _ count: Int, _ name: String) -> [Double] {
    presented(id)
      ?? session.values(handle, Int32(id), lanes: count, "CALayer.\(name)") { Array($0) }
  }

  /// Sets property `id` of the model layer; on a presentation copy, reported and dropped.
  func setLanes(_ id: Int, _ name: String, _ values: [Double]) {
    guard isWritable(name) else { return }
    session.setValues(handle, Int32(id), "CALayer.\(name)", values)
  }
}
