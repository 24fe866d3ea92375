import TransitionEngine

/// The properties a golden view line has, what tolerance each is compared with, and the
/// layer properties' way into and out of a ``DrawnLayer``.
enum GoldenKey {
  /// Which tolerance compares a number (``GoldenTolerances``).
  enum Kind: Sendable {
    /// Points: frames, bounds, radii, offsets, corners.
    case position
    /// Opacities.
    case alpha
    /// Colour channels, 0 to 1.
    case color
    /// Unitless matrix entries and anchor points.
    case transform
    /// Compared exactly: flags, names, bit masks.
    case exact
  }

  /// The tolerance kind of each property; a key not listed is compared exactly.
  static let kinds: [String: Kind] = [
    "frame": .position, "bounds": .position, "transform": .transform, "alpha": .alpha,
    "color": .color, "radius": .position, "layer.anchorPoint": .transform,
    "layer.zPosition": .position, "layer.transform3D": .transform,
    "layer.sublayerTransform": .transform, "layer.shadowColor": .color,
    "layer.shadowOpacity": .alpha, "layer.shadowOffset": .position,
    "layer.shadowRadius": .position, "layer.borderWidth": .position, "layer.borderColor": .color,
    "layer.corners": .position, "layer.mask": .position,
  ]

  /// How many numbers each numeric property has.
  static let counts: [String: Int] = [
    "frame": 4, "bounds": 4, "transform": 4, "alpha": 1, "radius": 1,
    "layer.anchorPoint": 2, "layer.zPosition": 1, "layer.transform3D": 16,
    "layer.sublayerTransform": 16, "layer.shadowOpacity": 1, "layer.shadowOffset": 2,
    "layer.shadowRadius": 1, "layer.borderWidth": 1, "layer.maskedCorners": 1,
    "layer.corners": 8, "layer.mask": 5,
  ]

  /// The keys whose value is a colour.
  static let colors: Set<String> = ["color", "layer.shadowColor", "layer.borderColor"]
  /// The keys whose value is text.
  static let texts: Set<String> = ["image", "contentMode"]
  /// The flags.
  static let flags: Set<String> = ["snapshot"]

  /// The layer properties of `layer` that are not at their defaults, in a fixed order (the
  /// 3D transform only when it is not affine: an affine one is in `transform`), as the
  /// JSON samples list them.
  static func layerProperties(of layer: DrawnLayer) -> [GoldenProperty] {
    let defaults = DrawnLayer()
    var properties: [GoldenProperty] = []
    // Left out when it is written as its default is: the same bytes on every machine.
    func add(_ key: String, _ value: GoldenValue, default: GoldenValue) {
      if value.kept != `default`.kept { properties.append(GoldenProperty("layer." + key, value)) }
    }
    func point(_ p: Point) -> GoldenValue { .numbers([p.x, p.y]) }
    func size(_ s: Size) -> GoldenValue { .numbers([s.width, s.height]) }
    add("anchorPoint", point(layer.anchorPoint), default: point(defaults.anchorPoint))
    add("zPosition", .numbers([layer.zPosition]), default: .numbers([defaults.zPosition]))
    if !layer.transform3D.isAffine {
      properties.append(GoldenProperty("layer.transform3D", .numbers(layer.transform3D.entries)))
    }
    add(
      "sublayerTransform", .numbers(layer.sublayerTransform.entries),
      default: .numbers(Transform3D.identity.entries))
    add("shadowColor", .color(layer.shadowColor), default: .color(defaults.shadowColor))
    add(
      "shadowOpacity", .numbers([layer.shadowOpacity]), default: .numbers([defaults.shadowOpacity]))
    add("shadowOffset", size(layer.shadowOffset), default: size(defaults.shadowOffset))
    add("shadowRadius", .numbers([layer.shadowRadius]), default: .numbers([defaults.shadowRadius]))
    add("borderWidth", .numbers([layer.borderWidth]), default: .numbers([defaults.borderWidth]))
    add("borderColor", .color(layer.borderColor), default: .color(defaults.borderColor))
    add(
      "maskedCorners", .numbers([Double(layer.maskedCorners.rawValue)]),
      default: .numbers([Double(defaults.maskedCorners.rawValue)]))
    if let quad = layer.quad {
      properties.append(GoldenProperty("layer.corners", .numbers(quad.flatMap { [$0.x, $0.y] })))
    }
    if let mask = layer.mask {
      let rect = mask.rect
      properties.append(
        GoldenProperty(
          "layer.mask",
          .numbers([rect.minX, rect.minY, rect.width, rect.height, mask.cornerRadius])))
    }
    return properties
  }

  /// The layer `view`'s layer properties describe, nil when it has none.
  static func layer(of view: GoldenView) -> DrawnLayer? {
    let layered = view.properties.filter { $0.key.hasPrefix("layer.") }
    guard !layered.isEmpty else { return nil }
    var layer = DrawnLayer()
    for property in layered {
      switch (property.key, property.value) {
      case ("layer.shadowColor", .color(let color)): layer.shadowColor = color
      case ("layer.borderColor", .color(let color)): layer.borderColor = color
      case (let key, .numbers(let v)) where v.count == counts[key]:
        switch key {
        case "layer.anchorPoint": layer.anchorPoint = Point(x: v[0], y: v[1])
        case "layer.zPosition": layer.zPosition = v[0]
        case "layer.transform3D": layer.transform3D = Transform3D(entries: v)
        case "layer.sublayerTransform": layer.sublayerTransform = Transform3D(entries: v)
        case "layer.shadowOpacity": layer.shadowOpacity = v[0]
        case "layer.shadowOffset": layer.shadowOffset = Size(width: v[0], height: v[1])
        case "layer.shadowRadius": layer.shadowRadius = v[0]
        case "layer.borderWidth": layer.borderWidth = v[0]
        case "layer.maskedCorners": layer.maskedCorners = CornerMask(rawValue: UInt(max(v[0], 0)))
        case "layer.corners":
          layer.quad = stride(from: 0, to: 8, by: 2).map { Point(x: v[$0], y: v[$0 + 1]) }
        case "layer.mask":
          layer.mask = DrawnMask(
            rect: Rect(x: v[0], y: v[1], width: v[2], height: v[3]), cornerRadius: v[4])
        default: break
        }
      default: break
      }
    }
    return layer
  }
}
