import CTransitionABI

/// Any view or layer property by its `TRANSHOST_PROPERTY_*` id (ABI 1.4's
/// `view_get_values` / `view_set_values`): how the layer, layout and view members reach
/// the host without a callback each.
extension PluginSession {
  /// Reads `property` of the view `handle` as `lanes` doubles into `body`; on a host older
  /// than 1.4 (reported once) or a failed call, `body` sees zeros.
  func values<T>(
    _ handle: UInt64, _ property: Int32, lanes: Int, _ call: String,
    _ body: (UnsafeBufferPointer<Double>) -> T
  ) -> T {
    withUnsafeTemporaryAllocation(of: Double.self, capacity: lanes) { buffer in
      buffer.initialize(repeating: 0)
      if let get = newer(\.view_get_values, call, minor: 4) {
        _ = get(host, handle, property, buffer.baseAddress, UInt32(lanes))
      }
      return body(UnsafeBufferPointer(buffer))
    }
  }

  /// One double of `property` (see ``values(_:_:lanes:_:_:)``).
  func value(_ handle: UInt64, _ property: Int32, _ call: String) -> Double {
    values(handle, property, lanes: 1, call) { $0[0] }
  }

  /// Sets `property` of the view `handle` to `values`; does nothing on a host older than
  /// 1.4 (reported once).
  func setValues(_ handle: UInt64, _ property: Int32, _ call: String, _ values: [Double]) {
    guard let set = newer(\.view_set_values, call, minor: 4) else { return }
    values.withUnsafeBufferPointer {
      _ = set(host, handle, property, $0.baseAddress, UInt32($0.count))
    }
  }
}
