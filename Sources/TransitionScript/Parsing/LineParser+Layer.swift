import PluginHost
import TransitionEngine

extension LineParser {
  /// `layer.NAME` at the current token (already read as `token`): the property, or an
  /// error at its column naming the valid ones.
  func layerProperty(_ token: Token) throws -> LayerProperty {
    let name = String(token.text.dropFirst("layer.".count))
    if let property = LayerProperty(rawValue: name) { return property }
    let valid = LayerProperty.pathNames
    let hint =
      nearestName(to: token.text, in: valid).map { "did you mean '\($0)'?" }
      ?? "the layer properties are: \(valid.joined(separator: ", "))"
    throw fail(token.column, "unknown layer property '\(token.text)'", hint: hint)
  }

  /// The value `property` takes, to the end of the line.
  mutating func layerValue(for property: LayerProperty) throws -> LayerValue {
    switch property.kind {
    case .number: return .number(try number(property.pathName))
    case .point: return .point(try point())
    case .size:
      let point = try self.point()
      return .size(Size(width: point.x, height: point.y))
    case .color: return .color(accept("none") ? nil : try color())
    case .corners: return .corners(try cornerMask())
    case .transform: return .transform(try transform3D(property.pathName))
    }
  }

  /// `all`, `none` or corner names separated by commas (`minXMinY,maxXMinY`).
  private mutating func cornerMask() throws -> CornerMask {
    if accept("all") { return .all }
    if accept("none") { return [] }
    let names = LayerValue.cornerNames.map(\.0)
    var mask: CornerMask = []
    repeat {
      let token = try option(names, "corner")
      mask.insert(LayerValue.cornerNames.first { $0.0 == token.text }?.1 ?? [])
    } while accept(",")
    return mask
  }

  /// `identity`, sixteen numbers separated by commas (row by row, as `CATransform3D`
  /// lists `m11` to `m44`), or steps applied in the order written:
  /// `rotation(x|y|z: ANGLE[, perspective: D])`, `perspective(D)` (`m34 = -1/D`),
  /// `translation(x: X, y: Y, z: Z)`, `scale(x: X, y: Y, z: Z)`; an angle is in degrees
  /// with `deg` (`90deg`), else in radians.
  mutating func transform3D(_ what: String) throws -> Transform3D {
    if accept("identity") { return .identity }
    if let first = peek(), Double(first.text) != nil {
      let names = (1...4).flatMap { row in (1...4).map { "m\(row)\($0)" } }
      return Transform3D(
        entries: try numbers(names, what: "\(what) (sixteen numbers, m11 to m44)"))
    }
    var result = Transform3D.identity
    repeat {
      let token = try next("\(what): identity, sixteen numbers or steps such as rotation(y: 90deg)")
      result = result.concatenating(try transformStep(token))
    } while !atEnd
    return result
  }

  private static let stepHint =
    "write identity, sixteen numbers m11,…,m44, or steps such as rotation(y: 90deg, "
    + "perspective: 500), perspective(500), translation(x: 0, y: 0, z: 10), scale(x: 2, y: 2, z: 1)"

  /// One step: `name(label: value, …)`.
  private func transformStep(_ token: Token) throws -> Transform3D {
    let text = token.text
    guard let open = text.firstIndex(of: "("), text.last == ")" else {
      throw fail(token.column, "expected a transform step, found '\(text)'", hint: Self.stepHint)
    }
    let name = String(text[..<open])
    let inside = text[text.index(after: open)..<text.index(before: text.endIndex)]
    // Each argument: its label, its value, the column of each.
    var arguments: [(label: String?, value: String, column: Int, labelColumn: Int)] = []
    var offset = text.distance(from: text.startIndex, to: open) + 1
    for part in inside.split(separator: ",", omittingEmptySubsequences: false) {
      let leading = part.prefix { $0 == " " }.count
      let column = token.column + offset + leading
      offset += part.count + 1
      let trimmed = part.trimmingSpaces()
      if let colon = trimmed.firstIndex(of: ":") {
        let rest = trimmed[trimmed.index(after: colon)...]
        // The column of the value, where a bad one is pointed at.
        let valueColumn =
          column + trimmed.distance(from: trimmed.startIndex, to: colon) + 1
          + rest.prefix { $0 == " " }.count
        arguments.append(
          (
            String(trimmed[..<colon]).trimmingSpaces(), String(rest).trimmingSpaces(),
            valueColumn, column
          ))
      } else {
        arguments.append((nil, trimmed, column, column))
      }
    }
    func number(
      _ argument: (label: String?, value: String, column: Int, labelColumn: Int),
      angle: Bool = false
    )
      throws -> Double
    {
      var text = argument.value
      var scale = 1.0
      if angle, text.hasSuffix("deg") {
        text.removeLast(3)
        scale = Double.pi / 180
      }
      guard let value = Double(text), value.isFinite else {
        throw fail(
          argument.column,
          "expected \(angle ? "an angle (90deg, or radians)" : "a number") in \(name)(…), "
            + "found '\(argument.value)'")
      }
      return value * scale
    }
    func labelled(_ labels: [String]) throws -> [String: Double] {
      var values: [String: Double] = [:]
      for argument in arguments {
        guard let label = argument.label, labels.contains(label), values[label] == nil else {
          throw fail(
            argument.labelColumn,
            "\(name)(…) takes \(labels.map { "\($0):" }.joined(separator: ", ")), "
              + "found '\(argument.label.map { "\($0): \(argument.value)" } ?? argument.value)'",
            hint: Self.stepHint)
        }
        values[label] = try number(argument)
      }
      return values
    }
    switch name {
    case "rotation":
      guard let axis = arguments.first, let label = axis.label, ["x", "y", "z"].contains(label)
      else {
        throw fail(
          arguments.first?.labelColumn ?? token.column,
          "rotation(…) starts with its axis and angle: x:, y: or z:", hint: Self.stepHint)
      }
      let angle = try number(axis, angle: true)
      var result = Transform3D(
        rotationAngle: angle, x: label == "x" ? 1 : 0, y: label == "y" ? 1 : 0,
        z: label == "z" ? 1 : 0)
      for argument in arguments.dropFirst() {
        guard argument.label == "perspective" else {
          throw fail(
            argument.labelColumn, "rotation(…) takes only perspective: after its angle",
            hint: Self.stepHint)
        }
        result = result.concatenating(try perspective(number(argument), column: argument.column))
      }
      return result
    case "perspective":
      guard arguments.count == 1, let argument = arguments.first else {
        throw fail(token.column, "perspective(…) takes one distance", hint: Self.stepHint)
      }
      return try perspective(number(argument), column: argument.column)
    case "translation":
      let v = try labelled(["x", "y", "z"])
      return Transform3D(translationX: v["x"] ?? 0, y: v["y"] ?? 0, z: v["z"] ?? 0)
    case "scale":
      let v = try labelled(["x", "y", "z"])
      return Transform3D(scaleX: v["x"] ?? 1, y: v["y"] ?? 1, z: v["z"] ?? 1)
    default:
      throw fail(
        token.column, "unknown transform step '\(name)'",
        hint: nearestName(to: name, in: ["perspective", "rotation", "scale", "translation"]).map {
          "did you mean '\($0)'?"
        } ?? Self.stepHint)
    }
  }

  /// The perspective of an eye `distance` points away: `m34 = -1/distance`.
  private func perspective(_ distance: Double, column: Int) throws -> Transform3D {
    guard distance > 0 else {
      throw fail(
        column, "a perspective distance must be above 0, found \(formatNumber(distance))",
        hint: "perspective: 500 gives m34 = -1/500")
    }
    var result = Transform3D.identity
    result.m34 = -1 / distance
    return result
  }
}

extension StringProtocol {
  /// The text without spaces at either end.
  fileprivate func trimmingSpaces() -> String {
    var text = Substring(self)
    while text.first == " " { text.removeFirst() }
    while text.last == " " { text.removeLast() }
    return String(text)
  }
}
