import CTransitionABI
import TransitionEngine

/// The ABI 1.4 callbacks of the layout section (constraints and layout passes), which
/// HostBridge+Layout.swift serves. Each checks its thread and handles as every callback
/// does (see ``makeHostCallbacks()``) and sets `last_status`.
func addLayoutCallbacks(to h: inout transhost_host_t) {
  h.constraint_create = { host, constraint in
    bridge(host, "constraint_create")?.createConstraint(constraint) ?? 0
  }
  h.constraint_set_active = { host, constraint, active in
    bridge(host, "constraint_set_active")?.setConstraintActive(constraint, active)
      ?? refused(host)
  }
  h.constraint_is_active = { host, constraint in
    bridge(host, "constraint_is_active")?.constraint(constraint, "constraint_is_active")?
      .isActive ?? false
  }
  h.constraint_set_constant = { host, constraint, value in
    bridge(host, "constraint_set_constant")?.setConstraintConstant(constraint, value)
      ?? refused(host)
  }
  h.constraint_set_priority = { host, constraint, value in
    bridge(host, "constraint_set_priority")?.setConstraintPriority(constraint, value)
      ?? refused(host)
  }
  h.constraint_set_identifier = { host, constraint, identifier in
    bridge(host, "constraint_set_identifier")?.setConstraintIdentifier(constraint, identifier)
      ?? refused(host)
  }
  h.constraint_get = { host, constraint, out in
    bridge(host, "constraint_get")?.describeConstraint(constraint, out) ?? refused(host)
  }
  h.view_constraint_count = { host, view in
    bridge(host, "view_constraint_count")?.constraintCount(view)
      ?? Int64(TRANSHOST_COUNT_FAILED)
  }
  h.view_constraint_at = { host, view, index in
    bridge(host, "view_constraint_at")?.constraint(of: view, at: index) ?? 0
  }
  h.view_set_needs_layout = { host, view in
    bridge(host, "view_set_needs_layout")?.withView(view, "view_set_needs_layout") {
      $0.setNeedsLayout()
    } ?? refused(host)
  }
  h.view_layout_if_needed = { host, view in
    bridge(host, "view_layout_if_needed")?.withView(view, "view_layout_if_needed") {
      $0.layoutIfNeeded()
    } ?? refused(host)
  }
  h.view_set_layout_handler = { host, view, handler, userData in
    bridge(host, "view_set_layout_handler")?.setLayoutHandler(view, handler, userData)
      ?? refused(host)
  }
}
