import TransitionEngine

/// A layer property an expectation can check (`expect card layer.shadowOpacity 0.3`),
/// named as `CALayer` names it.
public enum LayerProperty: String, CaseIterable, Sendable {
  case anchorPoint, borderColor, borderWidth, cornerRadius, maskedCorners, shadowColor
  case shadowOffset, shadowOpacity, shadowRadius, sublayerTransform, transform, zPosition

  /// `layer.NAME`, as scripts write it.
  public var pathName: String { "layer." + rawValue }

  /// Every valid `layer.NAME`, for diagnostics.
  static var pathNames: [String] { allCases.map(\.pathName) }

  /// The kind of value it takes.
  var kind: LayerValue.Kind {
    switch self {
    case .anchorPoint: .point
    case .shadowOffset: .size
    case .borderColor, .shadowColor: .color
    case .transform, .sublayerTransform: .transform
    case .maskedCorners: .corners
    case .borderWidth, .cornerRadius, .shadowOpacity, .shadowRadius, .zPosition: .number
    }
  }

  /// Its value in `state`.
  func value(in state: ViewState) -> LayerValue {
    switch self {
    case .anchorPoint: .point(state.anchorPoint)
    case .shadowOffset: .size(state.shadowOffset)
    case .borderColor: .color(state.borderColor)
    case .shadowColor: .color(state.shadowColor)
    case .transform: .transform(state.transform3D)
    case .sublayerTransform: .transform(state.sublayerTransform)
    case .maskedCorners: .corners(state.maskedCorners)
    case .borderWidth: .number(state.borderWidth)
    case .cornerRadius: .number(state.cornerRadius)
    case .shadowOpacity: .number(state.shadowOpacity)
    case .shadowRadius: .number(state.shadowRadius)
    case .zPosition: .number(state.zPosition)
    }
  }
}

/// The value a layer expectation states or finds.
public enum LayerValue: Sendable, Equatable, CustomStringConvertible {
  case number(Double)
  case point(Point)
  case size(Size)
  case color(Color?)
  case transform(Transform3D)
  case corners(CornerMask)

  /// What a ``LayerProperty`` takes.
  enum Kind { case number, point, size, color, transform, corners }

  /// The corner names, in `CACornerMask` bit order.
  static let cornerNames: [(String, CornerMask)] = [
    ("minXMinY", .minXMinY), ("maxXMinY", .maxXMinY), ("minXMaxY", .minXMaxY),
    ("maxXMaxY", .maxXMaxY),
  ]

  /// Whether `other` is close enough to pass: lengths within 0.01, unit values and
  /// matrix entries within 0.001 (the perspective entries within 0.00001), colours
  /// within 0.002 a channel.
  func isClose(to other: LayerValue) -> Bool {
    switch (self, other) {
    case (.number(let a), .number(let b)): return abs(a - b) < 0.01
    case (.point(let a), .point(let b)): return abs(a.x - b.x) < 0.001 && abs(a.y - b.y) < 0.001
    case (.size(let a), .size(let b)):
      return abs(a.width - b.width) < 0.01 && abs(a.height - b.height) < 0.01
    case (.color(let a), .color(let b)):
      guard let a, let b else { return a == nil && b == nil }
      return [(a.red, b.red), (a.green, b.green), (a.blue, b.blue), (a.alpha, b.alpha)]
        .allSatisfy { abs($0 - $1) < 0.002 }
    case (.transform(let a), .transform(let b)):
      let (x, y) = (a.entries, b.entries)
      return x.indices.allSatisfy { index in
        let tolerance =
          [3, 7, 11].contains(index) ? 0.00001 : [12, 13, 14].contains(index) ? 0.01 : 0.001
        return abs(x[index] - y[index]) < tolerance
      }
    case (.corners(let a), .corners(let b)): return a == b
    default: return false
    }
  }

  /// As expectations print it: `0.3`, `(0.5, 0)`, `(0, -3)`, `#000000FF`, `none`,
  /// `identity` or the sixteen entries in brackets, `all`, `none` or the corner names.
  public var description: String {
    switch self {
    case .number(let value): return formatNumber(value)
    case .point(let point): return "\(point)"
    case .size(let size): return "(\(formatNumber(size.width)), \(formatNumber(size.height)))"
    case .color(let color): return color?.hexString ?? "none"
    case .transform(let t):
      if t.isIdentity { return "identity" }
      let entries = t.entries
      // The perspective entries are small: six decimals show them.
      return "["
        + entries.indices.map { index in
          [3, 7, 11].contains(index) && entries[index] != 0
            ? Self.sixDecimals(entries[index]) : formatNumber(entries[index])
        }.joined(separator: " ") + "]"
    case .corners(let mask):
      if mask == .all { return "all" }
      if mask.isEmpty { return "none" }
      return Self.cornerNames.filter { mask.contains($0.1) }.map(\.0).joined(separator: ",")
    }
  }

  private static func sixDecimals(_ value: Double) -> String {
    let millionths = Int64((value * 1_000_000).rounded())
    let sign = millionths < 0 ? "-" : ""
    let magnitude = abs(millionths)
    var fraction = String(magnitude % 1_000_000)
    fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
    while fraction.hasSuffix("0") { fraction.removeLast() }
    return sign + String(magnitude / 1_000_000) + (fraction.isEmpty ? "" : "." + fraction)
  }
}
