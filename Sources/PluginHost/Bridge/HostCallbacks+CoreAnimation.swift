import CTransitionABI
import TransitionEngine

/// The ABI 1.4 callbacks of explicit animations (`CAAnimation`): each checks its thread
/// and handles as every callback does (see ``makeHostCallbacks()``) and sets
/// `last_status`.
func addCoreAnimationCallbacks(to h: inout transhost_host_t) {
  h.layer_add_animation = { host, view, key, animation in
    withBridge(host, "layer_add_animation") { $0.addLayerAnimation(view, key, animation) }
      ?? refused(host)
  }
  h.layer_remove_animation = { host, view, key in
    withBridge(host, "layer_remove_animation") { $0.removeLayerAnimation(view, key) }
      ?? refused(host)
  }
  h.layer_remove_all_animations = { host, view in
    withBridge(host, "layer_remove_all_animations") { $0.removeAllLayerAnimations(view) }
      ?? refused(host)
  }
  h.layer_animation_key_count = { host, view in
    withBridge(host, "layer_animation_key_count") { $0.layerAnimationKeyCount(view) } ?? 0
  }
  h.layer_animation_key_at = { host, view, index in
    withBridge(host, "layer_animation_key_at") { $0.layerAnimationKey(view, index) }
  }
  h.media_time = { host in withBridge(host, "media_time") { $0.engine?.mediaTime } ?? 0 }
}
