import CTransitionABI

/// The ABI 1.0 typed view callbacks for one handle: what a view and its layer (whose
/// handle is the view's, or a standalone layer's) both read and write through.
extension PluginSession {
  func rect(_ handle: UInt64, _ property: Int32) -> CGRect {
    var out = transhost_rect_t()
    _ = host.pointee.view_get_rect?(host, handle, property, &out)
    return CGRect(out)
  }

  func setRect(_ handle: UInt64, _ property: Int32, _ value: CGRect) {
    _ = host.pointee.view_set_rect?(host, handle, property, value.cValue)
  }

  func point(_ handle: UInt64, _ property: Int32) -> CGPoint {
    var out = transhost_point_t()
    _ = host.pointee.view_get_point?(host, handle, property, &out)
    return CGPoint(x: CGFloat(out.x), y: CGFloat(out.y))
  }

  func setPoint(_ handle: UInt64, _ property: Int32, _ value: CGPoint) {
    _ = host.pointee.view_set_point?(host, handle, property, value.cValue)
  }

  func double(_ handle: UInt64, _ property: Int32) -> Double {
    var out = 0.0
    _ = host.pointee.view_get_double?(host, handle, property, &out)
    return out
  }

  func setDouble(_ handle: UInt64, _ property: Int32, _ value: Double) {
    _ = host.pointee.view_set_double?(host, handle, property, value)
  }

  func flag(_ handle: UInt64, _ property: Int32) -> Bool {
    var out = false
    _ = host.pointee.view_get_bool?(host, handle, property, &out)
    return out
  }

  func setFlag(_ handle: UInt64, _ property: Int32, _ value: Bool) {
    _ = host.pointee.view_set_bool?(host, handle, property, value)
  }

  /// The background colour, or nil for none.
  func backgroundColor(_ handle: UInt64) -> transhost_color_t? {
    var out = transhost_color_t()
    var hasColor = false
    _ = host.pointee.view_get_color?(host, handle, &out, &hasColor)
    return hasColor ? out : nil
  }

  /// Sets the background colour; nil removes it.
  func setBackgroundColor(_ handle: UInt64, _ value: transhost_color_t?) {
    if var value {
      _ = host.pointee.view_set_color?(host, handle, &value)
    } else {
      _ = host.pointee.view_set_color?(host, handle, nil)
    }
  }
}
