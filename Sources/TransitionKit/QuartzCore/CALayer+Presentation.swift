import CTransitionABI
import Foundation

/// What a presentation copy shows: the presented values of the model layer's
/// properties, read once when the copy was made, and the model layer.
struct PresentationSnapshot {
  /// The lanes of each property id, as `view_get_presentation_values` gave them.
  let values: [Int32: [Double]]
  /// The layer the copy was made from.
  let model: CALayer

  /// The properties a copy reads, with their lane counts: every `CALayer` property the
  /// host animates or keeps in a view's state. Others (the layer's own timing) read the
  /// model's values.
  static let properties: [(id: Int, lanes: Int)] = [
    (TRANSHOST_PROPERTY_FRAME, 4), (TRANSHOST_PROPERTY_BOUNDS, 4),
    (TRANSHOST_PROPERTY_CENTER, 2), (TRANSHOST_PROPERTY_ALPHA, 1),
    (TRANSHOST_PROPERTY_CORNER_RADIUS, 1), (TRANSHOST_PROPERTY_BACKGROUND_COLOR, 5),
    (TRANSHOST_PROPERTY_HIDDEN, 1), (TRANSHOST_PROPERTY_CLIPS_TO_BOUNDS, 1),
    (TRANSHOST_PROPERTY_ANCHOR_POINT, 2), (TRANSHOST_PROPERTY_Z_POSITION, 1),
    (TRANSHOST_PROPERTY_TRANSFORM_3D, 16), (TRANSHOST_PROPERTY_SUBLAYER_TRANSFORM, 16),
    (TRANSHOST_PROPERTY_SHADOW_COLOR, 5), (TRANSHOST_PROPERTY_SHADOW_OPACITY, 1),
    (TRANSHOST_PROPERTY_SHADOW_OFFSET, 2), (TRANSHOST_PROPERTY_SHADOW_RADIUS, 1),
    (TRANSHOST_PROPERTY_BORDER_WIDTH, 1), (TRANSHOST_PROPERTY_BORDER_COLOR, 5),
    (TRANSHOST_PROPERTY_MASKED_CORNERS, 1),
  ]
}

/// The model and presentation layers. Mirrors `CALayer.presentation()` and `model()`.
///
/// As in Core Animation, the presentation layer is a copy: its values are what is on
/// screen at the moment `presentation()` is called (the model changed by the block,
/// implicit and explicit animations in flight), read from the host once then, and they
/// do not move as the animations go on; call `presentation()` again for a later frame.
/// Changing a property of the copy has no effect (reported), as changes to a
/// presentation layer do not reach the screen.
extension CALayer {
  /// What ``presentation()`` returns (see there).
  func presentationCopy() -> Self? {
    if snapshot != nil { return self }
    let call = "CALayer.presentation()"
    guard let read = session.newer(\.view_get_presentation_values, call, minor: 5) else {
      return nil
    }
    var values: [Int32: [Double]] = [:]
    for (id, lanes) in PresentationSnapshot.properties {
      var out = [Double](repeating: 0, count: lanes)
      let status = out.withUnsafeMutableBufferPointer {
        read(session.host, handle, Int32(id), $0.baseAddress, UInt32(lanes))
      }
      guard status == TRANSHOST_OK else { return nil }
      values[Int32(id)] = out
    }
    let snapshot = PresentationSnapshot(values: values, model: self)
    guard let copy = makePresentationCopy(snapshot) as? Self else {
      session.logOnce(
        "\(type(of: self)).presentation()",
        "TransitionKit: CALayer.presentation() of a \(type(of: self)) is nil: this SDK copies "
          + "only CALayer, CAShapeLayer and CAGradientLayer; read the values from a "
          + "CALayer's presentation() instead")
      return nil
    }
    return copy
  }

  /// A copy of the layer's own class showing `snapshot` (a CAShapeLayer's or a
  /// CAGradientLayer's is of that class).
  private func makePresentationCopy(_ snapshot: PresentationSnapshot) -> CALayer {
    switch self {
    case is CAShapeLayer: CAShapeLayer(presenting: self, snapshot: snapshot)
    case is CAGradientLayer: CAGradientLayer(presenting: self, snapshot: snapshot)
    default: CALayer(presenting: self, snapshot: snapshot)
    }
  }

  /// Property `id`'s lanes as presented, on a presentation copy; nil on a model layer
  /// (and for a property the copy does not hold).
  func presented(_ id: Int) -> [Double]? { snapshot?.values[Int32(id)] }

  /// A rectangle property's presented value (see ``presented(_:)``).
  func presentedRect(_ id: Int) -> CGRect? {
    presented(id).map { CGRect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]) }
  }

  /// Whether `member` may be set: on a model layer yes; on a presentation copy the change
  /// is reported and has no effect, as changing a presentation layer does not reach the
  /// screen in Core Animation.
  func isWritable(_ member: String) -> Bool {
    guard snapshot != nil else { return true }
    session.logOnce(
      "CALayer.presentation().\(member)",
      "TransitionKit: setting \(member) on a presentation layer (CALayer.presentation()) "
        + "has no effect; set it on the layer itself")
    return false
  }
}
