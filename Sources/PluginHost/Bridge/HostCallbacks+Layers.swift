import CTransitionABI
import TransitionEngine

/// Fills the layers section of the callback table (see ``makeHostCallbacks()``).
func addLayerCallbacks(to h: inout transhost_host_t) {
  h.layer_create = { host, name, kind in
    withBridge(host, "layer_create") { $0.createLayer(name, kind) } ?? 0
  }
  h.layer_insert_sublayer = { host, parent, layer, index in
    withBridge(host, "layer_insert_sublayer") { $0.insertSublayer(parent, layer, index) }
      ?? refused(host)
  }
  h.layer_insert_sublayer_relative = { host, parent, layer, sibling, above in
    withBridge(host, "layer_insert_sublayer_relative") {
      $0.insertSublayer(
        parent, layer, sibling, above: above)
    } ?? refused(host)
  }
  h.layer_remove_from_superlayer = { host, layer in
    withBridge(host, "layer_remove_from_superlayer") { $0.removeFromSuperlayer(layer) }
      ?? refused(host)
  }
  h.layer_sublayer_count = { host, layer in
    withBridge(host, "layer_sublayer_count") { $0.sublayerCount(layer) } ?? 0
  }
  h.layer_sublayer_at = { host, layer, index in
    withBridge(host, "layer_sublayer_at") { $0.sublayer(layer, at: index) } ?? 0
  }
  h.layer_superlayer = { host, layer in
    withBridge(host, "layer_superlayer") { $0.superlayer(layer) } ?? 0
  }
  h.layer_set_mask = { host, layer, mask in
    withBridge(host, "layer_set_mask") { $0.setMask(layer, mask) } ?? refused(host)
  }
  h.layer_mask = { host, layer in withBridge(host, "layer_mask") { $0.mask(layer) } ?? 0 }
  h.transaction_begin = { host in
    withBridge(host, "transaction_begin") {
      $0.transaction("transaction_begin") {
        $0.beginTransaction()
        return true
      }
    } ?? refused(host)
  }
  h.transaction_commit = { host in
    withBridge(host, "transaction_commit") {
      $0.transaction("transaction_commit") {
        $0.commitTransaction()
      }
    } ?? refused(host)
  }
  h.transaction_set_animation_duration = { host, duration in
    withBridge(host, "transaction_set_animation_duration") { $0.setTransactionDuration(duration) }
      ?? refused(host)
  }
  h.transaction_set_disable_actions = { host, disable in
    withBridge(host, "transaction_set_disable_actions") {
      $0.transaction("transaction_set_disable_actions") {
        $0.setTransactionDisablesActions(disable)
        return true
      }
    } ?? refused(host)
  }
}
