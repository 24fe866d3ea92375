import CTransitionABI
import TransitionEngine

/// The callback table every plugin calls through. Each entry finds its bridge from the
/// `host` pointer and forwards; a NULL host pointer gets `TRANSHOST_E_INVALID_ARGUMENT`
/// (or 0/false/NULL), and a call from a thread other than the host's gets
/// `TRANSHOST_E_BAD_STATE` (or 0/false/NULL) and is reported. `log` and `get_extension`
/// may be called on any thread. The values a failing call answers with are the header's
/// ("Fails with"); `last_status` tells a failure from an answer equal to one.
func makeHostCallbacks() -> transhost_host_t {
  var h = transhost_host_t()
  h.struct_size = UInt32(MemoryLayout<transhost_host_t>.size)
  h.abi_major = hostABIMajor
  h.abi_minor = hostABIMinor
  h.log = { host, level, message in
    anyThreadBridge(host)?.logFromAnyThread(
      level: level, message.map { String(cString: $0) } ?? "")
  }
  h.get_extension = { _, _ in nil }

  // Context.
  h.context_container_view = { host, ctx in
    withBridge(host, "context_container_view") { $0.containerView(ctx) } ?? 0
  }
  h.context_view_controller = { host, ctx, key in
    withBridge(host, "context_view_controller") { $0.viewController(ctx, key) } ?? 0
  }
  h.context_view = { host, ctx, key in
    withBridge(host, "context_view") { $0.contextView(ctx, key) } ?? 0
  }
  h.context_initial_frame = { host, ctx, controller, out in
    withBridge(host, "context_initial_frame") { $0.frame(ctx, controller, initial: true, out) }
      ?? refused(host)
  }
  h.context_final_frame = { host, ctx, controller, out in
    withBridge(host, "context_final_frame") { $0.frame(ctx, controller, initial: false, out) }
      ?? refused(host)
  }
  h.context_is_animated = { host, ctx in
    withBridge(host, "context_is_animated") {
      $0.contextFlag(ctx, "context_is_animated") { $0.isAnimated }
    }
      ?? false
  }
  h.context_is_interactive = { host, ctx in
    withBridge(host, "context_is_interactive") {
      $0.contextFlag(ctx, "context_is_interactive") {
        $0.isInteractive
      }
    } ?? false
  }
  h.context_transition_was_cancelled = { host, ctx in
    withBridge(host, "context_transition_was_cancelled") {
      $0.contextFlag(
        ctx, "context_transition_was_cancelled"
      ) { $0.transitionWasCancelled }
    }
      ?? false
  }
  h.context_presentation_style = { host, ctx in
    withBridge(host, "context_presentation_style") { $0.presentationStyle(ctx) }
      ?? transhost_style(TRANSHOST_STYLE_NONE)
  }
  h.context_operation = { host, ctx in
    withBridge(host, "context_operation") { $0.operation(ctx) }
      ?? transhost_operation(TRANSHOST_OPERATION_FAILED)
  }
  h.context_target_transform = { host, ctx, out in
    withBridge(host, "context_target_transform") { $0.targetTransform(ctx, out) } ?? refused(host)
  }
  h.context_complete_transition = { host, ctx, didComplete in
    withBridge(host, "context_complete_transition") { $0.completeTransition(ctx, didComplete) }
      ?? refused(host)
  }
  h.context_update_interactive = { host, ctx, percent in
    withBridge(host, "context_update_interactive") { $0.updateInteractive(ctx, percent) }
      ?? refused(host)
  }
  h.context_finish_interactive = { host, ctx in
    withBridge(host, "context_finish_interactive") {
      $0.interactive(ctx, "context_finish_interactive") {
        $0.finishInteractiveTransition()
      }
    }
      ?? refused(host)
  }
  h.context_cancel_interactive = { host, ctx in
    withBridge(host, "context_cancel_interactive") {
      $0.interactive(ctx, "context_cancel_interactive") {
        $0.cancelInteractiveTransition()
      }
    }
      ?? refused(host)
  }
  h.context_pause_interactive = { host, ctx in
    withBridge(host, "context_pause_interactive") {
      $0.interactive(ctx, "context_pause_interactive") {
        $0.pauseInteractiveTransition()
      }
    }
      ?? refused(host)
  }

  // Controllers.
  h.controller_view = { host, controller in
    withBridge(host, "controller_view") { $0.controllerView(controller) } ?? 0
  }
  h.controller_name = { host, controller in
    withBridge(host, "controller_name") { $0.controllerName(controller) }
  }

  // Views.
  h.view_create = { host, name, frame in
    withBridge(host, "view_create") { $0.createView(name, frame) } ?? 0
  }
  h.view_snapshot = { host, view, after in
    withBridge(host, "view_snapshot") { $0.snapshot(view, after) } ?? 0
  }
  h.view_add_subview = { host, parent, child in
    withBridge(host, "view_add_subview") {
      $0.hierarchy("view_add_subview", parent, child) {
        $0.addSubview($1)
      }
    }
      ?? refused(host)
  }
  h.view_insert_subview_at = { host, parent, child, index in
    withBridge(host, "view_insert_subview_at") {
      $0.hierarchy("view_insert_subview_at", parent, child) {
        $0.insertSubview($1, at: Int(clamping: index))
      }
    } ?? refused(host)
  }
  h.view_insert_subview_above = { host, parent, child, sibling in
    withBridge(host, "view_insert_subview_above") {
      $0.insertRelative(
        "view_insert_subview_above", parent, child, sibling, above: true)
    }
      ?? refused(host)
  }
  h.view_insert_subview_below = { host, parent, child, sibling in
    withBridge(host, "view_insert_subview_below") {
      $0.insertRelative(
        "view_insert_subview_below", parent, child, sibling, above: false)
    }
      ?? refused(host)
  }
  h.view_remove_from_superview = { host, view in
    withBridge(host, "view_remove_from_superview") { $0.removeFromSuperview(view) } ?? refused(host)
  }
  h.view_superview = { host, view in withBridge(host, "view_superview") { $0.superview(view) } ?? 0
  }
  h.view_subview_count = { host, view in
    withBridge(host, "view_subview_count") { $0.subviewCount(view) }
      ?? Int64(TRANSHOST_COUNT_FAILED)
  }
  h.view_subview_at = { host, view, index in
    withBridge(host, "view_subview_at") { $0.subview(view, at: index) } ?? 0
  }
  h.view_name = { host, view in withBridge(host, "view_name") { $0.viewName(view) } }
  h.view_find = { host, root, name in withBridge(host, "view_find") { $0.findView(root, name) } ?? 0
  }
  h.view_convert_rect = { host, from, rect, to, out in
    withBridge(host, "view_convert_rect") { $0.convert(from, rect, to, out) } ?? refused(host)
  }
  h.view_get_rect = { host, view, property, out in
    withBridge(host, "view_get_rect") { $0.getRect(view, property, out) } ?? refused(host)
  }
  h.view_set_rect = { host, view, property, value in
    withBridge(host, "view_set_rect") { $0.setRect(view, property, value) } ?? refused(host)
  }
  h.view_get_point = { host, view, property, out in
    withBridge(host, "view_get_point") { $0.getPoint(view, property, out) } ?? refused(host)
  }
  h.view_set_point = { host, view, property, value in
    withBridge(host, "view_set_point") { $0.setPoint(view, property, value) } ?? refused(host)
  }
  h.view_get_transform = { host, view, out in
    withBridge(host, "view_get_transform") { $0.getTransform(view, out) } ?? refused(host)
  }
  h.view_set_transform = { host, view, value in
    withBridge(host, "view_set_transform") { $0.setTransform(view, value) } ?? refused(host)
  }
  h.view_get_double = { host, view, property, out in
    withBridge(host, "view_get_double") { $0.getDouble(view, property, out) } ?? refused(host)
  }
  h.view_set_double = { host, view, property, value in
    withBridge(host, "view_set_double") { $0.setDouble(view, property, value) } ?? refused(host)
  }
  h.view_get_bool = { host, view, property, out in
    withBridge(host, "view_get_bool") { $0.getBool(view, property, out) } ?? refused(host)
  }
  h.view_set_bool = { host, view, property, value in
    withBridge(host, "view_set_bool") { $0.setBool(view, property, value) } ?? refused(host)
  }
  h.view_get_color = { host, view, out, hasColor in
    withBridge(host, "view_get_color") { $0.getColor(view, out, hasColor) } ?? refused(host)
  }
  h.view_set_color = { host, view, value in
    withBridge(host, "view_set_color") { $0.setColor(view, value) } ?? refused(host)
  }

  // Animation blocks.
  h.animation_begin = { host, timing, completion, userData in
    withBridge(host, "animation_begin") { $0.beginAnimation(timing, completion, userData) }
      ?? refused(host)
  }
  h.animation_commit = { host in
    withBridge(host, "animation_commit") { $0.commitAnimation() } ?? refused(host)
  }
  h.keyframe_begin = { host, start, duration in
    withBridge(host, "keyframe_begin") {
      $0.keyframe(begin: true, start: start, duration: duration)
    }
      ?? refused(host)
  }
  h.keyframe_end = { host in
    withBridge(host, "keyframe_end") { $0.keyframe(begin: false, start: 0, duration: 0) }
      ?? refused(host)
  }
  h.without_animation_begin = { host in
    withBridge(host, "without_animation_begin") { $0.withoutAnimation(begin: true) }
      ?? refused(host)
  }
  h.without_animation_end = { host in
    withBridge(host, "without_animation_end") { $0.withoutAnimation(begin: false) } ?? refused(host)
  }

  // Property animators.
  h.property_animator_create = { host, timing in
    withBridge(host, "property_animator_create") { $0.createPropertyAnimator(timing) } ?? 0
  }
  h.property_animator_animations_begin = { host, animator, delayFactor in
    withBridge(host, "property_animator_animations_begin") {
      $0.withAnimator(
        animator, "property_animator_animations_begin"
      ) {
        $0.beginAnimations(delayFactor: delayFactor) ? Status.ok : Status.badState
      }
    } ?? refused(host)
  }
  h.property_animator_animations_end = { host, animator in
    withBridge(host, "property_animator_animations_end") {
      $0.withAnimator(
        animator, "property_animator_animations_end"
      ) {
        $0.endAnimations() ? Status.ok : Status.badState
      }
    } ?? refused(host)
  }
  h.property_animator_add_completion = { host, animator, completion, userData in
    withBridge(host, "property_animator_add_completion") {
      $0.addPositionCompletion(
        animator, completion, userData)
    } ?? refused(host)
  }
  h.property_animator_start = { host, animator, delay in
    withBridge(host, "property_animator_start") {
      $0.withAnimator(animator, "property_animator_start") {
        $0.startAnimation(afterDelay: delay)
        return Status.ok
      }
    } ?? refused(host)
  }
  h.property_animator_pause = { host, animator in
    withBridge(host, "property_animator_pause") {
      $0.withAnimator(animator, "property_animator_pause") {
        $0.pauseAnimation()
        return Status.ok
      }
    } ?? refused(host)
  }
  h.property_animator_stop = { host, animator, withoutFinishing in
    withBridge(host, "property_animator_stop") {
      $0.withAnimator(animator, "property_animator_stop") {
        $0.stopAnimation(withoutFinishing)
        return Status.ok
      }
    } ?? refused(host)
  }
  h.property_animator_finish = { host, animator, position in
    withBridge(host, "property_animator_finish") {
      $0.withAnimator(animator, "property_animator_finish") {
        target in
        switch position {
        case transhost_position(TRANSHOST_POSITION_END): target.finishAnimation(at: .end)
        case transhost_position(TRANSHOST_POSITION_START): target.finishAnimation(at: .start)
        case transhost_position(TRANSHOST_POSITION_CURRENT): target.finishAnimation(at: .current)
        default: return Status.invalidArgument
        }
        return Status.ok
      }
    } ?? refused(host)
  }
  h.property_animator_continue = { host, animator, timing, factor in
    withBridge(host, "property_animator_continue") { $0.continueAnimator(animator, timing, factor) }
      ?? refused(host)
  }
  h.property_animator_set_fraction = { host, animator, fraction in
    withBridge(host, "property_animator_set_fraction") {
      $0.withAnimator(
        animator, "property_animator_set_fraction"
      ) {
        $0.fractionComplete = fraction
        return Status.ok
      }
    } ?? refused(host)
  }
  h.property_animator_fraction = { host, animator in
    withBridge(host, "property_animator_fraction") {
      $0.propertyAnimator(
        animator, "property_animator_fraction")?.fractionComplete
    } ?? 0
  }
  h.property_animator_set_reversed = { host, animator, reversed in
    withBridge(host, "property_animator_set_reversed") {
      $0.withAnimator(
        animator, "property_animator_set_reversed"
      ) {
        $0.isReversed = reversed
        return Status.ok
      }
    } ?? refused(host)
  }
  h.property_animator_is_reversed = { host, animator in
    withBridge(host, "property_animator_is_reversed") {
      $0.propertyAnimator(
        animator, "property_animator_is_reversed")?.isReversed
    } ?? false
  }
  h.property_animator_is_running = { host, animator in
    withBridge(host, "property_animator_is_running") {
      $0.propertyAnimator(
        animator, "property_animator_is_running")?.isRunning
    } ?? false
  }
  h.property_animator_state = { host, animator in
    switch withBridge(
      host, "property_animator_state",
      {
        $0.propertyAnimator(animator, "property_animator_state")?.state
      })
    {
    case .active: transhost_animator_state(TRANSHOST_ANIMATOR_ACTIVE)
    case .stopped: transhost_animator_state(TRANSHOST_ANIMATOR_STOPPED)
    case .inactive, nil: transhost_animator_state(TRANSHOST_ANIMATOR_INACTIVE)
    }
  }
  h.property_animator_set_flag = { host, animator, flag, value in
    withBridge(host, "property_animator_set_flag") {
      $0.withAnimator(animator, "property_animator_set_flag") { target in
        switch flag {
        case TRANSHOST_FLAG_SCRUBS_LINEARLY: target.scrubsLinearly = value
        case TRANSHOST_FLAG_PAUSES_ON_COMPLETION: target.pausesOnCompletion = value
        case TRANSHOST_FLAG_INTERRUPTIBLE: target.isInterruptible = value
        case TRANSHOST_FLAG_USER_INTERACTION: target.isUserInteractionEnabled = value
        default: return Status.invalidArgument
        }
        return Status.ok
      }
    } ?? refused(host)
  }

  // Added in ABI 1.1.
  h.last_status = { host in
    withBridge(host, "last_status", readsLastStatus: true) { $0.lastStatus } ?? refused(host)
  }

  // Added in ABI 1.3.
  addControllerCallbacks(to: &h)
  addObjectCallbacks(to: &h)
  addCoreAnimationCallbacks(to: &h)

  // Added in ABI 1.4.
  h.view_get_values = { host, view, property, out, count in
    withBridge(host, "view_get_values") { $0.getValues(view, property, out, count) }
      ?? refused(host)
  }
  h.view_set_values = { host, view, property, values, count in
    withBridge(host, "view_set_values") { $0.setValues(view, property, values, count) }
      ?? refused(host)
  }
  addLayoutCallbacks(to: &h)
  addViewCallbacks(to: &h)
  addLayerCallbacks(to: &h)
  addShapeCallbacks(to: &h)

  // Added in ABI 1.5.
  addPresentationCallbacks(to: &h)

  // Added in ABI 1.6.
  addGestureCallbacks(to: &h)
  addNavigationCallbacks(to: &h)

  // Added in ABI 1.7.
  addTouchCallbacks(to: &h)
  return h
}
