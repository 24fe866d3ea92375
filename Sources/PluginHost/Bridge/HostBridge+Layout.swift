import CTransitionABI
import TransitionEngine

/// The host side of the ABI 1.4 layout section: constraints by handle (the engine's
/// constraint number), and the layout passes of views.
extension HostBridge {
  func handle(for constraint: LayoutConstraint) -> UInt64 {
    let handle = UInt64(constraint.id)
    if constraints[handle] !== constraint { constraints.insert(constraint, for: handle) }
    return handle
  }

  /// The constraint `handle` names, or nil with the call rejected.
  func constraint(_ handle: UInt64, _ call: String) -> LayoutConstraint? {
    if let constraint = constraints[handle] {
      lastStatus = Status.ok
      return constraint
    }
    _ = reject(call, "\(handle) is not a constraint handle", status: Status.invalidHandle)
    return nil
  }

  func createConstraint(_ description: UnsafePointer<transhost_constraint_t>?) -> UInt64 {
    let call = "constraint_create"
    guard let engine else {
      lastStatus = Status.badState
      return 0
    }
    guard let description else {
      _ = reject(call, "constraint is NULL")
      return 0
    }
    let d = description.pointee
    guard d.struct_size >= TRANSHOST_CONSTRAINT_SIZE_1_4 else {
      _ = reject(
        call,
        "struct_size \(d.struct_size) is smaller than TRANSHOST_CONSTRAINT_SIZE_1_4 "
          + "(\(TRANSHOST_CONSTRAINT_SIZE_1_4)); set it to sizeof(transhost_constraint_t)")
      return 0
    }
    guard let first = LayoutAttribute(rawValue: Int(d.first_attribute)),
      let second = LayoutAttribute(rawValue: Int(d.second_attribute))
    else {
      let bad =
        LayoutAttribute(rawValue: Int(d.first_attribute)) == nil
        ? d.first_attribute : d.second_attribute
      _ = reject(call, "\(bad) is not a TRANSHOST_ATTRIBUTE_* value (0...20)")
      return 0
    }
    guard let relation = LayoutRelation(rawValue: Int(d.relation)) else {
      _ = reject(call, "relation \(d.relation) is not a TRANSHOST_RELATION_* value (-1, 0, 1)")
      return 0
    }
    guard d.multiplier.isFinite, d.constant.isFinite else {
      _ = reject(call, "the multiplier or the constant is not a finite number")
      return 0
    }
    guard let priority = checkedPriority(d.priority, call) else { return 0 }
    guard let firstItem = view(d.first_item, call) else { return 0 }
    var secondItem: View?
    if d.second_item != 0 {
      guard let item = view(d.second_item, call) else { return 0 }
      guard second != .notAnAttribute else {
        _ = reject(call, "second_item is set but second_attribute is NOT_AN_ATTRIBUTE")
        return 0
      }
      secondItem = item
    } else if second != .notAnAttribute {
      _ = reject(call, "second_attribute is set but second_item is 0")
      return 0
    }
    let constraint = engine.makeConstraint(
      item: firstItem, attribute: first, relatedBy: relation, toItem: secondItem,
      attribute: second, multiplier: d.multiplier, constant: d.constant)
    constraint.priority = priority
    constraint.identifier = d.identifier.map { String(cString: $0) }
    lastStatus = Status.ok
    return handle(for: constraint)
  }

  func setConstraintActive(_ handle: UInt64, _ active: Bool) -> transhost_status {
    guard let constraint = constraint(handle, "constraint_set_active") else {
      return Status.invalidHandle
    }
    constraint.isActive = active
    return Status.ok
  }

  func setConstraintConstant(_ handle: UInt64, _ value: Double) -> transhost_status {
    guard let constraint = constraint(handle, "constraint_set_constant") else {
      return Status.invalidHandle
    }
    guard value.isFinite else {
      return reject("constraint_set_constant", "\(value) is not a finite number")
    }
    constraint.constant = value
    return Status.ok
  }

  func setConstraintPriority(_ handle: UInt64, _ value: Float) -> transhost_status {
    let call = "constraint_set_priority"
    guard let constraint = constraint(handle, call) else { return Status.invalidHandle }
    guard let priority = checkedPriority(value, call) else { return lastStatus }
    if constraint.isActive, (priority >= LayoutConstraint.required) != constraint.isRequired {
      return reject(
        call,
        "\(constraint) is active, and UIKit refuses to change an active constraint between "
          + "required and optional; deactivate it first")
    }
    constraint.priority = priority
    return Status.ok
  }

  func setConstraintIdentifier(
    _ handle: UInt64, _ text: UnsafePointer<CChar>?
  )
    -> transhost_status
  {
    guard let constraint = constraint(handle, "constraint_set_identifier") else {
      return Status.invalidHandle
    }
    constraint.identifier = text.map { String(cString: $0) }
    return Status.ok
  }

  func describeConstraint(
    _ handle: UInt64, _ out: UnsafeMutablePointer<transhost_constraint_t>?
  )
    -> transhost_status
  {
    let call = "constraint_get"
    guard let out else { return reject(call, "out is NULL") }
    guard out.pointee.struct_size >= TRANSHOST_CONSTRAINT_SIZE_1_4 else {
      return reject(
        call, "struct_size \(out.pointee.struct_size) is smaller than TRANSHOST_CONSTRAINT_SIZE_1_4"
      )
    }
    guard let constraint = constraint(handle, call) else { return Status.invalidHandle }
    out.pointee.first_item = self.handle(for: constraint.firstItem)
    out.pointee.first_attribute = transhost_layout_attribute(constraint.firstAttribute.rawValue)
    out.pointee.relation = transhost_layout_relation(constraint.relation.rawValue)
    out.pointee.second_item = self.handle(for: constraint.secondItem)
    out.pointee.second_attribute = transhost_layout_attribute(constraint.secondAttribute.rawValue)
    out.pointee.multiplier = constraint.multiplier
    out.pointee.constant = constraint.constant
    out.pointee.priority = constraint.priority
    out.pointee.padding = 0
    out.pointee.identifier = constraint.identifier.flatMap { returning($0) }
    lastStatus = Status.ok
    return Status.ok
  }

  func constraintCount(_ handle: UInt64) -> Int64 {
    guard let view = view(handle, "view_constraint_count") else {
      return Int64(TRANSHOST_COUNT_FAILED)
    }
    return Int64(view.constraints.count)
  }

  func constraint(of handle: UInt64, at index: Int64) -> UInt64 {
    guard let view = view(handle, "view_constraint_at") else { return 0 }
    guard index >= 0, index < view.constraints.count else {
      _ = reject("view_constraint_at", "index \(index) is outside 0..<\(view.constraints.count)")
      return 0
    }
    return self.handle(for: view.constraints[Int(index)])
  }

  /// Runs `body` on the view `handle` names.
  func withView(_ handle: UInt64, _ call: String, _ body: (View) -> Void) -> transhost_status {
    guard let view = view(handle, call) else { return Status.invalidHandle }
    body(view)
    return Status.ok
  }

  func setLayoutHandler(
    _ handle: UInt64, _ function: transhost_view_fn?, _ userData: UnsafeMutableRawPointer?
  ) -> transhost_status {
    guard let view = view(handle, "view_set_layout_handler") else { return Status.invalidHandle }
    guard let function else {
      view.onLayoutSubviews = nil
      return Status.ok
    }
    let caller = currentCallerName
    let data = UncheckedPointer(userData)
    let link = self.link
    view.onLayoutSubviews = {
      link.bridge?.calling(caller, call: "a layoutSubviews handler") {
        function(data.pointer, handle)
      }
    }
    return Status.ok
  }

  /// `value` when it is a priority UIKit takes (1...1000), else nil with the call rejected.
  private func checkedPriority(_ value: Float, _ call: String) -> Float? {
    guard value.isFinite, value >= 1, value <= 1000 else {
      _ = reject(call, "priority \(value) is outside 1...1000")
      return nil
    }
    return value
  }
}
