import CTransitionABI
import TransitionEngine

/// The ABI 1.5 section on what shape and gradient layers draw: paths (a shape layer's
/// `path`, any layer's `shadowPath`) and gradient colours.
extension HostBridge {
  func setPath(
    _ handle: UInt64, _ property: transhost_property, _ path: UnsafePointer<transhost_path_t>?
  ) -> transhost_status {
    let call = "layer_set_path"
    guard let layer = view(handle, call) else { return Status.invalidHandle }
    let parsed: Path?
    if let path {
      switch Self.path(path.pointee) {
      case .success(let value): parsed = value
      case .failure(let why): return reject(call, why.description)
      }
    } else {
      parsed = nil
    }
    switch Int(property) {
    case TRANSHOST_PROPERTY_PATH:
      guard case .shape(var style) = layer.content else {
        return reject(call, "'\(layer)' is a \(layer.content.kind.name), not a CAShapeLayer")
      }
      style.path = parsed
      layer.content = .shape(style)
    case TRANSHOST_PROPERTY_SHADOW_PATH:
      layer.shadowPath = parsed
    default:
      return reject(
        call, "property \(property) is not a path (TRANSHOST_PROPERTY_PATH or _SHADOW_PATH)")
    }
    return Status.ok
  }

  func getPath(
    _ handle: UInt64, _ property: transhost_property,
    _ out: UnsafeMutablePointer<transhost_path_element_t>?, _ capacity: UInt32
  ) -> Int64 {
    let call = "layer_get_path"
    guard let layer = view(handle, call) else { return Int64(TRANSHOST_COUNT_FAILED) }
    let path: Path?
    switch Int(property) {
    case TRANSHOST_PROPERTY_PATH:
      if case .shape(let style) = layer.content { path = style.path } else { path = nil }
    case TRANSHOST_PROPERTY_SHADOW_PATH:
      path = layer.shadowPath
    default:
      _ = reject(
        call, "property \(property) is not a path (TRANSHOST_PROPERTY_PATH or _SHADOW_PATH)")
      return Int64(TRANSHOST_COUNT_FAILED)
    }
    lastStatus = Status.ok
    guard let path else { return Int64(TRANSHOST_PATH_NONE) }
    if let out {
      for (index, element) in path.elements.prefix(Int(capacity)).enumerated() {
        out[index] = Self.cElement(element)
      }
    }
    return Int64(path.elements.count)
  }

  func setGradient(
    _ handle: UInt64, _ colors: UnsafePointer<transhost_color_t>?,
    _ locations: UnsafePointer<Double>?, _ count: UInt32
  ) -> transhost_status {
    let call = "layer_set_gradient"
    guard let layer = view(handle, call) else { return Status.invalidHandle }
    guard case .gradient(var style) = layer.content else {
      return reject(call, "'\(layer)' is a \(layer.content.kind.name), not a CAGradientLayer")
    }
    guard count == 0 || colors != nil else { return reject(call, "colors is NULL") }
    var parsed: [Color] = []
    for index in 0..<Int(count) {
      let c = colors![index]
      guard allFinite(c.red, c.green, c.blue, c.alpha) else {
        return reject(call, "colour \(index) has a component that is not a finite number")
      }
      parsed.append(Color(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha))
    }
    var stops: [Double]?
    if let locations, count > 0 {
      let values = Array(UnsafeBufferPointer(start: locations, count: Int(count)))
      guard values.allSatisfy({ $0.isFinite }) else {
        return reject(call, "a location is not a finite number")
      }
      stops = values
    }
    style.colors = parsed
    style.locations = stops
    layer.content = .gradient(style)
    return Status.ok
  }

  func getGradient(
    _ handle: UInt64, _ colors: UnsafeMutablePointer<transhost_color_t>?,
    _ locations: UnsafeMutablePointer<Double>?, _ hasLocations: UnsafeMutablePointer<Bool>?,
    _ capacity: UInt32
  ) -> Int64 {
    guard let layer = view(handle, "layer_get_gradient") else {
      return Int64(TRANSHOST_COUNT_FAILED)
    }
    lastStatus = Status.ok
    guard case .gradient(let style) = layer.content else {
      hasLocations?.pointee = false
      return 0
    }
    for (index, color) in style.colors.prefix(Int(capacity)).enumerated() {
      colors?[index] = transhost_color_t(
        red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
      if let stops = style.locations, index < stops.count { locations?[index] = stops[index] }
    }
    hasLocations?.pointee = style.locations != nil
    return Int64(style.colors.count)
  }

  /// Why a C path is refused.
  struct PathError: Error, CustomStringConvertible {
    let description: String
  }

  /// The engine's path for `path`, or why it is refused: an unknown element kind, a
  /// point that is not finite, or a path that does not start with a move.
  static func path(_ path: transhost_path_t) -> Result<Path, PathError> {
    guard path.count == 0 || path.elements != nil else {
      return .failure(PathError(description: "the path has \(path.count) elements but none given"))
    }
    var elements: [Path.Element] = []
    for index in 0..<Int(path.count) {
      let e = path.elements[index]
      let p = [e.points.0, e.points.1, e.points.2].map { Point(x: $0.x, y: $0.y) }
      let element: Path.Element
      let used: Int
      switch Int(e.kind) {
      case TRANSHOST_PATH_MOVE: (element, used) = (.move(to: p[0]), 1)
      case TRANSHOST_PATH_LINE: (element, used) = (.line(to: p[0]), 1)
      case TRANSHOST_PATH_QUAD_CURVE: (element, used) = (.quadCurve(to: p[1], control: p[0]), 2)
      case TRANSHOST_PATH_CURVE:
        (element, used) = (.curve(to: p[2], control1: p[0], control2: p[1]), 3)
      case TRANSHOST_PATH_CLOSE: (element, used) = (.close, 0)
      default:
        return .failure(
          PathError(description: "element \(index) has the unknown kind \(e.kind)"))
      }
      elements.append(element)
      guard p.prefix(used).allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else {
        return .failure(PathError(description: "element \(index) has a point that is not finite"))
      }
      if index == 0, Int(e.kind) != TRANSHOST_PATH_MOVE {
        return .failure(PathError(description: "a path must start with a move (element 0)"))
      }
    }
    return .success(Path(elements: elements))
  }

  /// The C form of one element.
  static func cElement(_ element: Path.Element) -> transhost_path_element_t {
    var out = transhost_path_element_t()
    let points = element.points.map { transhost_point_t(x: $0.x, y: $0.y) }
    switch element {
    case .move: out.kind = transhost_path_element_kind(TRANSHOST_PATH_MOVE)
    case .line: out.kind = transhost_path_element_kind(TRANSHOST_PATH_LINE)
    case .quadCurve: out.kind = transhost_path_element_kind(TRANSHOST_PATH_QUAD_CURVE)
    case .curve: out.kind = transhost_path_element_kind(TRANSHOST_PATH_CURVE)
    case .close: out.kind = transhost_path_element_kind(TRANSHOST_PATH_CLOSE)
    }
    if points.count > 0 { out.points.0 = points[0] }
    if points.count > 1 { out.points.1 = points[1] }
    if points.count > 2 { out.points.2 = points[2] }
    return out
  }
}
