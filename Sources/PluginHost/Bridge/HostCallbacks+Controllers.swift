import CTransitionABI

/// The 1.3 view-controller callbacks of the host table (`controller_create` through
/// `controller_dismiss`, but the delegates'), each forwarding to the bridge as
/// ``makeHostCallbacks()``'s do: a NULL host pointer gets `TRANSHOST_E_INVALID_ARGUMENT`
/// (or 0/false/NULL), a call from another thread `TRANSHOST_E_BAD_STATE` (reported).
func addControllerCallbacks(to h: inout transhost_host_t) {
  h.controller_create = { host, name, instance in
    bridge(host, "controller_create")?.createController(name, instance) ?? 0
  }
  h.controller_instance = { host, controller in
    bridge(host, "controller_instance")?.controllerInstance(controller)
  }
  h.controller_set_view = { host, controller, view in
    bridge(host, "controller_set_view")?.setControllerView(controller, view) ?? refused(host)
  }
  h.controller_is_view_loaded = { host, controller in
    bridge(host, "controller_is_view_loaded")?.isControllerViewLoaded(controller) ?? false
  }
  h.controller_get_setting = { host, controller, setting in
    bridge(host, "controller_get_setting")?.controllerSetting(controller, setting) ?? 0
  }
  h.controller_set_setting = { host, controller, setting, value in
    bridge(host, "controller_set_setting")?.setControllerSetting(controller, setting, value)
      ?? refused(host)
  }
  h.controller_get_preferred_size = { host, controller, width, height in
    bridge(host, "controller_get_preferred_size")?.preferredSize(controller, width, height)
      ?? refused(host)
  }
  h.controller_set_preferred_size = { host, controller, width, height in
    bridge(host, "controller_set_preferred_size")?.setPreferredSize(controller, width, height)
      ?? refused(host)
  }
  h.controller_related = { host, controller, relation in
    bridge(host, "controller_related")?.relatedController(controller, relation) ?? 0
  }
  h.controller_child_count = { host, controller in
    bridge(host, "controller_child_count")?.childCount(controller)
      ?? Int64(TRANSHOST_COUNT_FAILED)
  }
  h.controller_child_at = { host, controller, index in
    bridge(host, "controller_child_at")?.child(controller, at: index) ?? 0
  }
  h.controller_present = { host, controller, presented, animated, completion, userData in
    bridge(host, "controller_present")?.presentController(
      controller, presented, animated, completion, userData) ?? refused(host)
  }
  h.controller_dismiss = { host, controller, animated, completion, userData in
    bridge(host, "controller_dismiss")?.dismissController(
      controller, animated, completion, userData) ?? refused(host)
  }
}
