import CTransitionABI
import TransitionEngine

/// Fills the ABI 1.6 gesture recognizer section of the callback table.
func addGestureCallbacks(to h: inout transhost_host_t) {
  h.gesture_create = { host, kind in bridge(host, "gesture_create")?.createGesture(kind) ?? 0 }
  h.gesture_destroy = { host, gesture in
    bridge(host, "gesture_destroy")?.destroyGesture(gesture) ?? refused(host)
  }
  h.gesture_attach = { host, gesture, view in
    bridge(host, "gesture_attach")?.attachGesture(gesture, to: view) ?? refused(host)
  }
  h.gesture_view = { host, gesture in bridge(host, "gesture_view")?.gestureView(gesture) ?? 0 }
  h.gesture_add_action = { host, gesture, action, userData, name in
    bridge(host, "gesture_add_action")?.addGestureAction(gesture, action, userData, name)
      ?? refused(host)
  }
  h.gesture_remove_action = { host, gesture, action, userData in
    bridge(host, "gesture_remove_action")?.removeGestureAction(gesture, action, userData)
      ?? refused(host)
  }
  h.gesture_set_delegate = { host, gesture, delegate in
    bridge(host, "gesture_set_delegate")?.setGestureDelegate(gesture, delegate) ?? refused(host)
  }
  h.gesture_get_value = { host, gesture, value, out in
    bridge(host, "gesture_get_value")?.gestureValue(gesture, value, out) ?? refused(host)
  }
  h.gesture_set_value = { host, gesture, value, number in
    bridge(host, "gesture_set_value")?.setGestureValue(gesture, value, number) ?? refused(host)
  }
  h.gesture_location = { host, gesture, index, view, out in
    bridge(host, "gesture_location")?.gestureLocation(gesture, index, view, out) ?? refused(host)
  }
  h.gesture_translation = { host, gesture, view, out in
    bridge(host, "gesture_translation")?.panVector(gesture, view, out, velocity: false)
      ?? refused(host)
  }
  h.gesture_velocity = { host, gesture, view, out in
    bridge(host, "gesture_velocity")?.panVector(gesture, view, out, velocity: true)
      ?? refused(host)
  }
  h.gesture_set_translation = { host, gesture, translation, view in
    bridge(host, "gesture_set_translation")?.setPanTranslation(gesture, translation, view)
      ?? refused(host)
  }
  h.gesture_require_failure = { host, gesture, other in
    bridge(host, "gesture_require_failure")?.requireGestureFailure(gesture, other)
      ?? refused(host)
  }
  h.gesture_set_name = { host, gesture, name in
    bridge(host, "gesture_set_name")?.setGestureName(gesture, name) ?? refused(host)
  }
  h.view_gesture_at = { host, view, index in
    bridge(host, "view_gesture_at")?.viewGesture(view, at: index) ?? 0
  }
  h.view_gesture_count = { host, view in
    bridge(host, "view_gesture_count")?.viewGestureCount(view) ?? Int64(TRANSHOST_COUNT_FAILED)
  }
}

/// Fills the ABI 1.6 navigation section of the callback table.
func addNavigationCallbacks(to h: inout transhost_host_t) {
  h.navigation_push = { host, navigation, controller, animated in
    bridge(host, "navigation_push")?.push(navigation, controller, animated) ?? refused(host)
  }
  h.navigation_pop = { host, navigation, animated in
    bridge(host, "navigation_pop")?.pop(navigation, animated) ?? 0
  }
}

/// Fills the ABI 1.7 section of the callback table: touches, view names, a root view's
/// controller, hit-testing.
func addTouchCallbacks(to h: inout transhost_host_t) {
  h.gesture_touch = { host, gesture, index, out in
    bridge(host, "gesture_touch")?.gestureTouch(gesture, index, out) ?? refused(host)
  }
  h.view_set_name = { host, view, name in
    bridge(host, "view_set_name")?.setViewName(view, name) ?? refused(host)
  }
  h.view_controller = { host, view in bridge(host, "view_controller")?.viewController(view) ?? 0 }
  h.view_set_hit_test_handler = { host, view, handler, userData in
    bridge(host, "view_set_hit_test_handler")?.setHitTestHandler(view, handler, userData)
      ?? refused(host)
  }
  h.view_hit_test = { host, view, point, inside, out in
    bridge(host, "view_hit_test")?.hitTest(view, point, inside: inside, out) ?? refused(host)
  }
}
