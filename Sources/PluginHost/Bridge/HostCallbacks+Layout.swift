import CTransitionABI
import TransitionEngine

/// The ABI 1.4 callbacks of the layout section (constraints and layout passes), which
/// HostBridge+Layout.swift serves. Each checks its thread and handles as every callback
/// does (see ``makeHostCallbacks()``) and sets `last_status`.
func addLayoutCallbacks(to h: inout transhost_host_t) {
  h.constraint_create = { host, constraint in
    withBridge(host, "constraint_create") { $0.createConstraint(constraint) } ?? 0
  }
  h.constraint_set_active = { host, constraint, active in
    withBridge(host, "constraint_set_active") { $0.setConstraintActive(constraint, active) }
      ?? refused(host)
  }
  h.constraint_is_active = { host, constraint in
    withBridge(host, "constraint_is_active") {
      $0.constraint(constraint, "constraint_is_active")?
        .isActive
    } ?? false
  }
  h.constraint_set_constant = { host, constraint, value in
    withBridge(host, "constraint_set_constant") { $0.setConstraintConstant(constraint, value) }
      ?? refused(host)
  }
  h.constraint_set_priority = { host, constraint, value in
    withBridge(host, "constraint_set_priority") { $0.setConstraintPriority(constraint, value) }
      ?? refused(host)
  }
  h.constraint_set_identifier = { host, constraint, identifier in
    withBridge(host, "constraint_set_identifier") {
      $0.setConstraintIdentifier(constraint, identifier)
    }
      ?? refused(host)
  }
  h.constraint_get = { host, constraint, out in
    withBridge(host, "constraint_get") { $0.describeConstraint(constraint, out) } ?? refused(host)
  }
  h.view_constraint_count = { host, view in
    withBridge(host, "view_constraint_count") { $0.constraintCount(view) }
      ?? Int64(TRANSHOST_COUNT_FAILED)
  }
  h.view_constraint_at = { host, view, index in
    withBridge(host, "view_constraint_at") { $0.constraint(of: view, at: index) } ?? 0
  }
  h.view_set_needs_layout = { host, view in
    withBridge(host, "view_set_needs_layout") {
      $0.withView(view, "view_set_needs_layout") {
        $0.setNeedsLayout()
      }
    } ?? refused(host)
  }
  h.view_layout_if_needed = { host, view in
    withBridge(host, "view_layout_if_needed") {
      $0.withView(view, "view_layout_if_needed") {
        $0.layoutIfNeeded()
      }
    } ?? refused(host)
  }
  h.view_set_layout_handler = { host, view, handler, userData in
    withBridge(host, "view_set_layout_handler") { $0.setLayoutHandler(view, handler, userData) }
      ?? refused(host)
  }
}
