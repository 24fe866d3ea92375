import CTransitionABI
import TransitionEngine

/// Fills the ABI 1.5 shape and gradient section of the callback table.
func addShapeCallbacks(to h: inout transhost_host_t) {
  h.layer_set_path = { host, layer, property, path in
    withBridge(host, "layer_set_path") { $0.setPath(layer, property, path) } ?? refused(host)
  }
  h.layer_get_path = { host, layer, property, out, capacity in
    withBridge(host, "layer_get_path") { $0.getPath(layer, property, out, capacity) }
      ?? Int64(TRANSHOST_COUNT_FAILED)
  }
  h.layer_set_gradient = { host, layer, colors, locations, count in
    withBridge(host, "layer_set_gradient") { $0.setGradient(layer, colors, locations, count) }
      ?? refused(host)
  }
  h.layer_get_gradient = { host, layer, colors, locations, hasLocations, capacity in
    withBridge(host, "layer_get_gradient") {
      $0.getGradient(
        layer, colors, locations, hasLocations, capacity)
    } ?? Int64(TRANSHOST_COUNT_FAILED)
  }
}
