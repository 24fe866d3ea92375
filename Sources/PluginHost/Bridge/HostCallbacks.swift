import CTransitionABI
import TransitionEngine

/// The callback table every plugin calls through. Each entry finds its bridge from the
/// `host` pointer and forwards; a NULL or foreign host pointer gets
/// `TRANSHOST_E_INVALID_ARGUMENT` (or 0/false/NULL).
func makeHostCallbacks() -> transhost_host_t {
  var h = transhost_host_t()
  h.struct_size = UInt32(MemoryLayout<transhost_host_t>.size)
  h.abi_major = hostABIMajor
  h.abi_minor = hostABIMinor
  h.log = { host, level, message in
    bridge(host)?.log(level: level, message.map { String(cString: $0) } ?? "")
  }
  h.get_extension = { _, _ in nil }

  // Context.
  h.context_container_view = { host, ctx in bridge(host)?.containerView(ctx) ?? 0 }
  h.context_view_controller = { host, ctx, key in bridge(host)?.viewController(ctx, key) ?? 0 }
  h.context_view = { host, ctx, key in bridge(host)?.contextView(ctx, key) ?? 0 }
  h.context_initial_frame = { host, ctx, controller, out in
    bridge(host)?.frame(ctx, controller, initial: true, out) ?? Status.invalidArgument
  }
  h.context_final_frame = { host, ctx, controller, out in
    bridge(host)?.frame(ctx, controller, initial: false, out) ?? Status.invalidArgument
  }
  h.context_is_animated = { host, ctx in
    bridge(host)?.contextFlag(ctx, "context_is_animated") { $0.isAnimated } ?? false
  }
  h.context_is_interactive = { host, ctx in
    bridge(host)?.contextFlag(ctx, "context_is_interactive") { $0.isInteractive } ?? false
  }
  h.context_transition_was_cancelled = { host, ctx in
    bridge(host)?.contextFlag(ctx, "context_transition_was_cancelled") { $0.transitionWasCancelled }
      ?? false
  }
  h.context_presentation_style = { host, ctx in bridge(host)?.presentationStyle(ctx) ?? -1 }
  h.context_operation = { host, ctx in bridge(host)?.operation(ctx) ?? -1 }
  h.context_target_transform = { host, ctx, out in
    bridge(host)?.targetTransform(ctx, out) ?? Status.invalidArgument
  }
  h.context_complete_transition = { host, ctx, didComplete in
    bridge(host)?.completeTransition(ctx, didComplete) ?? Status.invalidArgument
  }
  h.context_update_interactive = { host, ctx, percent in
    bridge(host)?.updateInteractive(ctx, percent) ?? Status.invalidArgument
  }
  h.context_finish_interactive = { host, ctx in
    bridge(host)?.interactive(ctx, "context_finish_interactive") {
      $0.finishInteractiveTransition()
    }
      ?? Status.invalidArgument
  }
  h.context_cancel_interactive = { host, ctx in
    bridge(host)?.interactive(ctx, "context_cancel_interactive") {
      $0.cancelInteractiveTransition()
    }
      ?? Status.invalidArgument
  }
  h.context_pause_interactive = { host, ctx in
    bridge(host)?.interactive(ctx, "context_pause_interactive") { $0.pauseInteractiveTransition() }
      ?? Status.invalidArgument
  }

  // Controllers.
  h.controller_view = { host, controller in bridge(host)?.controllerView(controller) ?? 0 }
  h.controller_name = { host, controller in bridge(host)?.controllerName(controller) }

  // Views.
  h.view_create = { host, name, frame in bridge(host)?.createView(name, frame) ?? 0 }
  h.view_snapshot = { host, view, after in bridge(host)?.snapshot(view, after) ?? 0 }
  h.view_add_subview = { host, parent, child in
    bridge(host)?.hierarchy("view_add_subview", parent, child) { $0.addSubview($1) }
      ?? Status.invalidArgument
  }
  h.view_insert_subview_at = { host, parent, child, index in
    bridge(host)?.hierarchy("view_insert_subview_at", parent, child) {
      $0.insertSubview($1, at: Int(clamping: index))
    } ?? Status.invalidArgument
  }
  h.view_insert_subview_above = { host, parent, child, sibling in
    bridge(host)?.insertRelative("view_insert_subview_above", parent, child, sibling, above: true)
      ?? Status.invalidArgument
  }
  h.view_insert_subview_below = { host, parent, child, sibling in
    bridge(host)?.insertRelative("view_insert_subview_below", parent, child, sibling, above: false)
      ?? Status.invalidArgument
  }
  h.view_remove_from_superview = { host, view in
    bridge(host)?.removeFromSuperview(view) ?? Status.invalidArgument
  }
  h.view_superview = { host, view in bridge(host)?.superview(view) ?? 0 }
  h.view_subview_count = { host, view in bridge(host)?.subviewCount(view) ?? -1 }
  h.view_subview_at = { host, view, index in bridge(host)?.subview(view, at: index) ?? 0 }
  h.view_name = { host, view in bridge(host)?.viewName(view) }
  h.view_find = { host, root, name in bridge(host)?.findView(root, name) ?? 0 }
  h.view_convert_rect = { host, from, rect, to, out in
    bridge(host)?.convert(from, rect, to, out) ?? Status.invalidArgument
  }
  h.view_get_rect = { host, view, property, out in
    bridge(host)?.getRect(view, property, out) ?? Status.invalidArgument
  }
  h.view_set_rect = { host, view, property, value in
    bridge(host)?.setRect(view, property, value) ?? Status.invalidArgument
  }
  h.view_get_point = { host, view, property, out in
    bridge(host)?.getPoint(view, property, out) ?? Status.invalidArgument
  }
  h.view_set_point = { host, view, property, value in
    bridge(host)?.setPoint(view, property, value) ?? Status.invalidArgument
  }
  h.view_get_transform = { host, view, out in
    bridge(host)?.getTransform(view, out) ?? Status.invalidArgument
  }
  h.view_set_transform = { host, view, value in
    bridge(host)?.setTransform(view, value) ?? Status.invalidArgument
  }
  h.view_get_double = { host, view, property, out in
    bridge(host)?.getDouble(view, property, out) ?? Status.invalidArgument
  }
  h.view_set_double = { host, view, property, value in
    bridge(host)?.setDouble(view, property, value) ?? Status.invalidArgument
  }
  h.view_get_bool = { host, view, property, out in
    bridge(host)?.getBool(view, property, out) ?? Status.invalidArgument
  }
  h.view_set_bool = { host, view, property, value in
    bridge(host)?.setBool(view, property, value) ?? Status.invalidArgument
  }
  h.view_get_color = { host, view, out, hasColor in
    bridge(host)?.getColor(view, out, hasColor) ?? Status.invalidArgument
  }
  h.view_set_color = { host, view, value in
    bridge(host)?.setColor(view, value) ?? Status.invalidArgument
  }

  // Animation blocks.
  h.animation_begin = { host, timing, completion, userData in
    bridge(host)?.beginAnimation(timing, completion, userData) ?? Status.invalidArgument
  }
  h.animation_commit = { host in bridge(host)?.commitAnimation() ?? Status.invalidArgument }
  h.keyframe_begin = { host, start, duration in
    bridge(host)?.keyframe(begin: true, start: start, duration: duration) ?? Status.invalidArgument
  }
  h.keyframe_end = { host in
    bridge(host)?.keyframe(begin: false, start: 0, duration: 0) ?? Status.invalidArgument
  }
  h.without_animation_begin = { host in
    bridge(host)?.withoutAnimation(begin: true) ?? Status.invalidArgument
  }
  h.without_animation_end = { host in
    bridge(host)?.withoutAnimation(begin: false) ?? Status.invalidArgument
  }

  // Property animators.
  h.property_animator_create = { host, timing in bridge(host)?.createPropertyAnimator(timing) ?? 0 }
  h.property_animator_animations_begin = { host, animator, delayFactor in
    bridge(host)?.withAnimator(animator, "property_animator_animations_begin") {
      $0.beginAnimations(delayFactor: delayFactor) ? Status.ok : Status.badState
    } ?? Status.invalidArgument
  }
  h.property_animator_animations_end = { host, animator in
    bridge(host)?.withAnimator(animator, "property_animator_animations_end") {
      $0.endAnimations() ? Status.ok : Status.badState
    } ?? Status.invalidArgument
  }
  h.property_animator_add_completion = { host, animator, completion, userData in
    bridge(host)?.addPositionCompletion(animator, completion, userData) ?? Status.invalidArgument
  }
  h.property_animator_start = { host, animator, delay in
    bridge(host)?.withAnimator(animator, "property_animator_start") {
      $0.startAnimation(afterDelay: delay)
      return Status.ok
    } ?? Status.invalidArgument
  }
  h.property_animator_pause = { host, animator in
    bridge(host)?.withAnimator(animator, "property_animator_pause") {
      $0.pauseAnimation()
      return Status.ok
    } ?? Status.invalidArgument
  }
  h.property_animator_stop = { host, animator, withoutFinishing in
    bridge(host)?.withAnimator(animator, "property_animator_stop") {
      $0.stopAnimation(withoutFinishing)
      return Status.ok
    } ?? Status.invalidArgument
  }
  h.property_animator_finish = { host, animator, position in
    bridge(host)?.withAnimator(animator, "property_animator_finish") { target in
      switch position {
      case Int32(TRANSHOST_POSITION_END): target.finishAnimation(at: .end)
      case Int32(TRANSHOST_POSITION_START): target.finishAnimation(at: .start)
      case Int32(TRANSHOST_POSITION_CURRENT): target.finishAnimation(at: .current)
      default: return Status.invalidArgument
      }
      return Status.ok
    } ?? Status.invalidArgument
  }
  h.property_animator_continue = { host, animator, timing, factor in
    bridge(host)?.continueAnimator(animator, timing, factor) ?? Status.invalidArgument
  }
  h.property_animator_set_fraction = { host, animator, fraction in
    bridge(host)?.withAnimator(animator, "property_animator_set_fraction") {
      $0.fractionComplete = fraction
      return Status.ok
    } ?? Status.invalidArgument
  }
  h.property_animator_fraction = { host, animator in
    bridge(host)?.propertyAnimator(animator, "property_animator_fraction")?.fractionComplete ?? 0
  }
  h.property_animator_set_reversed = { host, animator, reversed in
    bridge(host)?.withAnimator(animator, "property_animator_set_reversed") {
      $0.isReversed = reversed
      return Status.ok
    } ?? Status.invalidArgument
  }
  h.property_animator_is_reversed = { host, animator in
    bridge(host)?.propertyAnimator(animator, "property_animator_is_reversed")?.isReversed ?? false
  }
  h.property_animator_is_running = { host, animator in
    bridge(host)?.propertyAnimator(animator, "property_animator_is_running")?.isRunning ?? false
  }
  h.property_animator_state = { host, animator in
    switch bridge(host)?.propertyAnimator(animator, "property_animator_state")?.state {
    case .active: Int32(TRANSHOST_ANIMATOR_ACTIVE)
    case .stopped: Int32(TRANSHOST_ANIMATOR_STOPPED)
    case .inactive, nil: Int32(TRANSHOST_ANIMATOR_INACTIVE)
    }
  }
  h.property_animator_set_flag = { host, animator, flag, value in
    bridge(host)?.withAnimator(animator, "property_animator_set_flag") { target in
      switch flag {
      case TRANSHOST_FLAG_SCRUBS_LINEARLY: target.scrubsLinearly = value
      case TRANSHOST_FLAG_PAUSES_ON_COMPLETION: target.pausesOnCompletion = value
      case TRANSHOST_FLAG_INTERRUPTIBLE: target.isInterruptible = value
      default: return Status.invalidArgument
      }
      return Status.ok
    } ?? Status.invalidArgument
  }
  return h
}
