import CTransitionABI
import Foundation

extension CGPath {
  /// The path as the host's elements (ABI 1.5's `transhost_path_element_t`).
  var hostElements: [transhost_path_element_t] {
    elements.map { element in
      var out = transhost_path_element_t()
      func point(_ p: CGPoint) -> transhost_point_t { transhost_point_t(x: p.x, y: p.y) }
      switch element {
      case .move(let p):
        out.kind = transhost_path_element_kind(TRANSHOST_PATH_MOVE)
        out.points.0 = point(p)
      case .line(let p):
        out.kind = transhost_path_element_kind(TRANSHOST_PATH_LINE)
        out.points.0 = point(p)
      case .quad(let p, let c):
        out.kind = transhost_path_element_kind(TRANSHOST_PATH_QUAD_CURVE)
        (out.points.0, out.points.1) = (point(c), point(p))
      case .curve(let p, let c1, let c2):
        out.kind = transhost_path_element_kind(TRANSHOST_PATH_CURVE)
        (out.points.0, out.points.1, out.points.2) = (point(c1), point(c2), point(p))
      case .close:
        out.kind = transhost_path_element_kind(TRANSHOST_PATH_CLOSE)
      }
      return out
    }
  }
}

extension CGColor {
  /// The five lanes of a colour property: red, green, blue, alpha and whether there is one.
  static func lanes(_ color: CGColor?) -> [Double] {
    guard let color else { return [0, 0, 0, 0, 0] }
    return color.rgba.map(Double.init) + [1]
  }
}

extension CALayer {
  /// Sends `path` as the layer's `property` (`TRANSHOST_PROPERTY_PATH` or `_SHADOW_PATH`)
  /// to the host; on a host older than ABI 1.5, reported once and kept here only.
  func sendPath(_ path: CGPath?, _ property: Int, _ member: String) {
    guard isWritable(member),
      let set = session.newer(\.layer_set_path, member, minor: 5)
    else { return }
    guard let path else {
      _ = set(session.host, handle, transhost_property(property), nil)
      return
    }
    let elements = path.hostElements
    elements.withUnsafeBufferPointer { buffer in
      var cPath = transhost_path_t(
        elements: buffer.baseAddress, count: UInt32(buffer.count), reserved: 0)
      _ = set(session.host, handle, transhost_property(property), &cPath)
    }
  }
}
