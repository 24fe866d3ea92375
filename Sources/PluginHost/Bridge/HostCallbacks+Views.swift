import CTransitionABI
import TransitionEngine

/// The ABI 1.4 callbacks of the views section: the window, tags, images and view
/// transitions. Each checks its thread and handles as every callback does (see
/// ``makeHostCallbacks()``) and sets `last_status`.
func addViewCallbacks(to h: inout transhost_host_t) {
  h.view_window = { host in bridge(host, "view_window")?.windowView() ?? 0 }
  h.view_with_tag = { host, view, tag in
    bridge(host, "view_with_tag")?.viewWithTag(view, tag) ?? 0
  }
  h.view_set_image = { host, view, name in
    bridge(host, "view_set_image")?.setImage(view, name) ?? refused(host)
  }
  h.view_image = { host, view in bridge(host, "view_image")?.image(view) }
  h.view_transition_begin = { host, view, timing, completion, userData in
    bridge(host, "view_transition_begin")?.beginViewTransition(
      view, timing, completion, userData) ?? refused(host)
  }
  h.view_transition_commit = { host in
    bridge(host, "view_transition_commit")?.commitViewTransition() ?? refused(host)
  }
  h.view_transition_from_to = { host, from, to, timing, completion, userData in
    bridge(host, "view_transition_from_to")?.transitionFromTo(
      from, to, timing, completion, userData) ?? refused(host)
  }
}
