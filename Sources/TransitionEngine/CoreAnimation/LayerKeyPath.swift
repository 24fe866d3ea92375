#if canImport(Glibc)
  import Glibc
#endif

/// A key path an explicit animation animates, resolved to the lanes of one layer
/// property: `position.x` is lane 0 of `center`, `bounds.size` lanes 2 and 3 of
/// `bounds`, `transform.rotation.z` the rotation angle of `transform`.
///
/// An animation's values are in the key path's own lanes (`position.x` takes one value,
/// `position` two, `transform` sixteen). A key path of another area (a shape layer's
/// `path` or `strokeEnd`) becomes a case here when that area's property exists.
public struct LayerKeyPath: Hashable, Sendable {
  /// The key path as written.
  public let name: String
  /// The property whose lanes it animates.
  public let property: AnimatableProperty
  /// Which part of the property.
  let part: Part

  /// A part of a property's packed value.
  enum Part: Hashable, Sendable {
    /// Lanes `start ..< start + count` of the property's vector.
    case lanes(start: Int, count: Int)
    /// One component of a transform, kept apart so that a rotation turns.
    case transform(TransformComponent)
  }

  /// A component of a 3D transform that `transform.*` key paths name.
  enum TransformComponent: Hashable, Sendable {
    case scale, scaleX, scaleY, scaleZ
    case rotationX, rotationY, rotationZ
    case translationX, translationY, translationZ
    /// `transform.translation`: x and y.
    case translation
  }

  /// How many values the key path takes.
  public var laneCount: Int {
    switch part {
    case .lanes(_, let count): count
    case .transform(.translation): 2
    case .transform: 1
    }
  }

  /// Whether the key path animates a whole transform (whose `byValue` concatenates).
  var isWholeTransform: Bool {
    (property == .transform || property == .sublayerTransform) && laneCount == 16
  }

  /// The key path `name` names, or nil when the engine does not animate it.
  public init?(_ name: String) {
    guard let (property, part) = Self.table[name] else { return nil }
    self.name = name
    self.property = property
    self.part = part
  }

  private static let table: [String: (AnimatableProperty, Part)] = {
    let whole = { (count: Int) in Part.lanes(start: 0, count: count) }
    var table: [String: (AnimatableProperty, Part)] = [
      "position": (.center, whole(2)),
      "position.x": (.center, .lanes(start: 0, count: 1)),
      "position.y": (.center, .lanes(start: 1, count: 1)),
      "bounds": (.bounds, whole(4)),
      "bounds.origin": (.bounds, .lanes(start: 0, count: 2)),
      "bounds.origin.x": (.bounds, .lanes(start: 0, count: 1)),
      "bounds.origin.y": (.bounds, .lanes(start: 1, count: 1)),
      "bounds.size": (.bounds, .lanes(start: 2, count: 2)),
      "bounds.size.width": (.bounds, .lanes(start: 2, count: 1)),
      "bounds.size.height": (.bounds, .lanes(start: 3, count: 1)),
      "opacity": (.alpha, whole(1)),
      "transform": (.transform, whole(16)),
      "sublayerTransform": (.sublayerTransform, whole(16)),
      "cornerRadius": (.cornerRadius, whole(1)),
      "backgroundColor": (.backgroundColor, whole(4)),
      "shadowOpacity": (.shadowOpacity, whole(1)),
      "shadowRadius": (.shadowRadius, whole(1)),
      "shadowOffset": (.shadowOffset, whole(2)),
      "shadowColor": (.shadowColor, whole(4)),
      "borderWidth": (.borderWidth, whole(1)),
      "borderColor": (.borderColor, whole(4)),
      "zPosition": (.zPosition, whole(1)),
      "anchorPoint": (.anchorPoint, whole(2)),
      "anchorPoint.x": (.anchorPoint, .lanes(start: 0, count: 1)),
      "anchorPoint.y": (.anchorPoint, .lanes(start: 1, count: 1)),
    ]
    let components: [(String, TransformComponent)] = [
      ("scale", .scale), ("scale.x", .scaleX), ("scale.y", .scaleY), ("scale.z", .scaleZ),
      ("rotation", .rotationZ), ("rotation.x", .rotationX), ("rotation.y", .rotationY),
      ("rotation.z", .rotationZ), ("translation", .translation),
      ("translation.x", .translationX), ("translation.y", .translationY),
      ("translation.z", .translationZ),
    ]
    for (suffix, component) in components {
      table["transform.\(suffix)"] = (.transform, .transform(component))
      table["sublayerTransform.\(suffix)"] = (.sublayerTransform, .transform(component))
    }
    return table
  }()

  /// The key path's value in `state`, in its own lanes.
  func value(in state: ViewState) -> AnimatableVector {
    let vector = state.vector(for: property)
    switch part {
    case .lanes(let start, let count):
      var out = AnimatableVector()
      for lane in 0..<count { out[lane] = vector[start + lane] }
      return out
    case .transform(let component):
      return TransformParts(Transform3D(vector: vector)).value(of: component)
    }
  }

  /// `state` with the key path set to `value` (in its own lanes).
  func set(_ value: AnimatableVector, in state: inout ViewState) {
    var vector = state.vector(for: property)
    switch part {
    case .lanes(let start, let count):
      for lane in 0..<count { vector[start + lane] = value[lane] }
    case .transform(let component):
      var parts = TransformParts(Transform3D(vector: vector))
      parts.set(component, to: value)
      vector = parts.transform.vector
    }
    state.setVector(vector, for: property)
  }
}

/// A transform taken apart as Core Animation's `transform.*` key paths see it: scale,
/// rotation about z (and, when animated, about x and y) and translation, with what the
/// decomposition does not cover (perspective, shear) kept from the original.
///
/// Exact for transforms made of a scale, a rotation about z and a translation (what
/// views carry); a transform with a 3D rotation reads its x and y rotations as 0 and
/// gains the animated one on top.
struct TransformParts {
  var scale: (x: Double, y: Double, z: Double)
  var rotation: (x: Double, y: Double, z: Double)
  var translation: (x: Double, y: Double, z: Double)
  private let original: Transform3D

  init(_ transform: Transform3D) {
    original = transform
    let sx = (transform.m11 * transform.m11 + transform.m12 * transform.m12).squareRoot()
    let determinant = transform.m11 * transform.m22 - transform.m12 * transform.m21
    let sy =
      sx > 0
      ? determinant / sx
      : (transform.m21 * transform.m21 + transform.m22 * transform.m22).squareRoot()
    scale = (sx, sy, transform.m33)
    rotation = (0, 0, sx > 0 ? atan2(transform.m12, transform.m11) : 0)
    translation = (transform.m41, transform.m42, transform.m43)
  }

  func value(of component: LayerKeyPath.TransformComponent) -> AnimatableVector {
    var out = AnimatableVector()
    switch component {
    case .scale: out[0] = (scale.x + scale.y) / 2
    case .scaleX: out[0] = scale.x
    case .scaleY: out[0] = scale.y
    case .scaleZ: out[0] = scale.z
    case .rotationX: out[0] = rotation.x
    case .rotationY: out[0] = rotation.y
    case .rotationZ: out[0] = rotation.z
    case .translationX: out[0] = translation.x
    case .translationY: out[0] = translation.y
    case .translationZ: out[0] = translation.z
    case .translation: (out[0], out[1]) = (translation.x, translation.y)
    }
    return out
  }

  mutating func set(_ component: LayerKeyPath.TransformComponent, to value: AnimatableVector) {
    let v = value[0]
    switch component {
    case .scale: scale = (v, v, v)
    case .scaleX: scale.x = v
    case .scaleY: scale.y = v
    case .scaleZ: scale.z = v
    case .rotationX: rotation.x = v
    case .rotationY: rotation.y = v
    case .rotationZ: rotation.z = v
    case .translationX: translation.x = v
    case .translationY: translation.y = v
    case .translationZ: translation.z = v
    case .translation: (translation.x, translation.y) = (value[0], value[1])
    }
  }

  /// The parts put back together: scale, then the rotations, then the translation, with
  /// the original's perspective column.
  var transform: Transform3D {
    var result = Transform3D(scaleX: scale.x, y: scale.y, z: scale.z)
    if rotation.x != 0 {
      result = product(result, Transform3D(rotationAngle: rotation.x, x: 1, y: 0, z: 0))
    }
    if rotation.y != 0 {
      result = product(result, Transform3D(rotationAngle: rotation.y, x: 0, y: 1, z: 0))
    }
    if rotation.z != 0 {
      result = product(result, Transform3D(rotationAngle: rotation.z, x: 0, y: 0, z: 1))
    }
    (result.m41, result.m42, result.m43) = (translation.x, translation.y, translation.z)
    (result.m14, result.m24, result.m34, result.m44) =
      (original.m14, original.m24, original.m34, original.m44)
    return result
  }

  /// `a` followed by `b`, without the arrays `Transform3D.concatenating` builds: the
  /// sampler calls this every frame.
  private func product(_ a: Transform3D, _ b: Transform3D) -> Transform3D {
    let x = a.vector
    let y = b.vector
    var out = AnimatableVector()
    for i in 0..<4 {
      for j in 0..<4 {
        out[i * 4 + j] =
          x[i * 4] * y[j] + x[i * 4 + 1] * y[4 + j] + x[i * 4 + 2] * y[8 + j]
          + x[i * 4 + 3] * y[12 + j]
      }
    }
    return Transform3D(vector: out)
  }
}
