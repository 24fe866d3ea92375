import CTransitionABI
import TransitionEngine

/// The ABI 1.4 callbacks of explicit animations (`CAAnimation`): each checks its thread
/// and handles as every callback does (see ``makeHostCallbacks()``) and sets
/// `last_status`.
func addCoreAnimationCallbacks(to h: inout transhost_host_t) {
  h.layer_add_animation = { host, view, key, animation in
    bridge(host, "layer_add_animation")?.addLayerAnimation(view, key, animation) ?? refused(host)
  }
  h.layer_remove_animation = { host, view, key in
    bridge(host, "layer_remove_animation")?.removeLayerAnimation(view, key) ?? refused(host)
  }
  h.layer_remove_all_animations = { host, view in
    bridge(host, "layer_remove_all_animations")?.removeAllLayerAnimations(view) ?? refused(host)
  }
  h.layer_animation_key_count = { host, view in
    bridge(host, "layer_animation_key_count")?.layerAnimationKeyCount(view) ?? 0
  }
  h.layer_animation_key_at = { host, view, index in
    bridge(host, "layer_animation_key_at")?.layerAnimationKey(view, index)
  }
  h.media_time = { host in bridge(host, "media_time")?.engine?.mediaTime ?? 0 }
}
