import CTransitionABI
import TransitionEngine

/// The ABI 1.4 callbacks of the views section: the window, tags, images and view
/// transitions. Each checks its thread and handles as every callback does (see
/// ``makeHostCallbacks()``) and sets `last_status`.
func addViewCallbacks(to h: inout transhost_host_t) {
  h.view_window = { host in withBridge(host, "view_window") { $0.windowView() } ?? 0 }
  h.view_with_tag = { host, view, tag in
    withBridge(host, "view_with_tag") { $0.viewWithTag(view, tag) } ?? 0
  }
  h.view_set_image = { host, view, name in
    withBridge(host, "view_set_image") { $0.setImage(view, name) } ?? refused(host)
  }
  h.view_image = { host, view in withBridge(host, "view_image") { $0.image(view) } }
  h.view_transition_begin = { host, view, timing, completion, userData in
    withBridge(host, "view_transition_begin") {
      $0.beginViewTransition(
        view, timing, completion, userData)
    } ?? refused(host)
  }
  h.view_transition_commit = { host in
    withBridge(host, "view_transition_commit") { $0.commitViewTransition() } ?? refused(host)
  }
  h.view_transition_from_to = { host, from, to, timing, completion, userData in
    withBridge(host, "view_transition_from_to") {
      $0.transitionFromTo(
        from, to, timing, completion, userData)
    } ?? refused(host)
  }
}
