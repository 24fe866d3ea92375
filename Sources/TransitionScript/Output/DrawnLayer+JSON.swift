import TransitionEngine

extension DrawnLayer {
  /// The members a JSON view sample gains: each layer property only when it is not at
  /// its default, in this order, numbers as ``formatNumber(_:)`` writes them:
  /// `anchorPoint` `{x,y}`, `zPosition`, `transform3D` (16 entries, row by row, only when
  /// the layer transform is not affine), `sublayerTransform` (16, when not the identity),
  /// `shadowColor` (`#RRGGBBAA` or null), `shadowOpacity`, `shadowOffset` `{width,height}`,
  /// `shadowRadius`, `borderWidth`, `borderColor`, `maskedCorners` (the `CACornerMask`
  /// bits), and `corners` (the projected corners in window coordinates, `[[x,y]…]`, when a
  /// perspective makes the view a quadrilateral).
  var jsonMembers: [(String, JSONValue)] {
    let defaults = DrawnLayer()
    var members: [(String, JSONValue)] = []
    if anchorPoint != defaults.anchorPoint {
      members.append(
        ("anchorPoint", .object([("x", .number(anchorPoint.x)), ("y", .number(anchorPoint.y))])))
    }
    if zPosition != defaults.zPosition { members.append(("zPosition", .number(zPosition))) }
    if !transform3D.isAffine { members.append(("transform3D", Self.json(transform3D))) }
    if !sublayerTransform.isIdentity {
      members.append(("sublayerTransform", Self.json(sublayerTransform)))
    }
    if shadowColor != defaults.shadowColor {
      members.append(("shadowColor", shadowColor.map { .string($0.hexString) } ?? .null))
    }
    if shadowOpacity != defaults.shadowOpacity {
      members.append(("shadowOpacity", .number(shadowOpacity)))
    }
    if shadowOffset != defaults.shadowOffset {
      members.append(
        (
          "shadowOffset",
          .object([
            ("width", .number(shadowOffset.width)), ("height", .number(shadowOffset.height)),
          ])
        ))
    }
    if shadowRadius != defaults.shadowRadius {
      members.append(("shadowRadius", .number(shadowRadius)))
    }
    if borderWidth != defaults.borderWidth { members.append(("borderWidth", .number(borderWidth))) }
    if borderColor != defaults.borderColor {
      members.append(("borderColor", borderColor.map { .string($0.hexString) } ?? .null))
    }
    if maskedCorners != defaults.maskedCorners {
      members.append(("maskedCorners", .integer(Int(maskedCorners.rawValue))))
    }
    if let quad {
      members.append(
        ("corners", .array(quad.map { .array([.number($0.x), .number($0.y)]) })))
    }
    return members
  }

  private static func json(_ t: Transform3D) -> JSONValue {
    .array(t.entries.map { .number($0) })
  }
}
