import CTransitionABI
import TransitionEngine

/// Fills the ABI 1.5 shape and gradient section of the callback table.
func addShapeCallbacks(to h: inout transhost_host_t) {
  h.layer_set_path = { host, layer, property, path in
    bridge(host, "layer_set_path")?.setPath(layer, property, path) ?? refused(host)
  }
  h.layer_get_path = { host, layer, property, out, capacity in
    bridge(host, "layer_get_path")?.getPath(layer, property, out, capacity)
      ?? Int64(TRANSHOST_COUNT_FAILED)
  }
  h.layer_set_gradient = { host, layer, colors, locations, count in
    bridge(host, "layer_set_gradient")?.setGradient(layer, colors, locations, count)
      ?? refused(host)
  }
  h.layer_get_gradient = { host, layer, colors, locations, hasLocations, capacity in
    bridge(host, "layer_get_gradient")?.getGradient(
      layer, colors, locations, hasLocations, capacity) ?? Int64(TRANSHOST_COUNT_FAILED)
  }
}
