import CTransitionABI
import TransitionEngine

/// Fills the ABI 1.6 gesture recognizer section of the callback table.
func addGestureCallbacks(to h: inout transhost_host_t) {
  h.gesture_create = { host, kind in
    withBridge(host, "gesture_create") { $0.createGesture(kind) } ?? 0
  }
  h.gesture_destroy = { host, gesture in
    withBridge(host, "gesture_destroy") { $0.destroyGesture(gesture) } ?? refused(host)
  }
  h.gesture_attach = { host, gesture, view in
    withBridge(host, "gesture_attach") { $0.attachGesture(gesture, to: view) } ?? refused(host)
  }
  h.gesture_view = { host, gesture in
    withBridge(host, "gesture_view") { $0.gestureView(gesture) } ?? 0
  }
  h.gesture_add_action = { host, gesture, action, userData, name in
    withBridge(host, "gesture_add_action") { $0.addGestureAction(gesture, action, userData, name) }
      ?? refused(host)
  }
  h.gesture_remove_action = { host, gesture, action, userData in
    withBridge(host, "gesture_remove_action") { $0.removeGestureAction(gesture, action, userData) }
      ?? refused(host)
  }
  h.gesture_set_delegate = { host, gesture, delegate in
    withBridge(host, "gesture_set_delegate") { $0.setGestureDelegate(gesture, delegate) }
      ?? refused(host)
  }
  h.gesture_get_value = { host, gesture, value, out in
    withBridge(host, "gesture_get_value") { $0.gestureValue(gesture, value, out) } ?? refused(host)
  }
  h.gesture_set_value = { host, gesture, value, number in
    withBridge(host, "gesture_set_value") { $0.setGestureValue(gesture, value, number) }
      ?? refused(host)
  }
  h.gesture_location = { host, gesture, index, view, out in
    withBridge(host, "gesture_location") { $0.gestureLocation(gesture, index, view, out) }
      ?? refused(host)
  }
  h.gesture_translation = { host, gesture, view, out in
    withBridge(host, "gesture_translation") { $0.panVector(gesture, view, out, velocity: false) }
      ?? refused(host)
  }
  h.gesture_velocity = { host, gesture, view, out in
    withBridge(host, "gesture_velocity") { $0.panVector(gesture, view, out, velocity: true) }
      ?? refused(host)
  }
  h.gesture_set_translation = { host, gesture, translation, view in
    withBridge(host, "gesture_set_translation") { $0.setPanTranslation(gesture, translation, view) }
      ?? refused(host)
  }
  h.gesture_require_failure = { host, gesture, other in
    withBridge(host, "gesture_require_failure") { $0.requireGestureFailure(gesture, other) }
      ?? refused(host)
  }
  h.gesture_set_name = { host, gesture, name in
    withBridge(host, "gesture_set_name") { $0.setGestureName(gesture, name) } ?? refused(host)
  }
  h.view_gesture_at = { host, view, index in
    withBridge(host, "view_gesture_at") { $0.viewGesture(view, at: index) } ?? 0
  }
  h.view_gesture_count = { host, view in
    withBridge(host, "view_gesture_count") { $0.viewGestureCount(view) }
      ?? Int64(TRANSHOST_COUNT_FAILED)
  }
}

/// Fills the ABI 1.6 navigation section of the callback table.
func addNavigationCallbacks(to h: inout transhost_host_t) {
  h.navigation_push = { host, navigation, controller, animated in
    withBridge(host, "navigation_push") { $0.push(navigation, controller, animated) }
      ?? refused(host)
  }
  h.navigation_pop = { host, navigation, animated in
    withBridge(host, "navigation_pop") { $0.pop(navigation, animated) } ?? 0
  }
}

/// Fills the ABI 1.7 section of the callback table: touches, view names, a root view's
/// controller, hit-testing.
func addTouchCallbacks(to h: inout transhost_host_t) {
  h.gesture_touch = { host, gesture, index, out in
    withBridge(host, "gesture_touch") { $0.gestureTouch(gesture, index, out) } ?? refused(host)
  }
  h.view_set_name = { host, view, name in
    withBridge(host, "view_set_name") { $0.setViewName(view, name) } ?? refused(host)
  }
  h.view_controller = { host, view in
    withBridge(host, "view_controller") { $0.viewController(view) } ?? 0
  }
  h.view_set_hit_test_handler = { host, view, handler, userData in
    withBridge(host, "view_set_hit_test_handler") { $0.setHitTestHandler(view, handler, userData) }
      ?? refused(host)
  }
  h.view_hit_test = { host, view, point, inside, out in
    withBridge(host, "view_hit_test") { $0.hitTest(view, point, inside: inside, out) }
      ?? refused(host)
  }
}
