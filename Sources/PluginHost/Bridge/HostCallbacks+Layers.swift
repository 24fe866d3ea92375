import CTransitionABI
import TransitionEngine

/// Fills the layers section of the callback table (see ``makeHostCallbacks()``).
func addLayerCallbacks(to h: inout transhost_host_t) {
  h.layer_create = { host, name, kind in
    bridge(host, "layer_create")?.createLayer(name, kind) ?? 0
  }
  h.layer_insert_sublayer = { host, parent, layer, index in
    bridge(host, "layer_insert_sublayer")?.insertSublayer(parent, layer, index) ?? refused(host)
  }
  h.layer_insert_sublayer_relative = { host, parent, layer, sibling, above in
    bridge(host, "layer_insert_sublayer_relative")?.insertSublayer(
      parent, layer, sibling, above: above) ?? refused(host)
  }
  h.layer_remove_from_superlayer = { host, layer in
    bridge(host, "layer_remove_from_superlayer")?.removeFromSuperlayer(layer) ?? refused(host)
  }
  h.layer_sublayer_count = { host, layer in
    bridge(host, "layer_sublayer_count")?.sublayerCount(layer) ?? 0
  }
  h.layer_sublayer_at = { host, layer, index in
    bridge(host, "layer_sublayer_at")?.sublayer(layer, at: index) ?? 0
  }
  h.layer_superlayer = { host, layer in bridge(host, "layer_superlayer")?.superlayer(layer) ?? 0 }
  h.layer_set_mask = { host, layer, mask in
    bridge(host, "layer_set_mask")?.setMask(layer, mask) ?? refused(host)
  }
  h.layer_mask = { host, layer in bridge(host, "layer_mask")?.mask(layer) ?? 0 }
  h.transaction_begin = { host in
    bridge(host, "transaction_begin")?.transaction("transaction_begin") {
      $0.beginTransaction()
      return true
    } ?? refused(host)
  }
  h.transaction_commit = { host in
    bridge(host, "transaction_commit")?.transaction("transaction_commit") {
      $0.commitTransaction()
    } ?? refused(host)
  }
  h.transaction_set_animation_duration = { host, duration in
    bridge(host, "transaction_set_animation_duration")?.setTransactionDuration(duration)
      ?? refused(host)
  }
  h.transaction_set_disable_actions = { host, disable in
    bridge(host, "transaction_set_disable_actions")?.transaction("transaction_set_disable_actions")
    {
      $0.setTransactionDisablesActions(disable)
      return true
    } ?? refused(host)
  }
}
