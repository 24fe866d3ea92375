import CTransitionABI

/// The 1.3 view-controller callbacks of the host table (`controller_create` through
/// `controller_dismiss`, but the delegates'), each forwarding to the bridge as
/// ``makeHostCallbacks()``'s do: a NULL host pointer gets `TRANSHOST_E_INVALID_ARGUMENT`
/// (or 0/false/NULL), a call from another thread `TRANSHOST_E_BAD_STATE` (reported).
func addControllerCallbacks(to h: inout transhost_host_t) {
  h.controller_create = { host, name, instance in
    withBridge(host, "controller_create") { $0.createController(name, instance) } ?? 0
  }
  h.controller_instance = { host, controller in
    withBridge(host, "controller_instance") { $0.controllerInstance(controller) }
  }
  h.controller_set_view = { host, controller, view in
    withBridge(host, "controller_set_view") { $0.setControllerView(controller, view) }
      ?? refused(host)
  }
  h.controller_is_view_loaded = { host, controller in
    withBridge(host, "controller_is_view_loaded") { $0.isControllerViewLoaded(controller) } ?? false
  }
  h.controller_get_setting = { host, controller, setting in
    withBridge(host, "controller_get_setting") { $0.controllerSetting(controller, setting) } ?? 0
  }
  h.controller_set_setting = { host, controller, setting, value in
    withBridge(host, "controller_set_setting") {
      $0.setControllerSetting(controller, setting, value)
    }
      ?? refused(host)
  }
  h.controller_get_preferred_size = { host, controller, width, height in
    withBridge(host, "controller_get_preferred_size") {
      $0.preferredSize(controller, width, height)
    }
      ?? refused(host)
  }
  h.controller_set_preferred_size = { host, controller, width, height in
    withBridge(host, "controller_set_preferred_size") {
      $0.setPreferredSize(controller, width, height)
    }
      ?? refused(host)
  }
  h.controller_related = { host, controller, relation in
    withBridge(host, "controller_related") { $0.relatedController(controller, relation) } ?? 0
  }
  h.controller_child_count = { host, controller in
    withBridge(host, "controller_child_count") { $0.childCount(controller) }
      ?? Int64(TRANSHOST_COUNT_FAILED)
  }
  h.controller_child_at = { host, controller, index in
    withBridge(host, "controller_child_at") { $0.child(controller, at: index) } ?? 0
  }
  h.controller_present = { host, controller, presented, animated, completion, userData in
    withBridge(host, "controller_present") {
      $0.presentController(
        controller, presented, animated, completion, userData)
    } ?? refused(host)
  }
  h.controller_dismiss = { host, controller, animated, completion, userData in
    withBridge(host, "controller_dismiss") {
      $0.dismissController(
        controller, animated, completion, userData)
    } ?? refused(host)
  }
}
