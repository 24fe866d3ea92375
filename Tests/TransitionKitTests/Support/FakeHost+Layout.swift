import CTransitionABI
import Foundation

/// The fake host's ABI 1.4 layout callbacks (values are FakeHost+Views.swift's): each
/// records a line; constraints
/// get handles from `nextHandle`, and `view_layout_if_needed` runs the view's layout
/// handler as the host's pass would.
extension FakeHost {
  static func installLayoutCallbacks(_ host: inout transhost_host_t) {
    host.constraint_create = { host, c in
      let fake = FakeHost.of(host)
      guard let d = c?.pointee else { return 0 }
      fake.nextHandle += 1
      fake.record(
        "constraint \(fake.nextHandle): \(d.first_item).\(d.first_attribute) r\(d.relation) "
          + "\(d.second_item).\(d.second_attribute) x\(d.multiplier) + \(d.constant) "
          + "@\(d.priority) size \(d.struct_size)")
      return fake.nextHandle
    }
    host.constraint_set_active = { host, constraint, active in
      let fake = FakeHost.of(host)
      fake.record("active \(constraint) \(active)")
      fake.activeConstraints.removeAll { $0 == constraint }
      if active { fake.activeConstraints.append(constraint) }
      return Int32(TRANSHOST_OK)
    }
    host.constraint_is_active = { host, constraint in
      FakeHost.of(host).activeConstraints.contains(constraint)
    }
    host.constraint_set_constant = { host, constraint, value in
      FakeHost.of(host).record("constant \(constraint) \(value)")
      return Int32(TRANSHOST_OK)
    }
    host.constraint_set_priority = { host, constraint, value in
      FakeHost.of(host).record("priority \(constraint) \(value)")
      return Int32(value < 1 ? TRANSHOST_E_INVALID_ARGUMENT : TRANSHOST_OK)
    }
    host.constraint_set_identifier = { host, constraint, text in
      FakeHost.of(host).record(
        "identifier \(constraint) \(text.map { String(cString: $0) } ?? "nil")")
      return Int32(TRANSHOST_OK)
    }
    host.constraint_get = { _, constraint, out in
      out?.pointee.first_item = FakeHost.toView
      out?.pointee.first_attribute = Int32(TRANSHOST_ATTRIBUTE_WIDTH)
      out?.pointee.multiplier = 1
      out?.pointee.constant = Double(constraint)
      out?.pointee.priority = 750
      return Int32(TRANSHOST_OK)
    }
    host.view_constraint_count = { host, _ in Int64(FakeHost.of(host).activeConstraints.count) }
    host.view_constraint_at = { host, _, index in
      FakeHost.of(host).activeConstraints[Int(index)]
    }
    host.view_set_needs_layout = { host, view in
      FakeHost.of(host).record("needs layout \(view)")
      return Int32(TRANSHOST_OK)
    }
    host.view_layout_if_needed = { host, view in
      let fake = FakeHost.of(host)
      fake.record("layout \(view)")
      for (handle, (handler, data)) in fake.layoutHandlers.sorted(by: { $0.key < $1.key }) {
        handler(data, handle)
      }
      return Int32(TRANSHOST_OK)
    }
    host.view_set_layout_handler = { host, view, handler, data in
      let fake = FakeHost.of(host)
      fake.record("layout handler \(view)")
      fake.layoutHandlers[view] = handler.map { ($0, data) }
      return Int32(TRANSHOST_OK)
    }
  }
}
