import CTransitionABI
import TransitionEngine

/// The ABI 1.3 callbacks of the objects around the animator that this file serves:
/// controllers' delegates, the transition coordinator and the host side of plugin
/// presentation controllers. Each checks its thread and handles as every callback does
/// (see ``makeHostCallbacks()``) and sets `last_status`.
func addObjectCallbacks(to h: inout transhost_host_t) {
  h.controller_set_transitioning_delegate = { host, controller, delegate in
    bridge(host, "controller_set_transitioning_delegate")?.setTransitioningDelegate(
      controller, delegate) ?? refused(host)
  }
  h.controller_transitioning_delegate = { host, controller in
    bridge(host, "controller_transitioning_delegate")?.transitioningDelegate(controller)
  }
  h.controller_set_navigation_delegate = { host, controller, delegate in
    bridge(host, "controller_set_navigation_delegate")?.setNavigationDelegate(
      controller, delegate) ?? refused(host)
  }
  h.controller_set_tab_bar_delegate = { host, controller, delegate in
    bridge(host, "controller_set_tab_bar_delegate")?.setTabBarDelegate(controller, delegate)
      ?? refused(host)
  }
  h.controller_transition_coordinator = { host, controller in
    bridge(host, "controller_transition_coordinator")?.transitionCoordinator(controller) ?? 0
  }
  h.coordinator_animate_alongside = { host, coordinator, animation, completion, userData in
    bridge(host, "coordinator_animate_alongside")?.animateAlongside(
      coordinator, animation, completion, userData) ?? refused(host)
  }
  h.coordinator_notify_interaction_changes = { host, coordinator, handler, userData in
    bridge(host, "coordinator_notify_interaction_changes")?.notifyInteractionChanges(
      coordinator, handler, userData) ?? refused(host)
  }
  h.coordinator_get_state = { host, coordinator, out in
    bridge(host, "coordinator_get_state")?.coordinatorState(coordinator, out) ?? refused(host)
  }
  h.coordinator_container_view = { host, coordinator in
    bridge(host, "coordinator_container_view")?.coordinatorContainerView(coordinator) ?? 0
  }
  h.coordinator_view_controller = { host, coordinator, key in
    bridge(host, "coordinator_view_controller")?.coordinatorViewController(coordinator, key) ?? 0
  }
  h.coordinator_view = { host, coordinator, key in
    bridge(host, "coordinator_view")?.coordinatorView(coordinator, key) ?? 0
  }
  h.presentation_container_view = { host, presentation in
    bridge(host, "presentation_container_view")?.presentationContainerView(presentation) ?? 0
  }
  h.presentation_presented_controller = { host, presentation in
    bridge(host, "presentation_presented_controller")?.presentationController(
      presentation, "presentation_presented_controller", presented: true) ?? 0
  }
  h.presentation_presenting_controller = { host, presentation in
    bridge(host, "presentation_presenting_controller")?.presentationController(
      presentation, "presentation_presenting_controller", presented: false) ?? 0
  }
}
