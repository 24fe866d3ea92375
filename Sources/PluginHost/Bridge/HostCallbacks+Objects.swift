import CTransitionABI
import TransitionEngine

/// The ABI 1.3 callbacks of the objects around the animator that this file serves:
/// controllers' delegates, the transition coordinator and the host side of plugin
/// presentation controllers. Each checks its thread and handles as every callback does
/// (see ``makeHostCallbacks()``) and sets `last_status`.
func addObjectCallbacks(to h: inout transhost_host_t) {
  h.controller_set_transitioning_delegate = { host, controller, delegate in
    withBridge(host, "controller_set_transitioning_delegate") {
      $0.setTransitioningDelegate(
        controller, delegate)
    } ?? refused(host)
  }
  h.controller_transitioning_delegate = { host, controller in
    withBridge(host, "controller_transitioning_delegate") { $0.transitioningDelegate(controller) }
  }
  h.controller_set_navigation_delegate = { host, controller, delegate in
    withBridge(host, "controller_set_navigation_delegate") {
      $0.setNavigationDelegate(
        controller, delegate)
    } ?? refused(host)
  }
  h.controller_set_tab_bar_delegate = { host, controller, delegate in
    withBridge(host, "controller_set_tab_bar_delegate") {
      $0.setTabBarDelegate(controller, delegate)
    }
      ?? refused(host)
  }
  h.controller_transition_coordinator = { host, controller in
    withBridge(host, "controller_transition_coordinator") { $0.transitionCoordinator(controller) }
      ?? 0
  }
  h.coordinator_animate_alongside = { host, coordinator, animation, completion, userData in
    withBridge(host, "coordinator_animate_alongside") {
      $0.animateAlongside(
        coordinator, animation, completion, userData)
    } ?? refused(host)
  }
  h.coordinator_notify_interaction_changes = { host, coordinator, handler, userData in
    withBridge(host, "coordinator_notify_interaction_changes") {
      $0.notifyInteractionChanges(
        coordinator, handler, userData)
    } ?? refused(host)
  }
  h.coordinator_get_state = { host, coordinator, out in
    withBridge(host, "coordinator_get_state") { $0.coordinatorState(coordinator, out) }
      ?? refused(host)
  }
  h.coordinator_container_view = { host, coordinator in
    withBridge(host, "coordinator_container_view") { $0.coordinatorContainerView(coordinator) } ?? 0
  }
  h.coordinator_view_controller = { host, coordinator, key in
    withBridge(host, "coordinator_view_controller") {
      $0.coordinatorViewController(coordinator, key)
    } ?? 0
  }
  h.coordinator_view = { host, coordinator, key in
    withBridge(host, "coordinator_view") { $0.coordinatorView(coordinator, key) } ?? 0
  }
  h.presentation_container_view = { host, presentation in
    withBridge(host, "presentation_container_view") { $0.presentationContainerView(presentation) }
      ?? 0
  }
  h.presentation_presented_controller = { host, presentation in
    withBridge(host, "presentation_presented_controller") {
      $0.presentationController(
        presentation, "presentation_presented_controller", presented: true)
    } ?? 0
  }
  h.presentation_presenting_controller = { host, presentation in
    withBridge(host, "presentation_presenting_controller") {
      $0.presentationController(
        presentation, "presentation_presenting_controller", presented: false)
    } ?? 0
  }
}
